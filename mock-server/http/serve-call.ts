import type { RequestHandler, Router } from 'express'
import { CALLS, routeOf, type AnyCall, type CallName } from '../../src/domain/calls'

/**
 * Serves call `name` of the calls' table on `router`: at its route (`routeOf`: `/api/proposal/:uuid/confirm`)
 * with its method, answering the entry's success status, so the mock insurer's routes are the table's and cannot
 * drift from what the client sends.
 * The handlers run in order, as Express runs them (a rate limit, then the call's own).
 */
export const serveCall = (router: Router, name: CallName, ...handlers: [RequestHandler, ...RequestHandler[]]): void => {
  const call: AnyCall = CALLS[name]
  const route = routeOf(call)
  // The entry's success status (201 for a proposal created), unless a handler answers otherwise.
  const succeeded: RequestHandler = (_req, res, next) => {
    res.status(call.status ?? 200)
    next()
  }
  if (call.method === 'GET') router.get(route, succeeded, ...handlers)
  else router.post(route, succeeded, ...handlers)
}

/** The route of every call of the calls' table (`/api/proposal/:Uuid/confirm`…), as the server serves them. */
export const callRoutes = (): string[] => Object.values(CALLS).map(routeOf)
