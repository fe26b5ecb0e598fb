import 'global-jsdom/register'
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeTrail } from '../../../src/domain/trail/decode-trail'
import { redactTrail } from '../../../src/domain/trail/redact-trail'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { frameBody } from '../../app/replay-screen/frame'
import { storedSample } from '../../fixtures/trails/samples'
import { useDeskPage } from './desk-page'
import { ALICE, withToken } from './fake-desk-fetch'

/*
 * The rider's screen beside the desk's timeline, against a fake support service. The trail is the sample requote on
 * the price page (monthly, a £500 excess, a later start date, Confirm & requote), redacted as the service stores it,
 * then a failed call (setPaymentOption answered 500) and the technical-issue page: 8 steps. Staff open the screen
 * at the last step, step through it, choose steps of the timeline, jump to the first error; the screens call
 * nothing.
 */

const CODE = 'RC-ABC234'
const TRAIL = `GET /api/support/trails/${CODE}`
const BEFORE = '48213-90577-31642'
const REQUOTED = '48213-90577-31668'

/** The requote sample, then a failed call on the price page and the technical-issue page, as a service stores it. */
const failingTrail = (): Trail => {
  const sample = storedSample('requote.json').trail
  const { events, session } = sample
  const after = (n: number) => ({ seq: events.length + n, at: `2026-11-03T12:00:2${n}.000Z`, session })
  const error = { kind: 'http', status: 500, code: 'server_error', message: 'Something went wrong on our side.', url: '/api/proposal/payment-option' }
  const more = [
    { type: 'journey/RequestFailed', payload: { call: 'setPaymentOption', error }, meta: after(1) },
    { type: 'journey/Navigated', payload: { path: '/error/exception' }, meta: after(2) },
  ]
  const decoded = decodeTrail({ ...sample, events: [...events, ...more] })
  if (decoded._tag === 'Left') throw new Error(decoded.left.message)
  return redactTrail(decoded.right)
}

/** Routes of the fake service: alice signs in, and the trail is found by its code. */
const routes = (trail: unknown) => ({
  'POST /api/support/desk/sign-in': () => ({ status: 200, body: ALICE }),
  [TRAIL]: withToken(ALICE.token, () => ({ status: 200, body: { code: CODE, receivedAt: '2026-11-25T10:05:00.000Z', quoteReference: null, openedBefore: [], trail } })),
})

/** The step the live region says is on show. */
const position = (): string => screen.getByTestId('screen-position').textContent ?? ''

/** The frame's body once it is drawn at the step the live region names (the events it is drawn from). */
const drawnBody = async (): Promise<HTMLElement> => {
  const events = screen.getByTestId('screen-position').dataset.events ?? ''
  const body = await frameBody()
  await waitFor(() => expect(body.querySelector(`[data-replayed-events="${events}"]`)).not.to.equal(null), { timeout: 5000 })
  return body
}

/** The rider's screen at the step on show, once it shows this text. */
const riderSees = async (text: RegExp | string): Promise<HTMLElement> => within(await drawnBody()).findByText(text, {}, { timeout: 5000 })

/** The quote reference the rider's price page shows at the step on show. */
const reference = async (): Promise<string> => (await within(await drawnBody()).findByTestId('quote-reference', {}, { timeout: 5000 })).textContent ?? ''

