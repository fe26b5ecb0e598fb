import { statSync } from 'node:fs'
import { Counter, Gauge, Registry } from 'prom-client'
import type { SignInMethod, SignInRefusal } from '../../domain/support-desk-access'
import type { Erasure } from '../../domain/trail/data-request'
import type { Logger } from '../../operations/logger'
import type { SupportDatabase } from './database'

/** What the desk reports as it signs staff in and out (logged, and counted for the metrics). */
export interface DeskEvents {
  readonly signedIn: (staff: string, method: SignInMethod) => void
  readonly signedOut: (staff: string) => void
  /**
   * A sign-in refused for a wrong name, secret or second factor, a code used already, a disabled account or one
   * with no codes set up (the reason's code only). The name typed is not logged: it may be a secret typed in the
   * wrong field.
   */
  readonly signInFailed: (reason: SignInRefusal) => void
  /** A sign-in refused because the account, or the address it came from, is locked out. */
  readonly lockedOut: (scope: 'account' | 'address') => void
}

/** A rider's data exported or erased, by a member of staff (on the desk or the command line). */
export interface DataRequestEvents {
  readonly exported: (staff: string, trails: number) => void
  readonly erased: (staff: string, erasure: Erasure) => void
}

/**
 * A rider's data requests as structured lines (`event`: `data_export`, `data_erasure`): who, and how many trails
 * (and, for an erasure, listings and limit counts); never the code, the reference or anything of a trail, since
 * the access log keeps which code or reference it was.
 */
export const dataRequestLines = (log: Logger): DataRequestEvents => ({
  exported: (staff, trails) => log.info({ event: 'data_export', staff, trails }, "rider's data exported"),
  erased: (staff, e) => log.info({ event: 'data_erasure', staff, trails: e.trails, references: e.references, limitCounts: e.limitCounts }, "rider's data erased"),
})

export interface SupportMonitor extends DeskEvents, DataRequestEvents {
  /** The service's own metrics, served at `/metrics` beside the server's request metrics. */
  readonly registry: Registry
  /** A rider's send answered: 201 counts a trail taken; anything else a refusal, by the answer's code. */
  readonly trailAnswered: (status: number, code: string | undefined) => void
  /** A retention sweep deleted `trails` trails. */
  readonly swept: (trails: number) => void
}

/** What the monitor reads as it is scraped: the database's pool, and the queues in front of the threads. */
export interface MonitoredParts {
  readonly database: SupportDatabase
  /** The SQLite file (its write-ahead log is measured), or undefined on PostgreSQL. */
  readonly sqliteFile?: string
  /** Trail bodies waiting for the intake's checking thread. */
  readonly checksWaiting: () => number
  /** Trails waiting for SQLite's writer thread (0 on PostgreSQL, whose writes do not queue in this process). */
  readonly writesWaiting: () => number
}

const walBytes = (file: string): number => {
  try {
    return statSync(`${file}-wal`).size
  } catch {
    return 0
  }
}

/**
 * The support service's events, as structured log lines (`event`: `sign_in`, `sign_out`, `sign_in_failed`,
 * `locked_out`, `sweep`, `data_export`, `data_erasure`) and as Prometheus metrics: trails taken and refused by
 * reason, sign-in failures, lock-outs, trails deleted by retention, riders' data requests by action, the
 * database's pool (PostgreSQL: connections in use, idle, and queries waiting; SQLite: writes waiting for its one
 * writer and the size of its write-ahead log) and the intake's queue. Labels are codes and fixed words only. A
 * staff name is logged on sign-in, sign-out and a data request (who, as the access log keeps it); no rider's
 * value, token or secret is, nor a data request's code or reference.
 */
export const supportMonitor = (log: Logger, parts: MonitoredParts): SupportMonitor => {
  const registry = new Registry()
  const registers = [registry]
  const taken = new Counter({ name: 'support_trails_taken_total', help: 'Trails riders sent that were stored.', registers })
  const refused = new Counter({ name: 'support_trails_refused_total', help: 'Trails riders sent that were refused, by the answer\'s code.', labelNames: ['reason'] as const, registers })
  const failures = new Counter({ name: 'support_sign_in_failures_total', help: 'Desk sign-ins refused for a wrong name, secret or second factor, a code used already, or an account that cannot sign in, by reason.', labelNames: ['reason'] as const, registers })
  const lockouts = new Counter({ name: 'support_lockouts_total', help: 'Desk sign-ins refused because the account or the address was locked out.', labelNames: ['scope'] as const, registers })
  const deleted = new Counter({ name: 'support_retention_deleted_trails_total', help: 'Trails deleted past their retention.', registers })
  const dataRequests = new Counter({ name: 'support_data_requests_total', help: "Riders' data requests answered on the desk, by action (export, erasure).", labelNames: ['action'] as const, registers })
  new Gauge({
    name: 'support_db_pool_connections',
    help: 'PostgreSQL pool: connections running a query (in_use), open and idle (idle), and queries waiting for a connection (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = parts.database.poolUse()
      if (use === null) return
      this.set({ state: 'in_use' }, use.inUse)
      this.set({ state: 'idle' }, use.idle)
      this.set({ state: 'waiting' }, use.waiting)
    },
  })
  if (parts.sqliteFile !== undefined) {
    const file = parts.sqliteFile
    new Gauge({ name: 'support_db_sqlite_writes_waiting', help: 'SQLite: trails waiting for the one writer.', registers, collect() { this.set(parts.writesWaiting()) } })
    new Gauge({ name: 'support_db_sqlite_wal_bytes', help: 'SQLite: the size of the write-ahead log (a log that only grows means checkpoints cannot run).', registers, collect() { this.set(walBytes(file)) } })
  }
  new Gauge({ name: 'support_intake_checks_waiting', help: 'Trail bodies waiting to be checked (beyond SUPPORT_MAX_QUEUED the intake answers 503).', registers, collect() { this.set(parts.checksWaiting()) } })

  const lines = dataRequestLines(log)
  return {
    registry,
    exported: (staff, trails) => {
      dataRequests.inc({ action: 'export' })
      lines.exported(staff, trails)
    },
    erased: (staff, erasure) => {
      dataRequests.inc({ action: 'erasure' })
      lines.erased(staff, erasure)
    },
    trailAnswered: (status, code) => {
      if (status === 201) taken.inc()
      else refused.inc({ reason: code ?? `status_${status}` })
    },
    swept: (trails) => {
      deleted.inc(trails)
      log.info({ event: 'sweep', deletedTrails: trails }, 'retention sweep')
    },
    signedIn: (staff, method) => log.info({ event: 'sign_in', staff, method }, 'desk sign-in'),
    signedOut: (staff) => log.info({ event: 'sign_out', staff }, 'desk sign-out'),
    signInFailed: (reason) => {
      failures.inc({ reason })
      log.warn({ event: 'sign_in_failed', reason }, `desk sign-in refused: ${reason}`)
    },
    lockedOut: (scope) => {
      lockouts.inc({ scope })
      log.warn({ event: 'locked_out', scope }, 'desk sign-in refused: locked out')
    },
  }
}
