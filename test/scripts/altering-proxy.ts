import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Which exchanges to alter (their method and a test of their path, without the query), and how. */
export interface Alteration {
  readonly method: string
  readonly path: RegExp
  /** A success's JSON answer, changed in place or replaced. */
  readonly alter?: (answer: unknown) => unknown
  /** The request's headers as relayed (one dropped, as a proxy that loses it would). */
  readonly request?: (headers: Record<string, string>) => Record<string, string>
  /** Instead of relaying: an answer of the double's own (a failure on its side), or the connection dropped unanswered. */
  readonly instead?: { readonly status: number; readonly body: string } | 'drop'
}

const bodyOf = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/** Headers a relay must not copy: the connection's own, and the encoding of a body fetch has already decoded. */
const HOP = new Set(['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding', 'accept-encoding', 'keep-alive'])

/**
 * A double of an insurer: a proxy in front of `target` that relays every request and answer as they are (cookies
 * included), except the exchanges `alteration` names: their JSON answers changed (a field renamed, a type
 * changed), their request headers changed, or an answer of its own in their place (a 500, or none at all).
 * `altered` counts the exchanges it changed. Runs on a free port of 127.0.0.1; `close` stops it.
 */
export const alteringProxy = async (target: string, alteration: Alteration): Promise<{ base: string; altered: () => number; close: () => Promise<void> }> => {
  let altered = 0
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req)
      const path = (req.url ?? '').split('?')[0] ?? ''
      const named = req.method === alteration.method && alteration.path.test(path)
      if (named && alteration.instead !== undefined) {
        altered++
        if (alteration.instead === 'drop') req.socket.destroy()
        else res.writeHead(alteration.instead.status, { 'Content-Type': 'application/json' }).end(alteration.instead.body)
        return
      }
      const received = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => !HOP.has(k) && typeof v === 'string')) as Record<string, string>
      const headers = named && alteration.request !== undefined ? alteration.request(received) : received
      if (named && alteration.request !== undefined) altered++
      const answer = await fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body: body.length > 0 ? body.toString('utf8') : undefined, redirect: 'manual' })
      let text = await answer.text()
      if (named && alteration.alter !== undefined && answer.status < 300) {
        text = JSON.stringify(alteration.alter(JSON.parse(text) as unknown))
        altered++
      }
      const out: Record<string, string | string[]> = {}
      answer.headers.forEach((v, k) => {
        if (!HOP.has(k) && k !== 'set-cookie') out[k] = v
      })
      const cookies = answer.headers.getSetCookie()
      if (cookies.length > 0) out['set-cookie'] = cookies
      res.writeHead(answer.status, out)
      res.end(text)
    })().catch(() => {
      res.writeHead(502).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    altered: () => altered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
