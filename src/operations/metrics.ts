import { createHash, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import { Router, type Request } from 'express'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { FinishedRequest } from './request-log'

/**
 * Who may read `/metrics`: the holders of a bearer token, callers from an allow-list of addresses and networks,
 * or both (each one set must hold). Without either the route is off.
 */
export interface MetricsAccess {
  readonly token?: string
  readonly allow?: BlockList
}

/** The shortest token accepted: a guessable one would open the metrics to anyone who guesses it. */
const MIN_TOKEN_LENGTH = 32

/** An address (`10.1.2.3`, `::1`) or a network (`10.0.0.0/8`, `fd00::/8`) of METRICS_ALLOW, added to `list`. */
const allowEntry = (list: BlockList, entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  if (prefix === undefined) {
    list.addAddress(address, type)
    return true
  }
  const bits = Number(prefix)
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false
  list.addSubnet(address, bits, type)
  return true
}

/** The variables that say who may read `/metrics`: a bearer token, and the addresses and networks allowed. */
export const METRICS_VARIABLES = { token: 'METRICS_TOKEN', allow: 'METRICS_ALLOW' } as const

/**
 * Who may read `/metrics`, from METRICS_TOKEN (a bearer token of at least 32 characters) and METRICS_ALLOW
 * (comma-separated addresses and CIDR networks of the staff's or the monitoring system's network); undefined
 * (off) when neither is set. Throws naming the variable for a short token or an entry that is not an address or
 * a network, so a typo never leaves the metrics open or closed by surprise.
 */
export const metricsAccessFromEnv = (env: NodeJS.ProcessEnv): MetricsAccess | undefined => {
  const token = (env[METRICS_VARIABLES.token] ?? '').trim()
  const entries = (env[METRICS_VARIABLES.allow] ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '')
  if (token === '' && entries.length === 0) return undefined
  if (token !== '' && token.length < MIN_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long`)
  let allow: BlockList | undefined
  if (entries.length > 0) {
    const list = new BlockList()
    for (const entry of entries) if (!allowEntry(list, entry)) throw new Error(`METRICS_ALLOW must list addresses or CIDR networks, comma-separated (got ${JSON.stringify(entry)})`)
    allow = list
  }
  return { ...(token === '' ? {} : { token }), ...(allow === undefined ? {} : { allow }) }
}

/** The caller's address as the server sees it (Express's, so it honours `trust proxy`), IPv4-mapped IPv6 as IPv4. */
const callerAddress = (req: Request): string => (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

const allowed = (list: BlockList, address: string): boolean => {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

const tokenMatches = (req: Request, token: string): boolean => {
  const header = req.get('authorization') ?? ''
  return header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7).trim()), digest(token))
}

/** The latency buckets, in seconds: a cached file's few milliseconds to a slow database's seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * A server's request metrics in `registry`: `http_requests_total` by method, route pattern and status, and
 * `http_request_duration_seconds` by method and route. Every label is bounded (route patterns and a few fixed
 * names, see `routeOf`; the standard methods; status codes), so no client can grow them. Answers the function
 * the request log hands each finished request to.
 */
export const httpMetrics = (registry: Registry): ((r: FinishedRequest) => void) => {
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'] as const, registers: [registry] })
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time from a request arriving to its answer sent, by method and route pattern.', labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers: [registry] })
  return (r) => {
    requests.inc({ method: r.method, route: r.route, status: String(r.status) })
    latency.observe({ method: r.method, route: r.route }, r.seconds)
  }
}

/**
 * `GET /metrics`, in Prometheus's text format: the server's registry and any more `registries` gives (a
 * service's own), with the process's own (CPU, memory, event-loop delay) when metrics are on. Off (404, as any
 * unknown path) without `access`; with it, a caller outside the allow-list is 403 and one without the token 401,
 * before anything is collected. Never cached.
 */
export const metricsRoutes = (registry: Registry, access: MetricsAccess | undefined, registries: () => readonly Registry[]): Router => {
  const r = Router()
  if (access !== undefined) collectDefaultMetrics({ register: registry })
  r.get('/metrics', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store')
      if (access === undefined) return void res.status(404).json({ code: 'not_found', message: 'No call GET /metrics.' })
      if (access.allow !== undefined && !allowed(access.allow, callerAddress(req))) return void res.status(403).json({ code: 'forbidden', message: 'Metrics are served to the operator\'s networks only.' })
      if (access.token !== undefined && !tokenMatches(req, access.token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
        return void res.status(401).json({ code: 'unauthorized', message: 'Metrics need the operator\'s bearer token.' })
      }
      const texts = await Promise.all([registry, ...registries()].map((g) => g.metrics()))
      res.type(registry.contentType).send(texts.filter((t) => t !== '').join('\n'))
    } catch (e) {
      next(e)
    }
  })
  return r
}
