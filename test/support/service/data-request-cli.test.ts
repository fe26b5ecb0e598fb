import { expect } from 'chai'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RiderDataExport } from '../../../src/domain/trail/data-request'
import { openSupportDatabase, type SupportDatabase } from '../../../src/support/service/database'
import { SupportStore, type StoredTrail } from '../../../src/support/service/support-store'
import { decodeWith } from '../../mock-server/server/client'
import { entries } from '../../operations/log-lines'
import { staff } from './staff-command'
import { ALICE, BOB, enrolStaffForTest } from './staff-enrolment'
import { DATABASE_KINDS, type EmptyDatabase } from './support-databases'

/** The lines of standard error that are JSON log lines (the rest are sentences for the operator). */
const logLines = (stderr: string) => entries(stderr.split('\n').filter((l) => l.startsWith('{')))

const R1 = '11111-22222-33333'
const R2 = '44444-55555-66666'

/** A stored trail with a marker value of its own in it, listed under `references`. */
const trailOf = (code: string, references: string[] = []): StoredTrail => ({
  code,
  receivedAt: new Date(Date.now() - 60_000).toISOString(),
  session: `session-of-${code}`,
  sender: 'sender-hash-1',
  quoteReference: references[0] ?? null,
  references,
  eventCount: 1,
  byteSize: 30,
  trail: JSON.stringify({ marker: `content-of-${code}` }),
})

