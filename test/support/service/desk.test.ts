import { expect } from 'chai'
import { randomBytes, scryptSync } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SUPPORT_DESK_OFF } from '../../../src/support/service/desk-routes'
import { confirmEnrolment, enrol } from '../../../src/support/service/second-factor'
import { addStaff, setStaffSecret } from '../../../src/support/service/staff-accounts'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { quotedProposal } from '../../browser/quoted-proposal'
import type { TestClient } from '../../mock-server/server/client'
import { startMachine, type RunningMachine } from './one-machine'
import { events } from '../../operations/log-lines'
import { ALICE, BOB, codeAt, confirmedForTest, enrolStaffForTest, freshCode, reenrolStaffForTest, signInBody, TEST_SECOND_FACTOR_KEY, testClock, type EnrolledStaff } from './staff-enrolment'

const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

const signIn = async (client: TestClient, body: Record<string, string>) => client.request('POST', '/api/support/desk/sign-in', { json: body })

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

const NOT_ACCEPTED = { code: 'unauthorized', message: 'That staff name, secret and code were not accepted.' }

/** A stored hash as an earlier version made it: scrypt at N = 16384 (r 8, p 1), in the same self-describing form. */
const legacyHash = (secret: string): string => {
  const salt = randomBytes(16)
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync(secret.normalize('NFC'), salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')].join('$')
}

describe('support service: the desk, for named staff with a second factor', function () {
  this.timeout(120_000)
  const clock = testClock()
  let m: RunningMachine
  let alice: EnrolledStaff
  let bob: EnrolledStaff
  let code = ''
  let reference = ''

  const tokenOf = async (who: EnrolledStaff): Promise<string> => {
    const a = await signIn(m.client(), await signInBody(who, clock))
    expect(a.status, a.text).to.equal(200)
    return (a.body as { token: string }).token
  }
  const me = (token: string) => m.client().request('GET', '/api/support/desk/me', { headers: bearer(token) })

  before(async () => {
    m = await startMachine({ limits: { signInFailuresPerAccount: 3, signInFailuresPerAddress: 8 }, now: clock.now })
    alice = await enrolStaffForTest(m.machine.support.store, ALICE)
    bob = await enrolStaffForTest(m.machine.support.store, BOB)
    const p = await quotedProposal(m.base)
    reference = p.quote?.reference ?? ''
    const sent = await m.client().request('POST', '/api/support/trails', { json: { trail: redacted(), quoteReference: reference, proposal: p.uuid } })
    code = (sent.body as { code: string }).code
  })
  // Each test begins past the lock-out window of the one before: its failed sign-ins count from nothing.
  beforeEach(() => clock.advance(16 * 60_000))
  after(async () => {
    await m.close()
  })

  it('signs a member of staff in with their own name, secret and one-time code, and says who is signed in and for how long unused', async () => {
    const a = await signIn(m.client(), await signInBody(alice, clock))
    expect(a.status, a.text).to.equal(200)
    expect(a.body).to.include({ staff: 'alice', idleMinutes: 30 })
    const answer = await me((a.body as { token: string }).token)
    expect(answer.status).to.equal(200)
    expect(answer.body).to.include({ staff: 'alice' })
    expect(answer.headers.get('cache-control')).to.equal('no-store')
  })

  it('refuses a wrong secret, a wrong code and an unknown name alike (401, the same sentence), and a sign-in without a second factor (400)', async () => {
    const wrongSecret = await signIn(m.client(), { ...(await signInBody(bob, clock)), secret: 'not-bobs-secret-at-all' })
    const wrongCode = await signIn(m.client(), { name: bob.name, secret: bob.secret, code: '000000' === (await freshCode(bob, clock)) ? '111111' : '000000' })
    const unknown = await signIn(m.client(), { name: 'mallory', secret: 'whatever-secret-123456', code: '123456' })
    for (const a of [wrongSecret, wrongCode, unknown]) {
      expect(a.status).to.equal(401)
      expect(a.body).to.deep.equal(NOT_ACCEPTED)
    }
    const noFactor = await signIn(m.client(), { name: bob.name, secret: bob.secret })
    expect(noFactor.status).to.equal(400)
    // A right sign-in forgets the account's failures.
    await tokenOf(bob)
  })

  it('accepts a one-time code once: the same code again is refused 401 code_used, and so is an earlier one', async () => {
    const body = await signInBody(alice, clock)
    expect((await signIn(m.client(), body)).status).to.equal(200)
    const again = await signIn(m.client(), body)
    expect(again.status).to.equal(401)
    expect(again.body).to.deep.equal({ code: 'code_used', message: 'That code has been used already. Wait for your app to show the next code, then enter it.' })
    // The code of the step before (still inside the window a phone's clock may be off by) is refused too.
    const step = Math.floor(clock.now().getTime() / 30_000)
    const earlier = await signIn(m.client(), { name: alice.name, secret: alice.secret, code: codeAt(alice.codeKey, step - 1) })
    expect(earlier.status).to.equal(401)
    expect((earlier.body as { code: string }).code).to.equal('code_used')
    await tokenOf(alice)
  })

  it('sets up codes only with a first code of them, which is then used: it does not sign in again, the next one does', async () => {
    const frank = { name: 'frank', secret: 'marigold-ferry-lantern-73b1' }
    const enrolment = enrol(frank.name, TEST_SECOND_FACTOR_KEY)
    const step = Math.floor(clock.now().getTime() / 30_000)
    const first = codeAt(enrolment.secret, step)
    // A code the app does not show now confirms nothing.
    expect(confirmEnrolment(frank.name, enrolment, TEST_SECOND_FACTOR_KEY, codeAt(enrolment.secret, step + 5), clock.now())).to.equal(null)
    const factor = confirmEnrolment(frank.name, enrolment, TEST_SECOND_FACTOR_KEY, first, clock.now())
    if (factor === null) throw new Error('the first code did not confirm the enrolment')
    expect(await addStaff(m.machine.support.store, frank.name, frank.secret, factor, clock.now().toISOString())).to.deep.equal({ ok: true })
    const reused = await signIn(m.client(), { ...frank, code: first })
    expect(reused.status).to.equal(401)
    expect((reused.body as { code: string }).code).to.equal('code_used')
    expect((await signIn(m.client(), { ...frank, code: codeAt(enrolment.secret, step + 1) })).status).to.equal(200)
  })

  it('signs in with a recovery code once: used again it is refused, and another one still works', async () => {
    const [first, second] = alice.recoveryCodes as [string, string]
    const once = await signIn(m.client(), { name: alice.name, secret: alice.secret, recoveryCode: first.toLowerCase().replaceAll('-', ' ') })
    expect(once.status, once.text).to.equal(200)
    const twice = await signIn(m.client(), { name: alice.name, secret: alice.secret, recoveryCode: first })
    expect(twice.status).to.equal(401)
    expect(twice.body).to.deep.equal(NOT_ACCEPTED)
    // A recovery code is not used up by a sign-in whose secret is wrong.
    expect((await signIn(m.client(), { name: alice.name, secret: 'not-alices-secret-at-all', recoveryCode: second })).status).to.equal(401)
    expect((await signIn(m.client(), { name: alice.name, secret: alice.secret, recoveryCode: second })).status).to.equal(200)
  })

  it('opens a trail for a signed-in member of staff only, and logs who opened it; the next one sees who did before', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-session' }, { Authorization: alice.secret }]
    for (const headers of attempts) {
      const a = await m.client().request('GET', `/api/support/trails/${code}`, { headers })
      expect(a.status, JSON.stringify(headers)).to.equal(401)
      expect(a.headers.get('www-authenticate')).to.match(/^Bearer/)
    }
    const aliceToken = await tokenOf(alice)
    const first = await m.client().request('GET', `/api/support/trails/${code.toLowerCase()}`, { headers: bearer(aliceToken) })
    expect(first.status, first.text).to.equal(200)
    const body = first.body as { code: string; quoteReference: string; openedBefore: unknown[]; trail: { redacted: boolean; events: unknown[] } }
    expect(body).to.include({ code, quoteReference: reference })
    expect(body.trail.redacted).to.equal(true)
    expect(body.openedBefore).to.deep.equal([])
    const bobToken = await tokenOf(bob)
    const second = await m.client().request('GET', `/api/support/trails/${code}`, { headers: bearer(bobToken) })
    const opened = (second.body as { openedBefore: { staff: string; action: string; code: string }[] }).openedBefore
    expect(opened.map((e) => [e.staff, e.action, e.code])).to.deep.equal([['alice', 'opened', code]])
    const list = await m.client().request('GET', `/api/support/trails?reference=${reference}`, { headers: bearer(bobToken) })
    expect((list.body as { trails: { code: string }[] }).trails.map((t) => t.code)).to.deep.equal([code])
    const log = await m.client().request('GET', '/api/support/access-log', { headers: bearer(aliceToken) })
    const entries = (log.body as { entries: { staff: string; action: string; code: string | null; reference: string | null }[] }).entries
    expect(entries.slice(0, 4).map((e) => [e.staff, e.action, e.code ?? e.reference])).to.deep.equal([
      ['bob', 'searched', reference],
      ['bob', 'opened', code],
      ['bob', 'signed-in', null],
      ['alice', 'opened', code],
    ])
  })

  it('writes every sign-in and every refused one to the access log: the account tried, the address, the method or the reason, never a secret or code', async () => {
    const wrong = { name: bob.name, secret: 'not-bobs-secret-at-all', code: await freshCode(bob, clock) }
    await signIn(m.client(), wrong)
    await signIn(m.client(), { name: 'mallory', secret: 'guessing-a-secret-here', code: '123456' })
    const right = await signInBody(bob, clock)
    const token = (await signIn(m.client(), right)).body as { token: string }
    const log = await m.client().request('GET', '/api/support/access-log', { headers: bearer(token.token) })
    const entries = (log.body as { entries: { staff: string; action: string; address: string | null; detail: string | null }[] }).entries.slice(0, 3)
    expect(entries.map((e) => [e.staff, e.action, e.detail])).to.deep.equal([
      ['bob', 'signed-in', 'one-time-code'],
      ['', 'sign-in-refused', 'unknown-name'],
      ['bob', 'sign-in-refused', 'wrong-secret'],
    ])
    for (const e of entries) expect(e.address).to.match(/127\.0\.0\.1$/)
    for (const value of [wrong.secret, wrong.code, right.code, right.secret, 'mallory', 'guessing-a-secret-here']) expect(log.text).not.to.contain(value)
    const failed = events(m.logs).filter((e) => e.event === 'sign_in_failed').map((e) => e.reason)
    expect(failed.slice(-2)).to.deep.equal(['wrong-secret', 'unknown-name'])
  })

  it('ends a session after 30 minutes unused (each signed-in call starts them again), and at 8 hours however much it is used', async () => {
    const token = await tokenOf(alice)
    for (let i = 0; i < 3; i++) {
      clock.advance(29 * 60_000)
      expect((await me(token)).status, `after ${(i + 1) * 29} minutes, used each time`).to.equal(200)
    }
    clock.advance(30 * 60_000 + 1000)
    const idle = await me(token)
    expect(idle.status).to.equal(401)
    expect(idle.body).to.deep.equal({ code: 'session_ended', message: 'Your sign-in ended after 30 minutes without use. Please sign in again.' })
    expect((await me(token)).status).to.equal(401)

    const busy = await tokenOf(alice)
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      clock.advance(25 * 60_000)
      expect((await me(busy)).status, `at ${minutes} minutes`).to.equal(200)
    }
    clock.advance(25 * 60_000)
    const ended = await me(busy)
    expect(ended.status).to.equal(401)
    expect(ended.body).to.deep.equal({ code: 'session_ended', message: 'Your sign-in ended: a sign-in lasts 8 hours at most. Please sign in again.' })
  })

  it('ends a member of staff\'s other sessions on request, and keeps the one that asked', async () => {
    const here = await tokenOf(alice)
    const phone = await tokenOf(alice)
    const laptop = await tokenOf(alice)
    const bobs = await tokenOf(bob)
    const ended = await m.client().request('POST', '/api/support/desk/end-other-sessions', { headers: bearer(here) })
    expect(ended.status).to.equal(200)
    expect(ended.body).to.deep.equal({ ended: 2 })
    for (const t of [phone, laptop]) expect((await me(t)).status).to.equal(401)
    expect((await me(here)).status).to.equal(200)
    expect((await me(bobs)).status).to.equal(200)
    expect((await m.client().request('POST', '/api/support/desk/end-other-sessions', { headers: bearer(here) })).body).to.deep.equal({ ended: 0 })
  })

  it('ends a session on sign-out, and every session of an account that is disabled, which then cannot sign in until enabled', async () => {
    const token = await tokenOf(alice)
    expect((await m.client().request('POST', '/api/support/desk/sign-out', { headers: bearer(token) })).status).to.equal(204)
    expect((await me(token)).status).to.equal(401)
    const again = await tokenOf(alice)
    const other = await tokenOf(alice)
    await m.machine.support.store.disableStaff('alice', clock.now().toISOString())
    for (const t of [again, other]) expect((await me(t)).status).to.equal(401)
    const refused = await signIn(m.client(), await signInBody(alice, clock))
    expect(refused.status).to.equal(401)
    expect(refused.body).to.deep.equal(NOT_ACCEPTED)
    // Still true after the account is enabled again: the ended sessions stay ended.
    expect(await m.machine.support.store.enableStaff('alice')).to.equal(true)
    for (const t of [again, other]) expect((await me(t)).status).to.equal(401)
    await tokenOf(alice)
  })

  it('makes a secret hashed at the earlier cost (scrypt N = 16384) again at N = 2^17 at its next sign-in', async () => {
    const carol = await enrolStaffForTest(m.machine.support.store, { name: 'carol', secret: 'quiet-meadow-desk-77aa01' })
    expect(await m.machine.support.store.setSecret('carol', legacyHash(carol.secret))).to.equal(true)
    expect((await m.machine.support.store.staff('carol'))?.secretHash).to.match(/^scrypt\$16384\$8\$1\$/)
    await tokenOf(carol)
    const upgraded = (await m.machine.support.store.staff('carol'))?.secretHash ?? ''
    expect(upgraded).to.match(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    // The new hash is the same secret's: the next sign-in works, and leaves it as it is.
    await tokenOf(carol)
    expect((await m.machine.support.store.staff('carol'))?.secretHash).to.equal(upgraded)
  })

  it('refuses the right secret of an account with no one-time codes set up (403), until it is enrolled', async () => {
    await m.machine.support.store.db.insertInto('support_staff').values({ name: 'dave', secret_hash: legacyHash('daves-desk-secret-5c1e90'), created_at: clock.now().toISOString(), disabled_at: null, totp_secret: null, totp_last_step: null, enrolled_at: null }).execute()
    const refused = await signIn(m.client(), { name: 'dave', secret: 'daves-desk-secret-5c1e90', code: '123456' })
    expect(refused.status).to.equal(403)
    expect((refused.body as { code: string }).code).to.equal('not_enrolled')
    await tokenOf(await reenrolStaffForTest(m.machine.support.store, { name: 'dave', secret: 'daves-desk-secret-5c1e90' }, clock.now().toISOString()))
  })

  it('locks an account after the failures allowed (429 with Retry-After, even for the right secret and code)', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(m.client(), { name: 'bob', secret: `wrong-secret-number-${i}`, code: '123456' })).status).to.equal(401)
    const locked = await signIn(m.client(), await signInBody(bob, clock))
    expect(locked.status).to.equal(429)
    expect(Number(locked.headers.get('retry-after'))).to.be.within(14 * 60, 15 * 60)
    expect((locked.body as { message: string }).message).to.equal('This account is locked after 3 failed sign-ins. Try again in 15 minutes.')
    // Another account is not locked by bob's failures.
    await tokenOf(alice)
  })

  it('locks an address out after the failures allowed from it, whatever the account', async () => {
    for (let i = 0; i < 8; i++) await signIn(m.client(), { name: `nobody${i}`, secret: 'guessing-secrets-here', code: '123456' })
    const a = await signIn(m.client(), await signInBody(alice, clock))
    expect(a.status).to.equal(429)
    expect((a.body as { message: string }).message).to.contain('from this address')
    expect(Number(a.headers.get('retry-after'))).to.be.greaterThan(0)
  })

  it('keeps secrets only as hashes and one-time-code keys only encrypted, and never writes a secret, key, code or token in the log', async () => {
    const body = await signInBody(bob, clock)
    const token = ((await signIn(m.client(), body)).body as { token: string }).token
    const bytes = readdirSync(m.folder)
      .filter((f) => f.includes('.support.db'))
      .map((f) => readFileSync(join(m.folder, f)).toString('latin1'))
      .join('\n')
    for (const s of [alice, bob]) {
      for (const value of [s.secret, s.codeKey, ...s.recoveryCodes]) expect(bytes).not.to.contain(value)
      for (const value of [s.secret, s.codeKey, ...s.recoveryCodes, body.code, token]) expect(m.logs.join('\n')).not.to.contain(value)
    }
    expect(events(m.logs).filter((e) => e.event === 'sign_in').map((e) => e.staff)).to.include('alice')
  })

  it('refuses a secret that is short, commonly used or holds the name, and a name that is not a staff name', async () => {
    const at = clock.now().toISOString()
    const store = m.machine.support.store
    const { factor } = confirmedForTest('erin')
    expect(await addStaff(store, 'erin', 'x'.repeat(15), factor, at)).to.deep.equal({ ok: false, message: 'A secret must be at least 16 characters long.' })
    expect(await addStaff(store, 'erin', 'PasswordPassword', factor, at)).to.deep.equal({
      ok: false,
      message: 'That secret is on a list of commonly used passwords: choose another, such as a few unrelated words.',
    })
    expect(await addStaff(store, 'erin', 'my-name-is-erin-ok', factor, at)).to.deep.equal({ ok: false, message: "A secret may not contain your staff name or the firm's name." })
    expect((await addStaff(store, 'Erin Smith', 'x'.repeat(20), factor, at)).ok).to.equal(false)
    expect(await store.staff('erin')).to.equal(undefined)
    expect((await setStaffSecret(store, 'alice', '1qaz2wsx3edc4rfv')).ok).to.equal(false)
    // A long pass phrase (far past 64 characters) is taken as it is, spaces and all.
    expect((await addStaff(store, 'erin', `${'correct horse battery staple '.repeat(5)}ok`, factor, at)).ok).to.equal(true)
  })
})

