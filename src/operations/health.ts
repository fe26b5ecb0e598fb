import { Router } from 'express'

/**
 * One part of a server's readiness (its database, its store): resolves null when that part can serve, else a
 * reason code (`database_unreachable`, `migrations_pending`). A check should not throw; one that does, or that
 * takes longer than READINESS_TIMEOUT_MS, is not ready (`check_failed`, `timeout`).
 */
export type ReadinessCheck = () => Promise<string | null>

/** How long one readiness check may take before the server counts itself not ready. */
const READINESS_TIMEOUT_MS = 2000

/** A reason is a plain code, never a message (which could hold a host, a path or a connection string). */
const REASON = /^[a-z][a-z_]{0,47}$/

const settle = async (check: ReadinessCheck): Promise<string> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS)
  })
  try {
    const reason = await Promise.race([check().then((r) => r ?? 'ready', () => 'check_failed'), late])
    return reason === 'ready' || REASON.test(reason) ? reason : 'not_ready'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /healthz`: the process answers (200 `{ status: 'ok' }`), whatever its database says: a liveness probe
 * that fails only when the process should be restarted.
 * `GET /readyz`: every check run at once; 200 `{ status: 'ready', checks }` when all are ready, else 503
 * `{ status: 'not_ready', reason, checks }` (`reason` the first part's that is not ready; `checks` each part's
 * `ready` or reason code). Only codes: never a stack, a message or a connection string. Neither is cached.
 */
export const healthRoutes = (checks: Readonly<Record<string, ReadinessCheck>>): Router => {
  const r = Router()
  r.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  r.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks)
    const results = await Promise.all(names.map((name) => settle(checks[name] ?? (async () => null))))
    const byName = Object.fromEntries(names.map((name, i) => [name, results[i] ?? 'ready']))
    const reason = results.find((r) => r !== 'ready')
    res.setHeader('Cache-Control', 'no-store')
    if (reason === undefined) res.json({ status: 'ready', checks: byName })
    else res.status(503).json({ status: 'not_ready', reason, checks: byName })
  })
  return r
}
