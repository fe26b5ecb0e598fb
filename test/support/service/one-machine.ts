import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createOneMachine, type OneMachine } from '../../../mock-server/one-machine'
import type { MetricsAccess } from '../../../src/operations/metrics'
import type { DatabaseLocation } from '../../../src/support/service/database'
import type { SupportLimits } from '../../../src/support/service/limits'
import { TestClient } from '../../mock-server/server/client'
import { captureLog } from '../../operations/log-lines'
import { TEST_SECOND_FACTOR_KEY } from './staff-enrolment'

export interface RunningMachine {
  readonly base: string
  readonly machine: OneMachine
  readonly folder: string
  readonly storeFile: string
  /** Every line the server logged, as written (JSON): each request's, and the services' events. */
  readonly logs: string[]
  client(): TestClient
  close(): Promise<void>
}

export interface MachineOptions {
  /** The support store (default: SQLite beside the store, in the temporary folder). */
  readonly database?: DatabaseLocation
  readonly limits?: Partial<SupportLimits>
  /** The insurer's API the support service asks (default: this server). */
  readonly insurerUrl?: string
  /** A folder to use (and keep) instead of a new temporary one. */
  readonly folder?: string
  /** Who may read /metrics (default nobody). */
  readonly metricsAccess?: MetricsAccess
  /** The support service's clock (default the system's). */
  readonly now?: () => Date
}

/**
 * The one-machine server as `npm start` runs it (the mock insurer and the support service on one port), on an
 * ephemeral port of 127.0.0.1 over a temporary folder, with no create limit and scenarios taken from requests; staff's
 * one-time-code secrets are encrypted with the tests' key (TEST_SECOND_FACTOR_KEY), on either database.
 */
export const startMachine = async (opts: MachineOptions = {}): Promise<RunningMachine> => {
  const folder = opts.folder ?? mkdtempSync(join(tmpdir(), 'ridecover-support-'))
  const storeFile = join(folder, 'store.json')
  const { logger, lines: logs } = captureLog()
  const machine = await createOneMachine({
    storeFile,
    logger,
    createLimit: 0,
    requestScenarios: true,
    supportDatabase: opts.database,
    supportLimits: opts.limits,
    insurerUrl: opts.insurerUrl,
    metricsAccess: opts.metricsAccess,
    supportSecondFactorKey: TEST_SECOND_FACTOR_KEY,
    supportNow: opts.now,
  })
  const http = await new Promise<Server>((resolve, reject) => {
    const s = machine.mock.app.listen(0, '127.0.0.1', () => resolve(s))
    s.on('error', reject)
  })
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  machine.listeningAt(base)
  return {
    base,
    machine,
    folder,
    storeFile,
    logs,
    client: () => new TestClient(base),
    close: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
      await machine.close()
      if (opts.folder === undefined) rmSync(folder, { recursive: true, force: true })
    },
  }
}
