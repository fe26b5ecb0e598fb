import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One request the desk made, as the fake saw it. */
interface SeenRequest {
  readonly method: string
  readonly url: string
  readonly authorization: string | null
  readonly body: unknown
}

/** An answer the fake gives: a status, a JSON body (none for 204), and any headers. */
interface FakeAnswer {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** Answers a request; undefined falls through to the next handler with the same route. */
export type FakeHandler = (req: SeenRequest) => FakeAnswer

export const ALICE = { token: 'token-of-alice-0123456789', staff: 'alice', expiresAt: '2026-11-25T18:02:11.000Z', idleMinutes: 30 }

/** A rider's trail as the server stores it (the sample of a form sent after the session expired). */
export const storedTrail = (): unknown => JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/trails/expired-on-submit.json'), 'utf8'))

/**
 * A fake of the support service's desk calls in place of the global fetch: each route ('POST /api/support/desk/sign-in',
 * 'GET /api/support/trails/RC-ABC234', …) answers with its handler; a route without one answers 500, so a call the
 * test did not expect fails loudly. Every request is kept, in order, for the test to read.
 */
export const fakeDeskFetch = (routes: Readonly<Record<string, FakeHandler>>) => {
  const seen: SeenRequest[] = []
  const real = globalThis.fetch
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init.headers)
    const req: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }
    seen.push(req)
    const handler = routes[`${req.method} ${url}`]
    const answer: FakeAnswer = handler === undefined ? { status: 500, body: { code: 'internal', message: `No fake for ${req.method} ${url}.` } } : handler(req)
    const body = answer.status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...answer.headers } })
  }
  globalThis.fetch = fake as typeof fetch
  return {
    seen,
    /** Puts the real fetch back. */
    restore: () => {
      globalThis.fetch = real
    },
  }
}

/** A handler that answers 401 unless the request carries the token as a bearer token. */
export const withToken =
  (token: string, answer: FakeHandler): FakeHandler =>
  (req) =>
    req.authorization === `Bearer ${token}` ? answer(req) : { status: 401, body: { code: 'unauthorized', message: 'Sign in to the support desk.' } }
