import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { replayConversation } from '../../src/app/conversation-replay'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import type { Trail } from '../../src/domain/trail/trail-format'
import { describeDivergence } from '../regressions/describe-divergence'
import { eventually, useBrowser } from './harness'
import { aboutYou, additionalRiders, coverDetails, findByRegistration, next, onSection, restOfBike, yourDetails } from './quote-form-driver'

/*
 * Replay under any timing, in the browser: the insurer's answers are held back by a random delay each (the seed is
 * printed), so they meet the rider's taps, the router's moves and the page's reloads in orders no fixed test
 * meets; the trail the tab exports after two reloads must replay with no divergence.
 */

/** A small seeded generator (mulberry32), so a failing run's delays can be had again from its seed. */
const generator = (seed: number) => {
  let a = seed >>> 0
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const downloadTrail = async (page: Page): Promise<Trail> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a support trail' }).click()])
  const trail = decodeTrail(readFileSync((await download.path()) ?? '', 'utf8'))
  if (trail._tag === 'Left') throw new Error(trail.left.message)
  return trail.right
}

describe('browser: a trail replays the same whatever order the insurer answers in (answers held back at random)', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, freshTab: true })

  it('a quote with two reloads, lookups and a requote, answered late at random, replays to the same calls and events', async function () {
    this.timeout(90_000)
    const seed = Number(process.env.REPLAY_TIMING_SEED ?? Math.floor(Math.random() * 2 ** 31))
    const random = generator(seed)
    const context = `seed ${seed} (REPLAY_TIMING_SEED=${seed} runs it again)`
    await b.context.route(/\/(api|json)\//, async (route) => {
      await new Promise((r) => setTimeout(r, Math.floor(random() * 250)))
      await route.continue().catch(() => undefined)
    })
    try {
      const { page } = b
      await b.open('/get-a-quote')
      await aboutYou(page, { title: 'Ms', forename: 'Ngozi', surname: 'Adebayo-Clarke', dob: '29/02/1988', email: 'ngozi.adebayo@example.net' })
      await next(page)
      await onSection(page, 'About Your Bike')
      await findByRegistration(page, 'YH19 KXT')
      await page.locator('.vehicle-card').waitFor({ timeout: 10_000 })
      await restOfBike(page, { value: '6,200', mileage: '3000' })
      await next(page)
      await onSection(page, 'Your Details')
      await page.reload()
      await onSection(page, 'Your Details')
      await yourDetails(page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900461' })
      await next(page)
      await coverDetails(page, { excess: '£250' })
      await next(page)
      await additionalRiders(page)
      await next(page, 'Submit')
      await page.waitForURL(/\/quote\/payment-option\?uuid=/, { timeout: 15_000 })
      const before = await eventually(() => page.getByTestId('annual-premium').textContent(), (t) => t !== null, 10_000)
      await page.getByLabel('Voluntary excess', { exact: true }).selectOption({ label: '£500' })
      await page.getByRole('button', { name: 'Confirm & requote' }).click()
      await page.getByRole('button', { name: 'Confirm & requote' }).waitFor({ state: 'detached', timeout: 10_000 })
      await eventually(() => page.getByTestId('annual-premium').textContent(), (t) => t !== before && t !== null, 10_000)
      await page.reload()
      await page.getByTestId('annual-premium').waitFor({ timeout: 10_000 })
      const trail = await downloadTrail(page)
      expect(trail.conversation.filter((e) => e.kind === 'start').length, context).to.be.at.least(2)
      const r = await replayConversation(trail)
      expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence), context).to.equal('no divergence')
      expect(r.events.map((e) => e.type), context).to.deep.equal(trail.events.map((e) => e.type))
    } finally {
      await b.context.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })
})
