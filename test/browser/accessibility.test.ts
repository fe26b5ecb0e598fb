import { expect } from 'chai'
import { axe, describeViolations, useBrowser } from './harness'
import { editPath, quotedProposal, statementDrawn } from './quoted-proposal'

describe('browser: accessibility (axe-core, serious and critical violations)', () => {
  const b = useBrowser()

  // The form, Retrieve a Quote, the help page and every result page (the screens of a quote have their own scans).
  const UUID = '3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'
  for (const path of [
    '/get-a-quote',
    '/quote/recall',
    '/faqs',
    '/quote/declined',
    '/declined',
    '/error/exception',
    '/quote/session-expired',
    `/quote/payment/failed?uuid=${UUID}`,
    `/quote/instalments/declined?uuid=${UUID}`,
    '/no/such/page',
  ]) {
    it(`${path} has no serious or critical axe violation`, async function () {
      this.timeout(30_000)
      await b.open(path, { waitUntil: 'networkidle' })
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
    })
  }
})

/*
 * At a phone's 320 px, with WCAG 2.2's target size minimum (2.5.8) switched on: axe leaves its 'target-size' rule
 * off by default. Each control is at least 24 × 24 px, or far enough from the next. The form's steps, the screens
 * after the quote and the pages above.
 */
describe('browser: accessibility at 320 px, target sizes included (axe-core, serious and critical violations)', () => {
  const b = useBrowser({ viewport: { width: 320, height: 568 }, freshTab: true })
  const scan = async (what: string): Promise<void> => {
    const violations = await axe(b.page, { enable: ['target-size'] })
    expect(violations, `${what}: ${describeViolations(violations)}`).to.deep.equal([])
  }

  for (const path of ['/get-a-quote', '/quote/recall', '/faqs', '/quote/declined', '/error/exception', '/no/such/page']) {
    it(`${path} has none`, async function () {
      this.timeout(30_000)
      await b.open(path, { waitUntil: 'networkidle' })
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
      await scan(path)
    })
  }

  it('no step of the form has any, nor the claim dialog', async function () {
    this.timeout(60_000)
    const p = await quotedProposal(b.base)
    for (const [step, title] of [[1, 'About You'], [2, 'About Your Bike'], [3, 'Your Details'], [4, 'Cover Details'], [5, 'Additional Riders']] as const) {
      await b.open(editPath(p.uuid, step), { waitUntil: 'networkidle' })
      await b.page.getByRole('heading', { level: 2, name: new RegExp(`${title}$`) }).waitFor()
      await scan(`step ${String(step)}`)
    }
    await b.open(editPath(p.uuid, 3), { waitUntil: 'networkidle' })
    await b.page.getByRole('group', { name: 'Have you had any accidents, claims or losses in the last 5 years?', exact: true }).getByLabel('Yes', { exact: true }).check()
    await b.page.getByRole('button', { name: 'Add a Claim', exact: true }).click()
    await b.page.getByRole('dialog', { name: 'Add a claim', exact: true }).waitFor()
    await scan('the claim dialog')
  })

  it('the price page, the extras and the summary have none', async function () {
    this.timeout(60_000)
    const p = await quotedProposal(b.base)
    const uuid = encodeURIComponent(p.uuid)
    await b.open(`/quote/payment-option?uuid=${uuid}`, { waitUntil: 'networkidle' })
    await b.page.getByTestId('quote-reference').waitFor()
    await scan('the price page')
    await b.open(`/quote/addons?uuid=${uuid}`, { waitUntil: 'networkidle' })
    await b.page.getByTestId('basket').waitFor()
    await scan('the extras')
    await b.open(`/quote/summary?uuid=${uuid}`, { waitUntil: 'networkidle' })
    await b.page.getByRole('heading', { level: 1 }).first().waitFor()
    await b.page.getByTestId('screen-skeleton').waitFor({ state: 'detached' })
    await statementDrawn(b.page)
    await scan('the summary')
  })
})
