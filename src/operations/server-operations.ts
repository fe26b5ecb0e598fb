import { Router, type RequestHandler } from 'express'
import { Registry } from 'prom-client'
import { healthRoutes, type ReadinessCheck } from './health'
import type { Logger } from './logger'
import { httpMetrics, metricsRoutes, type MetricsAccess } from './metrics'
import { requestLog } from './request-log'

export interface ServerOperationsOptions {
  readonly logger: Logger
  /** The parts `/readyz` checks, by name (`insurer`, `support`). */
  readonly readiness: Readonly<Record<string, ReadinessCheck>>
  /** Who may read `/metrics` (metricsAccessFromEnv); undefined: nobody, the route answers 404. */
  readonly metricsAccess?: MetricsAccess
  /** More registries `/metrics` serves beside the server's own request metrics (a service's own counters). */
  readonly registries?: () => readonly Registry[]
  /** The server's route patterns, so a request refused before its route ran is still named by its route. */
  readonly knownRoutes?: readonly string[]
}

export interface ServerOperations {
  /** The first handler of the server: the request's id, its one log line and its request metrics. */
  readonly requests: RequestHandler
  /** `GET /healthz`, `GET /readyz` and `GET /metrics`. */
  readonly routes: Router
}

/**
 * What an operator needs of a server, the mock insurer's and the support service's alike: request ids and one
 * structured log line per request (requestLog), liveness and readiness (healthRoutes), and the request metrics
 * with whatever the server adds, for the operator's networks only (metricsRoutes).
 */
export const serverOperations = (opts: ServerOperationsOptions): ServerOperations => {
  const registry = new Registry()
  const routes = Router()
  routes.use(healthRoutes(opts.readiness))
  routes.use(metricsRoutes(registry, opts.metricsAccess, opts.registries ?? (() => [])))
  return { requests: requestLog(opts.logger, httpMetrics(registry), opts.knownRoutes), routes }
}
