import { expect } from 'chai'
import { sql } from 'kysely'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateTrail } from '../../../bench/generate-trail'
import { openSupportDatabase, supportDatabaseBeside } from '../../../src/support/service/database'
import { SupportStore } from '../../../src/support/service/support-store'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { bundleServer, startBundledServer } from './server-bundle'

const ROUNDS = 5
const PARALLEL_SENDS = 40

/** The limits raised so that no send of the test is refused for its number or for the intake's queue. */
const RAISED = { SUPPORT_TRAILS_PER_SESSION: '1000000', SUPPORT_TRAILS_PER_ADDRESS: '1000000', SUPPORT_MAX_QUEUED: '1000' }

/** The trail a rider's browser sends, under its own session (the trail's and each event's). */
const underSession = (t: Trail, session: string): Trail => ({ ...t, session, events: t.events.map((e) => ({ ...e, meta: { ...e.meta, session } })) })

describe('the support store when the server is killed during a run of sends', () => {
  before(async function () {
    this.timeout(60_000)
    await bundleServer()
  })

  it(`${ROUNDS} rounds of ${PARALLEL_SENDS} parallel sends then kill -9: every trail acknowledged with a code is stored, intact, and the server starts again`, async function () {
    this.timeout(90_000)
    const { trail: sample } = storedSample('completed-quote.json')
    const small = buildTrail(sample.events, { ...sample, redact: true }, sample.conversation)
    // A trail of a few hundred KB now and then, so the kill also lands while a large row is being written.
    const large = generateTrail(2000).trail('kill-test', true)
    const dir = mkdtempSync(join(tmpdir(), 'support-kill-'))
    const store = join(dir, 'store.json')
    /** What each acknowledged code was sent with: the trail's JSON as the rider's browser sent it. */
    const acknowledged = new Map<string, string>()
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { child, base } = await startBundledServer(store, RAISED)
        const exited = new Promise((r) => child.once('exit', r))
        let acks = 0
        // Kill once a share of the sends is acknowledged (a different share each round), the rest still in flight.
        const killAt = 3 + round * 5
        const send = async (i: number): Promise<void> => {
          const json = JSON.stringify(underSession(i % 4 === 3 ? large : small, `kill-${round}-${i}`))
          try {
            const r = await fetch(`${base}/api/support/trails`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"trail":${json},"quoteReference":null}` })
            if (r.status !== 201) return
            acknowledged.set(((await r.json()) as { code: string }).code, json)
            if (++acks === killAt) child.kill('SIGKILL')
          } catch {
            // The server died under this send: it was never acknowledged.
          }
        }
        await Promise.all(Array.from({ length: PARALLEL_SENDS }, (_, i) => send(i)))
        if (child.exitCode === null) child.kill('SIGKILL')
        await exited
        expect(acks, `round ${round}: sends acknowledged before the kill`).to.be.at.least(killAt)

        const database = await openSupportDatabase({ kind: 'sqlite', file: supportDatabaseBeside(store) })
        try {
          const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(database.db)
          expect(check.rows.map((r) => r.integrity_check), `round ${round}: the database's integrity`).to.deep.equal(['ok'])
          const supportStore = new SupportStore(database.db)
          const lost: string[] = []
          const altered: string[] = []
          for (const [code, json] of acknowledged) {
            const row = await supportStore.trailByCode(code)
            if (row === undefined) lost.push(code)
            else if (row.trail !== json) altered.push(code)
          }
          expect(lost, `round ${round}: acknowledged trails lost`).to.deep.equal([])
          expect(altered, `round ${round}: acknowledged trails not as sent`).to.deep.equal([])
        } finally {
          await database.close()
        }
      }
      expect(acknowledged.size).to.be.at.least(ROUNDS * 3)

      const last = await startBundledServer(store, RAISED)
      try {
        const r = await fetch(`${last.base}/api/support/trails`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ trail: underSession(small, 'kill-after'), quoteReference: null }),
        })
        expect(r.status, await r.clone().text()).to.equal(201)
      } finally {
        last.child.kill('SIGKILL')
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
