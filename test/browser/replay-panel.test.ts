import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from './built-app'
import { storedSample } from '../fixtures/trails/samples'
import type { Locator, Page } from 'playwright-core'
import { axe, describeViolations, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

const SAMPLE = join(projectRoot(), 'test', 'fixtures', 'trails', 'completed-quote.json')
const STORED = storedSample('completed-quote.json')
const REFERENCE = STORED.state.proposal.quote?.reference ?? 'the sample has a quote'

describe('the replay panel (/dev/replay, enabled by the test server)', function () {
  this.timeout(60_000)
  const session = useBrowser()

  it('loads a trail and draws the real screen at each step: the last event, then an earlier step by jumping, back and forward', async () => {
    const { page } = session
    await session.open('/dev/replay')
    await page.getByLabel('Trail file').setInputFiles(SAMPLE)
    await page.getByTestId('replay-summary').getByText(`${STORED.trail.events.length} events, ${STORED.trail.conversation.length} conversation entries`).waitFor()
    await page.getByTestId('replay-position').getByText('Event 73 of 73: journey/Navigated').waitFor()
    const screen = page.getByTestId('replayed-screen')
    // The end of the trail: the price page of the quote, from the folded events alone (nothing is fetched).
    await screen.getByText(REFERENCE).waitFor()

    // Event 14: the bike was found on step 2; the form shows it, with the rider's registration.
    await page.getByLabel('Jump to an event').selectOption({ label: '14. proposal/VehicleFound' })
    await page.getByTestId('replay-position').getByText('Event 14 of 73: proposal/VehicleFound').waitFor()
    await screen.getByText(/YH19 ?KXT/).first().waitFor()
    await screen.getByRole('heading', { name: /About Your Bike/i }).first().waitFor()

    // Back past step 1's completion: the first section, with the answers given so far.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Back one event' }).click()
    await page.getByTestId('replay-position').getByText('Event 10 of 73: journey/BotCheckCompleted').waitFor()
    await screen.getByRole('heading', { name: /About You/i }).first().waitFor()
    expect(await screen.getByLabel(/first name/i).first().inputValue()).to.equal('Eleanor')
    await page.getByRole('button', { name: 'Forward one event' }).click()
    await page.getByTestId('replay-position').getByText('Event 11 of 73: journey/StepCompleted').waitFor()
    await screen.getByRole('heading', { name: /About Your Bike/i }).first().waitFor()
  })

  it('replays the conversation through the real sagas against the recorded answers: the same calls and events', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Replay the conversation' }).click()
    const text = await page.getByTestId('conversation-result').textContent({ timeout: 20_000 })
    expect(text).to.match(/^Same 8 calls in the same order, and the same \d+ events\.$/)
  })

  it('shows the first divergence when the recording differs from what the sagas do now (which call, recorded vs now)', async () => {
    const { page } = session
    const doc = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { conversation: { kind: string; name?: string; args?: unknown[] }[] }
    const lookup = doc.conversation.find((e) => e.kind === 'call' && e.name === 'lookupRegistration')
    if (lookup === undefined) throw new Error('the sample looks a registration up')
    lookup.args = ['AB12CDE']
    await page.getByLabel('Trail file').setInputFiles({ name: 'changed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) })
    await page.getByRole('button', { name: 'Replay the conversation' }).click()
    const result = page.getByTestId('conversation-result')
    await result.getByText('First divergence at call 4').waitFor({ timeout: 20_000 })
    expect(await result.textContent()).to.contain('lookupRegistration("AB12CDE")').and.to.contain('lookupRegistration("YH19KXT")')
  })

  it('refuses a file that is not a trail, saying why', async () => {
    const { page } = session
    await page.getByLabel('Trail file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "something else"') })
    expect(await page.getByRole('alert').textContent()).to.match(/^This file is not a trail this version can replay: not JSON/)
  })

  it('has no serious or critical accessibility violation', async () => {
    const { page } = session
    await page.getByLabel('Trail file').setInputFiles(SAMPLE)
    await page.getByTestId('replay-summary').waitFor()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
  })
})

/** A clip of the page where the element is, once it is scrolled into the middle of the window. */
const screenshotOf = async (page: Page, el: Locator): Promise<Buffer> => {
  await el.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  await page.waitForTimeout(100)
  const box = await el.boundingBox()
  if (box === null) throw new Error('the element has no box')
  return page.screenshot({ clip: box })
}

describe('the replay panel redraws a live session to the same pixels', function () {
  this.timeout(60_000)
  const session = useBrowser({ viewport: { width: 1280, height: 900 } })

  it('a live session on the price page (switched to monthly), downloaded and replayed: at its last step the figures are the same screenshot', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay monthly').check()
    await page.locator('.price-box .summary-list').first().waitFor()
    // The same width in both pages (the panel draws the screen in a narrower frame), no caret or animation; the
    // payment comparison above the figures is left out of both (it wraps otherwise in the narrower frame and would
    // move the figures by part of a pixel).
    const css = 'html { scroll-behavior: auto !important; } .price-box { width: 560px !important; box-sizing: border-box; } .payment-comparison { display: none !important; } * { transition: none !important; animation: none !important; caret-color: transparent !important; }'
    await page.addStyleTag({ content: css })
    const live = [await screenshotOf(page, page.locator('.price-box__headline').first()), await screenshotOf(page, page.locator('.price-box .summary-list').first())]
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download a support trail' }).click()
    const file = (await (await download).path()) ?? ''

    await session.open('/dev/replay')
    await page.getByLabel('Trail file').setInputFiles(file)
    const screen = page.getByTestId('replayed-screen')
    await screen.locator('.price-box .summary-list').first().waitFor()
    await page.addStyleTag({ content: css })
    const replayed = [await screenshotOf(page, screen.locator('.price-box__headline').first()), await screenshotOf(page, screen.locator('.price-box .summary-list').first())]
    expect(replayed[0]?.equals(live[0] ?? Buffer.alloc(0)), 'the headline').to.equal(true)
    expect(replayed[1]?.equals(live[1] ?? Buffer.alloc(0)), 'the monthly breakdown').to.equal(true)
  })
})
