import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SUPPORT_DESK_OFF } from '../../../src/support/service/desk-routes'
import { putStaff } from '../../../src/support/service/staff-accounts'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { quotedProposal } from '../../browser/quoted-proposal'
import type { TestClient } from '../../mock-server/server/client'
import { startMachine, type RunningMachine } from './one-machine'
import { events } from '../../operations/log-lines'

const ALICE = { name: 'alice', secret: 'alice-desk-secret-41f0c2' }
const BOB = { name: 'bob', secret: 'bob-desk-secret-9e27d55a' }

const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

const signIn = async (client: TestClient, name: string, secret: string) => client.request('POST', '/api/support/desk/sign-in', { json: { name, secret } })

const tokenOf = async (m: RunningMachine, who: { name: string; secret: string }): Promise<string> => {
  const a = await signIn(m.client(), who.name, who.secret)
  expect(a.status, a.text).to.equal(200)
  return (a.body as { token: string }).token
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('support service: the desk, for named staff', function () {
  this.timeout(60_000)
  let m: RunningMachine
  let code = ''
  let reference = ''
  before(async () => {
    m = await startMachine({ limits: { signInFailuresPerAccount: 3, signInFailuresPerAddress: 8 } })
    const now = new Date().toISOString()
    for (const s of [ALICE, BOB]) expect(await putStaff(m.machine.support.store, s.name, s.secret, now)).to.deep.equal({ ok: true })
    const p = await quotedProposal(m.base)
    reference = p.quote?.reference ?? ''
    const sent = await m.client().request('POST', '/api/support/trails', { json: { trail: redacted(), quoteReference: reference, proposal: p.uuid } })
    code = (sent.body as { code: string }).code
  })
  after(async () => {
    await m.close()
  })

  it('signs a member of staff in with their own name and secret, and says who is signed in', async () => {
    const token = await tokenOf(m, ALICE)
    const me = await m.client().request('GET', '/api/support/desk/me', { headers: bearer(token) })
    expect(me.status).to.equal(200)
    expect(me.body).to.include({ staff: 'alice' })
    expect(me.headers.get('cache-control')).to.equal('no-store')
  })

  it('refuses a wrong secret and an unknown name alike (401, the same sentence)', async () => {
    const wrong = await signIn(m.client(), 'bob', 'not-bobs-secret-at-all')
    const unknown = await signIn(m.client(), 'mallory', 'whatever-secret-123456')
    for (const a of [wrong, unknown]) {
      expect(a.status).to.equal(401)
      expect(a.body).to.deep.equal({ code: 'unauthorized', message: 'That name and secret were not accepted.' })
    }
    // A right sign-in forgets the account's failures.
    await tokenOf(m, BOB)
  })

  it('opens a trail for a signed-in member of staff only, and logs who opened it; the next one sees who did before', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-session' }, { Authorization: ALICE.secret }]
    for (const headers of attempts) {
      const a = await m.client().request('GET', `/api/support/trails/${code}`, { headers })
      expect(a.status, JSON.stringify(headers)).to.equal(401)
      expect(a.headers.get('www-authenticate')).to.match(/^Bearer/)
    }
    const alice = await tokenOf(m, ALICE)
    const first = await m.client().request('GET', `/api/support/trails/${code.toLowerCase()}`, { headers: bearer(alice) })
    expect(first.status, first.text).to.equal(200)
    const body = first.body as { code: string; quoteReference: string; openedBefore: unknown[]; trail: { redacted: boolean; events: unknown[] } }
    expect(body).to.include({ code, quoteReference: reference })
    expect(body.trail.redacted).to.equal(true)
    expect(body.openedBefore).to.deep.equal([])
    const bob = await tokenOf(m, BOB)
    const second = await m.client().request('GET', `/api/support/trails/${code}`, { headers: bearer(bob) })
    const opened = (second.body as { openedBefore: { staff: string; action: string; code: string }[] }).openedBefore
    expect(opened.map((e) => [e.staff, e.action, e.code])).to.deep.equal([['alice', 'opened', code]])
    const list = await m.client().request('GET', `/api/support/trails?reference=${reference}`, { headers: bearer(bob) })
    expect((list.body as { trails: { code: string }[] }).trails.map((t) => t.code)).to.deep.equal([code])
    const log = await m.client().request('GET', '/api/support/access-log', { headers: bearer(alice) })
    const entries = (log.body as { entries: { staff: string; action: string; code: string | null; reference: string | null }[] }).entries
    expect(entries.slice(0, 3).map((e) => [e.staff, e.action, e.code ?? e.reference])).to.deep.equal([
      ['bob', 'searched', reference],
      ['bob', 'opened', code],
      ['alice', 'opened', code],
    ])
  })

  it('ends a session on sign-out, and every session of an account that is disabled', async () => {
    const token = await tokenOf(m, ALICE)
    expect((await m.client().request('POST', '/api/support/desk/sign-out', { headers: bearer(token) })).status).to.equal(204)
    expect((await m.client().request('GET', '/api/support/desk/me', { headers: bearer(token) })).status).to.equal(401)
    const again = await tokenOf(m, ALICE)
    await m.machine.support.store.disableStaff('alice', new Date().toISOString())
    expect((await m.client().request('GET', '/api/support/desk/me', { headers: bearer(again) })).status).to.equal(401)
    expect((await signIn(m.client(), ALICE.name, ALICE.secret)).status).to.equal(401)
    await putStaff(m.machine.support.store, ALICE.name, ALICE.secret, new Date().toISOString())
    await tokenOf(m, ALICE)
  })

  it('locks an account after the failures allowed (429 with Retry-After, even for the right secret)', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(m.client(), 'bob', `wrong-secret-number-${i}`)).status).to.equal(401)
    const locked = await signIn(m.client(), BOB.name, BOB.secret)
    expect(locked.status).to.equal(429)
    expect(Number(locked.headers.get('retry-after'))).to.be.within(14 * 60, 15 * 60)
    expect((locked.body as { message: string }).message).to.contain('This account is locked')
    // Another account is not locked by bob's failures.
    await tokenOf(m, ALICE)
  })

  it('locks an address out after the failures allowed from it, whatever the account', async () => {
    for (let i = 0; i < 8; i++) await signIn(m.client(), `nobody${i}`, 'guessing-secrets-here')
    const a = await signIn(m.client(), ALICE.name, ALICE.secret)
    expect(a.status).to.equal(429)
    expect((a.body as { message: string }).message).to.contain('from this address')
    expect(Number(a.headers.get('retry-after'))).to.be.greaterThan(0)
  })

  it('keeps secrets only as hashes and never writes a secret or a token in the log', () => {
    const bytes = readdirSync(m.folder)
      .filter((f) => f.includes('.support.db'))
      .map((f) => readFileSync(join(m.folder, f)).toString('latin1'))
      .join('\n')
    for (const s of [ALICE.secret, BOB.secret]) {
      expect(bytes).not.to.contain(s)
      expect(m.logs.join('\n')).not.to.contain(s)
    }
    expect(events(m.logs).filter((e) => e.event === 'sign_in').map((e) => e.staff)).to.include('alice')
  })

  it('refuses a secret shorter than 16 characters and a name that is not a staff name', async () => {
    const short = await putStaff(m.machine.support.store, 'carol', 'x'.repeat(15), new Date().toISOString())
    expect(short).to.deep.equal({ ok: false, message: 'A secret must be at least 16 characters long.' })
    expect((await putStaff(m.machine.support.store, 'Carol Smith', 'x'.repeat(20), new Date().toISOString())).ok).to.equal(false)
    expect(await m.machine.support.store.staff('carol')).to.equal(undefined)
  })
})

describe('support service: the desk on a server with no staff account', () => {
  it('is off: its calls and its page answer 404 saying how to add a member of staff', async () => {
    const m = await startMachine()
    try {
      const a = await m.client().request('POST', '/api/support/desk/sign-in', { json: { name: 'alice', secret: 'anything-at-all-1234' } })
      expect(a.status).to.equal(404)
      expect(a.body).to.deep.equal({ code: 'desk_off', message: SUPPORT_DESK_OFF })
      expect((await m.client().request('GET', '/api/support/trails/RC-AAAAAA')).status).to.equal(404)
      // The rider's intake works all the same.
      expect((await m.client().request('POST', '/api/support/trails', { json: { trail: redacted() } })).status).to.equal(201)
    } finally {
      await m.close()
    }
  })
})
