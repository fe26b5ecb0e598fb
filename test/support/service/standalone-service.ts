import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DatabaseLocation } from '../../../src/support/service/database'
import type { MetricsAccess } from '../../../src/operations/metrics'
import type { SupportLimits } from '../../../src/support/service/limits'
import { createSupportService, supportApp, type SupportService } from '../../../src/support/service/service'
import { captureLog } from '../../operations/log-lines'
import { TestClient } from '../../mock-server/server/client'
import { TEST_SECOND_FACTOR_KEY } from './staff-enrolment'

export interface StandaloneService {
  readonly base: string
  readonly service: SupportService
  /** Every line the service logged, as written (JSON). */
  readonly logs: string[]
  client(): TestClient
  close(): Promise<void>
}

/**
 * The support service on its own, as `npm run support` runs it (supportApp), on an ephemeral port of 127.0.0.1
 * over `database`, with an insurer that knows no proposal, no hourly sweep, the tests' one-time-code key, the clock
 * `now` (default the system's), and its lines kept in `logs`.
 */
export const startStandalone = async (database: DatabaseLocation, opts: { metricsAccess?: MetricsAccess; limits?: Partial<SupportLimits>; now?: () => Date } = {}): Promise<StandaloneService> => {
  const { logger, lines } = captureLog()
  const service = await createSupportService({
    database,
    insurer: () => Promise.resolve({ kind: 'not-found' }),
    sweepEveryMs: 0,
    logger,
    limits: opts.limits,
    secondFactorKey: TEST_SECOND_FACTOR_KEY,
    now: opts.now,
  })
  const http = await new Promise<Server>((resolve, reject) => {
    const s = supportApp(service, { logger, metricsAccess: opts.metricsAccess }).listen(0, '127.0.0.1', () => resolve(s))
    s.on('error', reject)
  })
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return {
    base,
    service,
    logs: lines,
    client: () => new TestClient(base),
    close: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
      await service.close()
    },
  }
}
