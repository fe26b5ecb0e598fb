import 'global-jsdom/register'
import { act, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'chai'
import type { Schedule } from '../../../src/support/desk/DeskApp'
import { ALICE_CODE, ALICE_SECRET, useDeskPage } from './desk-page'
import { ALICE, storedTrail, withToken, type FakeHandler } from './fake-desk-fetch'

/*
 * The support desk page against a fake support service: signing in with a name, a secret and a one-time code or a
 * recovery code (refused, a code used already, locked out, accepted), signing out here and everywhere else, a sign-in
 * that ends under a later call, who opened a trail before, and the access log.
 */

const SIGN_IN = 'POST /api/support/desk/sign-in'
const CODE = 'RC-ABC234'

const RECOVERY_CODE = 'ABCD-EFGH-IJKL-MNOP-QRST-UVWX'

const signedIn: FakeHandler = (req) => {
  const body = req.body as { name?: string; secret?: string; code?: string; recoveryCode?: string }
  return body.name === 'alice' && body.secret === ALICE_SECRET && (body.code === ALICE_CODE || body.recoveryCode === RECOVERY_CODE)
    ? { status: 200, body: ALICE }
    : { status: 401, body: { code: 'unauthorized', message: 'That staff name, secret and code were not accepted.' } }
}

const CODE_USED = 'That code has been used already. Wait for your app to show the next code, then enter it.'

const trailAnswer = (openedBefore: unknown[]) => ({
  code: CODE,
  receivedAt: '2026-11-25T10:05:00.000Z',
  quoteReference: '12345-67890-12345',
  openedBefore,
  trail: storedTrail(),
})

describe('support desk page', () => {
  const open = useDeskPage()

  describe('when signing in', () => {
    it('asks for a staff name (a username field) and a secret (a current-password field), then a one-time code (a numeric one-time-code field)', async () => {
      const { user } = await open({})
      const name = screen.getByLabelText('Staff name')
      const secret = screen.getByLabelText('Secret')
      expect(name.getAttribute('autocomplete')).to.equal('username')
      expect(secret.getAttribute('type')).to.equal('password')
      expect(secret.getAttribute('autocomplete')).to.equal('current-password')
      await user.type(name, 'alice')
      await user.type(secret, ALICE_SECRET)
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      const code = await screen.findByLabelText('One-time code')
      expect(code.getAttribute('autocomplete')).to.equal('one-time-code')
      expect(code.getAttribute('inputmode')).to.equal('numeric')
      expect(document.activeElement).to.equal(code)
      expect(screen.getByText('The 6-digit code your authenticator app shows for RideCover support desk, alice.')).to.exist
      expect(screen.getByRole('button', { name: 'Sign in' })).to.exist
    })

    it('takes what a password manager pastes into every field: the name, the secret and the code', async () => {
      const { server, user } = await open({ [SIGN_IN]: signedIn })
      for (const [label, value] of [['Staff name', 'alice'], ['Secret', ALICE_SECRET]] as const) {
        await user.click(screen.getByLabelText(label))
        await user.paste(value)
        expect((screen.getByLabelText(label) as HTMLInputElement).value).to.equal(value)
      }
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await user.click(await screen.findByLabelText('One-time code'))
      await user.paste(ALICE_CODE)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByText('Signed in as alice')).to.exist
      expect(server.seen.map((r) => r.body)).to.deep.equal([{ name: 'alice', secret: ALICE_SECRET, code: ALICE_CODE }])
    })

    it('sends the name, secret and code together in the body of a POST, never in the address; refused, it says so, goes back to the first step with the secret cleared, and puts the focus on the message', async () => {
      const { server, signIn } = await open({ [SIGN_IN]: signedIn })
      await signIn('alice', 'not-the-secret')
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).to.equal('That staff name, secret and code were not accepted.')
      expect(document.activeElement).to.equal(alert)
      expect(server.seen).to.deep.equal([{ method: 'POST', url: '/api/support/desk/sign-in', authorization: null, body: { name: 'alice', secret: 'not-the-secret', code: ALICE_CODE } }])
      expect((screen.getByLabelText('Staff name') as HTMLInputElement).value).to.equal('alice')
      expect((screen.getByLabelText('Secret') as HTMLInputElement).value).to.equal('')
      expect(screen.queryByText(/Signed in as/)).to.equal(null)
    })

    it('asks for the next code when the code was used already: the code field cleared, marked wrong and described by the message, which has the focus', async () => {
      const { server, user, signIn } = await open({ [SIGN_IN]: (req) => ((req.body as { code?: string }).code === '111111' ? signedIn(req) : { status: 401, body: { code: 'code_used', message: CODE_USED } }) })
      await signIn()
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).to.equal(CODE_USED)
      expect(document.activeElement).to.equal(alert)
      const code = screen.getByLabelText('One-time code') as HTMLInputElement
      expect(code.value).to.equal('')
      expect(code.getAttribute('aria-invalid')).to.equal('true')
      expect(code.getAttribute('aria-describedby')?.split(' ')).to.include(alert.id)
      await user.type(code, '111111')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(server.seen.at(-1)?.body).to.deep.equal({ name: 'alice', secret: ALICE_SECRET, code: '111111' })
    })

    it('signs in with a recovery code in place of the one-time code', async () => {
      const { server, user } = await open({ [SIGN_IN]: signedIn })
      await user.type(screen.getByLabelText('Staff name'), 'alice')
      await user.type(screen.getByLabelText('Secret'), ALICE_SECRET)
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
      const recovery = screen.getByLabelText('Recovery code')
      expect(recovery.getAttribute('autocomplete')).to.equal('off')
      expect(document.activeElement).to.equal(recovery)
      await user.type(recovery, RECOVERY_CODE)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByText('Signed in as alice')).to.exist
      expect(server.seen.map((r) => r.body)).to.deep.equal([{ name: 'alice', secret: ALICE_SECRET, recoveryCode: RECOVERY_CODE }])
    })

    const lockOuts = [
      {
        why: 'the account is locked',
        retryAfter: '600',
        message: 'This account is locked after 5 failed sign-ins. Try again in 15 minutes.',
        shown: 'This account is locked after 5 failed sign-ins. Try again in 10 minutes.',
      },
      {
        why: 'the address is locked out',
        retryAfter: '45',
        message: 'Too many failed sign-ins from this address. Try again later.',
        shown: 'Too many failed sign-ins from this address. Try again in 45 seconds.',
      },
      { why: 'the wait is 15 minutes less a moment', retryAfter: '899', message: 'Locked.', shown: 'Locked. Try again in 15 minutes.' },
    ]
    for (const c of lockOuts) {
      it(`says why and when to try again, from Retry-After, when ${c.why}`, async () => {
        const { signIn } = await open({ [SIGN_IN]: () => ({ status: 429, headers: { 'Retry-After': c.retryAfter }, body: { code: 'too_many_requests', message: c.message } }) })
        await signIn()
        expect((await screen.findByRole('alert')).textContent).to.equal(c.shown)
      })
    }

    it("gives the server's message when no member of staff has an account (the desk is off)", async () => {
      const off = 'The support desk is not enabled on this server: add a member of staff with `npm run support:staff -- add <name>`.'
      const { signIn } = await open({ [SIGN_IN]: () => ({ status: 404, body: { code: 'desk_off', message: off } }) })
      await signIn()
      expect((await screen.findByRole('alert')).textContent).to.equal(off)
    })

    it('asks for both fields, then for the code, before sending anything', async () => {
      const { server, user } = await open({ [SIGN_IN]: signedIn })
      await user.type(screen.getByLabelText('Staff name'), 'alice')
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).to.equal('Enter your staff name and your secret.')
      expect(document.activeElement).to.equal(alert)
      expect(screen.getByLabelText('Secret').getAttribute('aria-invalid')).to.equal('true')
      await user.type(screen.getByLabelText('Secret'), ALICE_SECRET)
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await user.click(await screen.findByRole('button', { name: 'Sign in' }))
      expect((await screen.findByRole('alert')).textContent).to.equal('Enter the code your authenticator app shows.')
      expect(server.seen).to.deep.equal([])
    })

    it('says who is signed in and when the sign-in ends, and moves to the search field', async () => {
      const { signIn } = await open({ [SIGN_IN]: signedIn })
      await signIn()
      expect(await screen.findByText('Signed in as alice')).to.exist
      expect(screen.getByText('You are signed out after 30 minutes without using the desk, and at 2026-11-25 18:02:11 UTC at the latest.')).to.exist
      expect(document.activeElement).to.equal(screen.getByLabelText('Support code or quote reference'))
      expect(screen.queryByLabelText('Secret')).to.equal(null)
      expect(screen.queryByRole('alert')).to.equal(null)
    })
  })

  describe('when signing out', () => {
    it('ends the sign-in on the server with its token, and returns to the sign-in form with the name field focused', async () => {
      const { server, user, signIn } = await open({ [SIGN_IN]: signedIn, 'POST /api/support/desk/sign-out': withToken(ALICE.token, () => ({ status: 204 })) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Sign out' }))
      await waitFor(() => expect(server.seen.at(-1)).to.deep.include({ method: 'POST', url: '/api/support/desk/sign-out', authorization: `Bearer ${ALICE.token}` }))
      expect(await screen.findByLabelText('Staff name')).to.equal(document.activeElement)
      expect(screen.queryByText(/Signed in as/)).to.equal(null)
      expect(screen.queryByRole('alert')).to.equal(null)
    })

    it('signs out of the page even when the server does not answer, and says when the sign-in ends by itself', async () => {
      const { user, signIn } = await open({ [SIGN_IN]: signedIn, 'POST /api/support/desk/sign-out': () => ({ status: 503, body: { code: 'unavailable', message: 'The support service is busy.' } }) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Sign out' }))
      expect((await screen.findByRole('alert')).textContent).to.equal(
        'You are signed out on this page, but the server did not confirm it: The support service is busy. The sign-in ends by itself at 2026-11-25 18:02:11 UTC.',
      )
      expect(screen.getByLabelText('Staff name')).to.exist
    })
  })

  describe('when signing out everywhere else', () => {
    it("ends the member of staff's other sign-ins on the server and says how many there were, staying signed in here", async () => {
      let ended = 2
      const { server, user, signIn } = await open({ [SIGN_IN]: signedIn, 'POST /api/support/desk/end-other-sessions': withToken(ALICE.token, () => ({ status: 200, body: { ended } })) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }))
      expect(await screen.findByText('Signed out of 2 other sign-ins.')).to.exist
      expect(server.seen.at(-1)).to.deep.include({ method: 'POST', url: '/api/support/desk/end-other-sessions', authorization: `Bearer ${ALICE.token}` })
      ended = 0
      await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
      expect(await screen.findByText('You were not signed in anywhere else.')).to.exist
      expect(screen.getByText('Signed in as alice')).to.exist
    })
  })

  describe('when the sign-in has ended', () => {
    it("a 401 saying why (unused too long) returns to the sign-in form with the server's sentence", async () => {
      const idle = 'Your sign-in ended after 30 minutes without use. Please sign in again.'
      const { signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: () => ({ status: 401, body: { code: 'session_ended', message: idle } }) })
      await signIn()
      await find(CODE)
      expect((await screen.findByRole('alert')).textContent).to.equal(idle)
      expect(screen.getByLabelText('Staff name')).to.exist
    })

    it('leaves by itself once the sign-in has gone unused for its idle time-out, counted from the last call answered, and shows nothing of the trail after it', async () => {
      /** The page's timers, run by the test: each with its wait, and whether it was cancelled. */
      const timers: { ms: number; run: () => void; cancelled: boolean }[] = []
      const schedule: Schedule = (ms, run) => {
        const timer = { ms, run, cancelled: false }
        timers.push(timer)
        return () => void (timer.cancelled = true)
      }
      const waiting = () => timers.filter((t) => !t.cancelled)
      const { server, signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer([]) })) }, schedule)
      await signIn()
      await screen.findByText('Signed in as alice')
      expect(waiting().map((t) => t.ms)).to.deep.equal([30 * 60_000])
      const atSignIn = waiting()[0]
      // A call answered starts the 30 minutes again.
      await find(CODE)
      await screen.findByTestId('timeline')
      expect(atSignIn?.cancelled).to.equal(true)
      expect(waiting().map((t) => t.ms)).to.deep.equal([30 * 60_000])
      const calls = server.seen.length
      act(() => waiting()[0]?.run())
      expect((await screen.findByRole('alert')).textContent).to.equal('Your sign-in ended after 30 minutes without use. Please sign in again.')
      expect(screen.getByLabelText('Staff name')).to.exist
      expect(screen.queryByTestId('timeline')).to.equal(null)
      expect(screen.queryByText(/Signed in as/)).to.equal(null)
      // The server ends it by itself: nothing is sent, and no time-out is left waiting.
      expect(server.seen.length).to.equal(calls)
      expect(waiting()).to.deep.equal([])
    })

    it('a 401 on Find returns to the sign-in form saying so, and leaves nothing of the search on the page', async () => {
      const { user, signIn, find } = await open({
        [SIGN_IN]: signedIn,
        [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer([]) })),
        'GET /api/support/trails?reference=12345-67890-12345': () => ({ status: 401, body: { code: 'unauthorized', message: 'Sign in to the support desk.' } }),
      })
      await signIn()
      await find(CODE)
      await screen.findByTestId('timeline')
      const query = screen.getByLabelText('Support code or quote reference')
      await user.clear(query)
      await find('12345-67890-12345')
      expect((await screen.findByRole('alert')).textContent).to.equal('Your sign-in has ended. Please sign in again.')
      expect(screen.getByLabelText('Staff name')).to.exist
      expect(screen.queryByText(/Signed in as/)).to.equal(null)
      expect(screen.queryByTestId('timeline')).to.equal(null)
      expect(screen.queryByRole('heading', { name: 'Access log' })).to.equal(null)
    })
  })

  describe('when a trail is opened by its code', () => {
    it('sends the token in the Authorization header only, and shows who opened the trail before under the timeline heading', async () => {
      const openedBefore = [
        { at: '2026-11-25T10:02:11.481Z', staff: 'alice', action: 'opened', code: CODE, reference: null, address: null, detail: null, trails: null },
        { at: '2026-11-24T16:40:03.000Z', staff: 'bob', action: 'opened', code: CODE, reference: null, address: null, detail: null, trails: null },
      ]
      const { server, signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer(openedBefore) })) })
      await signIn()
      await find(' rc-abc234 ')
      const timeline = await screen.findByRole('region', { name: /^Timeline: support code RC-ABC234, received 2026-11-25 10:05:00 UTC$/ })
      expect(within(timeline).getAllByRole('listitem').slice(0, 2).map((li) => li.textContent)).to.deep.equal([
        'Opened before by alice at 2026-11-25 10:02:11 UTC',
        'Opened before by bob at 2026-11-24 16:40:03 UTC',
      ])
      expect(within(timeline).getByTestId('timeline').children.length).to.be.greaterThan(3)
      for (const r of server.seen) expect(r.url).not.to.contain(ALICE.token)
      expect(server.seen.at(-1)).to.deep.include({ method: 'GET', url: `/api/support/trails/${CODE}`, authorization: `Bearer ${ALICE.token}` })
    })

    it('says so when no one has opened the trail before', async () => {
      const { signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer([]) })) })
      await signIn()
      await find(CODE)
      expect((await screen.findByTestId('opened-before')).textContent).to.equal('No one has opened this trail before.')
    })

    it('shows the extra support the rider still asks for, in the question\'s words, above the timeline, and nothing when none', async () => {
      const stored = storedTrail() as { events: { type: string; payload: unknown; meta: { seq: number; at: string; session: string } }[] }
      const last = stored.events[stored.events.length - 1]
      if (last === undefined) throw new Error('the sample has events')
      const ask = (need: string, ticked: boolean, n: number) => ({ type: 'journey/SupportNeedAnswered', payload: { need, ticked }, meta: { ...last.meta, seq: last.meta.seq + n } })
      const trail = { ...stored, events: [...stored.events, ask('more_time', true, 1), ask('audio', true, 2), ask('more_time', false, 3)] }
      const { signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: { ...trailAnswer([]), trail } })) })
      await signIn()
      await find(CODE)
      const needs = await screen.findByTestId('support-needs')
      expect(within(needs).getByRole('heading').textContent).to.equal('The rider asked for extra support')
      expect(within(needs).getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal(['Documents in audio'])
      expect(screen.getByTestId('ticket-summary').textContent).to.contain(' · extra support asked for: Documents in audio · ')
    })

    it('shows no extra-support box for a rider who asked for none', async () => {
      const { signIn, find } = await open({ [SIGN_IN]: signedIn, [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer([]) })) })
      await signIn()
      await find(CODE)
      await screen.findByTestId('timeline')
      expect(screen.queryByTestId('support-needs')).to.equal(null)
    })

    it("gives the server's message for a code no trail was sent with", async () => {
      const { signIn, find } = await open({
        [SIGN_IN]: signedIn,
        [`GET /api/support/trails/${CODE}`]: () => ({ status: 404, body: { code: 'not_found', message: `No trail was sent with the support code ${CODE}.` } }),
      })
      await signIn()
      await find(CODE)
      expect((await screen.findByRole('alert')).textContent).to.equal(`No trail was sent with the support code ${CODE}.`)
      expect(screen.getByText('Signed in as alice')).to.exist
    })
  })

  describe('when a quote reference is searched', () => {
    it('lists the trails sent for it, and opens one', async () => {
      const { user, signIn, find } = await open({
        [SIGN_IN]: signedIn,
        'GET /api/support/trails?reference=12345-67890-12345': withToken(ALICE.token, () => ({
          status: 200,
          body: { trails: [{ code: CODE, receivedAt: '2026-11-25T10:05:00.000Z', quoteReference: '12345-67890-12345' }] },
        })),
        [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: trailAnswer([]) })),
      })
      await signIn()
      await find('12345-67890-12345')
      const list = await screen.findByRole('region', { name: 'Sessions sent for this quote' })
      expect(list.textContent).to.contain('received 2026-11-25 10:05:00 UTC')
      await user.click(within(list).getByRole('button', { name: CODE }))
      expect(await screen.findByTestId('timeline')).to.exist
    })
  })

  describe('the access log', () => {
    it('shows who signed in (or tried), opened or searched what, which account was changed from the command line, and when, as a table with a column for each', async () => {
      const entries = [
        { at: '2026-11-25T10:07:00.000Z', staff: 'carol', action: 'account-disabled', code: null, reference: null, address: null, detail: null, trails: null },
        { at: '2026-11-25T10:06:40.120Z', staff: 'bob', action: 'opened', code: CODE, reference: null, address: null, detail: null, trails: null },
        { at: '2026-11-25T10:02:11.481Z', staff: 'alice', action: 'searched', code: null, reference: '12345-67890-12345', address: null, detail: null, trails: null },
        { at: '2026-11-25T10:01:00.000Z', staff: 'alice', action: 'signed-in', code: null, reference: null, address: '203.0.113.7', detail: 'recovery-code', trails: null },
        { at: '2026-11-25T10:00:30.000Z', staff: 'alice', action: 'sign-in-refused', code: null, reference: null, address: '203.0.113.7', detail: 'code-used', trails: null },
        { at: '2026-11-25T10:00:00.000Z', staff: '', action: 'sign-in-refused', code: null, reference: null, address: '198.51.100.4', detail: 'unknown-name', trails: null },
      ]
      const { server, user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries } })) })
      await signIn()
      const section = await screen.findByRole('region', { name: 'Access log' })
      expect(within(section).queryByRole('table')).to.equal(null)
      await user.click(within(section).getByRole('button', { name: 'Show the access log' }))
      const table = await within(section).findByRole('table', { name: 'Who signed in and read, exported or erased which trail, newest first' })
      expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).to.deep.equal(['When', 'Staff', 'Action', 'Trail or quote', 'From address'])
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent))
      expect(rows).to.deep.equal([
        ['2026-11-25 10:07:00 UTC', 'carol', 'Account disabled (command line)', '', ''],
        ['2026-11-25 10:06:40 UTC', 'bob', 'Opened', CODE, ''],
        ['2026-11-25 10:02:11 UTC', 'alice', 'Searched', '12345-67890-12345', ''],
        ['2026-11-25 10:01:00 UTC', 'alice', 'Signed in with a recovery code', '', '203.0.113.7'],
        ['2026-11-25 10:00:30 UTC', 'alice', 'Sign-in refused: code used already', '', '203.0.113.7'],
        ['2026-11-25 10:00:00 UTC', 'No such staff name', 'Sign-in refused: no such staff name', '', '198.51.100.4'],
      ])
      expect(within(section).getByRole('status').textContent).to.equal('6 entries shown.')
      expect(server.seen.at(-1)).to.deep.include({ url: '/api/support/access-log', authorization: `Bearer ${ALICE.token}` })
    })

    it('says so when nothing has been logged yet', async () => {
      const { user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries: [] } })) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Show the access log' }))
      expect(await screen.findByText('Nothing has been logged yet.')).to.exist
    })

    it('an answer that does not decode is refused, saying where', async () => {
      const { user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': () => ({ status: 200, body: { entries: [{ at: 1 }] } }) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Show the access log' }))
      expect((await screen.findByRole('alert')).textContent).to.match(/^The server's answer was not understood: .*entries/)
      expect(screen.queryByRole('table')).to.equal(null)
    })
  })
})
