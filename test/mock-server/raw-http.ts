import { request, type IncomingHttpHeaders } from 'node:http'

/** An answer as it came over the wire: the body not decompressed. */
export interface RawAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/**
 * A request through node:http, which (unlike fetch) sends only the headers given (no Accept-Encoding of its
 * own) and hands over the body exactly as sent.
 */
export const rawRequest = (base: string, path: string, opts: { readonly method?: string; readonly headers?: Readonly<Record<string, string>>; readonly body?: string } = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    request({ hostname, port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => void chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end(opts.body)
  })