describe('support service: the desk with time-outs of one minute and one hour, and a lock-out after one failure', function () {
  this.timeout(60_000)
  const clock = testClock()
  let m: RunningMachine
  let alice: EnrolledStaff
  before(async () => {
    m = await startMachine({ limits: { deskIdleMinutes: 1, deskSessionHours: 1, signInFailuresPerAccount: 1, lockoutMinutes: 1 }, now: clock.now })
    alice = await enrolStaffForTest(m.machine.support.store, ALICE)
  })
  after(async () => {
    await m.close()
  })
  const me = (token: string) => m.client().request('GET', '/api/support/desk/me', { headers: bearer(token) })
  const tokenOf = async (): Promise<string> => {
    const a = await signIn(m.client(), await signInBody(alice, clock))
    expect(a.status, a.text).to.equal(200)
    return (a.body as { token: string }).token
  }

  it('says each in the singular, and the time left of a lock-out, not its whole length', async () => {
    expect((await signIn(m.client(), { name: alice.name, secret: 'not-alices-secret-at-all', code: '123456' })).status).to.equal(401)
    clock.advance(20_000)
    const locked = await signIn(m.client(), await signInBody(alice, clock))
    expect(locked.status).to.equal(429)
    // 40 seconds left of the minute, less the moments the sign-ins took.
    expect((locked.body as { message: string }).message).to.match(/^This account is locked after 1 failed sign-in\. Try again in (3\d|40) seconds\.$/)
    clock.advance(41_000)

    const idle = await tokenOf()
    clock.advance(61_000)
    expect((await me(idle)).body).to.deep.equal({ code: 'session_ended', message: 'Your sign-in ended after 1 minute without use. Please sign in again.' })

    const busy = await tokenOf()
    for (let seconds = 50; seconds < 3600; seconds += 50) {
      clock.advance(50_000)
      expect((await me(busy)).status, `at ${seconds} seconds`).to.equal(200)
    }
    clock.advance(50_000)
    expect((await me(busy)).body).to.deep.equal({ code: 'session_ended', message: 'Your sign-in ended: a sign-in lasts 1 hour at most. Please sign in again.' })
  })
})

describe('support service: the desk on a server with no staff account', () => {
  it('is off: its calls and its page answer 404 saying how to add a member of staff', async () => {
    const m = await startMachine()
    try {
      const a = await m.client().request('POST', '/api/support/desk/sign-in', { json: { name: 'alice', secret: 'anything-at-all-1234', code: '123456' } })
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
