import { databaseLocation, supportDatabaseBeside, type DatabaseLocation } from '../src/support/service/database'
import { insurerOverHttp } from '../src/support/service/insurer'
import type { SupportLimits } from '../src/support/service/limits'
import { createSupportService, type SupportService } from '../src/support/service/service'
import { createLogger } from '../src/operations/logger'
import { statementOfProposal } from '../src/form/statement'
import { createMockServer, type MockServer, type MockServerOptions } from './app'

export interface OneMachineOptions extends Omit<MockServerOptions, 'beside' | 'readiness' | 'registries'> {
  /** The support store: SQLite beside the proposals' store (`<store>.support.db`) unless given. */
  readonly supportDatabase?: DatabaseLocation
  readonly supportLimits?: Partial<SupportLimits>
  /** The key staff's one-time-code secrets are encrypted with (default: the SQLite store's key file; needed for PostgreSQL). */
  readonly supportSecondFactorKey?: Buffer
  /** The support service's clock (default the system's): the tests move it on rather than wait. */
  readonly supportNow?: () => Date
  /** The insurer's API the support service asks about a sender's proposal (default: this server). */
  readonly insurerUrl?: string
}

export interface OneMachine {
  readonly mock: MockServer
  readonly support: SupportService
  /** Tells the support service where this server listens, once it does (the insurer's API is this server). */
  readonly listeningAt: (origin: string) => void
  readonly close: () => Promise<void>
}

/** The JSON file an earlier version kept support trails in, beside the proposals' store (imported once). */
const legacySupportFile = (storeFile: string): string => `${storeFile.replace(/\.json$/, '')}.support.json`

/**
 * The one-machine default (`npm start`, `npm run mock`, the tests): the mock insurer and the support service
 * on one Express app and one port. The support service stays its own module with its own database; it reaches
 * the insurer only through the insurer's HTTP API, as it would on another machine. One log and one `/metrics`
 * hold both (the support service's own metrics beside the server's), and `/readyz` is ready only when both are:
 * the insurer's store and the support service's database.
 */
export const createOneMachine = async (opts: OneMachineOptions): Promise<OneMachine> => {
  let origin = opts.insurerUrl ?? ''
  let support: SupportService | undefined
  const logger = opts.logger ?? createLogger({})
  // The insurer first: it takes its store's lock, so a second server on the same store stops before touching
  // the support store.
  // The quote e-mail carries the statement of fact the Summary shows: the app's derivation from its question
  // records, which the insurer itself may not import (it may import only the domain).
  const mock = createMockServer({
    statementOf: statementOfProposal,
    ...opts,
    logger,
    beside: (req, res, next) => (support === undefined ? next() : support.router(req, res, next)),
    readiness: { support: async () => (support === undefined ? 'starting' : support.ready()) },
    registries: () => (support === undefined ? [] : [support.metrics]),
  })
  try {
    support = await createSupportService({
      database: opts.supportDatabase ?? databaseLocation({}, supportDatabaseBeside(opts.storeFile)),
      insurer: insurerOverHttp(() => origin),
      limits: opts.supportLimits,
      secondFactorKey: opts.supportSecondFactorKey,
      now: opts.supportNow,
      legacyJsonFile: legacySupportFile(opts.storeFile),
      appDir: opts.appDir,
      logger,
    })
  } catch (e) {
    await mock.store.close()
    throw e
  }
  const service = support
  return {
    mock,
    support: service,
    listeningAt: (at) => {
      if (opts.insurerUrl === undefined) origin = at
    },
    close: async () => {
      await service.close()
      await mock.store.close()
    },
  }
}
