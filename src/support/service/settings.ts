import { LOG_LEVEL_VARIABLE } from '../../operations/logger'
import { METRICS_VARIABLES } from '../../operations/metrics'
import { DATABASE_VARIABLES } from './database'
import { LIMIT_VARIABLES } from './limits'
import { SECOND_FACTOR_KEY_VARIABLE } from './second-factor'

/** A table's values, each its own literal type. */
const valuesOf = <T extends Readonly<Record<string, string>>>(table: T): T[keyof T][] => Object.values(table) as T[keyof T][]

/**
 * Every environment variable the support service reads, in `npm run support` (main.ts), in `npm start` and
 * `npm run mock` (mock-server/main.ts, where it runs beside the mock insurer) and in `npm run support:staff`
 * (staff-cli.ts, with the data requests): each module's own names, taken from where that module reads them, and
 * those the entry points read themselves (the port, the store the SQLite file defaults beside, the insurer's API,
 * the built app, the proxies to believe, and the folder npm was run in).
 *
 * @internal Exported for the test that docs/operating.md lists exactly these.
 */
export const SUPPORT_SETTINGS = [
  'PORT',
  'MOCK_STORE',
  'SUPPORT_INSURER_URL',
  'SUPPORT_APP_DIR',
  'SUPPORT_TRUST_PROXY',
  'INIT_CWD',
  ...valuesOf(DATABASE_VARIABLES),
  SECOND_FACTOR_KEY_VARIABLE,
  ...valuesOf(LIMIT_VARIABLES),
  LOG_LEVEL_VARIABLE,
  ...valuesOf(METRICS_VARIABLES),
] as const

type SupportSetting = (typeof SUPPORT_SETTINGS)[number]

/** The support service's variables as set, and no other: reading a name not declared above does not type-check. */
export type SupportEnvironment = { readonly [Name in SupportSetting]?: string }

/** The prefix that marks a name as the support service's: every name that has it must be one it reads. */
const PREFIX = 'SUPPORT_'

/**
 * The fewest letters added, dropped or changed that make `a` into `b` (Levenshtein's distance), or `a` without its
 * `SUPPORT_` into `b` (so SUPPORT_DATABASE_URL is none from DATABASE_URL), letter case aside.
 */
const distance = (a: string, b: string): number => {
  const upper = a.toUpperCase()
  return Math.min(edits(upper, b), upper.startsWith(PREFIX) ? edits(upper.slice(PREFIX.length), b) : Infinity)
}

const edits = (a: string, b: string): number => {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)))
    row = next
  }
  return row[b.length]!
}

/**
 * The other names a slip may be meant for: the service's names without `SUPPORT_` of eight characters or more
 * (PORT is left out: too many unrelated names are two letters from it).
 */
const SLIP_TARGETS = SUPPORT_SETTINGS.filter((name) => !name.startsWith(PREFIX) && name.length >= 8)

/** The most letters a name may differ from one of SLIP_TARGETS by and still be taken for a slip. */
const SLIP_EDITS = 2

const known = new Set<string>(SUPPORT_SETTINGS)

/**
 * The variables Kubernetes gives every pod for each Service of its namespace (`enableServiceLinks`, on by default):
 * for a Service named `support`, SUPPORT_SERVICE_HOST, SUPPORT_SERVICE_PORT and SUPPORT_SERVICE_PORT_<port's name>,
 * SUPPORT_PORT_<number>_<protocol> with its _PROTO, _PORT and _ADDR, and SUPPORT_PORT holding the first port's
 * address (`tcp://10.0.0.11:3100`). They are the cluster's, never a setting, so a Service of that name does not
 * stop the service.
 */
const SERVICE_LINK_NAME = /^[A-Z0-9_]+_(SERVICE_HOST|SERVICE_PORT(_[A-Z0-9_]+)?|PORT_\d+_(TCP|UDP|SCTP)(_(PROTO|PORT|ADDR))?)$/
const SERVICE_LINK_ADDRESS = /^(tcp|udp|sctp):\/\/[^\s/]+:\d+$/
const isServiceLink = (name: string, value: string | undefined): boolean =>
  SERVICE_LINK_NAME.test(name) || (name.endsWith('_PORT') && SERVICE_LINK_ADDRESS.test(value ?? ''))

/**
 * True when `name` looks meant for the support service but is none of its names: it begins with `SUPPORT_` (in any
 * case), or it is within two letters of one of its other names (DATABASE_URI, METRICS_TOKENS, log_level); never for
 * a Kubernetes service link (`isServiceLink`).
 */
const mistaken = (name: string, value: string | undefined): boolean =>
  !known.has(name) &&
  !isServiceLink(name, value) &&
  (name.toUpperCase().startsWith(PREFIX) || SLIP_TARGETS.some((target) => distance(name, target) <= SLIP_EDITS))

/**
 * The declared name `name` begins (SUPPORT_LOCKOUT: SUPPORT_LOCKOUT_MINUTES), else the nearest (the first of the
 * nearest, in the declaration's order) when it differs by at most a third of the longer name's letters; null when
 * none is that near (SUPPORT_SERVICE_NAME is no slip of any).
 */
const nearest = (name: string): SupportSetting | null => {
  const begun = SUPPORT_SETTINGS.find((candidate) => candidate.startsWith(name.toUpperCase()))
  if (begun !== undefined) return begun
  const best = SUPPORT_SETTINGS.reduce((b, candidate) => (distance(name, candidate) < distance(name, b) ? candidate : b))
  return distance(name, best) <= Math.ceil(Math.max(name.length, best.length) / 3) ? best : null
}

/** What is said of one variable that is none of the service's. */
const refusal = (name: string): string => {
  const near = nearest(name)
  return near === null ? `${name} is not a setting of the support service, nor close to one.` : `${name} is not a setting of the support service: did you mean ${near}?`
}

/**
 * The support service's settings from `env`, checked first: a variable that looks meant for the service but is
 * none of its names (see `mistaken`; docs/operating.md, 'Its settings') throws, naming each such variable and the
 * declared name nearest it (when one is near), so that a misspelt lock-out, retention or database setting stops
 * the start instead of leaving its default in force.
 */
export const supportSettings = (env: NodeJS.ProcessEnv): SupportEnvironment => {
  const wrong = Object.keys(env)
    .filter((name) => mistaken(name, env[name]))
    .sort()
  if (wrong.length > 0) throw new Error(`${wrong.map(refusal).join(' ')} (docs/operating.md lists them)`)
  return Object.fromEntries(SUPPORT_SETTINGS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])))
}
