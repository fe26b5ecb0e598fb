import { expect } from 'chai'
import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { redactTrail } from '../../../src/domain/trail/redact-trail'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { storedSample } from '../../fixtures/trails/samples'
import { freshPostgresDatabase } from '../../setup/test-postgres'
import { startMachine, type RunningMachine } from './one-machine'

/**
 * The personal values of a sample trail and the kind of each, found by comparing the trail with its redaction
 * (the codecs mark them; this test does not list them by hand): a value the redaction changes is personal, and
 * its placeholder says its kind.
 */
const personalValues = (full: Trail): Map<string, string> => {
  const redacted = redactTrail(full)
  const found = new Map<string, string>()
  const walk = (a: unknown, b: unknown): void => {
    if (typeof a === 'string' && typeof b === 'string' && a !== b) found.set(a, b)
    else if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) for (const k of Object.keys(a)) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
  }
  walk(full, redacted)
  return found
}

const letters = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: min, maxLength: max })
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n })
const upper = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUWY')
/** The letters a UK postcode allows in its area (first, second) and its inward code. */
const area1 = fc.constantFrom(...'ABDEFGHKLMNPRSTUWY')
const area2 = fc.constantFrom(...'ABCDEFGHKLMNPRSTUWXY')
const inward = fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ')

/** A generated personal value of the kind a placeholder stands for, in a form its codec accepts, unlike any word of a trail. */
const valueLike = (placeholder: string): fc.Arbitrary<string> => {
  if (placeholder.includes('@')) return fc.tuple(letters(6, 12), letters(5, 10)).map(([a, b]) => `qz${a}@${b}.example.com`)
  if (/^\d{4}-\d{2}-\d{2}$/.test(placeholder)) return fc.date({ min: new Date('1931-01-01T00:00:00Z'), max: new Date('1939-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (/^0\d{10}$/.test(placeholder)) return digits(6).map((d) => `07700${d}`)
  if (/^[A-Z]{2}\d{2} \d[A-Z]{2}$/.test(placeholder)) return fc.tuple(area1, area2, digits(2), digits(1), inward, inward).map(([a, b, n, m, c, d]) => `${a}${b}${n} ${m}${c}${d}`)
  return fc.tuple(upper, letters(7, 14)).map(([a, rest]) => `Qz${a}${rest}`)
}

/** The sample trail with each personal value replaced by a generated one of its kind (the same value everywhere it occurs). */
const withValues = (full: Trail, values: ReadonlyMap<string, string>): Trail => {
  const map = (u: unknown): unknown => {
    if (typeof u === 'string') return values.get(u) ?? u
    if (Array.isArray(u)) return u.map(map)
    if (typeof u === 'object' && u !== null) return Object.fromEntries(Object.entries(u).map(([k, v]) => [k, map(v)]))
    return u
  }
  return map(full) as Trail
}

const SAMPLE = storedSample('purchase.json').trail
const PERSONAL = personalValues(SAMPLE)

/** For every personal value of the sample, a generated replacement; and what the sender claims of redaction. */
const sessions = fc.record({
  values: fc.tuple(...[...PERSONAL].map(([original, placeholder]) => valueLike(placeholder).map((v) => [original, v] as const))).map((pairs) => new Map(pairs)),
  claimsRedacted: fc.boolean(),
  session: letters(10, 16),
})

/** Many sends from one address and a few from one session: the limits have their own tests. */
const NO_SEND_LIMITS = { trailsPerAddress: 1_000_000, trailsPerSession: 1_000_000 }

const send = async (m: RunningMachine, trail: Trail, claimsRedacted: boolean, session: string): Promise<number> => {
  const events = trail.events.map((e) => ({ ...e, meta: { ...e.meta, session } }))
  const a = await m.client().request('POST', '/api/support/trails', { json: { trail: { ...trail, session, events, redacted: claimsRedacted }, quoteReference: null } })
  return a.status
}

const databases: { name: string; open: () => Promise<{ m: RunningMachine; contents: () => Promise<string>; done: () => Promise<void> }> }[] = [
  {
    name: 'SQLite',
    open: async () => {
      const m = await startMachine({ limits: NO_SEND_LIMITS })
      const contents = async (): Promise<string> =>
        readdirSync(m.folder)
          .filter((f) => f.includes('.support.db'))
          .map((f) => readFileSync(join(m.folder, f)).toString('utf8'))
          .join('\n')
      return { m, contents, done: () => m.close() }
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const pg = await freshPostgresDatabase()
      const m = await startMachine({ database: { kind: 'postgres', url: pg.url }, limits: NO_SEND_LIMITS })
      const db = m.machine.support.database.db
      const contents = async (): Promise<string> => {
        const tables = ['support_trails', 'support_trail_references', 'support_settings', 'support_access_log', 'support_limit_counts', 'support_staff']
        const rows = await Promise.all(tables.map((t) => sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(db)))
        return JSON.stringify(rows.map((r) => r.rows))
      }
      return { m, contents, done: async () => (await m.close(), await pg.drop()) }
    },
  },
]

for (const { name, open } of databases) {
  describe(`support service: redaction on receipt, for any personal values (${name})`, function () {
    this.timeout(120_000)
    it('stores no personal value of a trail, whether the trail says it is redacted or not', async () => {
      expect(PERSONAL.size, 'the sample holds personal values').to.be.greaterThan(5)
      const { m, contents, done } = await open()
      try {
        const sent: string[] = []
        let sends = 0
        await fc.assert(
          fc.asyncProperty(sessions, async ({ values, claimsRedacted, session }) => {
            const status = await send(m, withValues(SAMPLE, values), claimsRedacted, session)
            expect(status).to.equal(201)
            sends++
            sent.push(...values.values())
            const stored = (await contents()).toLowerCase()
            for (const v of sent) expect(stored, `personal value ${v}`).not.to.contain(v.toLowerCase())
          }),
          { numRuns: 20 },
        )
        expect(await m.machine.support.store.trailCount()).to.equal(sends)
      } finally {
        await done()
      }
    })
  })
}