describe("support desk: the rider's screen beside the timeline", () => {
  const open = useDeskPage()
  /** The desk signed in, with the trail found and its timeline on show. */
  const openDesk = async (trail: unknown = failingTrail()) => {
    const page = await open(routes(trail))
    await page.signIn()
    await page.find(CODE)
    await screen.findByTestId('timeline')
    return page
  }

  describe('when staff open it', () => {
    it('shows the screen at the last step, read-only in a frame named for it, and says which step that is in a polite live region', async () => {
      const { user } = await openDesk()
      const show = screen.getByRole('button', { name: "Show the rider's screen" })
      expect(show.getAttribute('aria-expanded')).to.equal('false')
      await user.click(show)
      expect(screen.getByRole('button', { name: "Hide the rider's screen" }).getAttribute('aria-expanded')).to.equal('true')
      expect(position()).to.equal('Step 8 of 8, 12:00:22 on Technical issue (Exception): Opened Technical issue (Exception)')
      expect(screen.getByTestId('screen-position').getAttribute('role')).to.equal('status')
      await riderSees('We have had a technical issue and could not complete your request. Your answers have not been lost.')
      expect(screen.getByTitle("The rider's screen").tagName).to.equal('IFRAME')
      expect((await frameBody()).hasAttribute('inert'), 'the screen is read-only').to.equal(true)
    })
  })

  describe('when stepping', () => {
    it('moves back one, forward one, to the first and to the last step, each button saying when it cannot move', async () => {
      const { user } = await openDesk()
      await user.click(screen.getByRole('button', { name: "Show the rider's screen" }))
      const button = (name: string): HTMLElement => screen.getByRole('button', { name })
      expect(button('Forward one step').getAttribute('aria-disabled')).to.equal('true')
      expect(button('Last step').getAttribute('aria-disabled')).to.equal('true')
      await user.click(button('Back one step'))
      await user.click(button('Back one step'))
      expect(position()).to.match(/^Step 6 of 8, 12:00:\d\d on Price page: Quoted 48213-90577-31668: £\d+\.\d\d a year, £\d+\.\d\d a month$/)
      expect(await reference()).to.equal(REQUOTED)
      await user.click(button('Back one step'))
      expect(position()).to.match(/^Step 5 of 8, .* on Price page: When would you like your cover to start\?: /)
      // Before the requote: the price page with the changes waiting to be confirmed, on the quote before.
      await riderSees('Confirm & requote')
      expect(await reference()).to.equal(BEFORE)
      await user.click(button('First step'))
      expect(position()).to.match(/^Step 1 of 8, 12:00:\d\d on Price page: Opened Price page$/)
      expect(button('First step').getAttribute('aria-disabled')).to.equal('true')
      // A button that cannot move keeps focus and does nothing.
      await user.click(button('Back one step'))
      expect(document.activeElement).to.equal(button('Back one step'))
      expect(position()).to.match(/^Step 1 of 8, /)
      await user.click(button('Forward one step'))
      expect(position()).to.match(/^Step 2 of 8, .*: Proposal loaded \(fetch\): quote 48213-90577-31642$/)
      expect(await reference()).to.equal(BEFORE)
      await user.click(button('Last step'))
      expect(position()).to.match(/^Step 8 of 8, /)
      await riderSees(/We have had a technical issue/)
    })

    it('steps through the steps the timeline shows: with Errors only, the error alone', async () => {
      const { user } = await openDesk()
      await user.click(screen.getByRole('button', { name: "Show the rider's screen" }))
      await user.click(screen.getByLabelText('Errors only'))
      await user.click(screen.getByRole('button', { name: 'Back one step' }))
      expect(position()).to.match(/^Step 7 of 8, .*: setPaymentOption failed: HTTP 500 server_error/)
      expect(screen.getByRole('button', { name: 'Back one step' }).getAttribute('aria-disabled'), 'the only error').to.equal('true')
      expect(screen.getByRole('button', { name: 'First step' }).getAttribute('aria-disabled')).to.equal('true')
    })

    it('jumps to any step chosen from the list of every step', async () => {
      const { user } = await openDesk()
      await user.click(screen.getByRole('button', { name: "Show the rider's screen" }))
      const jump = screen.getByLabelText('Jump to a step')
      expect(within(jump).getAllByRole('option')).to.have.length(8)
      await user.selectOptions(jump, within(jump).getByRole('option', { name: /^4\. 12:00:\d\d Price page: Voluntary excess: £500$/ }))
      expect(position()).to.match(/^Step 4 of 8, 12:00:\d\d on Price page: Voluntary excess: £500$/)
      await riderSees('Confirm & requote')
    })
  })

  describe('when a step of the timeline is chosen', () => {
    it('shows the screen at that step and marks it in the list as the current step', async () => {
      const { user } = await openDesk()
      await user.click(screen.getByRole('button', { name: "Show the rider's screen" }))
      const timeline = screen.getByTestId('timeline')
      await user.click(within(timeline).getByRole('button', { name: /Quoted 48213-90577-31668/ }))
      expect(position()).to.match(/^Step 6 of 8, /)
      expect(timeline.querySelector('[aria-current="step"]')?.textContent).to.contain('Quoted 48213-90577-31668')
      expect(timeline.querySelectorAll('[aria-current]')).to.have.length(1)
      expect(await reference()).to.equal(REQUOTED)
    })
  })

  describe('when staff go to the first error', () => {
    it('opens the screen there in one click, marks the step in the list, and shows the screen the rider was on when the call failed', async () => {
      const { user } = await openDesk()
      await user.selectOptions(screen.getByLabelText('Screen'), 'Technical issue (Exception)')
      await user.click(screen.getByRole('button', { name: 'Go to the first error' }))
      expect(position()).to.equal('Step 7 of 8, 12:00:21 on Price page: setPaymentOption failed: HTTP 500 server_error (Something went wrong on our side.)')
      // The screen filter hid it: the list shows every screen again, with the error marked.
      expect((screen.getByLabelText('Screen') as HTMLSelectElement).value).to.equal('')
      expect(screen.getByTestId('timeline').querySelector('[aria-current="step"]')?.textContent).to.contain('setPaymentOption failed: HTTP 500')
      expect(await reference()).to.equal(REQUOTED)
    })

    it('is not offered for a trail without an error', async () => {
      await openDesk(JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/trails/completed-quote.json'), 'utf8')))
      expect(screen.getByRole('button', { name: "Show the rider's screen" })).to.exist
      expect(screen.queryByRole('button', { name: 'Go to the first error' })).to.equal(null)
    })
  })

  describe('while the screens are drawn', () => {
    it('calls nothing: the only requests are the sign-in and the trail', async () => {
      const { server, user } = await openDesk()
      await user.click(screen.getByRole('button', { name: "Show the rider's screen" }))
      await riderSees(/We have had a technical issue/)
      await user.click(screen.getByRole('button', { name: 'First step' }))
      await user.click(screen.getByRole('button', { name: 'Forward one step' }))
      expect(await reference()).to.equal(BEFORE)
      await user.click(screen.getByRole('button', { name: 'Go to the first error' }))
      expect(await reference()).to.equal(REQUOTED)
      expect(server.seen.map((r) => `${r.method} ${r.url}`)).to.deep.equal(['POST /api/support/desk/sign-in', TRAIL])
    })
  })
})
