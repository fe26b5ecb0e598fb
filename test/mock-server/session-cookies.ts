/** The cookies of a browser session with the mock server: its session cookie and the XSRF-TOKEN derived from it. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** Keeps every cookie an answer sets. */
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const i = pair.indexOf('=')
      if (i > 0) this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim())
    }
  }

  /** The Cookie header. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** The X-XSRF-TOKEN echo. */
  token(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
  }
}

/** A session with the server at `base` (GET /json/status, as a page load): the Cookie header and the token to echo. */
export const openSession = async (base: string): Promise<{ cookie: string; token: string }> => {
  const jar = new CookieJar()
  jar.take(await fetch(`${base}/json/status`))
  return { cookie: jar.header(), token: jar.token() }
}
