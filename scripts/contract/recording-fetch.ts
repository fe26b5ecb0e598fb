/** One request the conformance run made and what the insurer answered, as sent and received. */
export interface Exchange {
  readonly method: string
  /** The path and query, without the base URL. */
  readonly path: string
  readonly requestHeaders: Readonly<Record<string, string>>
  /** The request body as sent (JSON text), or undefined. */
  readonly requestBody: string | undefined
  readonly status: number
  readonly responseHeaders: Readonly<Record<string, string>>
  /** The answer's body as received. */
  readonly responseBody: string
}

/** The part of fetch's options the app's transport passes (src/api/transport.ts). */
interface Init {
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
}

/**
 * A browser's side of the conversation for a run outside the browser: a fetch on `base` that keeps the cookies
 * the insurer sets (its session and XSRF-TOKEN, as a browser's jar would for one site) and sends them back, and
 * records every exchange in `exchanges`. `cookies()` is what `document.cookie` would read (the app's transport
 * echoes XSRF-TOKEN from it). Redirects are not followed.
 */
export const recordingFetch = (base: string, send: typeof fetch = fetch) => {
  const jar = new Map<string, string>()
  const exchanges: Exchange[] = []
  const origin = base.replace(/\/+$/, '')
  const request = async (url: string, init: Init): Promise<{ status: number; text(): Promise<string> }> => {
    const headers: Record<string, string> = { ...init.headers }
    if (jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await send(url, { method: init.method, headers, body: init.body, redirect: 'manual' })
    const text = await res.text()
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    exchanges.push({
      method: init.method,
      path: url.startsWith(origin) ? url.slice(origin.length) : url,
      requestHeaders: headers,
      requestBody: init.body,
      status: res.status,
      responseHeaders: Object.fromEntries(res.headers),
      responseBody: text,
    })
    return { status: res.status, text: () => Promise.resolve(text) }
  }
  return { fetch: request, exchanges, cookies: (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ') }
}
