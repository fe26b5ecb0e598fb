/** What one client may send, how long trails are kept, and how sign-ins are limited. */
export interface SupportLimits {
  /** Trails one session may send per hour. */
  readonly trailsPerSession: number
  /** Trails one address may send per hour. */
  readonly trailsPerAddress: number
  /** The largest body a trail may come in (bytes). */
  readonly maxTrailBytes: number
  /** Bodies waiting to be checked at once; beyond that the intake answers 503 with Retry-After. */
  readonly maxQueued: number
  /** Days a trail is kept after it was received; then it is deleted. */
  readonly retentionDays: number
  /** Days an access-log entry is kept. */
  readonly accessLogDays: number
  /** Failed sign-ins to one account within the lock-out window that lock it. */
  readonly signInFailuresPerAccount: number
  /** Failed sign-ins from one address within the lock-out window that lock it out. */
  readonly signInFailuresPerAddress: number
  readonly lockoutMinutes: number
  /** Hours a desk sign-in lasts at most, however much it is used (the absolute time-out). */
  readonly deskSessionHours: number
  /** Minutes a desk sign-in lasts unused (the idle time-out): every signed-in request starts them again. */
  readonly deskIdleMinutes: number
}

export const DEFAULT_LIMITS: SupportLimits = {
  trailsPerSession: 5,
  trailsPerAddress: 20,
  maxTrailBytes: 2 * 1024 * 1024,
  maxQueued: 8,
  retentionDays: 90,
  accessLogDays: 400,
  signInFailuresPerAccount: 5,
  signInFailuresPerAddress: 20,
  lockoutMinutes: 15,
  deskSessionHours: 8,
  deskIdleMinutes: 30,
}

/** The variable that sets each limit (docs/operating.md lists them), named in the error a bad value gets. */
export const LIMIT_VARIABLES = {
  trailsPerSession: 'SUPPORT_TRAILS_PER_SESSION',
  trailsPerAddress: 'SUPPORT_TRAILS_PER_ADDRESS',
  maxTrailBytes: 'SUPPORT_MAX_TRAIL_BYTES',
  maxQueued: 'SUPPORT_MAX_QUEUED',
  retentionDays: 'SUPPORT_RETENTION_DAYS',
  accessLogDays: 'SUPPORT_ACCESS_LOG_DAYS',
  signInFailuresPerAccount: 'SUPPORT_SIGN_IN_FAILURES_PER_ACCOUNT',
  signInFailuresPerAddress: 'SUPPORT_SIGN_IN_FAILURES_PER_ADDRESS',
  lockoutMinutes: 'SUPPORT_LOCKOUT_MINUTES',
  deskSessionHours: 'SUPPORT_DESK_SESSION_HOURS',
  deskIdleMinutes: 'SUPPORT_DESK_IDLE_MINUTES',
} as const satisfies Readonly<Record<keyof SupportLimits, string>>

/** The limits with any set in the environment: each a positive whole number, or start-up fails naming the variable. */
export const limitsFromEnv = (env: NodeJS.ProcessEnv): SupportLimits => {
  const out: Record<string, number> = { ...DEFAULT_LIMITS }
  for (const [key, variable] of Object.entries(LIMIT_VARIABLES)) {
    const raw = env[variable]
    if (raw === undefined || raw === '') continue
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1) throw new Error(`${variable} must be a whole number of at least 1 (got ${JSON.stringify(raw)})`)
    out[key] = n
  }
  return out as unknown as SupportLimits
}

/**
 * The limits counted in the database (one row per kind and subject in `support_limit_counts`), so that every
 * instance on one database counts against the same number:
 * - `trails-per-session`: trails stored of one session (the trail's own session id);
 * - `trails-per-address`: trails stored from one address (a keyed hash of it);
 * - `refused-per-address`: sends from one address that were not stored (a body refused, or a session past its
 *   limit);
 * - `sign-in-failures-per-account` / `-per-address`: wrong sign-ins, for the lock-out.
 */
export type LimitKind = 'trails-per-session' | 'trails-per-address' | 'refused-per-address' | 'sign-in-failures-per-account' | 'sign-in-failures-per-address'

const HOUR_MS = 60 * 60 * 1000

/** How many places a kind of limit has in one window, and how long the window lasts from the first place taken. */
export const limitWindow = (limits: SupportLimits, kind: LimitKind): { readonly places: number; readonly windowMs: number } => {
  switch (kind) {
    case 'trails-per-session':
      return { places: limits.trailsPerSession, windowMs: HOUR_MS }
    case 'trails-per-address':
    case 'refused-per-address':
      return { places: limits.trailsPerAddress, windowMs: HOUR_MS }
    case 'sign-in-failures-per-account':
      return { places: limits.signInFailuresPerAccount, windowMs: limits.lockoutMinutes * 60_000 }
    case 'sign-in-failures-per-address':
      return { places: limits.signInFailuresPerAddress, windowMs: limits.lockoutMinutes * 60_000 }
  }
}