for (const kind of DATABASE_KINDS) {
  describe(`npm run support:staff: a rider's data requests (${kind.name})`, function () {
    this.timeout(120_000)
    let empty: EmptyDatabase
    let database: SupportDatabase
    let store: SupportStore
    let folder: string
    /** The command run in `folder`, as an operator's shell there runs it through npm. */
    const run = (args: readonly string[], input?: string) => staff(empty.location, args, input, { INIT_CWD: folder })
    const logged = async () => (await store.accessLog({ limit: 10 })).map((e) => [e.staff, e.action, e.code ?? e.reference, e.trails ?? null])

    beforeEach(async () => {
      folder = mkdtempSync(join(tmpdir(), 'ridecover-staff-cli-'))
      empty = await kind.create()
      database = await openSupportDatabase(empty.location)
      store = new SupportStore(database.db)
      await enrolStaffForTest(store, ALICE)
      await enrolStaffForTest(store, BOB)
      await store.disableStaff('bob', new Date().toISOString())
      for (const t of [trailOf('RC-AAAA22', [R1]), trailOf('RC-BBBB22', [R1]), trailOf('RC-CCCC22'), trailOf('RC-DDDD22', [R2])]) expect(await store.addTrail(t)).to.equal(true)
    })
    afterEach(async () => {
      await database?.close()
      await empty?.remove()
      rmSync(folder, { recursive: true, force: true })
    })

    it('export <code> --as alice writes the rider’s trails (that one and those under its quote reference) to ridecover-data-<code>.json, readable by its owner only, and records it as alice’s', async () => {
      const r = await run(['export', 'rc-aaaa22', '--as', 'alice'])
      expect(r.code, r.err).to.equal(0)
      expect(r.out).to.equal('')
      const file = join(folder, 'ridecover-data-RC-AAAA22.json')
      expect(statSync(file).mode & 0o777).to.equal(0o600)
      const doc = decodeWith(RiderDataExport, JSON.parse(readFileSync(file, 'utf8')))
      expect(doc.request).to.deep.equal({ code: 'RC-AAAA22' })
      expect(doc.trails.map((t) => [t.code, t.trail])).to.deep.equal([
        ['RC-AAAA22', { marker: 'content-of-RC-AAAA22' }],
        ['RC-BBBB22', { marker: 'content-of-RC-BBBB22' }],
      ])
      expect(r.err).to.contain(`Exported 2 trails (RC-AAAA22, RC-BBBB22), the trail sent with the support code RC-AAAA22, and every trail listed under the same quote reference, to ${file}. The access log records it as exported by alice.`)
      expect(await logged()).to.deep.equal([['alice', 'exported', 'RC-AAAA22', 2]])
      const [line] = logLines(r.err)
      expect(line).to.include({ event: 'data_export', staff: 'alice', trails: 2, service: 'support' })
      for (const value of ['RC-AAAA22', R1, 'session-of', 'content-of', 'sender-hash']) expect(JSON.stringify(line), value).not.to.contain(value)
    })

    it('export <reference> --out - writes the document to standard output; --out <file> never writes over a file that is there', async () => {
      const r = await run(['export', R1, '--as', 'alice', '--out', '-'])
      expect(r.code, r.err).to.equal(0)
      expect(decodeWith(RiderDataExport, JSON.parse(r.out)).trails.map((t) => t.code)).to.deep.equal(['RC-AAAA22', 'RC-BBBB22'])
      writeFileSync(join(folder, 'taken.json'), 'mine')
      const refused = await run(['export', R1, '--as', 'alice', '--out', 'taken.json'])
      expect(refused.code).to.equal(1)
      expect(refused.err).to.contain('taken.json is there already: name another file with --out.')
      expect(readFileSync(join(folder, 'taken.json'), 'utf8')).to.equal('mine')
      expect(await logged()).to.deep.equal([['alice', 'exported', R1, 2]])
    })

    it('--as names an enabled account whether or not its one-time codes are set up: the command line signs no one in, and an account from before one-time codes answers a request before its enrolment', async () => {
      const at = new Date().toISOString()
      await store.db.insertInto('support_staff').values({ name: 'carol', secret_hash: 'scrypt$from-before-codes', created_at: at, disabled_at: null, totp_secret: null, totp_last_step: null, enrolled_at: null }).execute()
      expect((await store.staff('carol'))?.enrolledAt).to.equal(null)
      const r = await run(['export', R1, '--as', 'carol', '--out', '-'])
      expect(r.code, r.err).to.equal(0)
      expect(r.err).to.contain('The access log records it as exported by carol.')
      expect(await logged()).to.deep.equal([['carol', 'exported', R1, 2]])
    })

    it('lists every command in its usage, the accounts’ and the data requests’ alike (exit code 2)', async () => {
      const r = await run([])
      expect(r.code).to.equal(2)
      expect(r.err).to.equal(
        'usage: npm run support:staff -- add <name> | secret <name> | enrol <name> | disable <name> | enable <name> | unlock <name> | list | access-log | ' +
          'export <code-or-reference> --as <staff name> [--out <file> | --out -] | erase <code-or-reference> --as <staff name> [--yes]\n',
      )
    })

    const usageErrors: { args: string[]; says: string }[] = [
      { args: ['export'], says: 'export takes one support code or quote reference.' },
      { args: ['export', 'RC-1', '--as', 'alice'], says: '"RC-1" is neither a support code (RC-ABC234) nor a quote reference (12345-67890-12345).' },
      { args: ['erase', 'RC-AAAA22'], says: 'erase needs --as <staff name>: the member of staff the access log records.' },
      { args: ['erase', 'RC-AAAA22', '--as', 'alice', '--force'], says: "Unknown option '--force'" },
      { args: ['erase', 'RC-AAAA22', '--as', 'alice', '--out', 'x.json'], says: '--out is for export only.' },
    ]
    it('says what is wrong and how to run it, exit code 2, for a usage error; exit code 1 for a member of staff who is not enabled, or a code or reference that finds nothing; nothing is logged or erased', async () => {
      for (const { args, says } of usageErrors) {
        const r = await run(args)
        expect(r.code, args.join(' ')).to.equal(2)
        expect(r.err, args.join(' ')).to.contain(says)
        expect(r.err).to.contain('usage: npm run support:staff -- export <code-or-reference> --as <staff name>')
      }
      for (const [args, says] of [
        [['export', 'RC-AAAA22', '--as', 'bob'], 'No enabled member of staff is called bob (npm run support:staff -- list).'],
        [['erase', 'RC-AAAA22', '--as', 'mallory', '--yes'], 'No enabled member of staff is called mallory'],
        [['erase', 'RC-ZZZZ22', '--as', 'alice', '--yes'], 'No trail was sent with the support code RC-ZZZZ22.'],
        [['export', '99999-99999-99999', '--as', 'alice'], 'No trail is listed under the quote reference 99999-99999-99999.'],
      ] as const) {
        const r = await run(args)
        expect(r.code, args.join(' ')).to.equal(1)
        expect(r.err).to.contain(says)
      }
      expect(await logged()).to.deep.equal([])
      expect(await store.trailCount()).to.equal(4)
    })

    it('erase <reference> --as alice says what it will erase, asks for the reference again, and erases nothing when what is typed differs', async () => {
      const r = await run(['erase', R1, '--as', 'alice'], `${R2}\n`)
      expect(r.code).to.equal(1)
      expect(r.err).to.contain(`This erases 2 trails (RC-AAAA22, RC-BBBB22): every trail listed under the quote reference ${R1}, with what is kept about them. It cannot be undone.`)
      expect(r.err).to.contain(`Nothing was erased: that is not ${R1}.`)
      expect((await store.trailsByReference(R1)).map((t) => t.code)).to.have.members(['RC-AAAA22', 'RC-BBBB22'])
      expect(await logged()).to.deep.equal([])
    })

    it('erase <reference> erases the trails once the reference is typed again (or with --yes), records it as alice’s, and then finds nothing', async () => {
      const r = await run(['erase', R1, '--as', 'alice'], ` ${R1}\n`)
      expect(r.code, r.err).to.equal(0)
      expect(r.err).to.contain(`Erased 2 trails (RC-AAAA22, RC-BBBB22), 2 quote-reference listings and 0 limit counts. Finding ${R1} now answers not found. The access log records it as erased by alice.`)
      expect(logLines(r.err).map(({ event, staff, trails }) => ({ event, staff, trails }))).to.deep.equal([{ event: 'data_erasure', staff: 'alice', trails: 2 }])
      expect(await store.trailByCode('RC-AAAA22')).to.equal(undefined)
      expect(await store.trailByCode('RC-CCCC22')).not.to.equal(undefined)
      const yes = await run(['erase', 'RC-CCCC22', '--as', 'alice', '--yes'])
      expect(yes.code, yes.err).to.equal(0)
      expect(await store.trailCount()).to.equal(1)
      expect((await run(['export', R1, '--as', 'alice'])).code).to.equal(1)
      expect(await logged()).to.deep.equal([
        ['alice', 'erased', 'RC-CCCC22', 1],
        ['alice', 'erased', R1, 2],
      ])
      const list = await run(['access-log'])
      // The access log's columns: when, who, what, the code or reference, the address (a sign-in's only), the trails.
      expect(list.out).to.match(new RegExp(`\\talice\\terased\\t${R1}\\t\\t2 trails\\n`))
      expect(list.out).to.match(new RegExp(`\\talice\\terased\\tRC-CCCC22\\t\\t1 trail\\n`))
    })
  })
}
