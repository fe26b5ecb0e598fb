import type * as t from 'io-ts'
import { reportErrors } from '../../../src/domain/decode-report'

/** What the server answered: the status, the headers, the raw text, and the body parsed as JSON when it is JSON. */
export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  /** The parsed body; undefined when the body is not JSON. */
  readonly body: unknown
  /** Milliseconds from sending the request to reading the whole answer. */
  readonly ms: number
}

export interface RequestOptions {
  /** A value sent as JSON. */
  readonly json?: unknown
  /** A body sent as it is (malformed JSON, over-size bodies). */
  readonly raw?: string
  /** Sent as X-Mock-Scenario. */
  readonly scenario?: string
  /** Extra headers, sent last (so they may replace the client's own). */
  readonly headers?: Readonly<Record<string, string>>
  /** false: do not echo the XSRF-TOKEN cookie (the header is left out). */
  readonly echoCsrf?: boolean
  /** false: do not send X-Requested-With. */
  readonly scriptMarker?: boolean
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * A small HTTP client for the mock server, as the browser app talks to it: it keeps a cookie jar, echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN, and marks every request with X-Requested-With. Before its first
 * state-changing request it fetches GET /json/status to receive the CSRF cookie, as a page load would.
 * Redirects are not followed, so tests see them.
 */
export class TestClient {
  private readonly jar = new Map<string, string>()
  /** Every answer this client received, in order (for checks over all of them). */
  readonly history: Answer[] = []

  constructor(readonly base: string) {}

  /** The cookie of this name in the jar. */
  cookie(name: string): string | undefined {
    return this.jar.get(name)
  }

  /** Empties the jar (a new browser). */
  forgetCookies(): void {
    this.jar.clear()
  }

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
    if (!SAFE_METHODS.includes(method) && opts.echoCsrf !== false && !this.jar.has('XSRF-TOKEN')) await this.request('GET', '/json/status')
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (opts.scriptMarker !== false) headers['X-Requested-With'] = 'XMLHttpRequest'
    if (this.jar.size > 0) headers.Cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
    const token = this.jar.get('XSRF-TOKEN')
    if (opts.echoCsrf !== false && token !== undefined) headers['X-XSRF-TOKEN'] = token
    if (opts.scenario !== undefined) headers['X-Mock-Scenario'] = opts.scenario
    let body: string | undefined
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json)
      headers['Content-Type'] = 'application/json'
    } else if (opts.raw !== undefined) {
      body = opts.raw
      headers['Content-Type'] = 'application/json'
    }
    Object.assign(headers, opts.headers)
    const started = performance.now()
    const res = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' })
    const text = await res.text()
    const ms = performance.now() - started
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const i = pair.indexOf('=')
      if (i > 0) this.jar.set(pair.slice(0, i).trim(), decodeURIComponent(pair.slice(i + 1).trim()))
    }
    let parsed: unknown
    try {
      parsed = text === '' ? undefined : (JSON.parse(text) as unknown)
    } catch {
      parsed = undefined
    }
    const answer = { status: res.status, headers: res.headers, text, body: parsed, ms }
    this.history.push(answer)
    return answer
  }

  get(path: string, opts: RequestOptions = {}): Promise<Answer> {
    return this.request('GET', path, opts)
  }

  /** POST with a JSON body (none when `json` is undefined). */
  post(path: string, json?: unknown, opts: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', path, json === undefined ? opts : { ...opts, json })
  }
}

/** Decodes an answer's body with a domain codec, or throws naming the failing paths. */
export const decodeWith = <A>(codec: t.Decoder<unknown, A>, value: unknown): A => {
  const r = codec.decode(value)
  if (r._tag === 'Left') throw new Error(`does not decode as ${'name' in codec ? String(codec.name) : 'the codec'}: ${reportErrors(r.left).join('; ')}`)
  return r.right
}

/** True when an answer shows the server's insides: stack frames, file paths, module names. */
export const leaksInternals = (text: string): boolean =>
  /\bat (?:async )?[\w$.<>[\]]+ \([^()\s]+:\d+:\d+\)/.test(text) ||
  /\bat (?:file:\/\/)?\/[^\s:]+:\d+:\d+/.test(text) ||
  /\n\s+at \S/.test(text) ||
  text.includes(process.cwd()) ||
  text.includes('node_modules') ||
  text.includes('node:internal') ||
  text.includes('file://')
