import 'global-jsdom/register'
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'chai'
import { ALICE_SECRET, useDeskPage } from './desk-page'
import { ALICE, storedTrail, withToken, type FakeHandler } from './fake-desk-fetch'

/*
 * The support desk page against a fake support service: signing in with a name and secret (refused, locked out,
 * accepted), signing out, a sign-in that ends under a later call, who opened a trail before, and the access log.
 */

const SIGN_IN = 'POST /api/support/desk/sign-in'
const CODE = 'RC-ABC234'

const signedIn: FakeHandler = (req) => {
  const body = req.body as { name?: string; secret?: string }
  return body.name === 'alice' && body.secret === ALICE_SECRET
    ? { status: 200, body: ALICE }
    : { status: 401, body: { code: 'unauthorized', message: 'That name and secret were not accepted.' } }
}

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
    it('asks for a staff name (a username field) and a secret (a current-password field), with a Sign in button', async () => {
      await open({})
      const name = screen.getByLabelText('Staff name')
      const secret = screen.getByLabelText('Secret')
      expect(name.getAttribute('autocomplete')).to.equal('username')
      expect(secret.getAttribute('type')).to.equal('password')
      expect(secret.getAttribute('autocomplete')).to.equal('current-password')
      expect(screen.getByRole('button', { name: 'Sign in' })).to.exist
    })

    it('sends the name and secret in the body of a POST, never in the address, and says when they are refused', async () => {
      const { server, signIn } = await open({ [SIGN_IN]: signedIn })
      await signIn('alice', 'not-the-secret')
      expect((await screen.findByRole('alert')).textContent).to.equal('That name and secret were not accepted.')
      expect(server.seen).to.deep.equal([{ method: 'POST', url: '/api/support/desk/sign-in', authorization: null, body: { name: 'alice', secret: 'not-the-secret' } }])
      expect((screen.getByLabelText('Secret') as HTMLInputElement).value).to.equal('')
      expect(screen.queryByText(/Signed in as/)).to.equal(null)
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

    it('asks for both fields before sending anything', async () => {
      const { server, user } = await open({ [SIGN_IN]: signedIn })
      await user.type(screen.getByLabelText('Staff name'), 'alice')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect((await screen.findByRole('alert')).textContent).to.equal('Enter your staff name and your secret.')
      expect(server.seen).to.deep.equal([])
    })

    it('says who is signed in, and moves to the search field', async () => {
      const { signIn } = await open({ [SIGN_IN]: signedIn })
      await signIn()
      expect(await screen.findByText('Signed in as alice')).to.exist
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

  describe('when the sign-in has ended', () => {
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
        { at: '2026-11-25T10:02:11.481Z', staff: 'alice', action: 'opened', code: CODE, reference: null },
        { at: '2026-11-24T16:40:03.000Z', staff: 'bob', action: 'opened', code: CODE, reference: null },
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
    it('shows who opened or searched what, and when, as a table with a column for each', async () => {
      const entries = [
        { at: '2026-11-25T10:06:40.120Z', staff: 'bob', action: 'opened', code: CODE, reference: null },
        { at: '2026-11-25T10:02:11.481Z', staff: 'alice', action: 'searched', code: null, reference: '12345-67890-12345' },
      ]
      const { server, user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries } })) })
      await signIn()
      const section = await screen.findByRole('region', { name: 'Access log' })
      expect(within(section).queryByRole('table')).to.equal(null)
      await user.click(within(section).getByRole('button', { name: 'Show the access log' }))
      const table = await within(section).findByRole('table', { name: 'Who read which trail, newest first' })
      expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).to.deep.equal(['When', 'Staff', 'Action', 'Trail or quote'])
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent))
      expect(rows).to.deep.equal([
        ['2026-11-25 10:06:40 UTC', 'bob', 'Opened', CODE],
        ['2026-11-25 10:02:11 UTC', 'alice', 'Searched', '12345-67890-12345'],
      ])
      expect(within(section).getByRole('status').textContent).to.equal('2 entries shown.')
      expect(server.seen.at(-1)).to.deep.include({ url: '/api/support/access-log', authorization: `Bearer ${ALICE.token}` })
    })

    it('says so when nothing has been logged yet', async () => {
      const { user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries: [] } })) })
      await signIn()
      await user.click(await screen.findByRole('button', { name: 'Show the access log' }))
      expect(await screen.findByText('No one has opened a trail or searched a quote yet.')).to.exist
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
