import type { Transport, TransportOptions } from '../../src/api/transport'

/** The fetch a transport is built on, the options it passes to it, and one call it sends. */
export type FetchFn = TransportOptions['fetch']
export type FetchInit = Parameters<FetchFn>[1]
export type ApiRequest = Parameters<Transport['send']>[0]

/** A request as the fake fetch saw it. */
export interface Recorded {
  readonly url: string
  readonly init: FetchInit
}

/** What the fake answers: a status with a raw body, or a rejection as fetch gives when offline. */
export type Canned = { readonly status: number; readonly body?: string } | { readonly reject: unknown }

/** A canned JSON answer. */
export const json = (status: number, body: unknown): Canned => ({ status, body: JSON.stringify(body) })

/** A fetch that records every request and answers `answer` (or what `answer` returns for the request). */
export const fakeFetch = (answer: Canned | ((url: string, init: FetchInit) => Canned)) => {
  const requests: Recorded[] = []
  const fetch: FetchFn = async (url, init) => {
    requests.push({ url, init })
    const canned = typeof answer === 'function' ? answer(url, init) : answer
    if ('reject' in canned) throw canned.reject
    const body = canned.body ?? ''
    return { status: canned.status, text: async () => body }
  }
  return { fetch, requests }
}

/** The JSON body a recorded request sent, or undefined when it sent none. */
export const sentBody = (r: Recorded | undefined): unknown =>
  r?.init.body === undefined ? undefined : JSON.parse(r.init.body)
