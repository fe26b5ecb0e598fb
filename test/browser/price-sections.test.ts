import { expect } from 'chai'
import type { ProposalInput } from '../../src/domain/codecs'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import { isoDayIn, pricePagePath, quotedProposal } from './quoted-proposal'

type Change = (p: ProposalInput) => ProposalInput
const withSource = (source: string | null): Change => (p) => ({ ...p, risk: { ...p.risk, source_of_business: source } as ProposalInput['risk'] })
const withValuableBike: Change = (p) => ({ ...p, risk: { ...p.risk, vehicle: { ...p.risk.vehicle, value: 18_000, has_tracker: false, tracker: null } } as ProposalInput['risk'] })

describe('browser: the price page sections (third-party authority, offers, warnings, e-mail, endorsements)', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })

  it('J2.20 J2.61 J2.62 J2.63 third party authority: Yes asks for the person and holds Continue until answered; No clears them', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const tpa = page.getByRole('group', { name: /authority to discuss your policy/ })
    await tpa.getByLabel('Yes').check()
    await page.getByLabel('Their first name').waitFor()
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(true)
    expect(await page.getByTestId('continue-reason').textContent()).to.equal('Please answer the third party authority questions to continue.')
    await page.getByLabel('Their first name').fill('Rowan')
    await page.keyboard.press('Tab')
    await tpa.getByLabel('No').check()
    expect(await page.getByLabel('Their first name').count()).to.equal(0)
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(false)
    await tpa.getByLabel('Yes').check()
    expect(await page.getByLabel('Their first name').inputValue(), 'No cleared the answers').to.equal('')
    await tpa.getByLabel('No').check()
  })

  it('J2.107 Email yourself this quote becomes Email has been sent and cannot be sent again', async () => {
    const { page } = session
    const calls: string[] = []
    page.on('request', (r) => (r.url().endsWith('/send-quote-email') ? void calls.push(r.url()) : undefined))
    await page.getByRole('button', { name: 'Email yourself this quote' }).dblclick()
    await page.getByRole('button', { name: 'Email has been sent' }).waitFor()
    expect(await page.getByRole('button', { name: 'Email has been sent' }).isDisabled()).to.equal(true)
    expect(calls).to.have.length(1)
  })

  it('J8.12 a failed e-mail send is only logged: the button is unchanged and the rider stays', async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base)
    await context.route('**/send-quote-email', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '500' } }))
    try {
      await session.open(pricePagePath(p.uuid))
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/send-quote-email')),
        page.getByRole('button', { name: 'Email yourself this quote' }).click(),
      ])
      expect(answer.status()).to.equal(500)
      await page.waitForTimeout(300)
      expect(await page.getByRole('button', { name: 'Email yourself this quote' }).isDisabled()).to.equal(false)
      expect(new URL(page.url()).pathname).to.equal('/quote/payment-option')
    } finally {
      await context.unroute('**/send-quote-email')
    }
  })

  it('J2.21 J2.40 J2.41 J2.42 a partner quote shows special offers with the logo, and the modifications warning (add modifications → step 2)', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: withSource('105') })
    await session.open(pricePagePath(p.uuid))
    const dialog = page.getByRole('dialog', { name: 'Is your motorcycle modified?' })
    await dialog.getByText(/assumes your motorcycle has not been modified/).waitFor()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await dialog.getByRole('button', { name: 'Confirm no modifications' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: 'Special offers' }).waitFor()
    await page.getByRole('img', { name: 'Partner 105 logo' }).waitFor()
    await page.reload()
    await page.getByRole('dialog', { name: 'Is your motorcycle modified?' }).getByRole('button', { name: 'Add modifications' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/edit' && u.searchParams.get('step') === '2')
    await page.getByRole('heading', { level: 2, name: /About Your Bike$/ }).waitFor()
  })

  it('J2.21 a direct quote (Website) shows no special offers and no modifications warning', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: withSource('Website') })
    await session.open(pricePagePath(p.uuid))
    await page.getByTestId('quote-reference').waitFor()
    expect(await page.getByRole('heading', { name: 'Special offers' }).count()).to.equal(0)
    expect(await page.getByRole('dialog').count()).to.equal(0)
  })

  // 001 §2: special offers only when source_of_business is set and is not Website; null and '' are not set.
  for (const [source, named] of [
    [null, 'no source of business (null)'],
    ['', "an empty source of business ('')"],
  ] as const) {
    it(`J2.21 a quote with ${named} shows no special offers`, async () => {
      const { page, base } = session
      const p = await quotedProposal(base, { change: withSource(source) })
      expect(p.risk.source_of_business ?? null, 'the stored source').to.equal(source)
      await session.open(pricePagePath(p.uuid))
      await page.getByTestId('quote-reference').waitFor()
      expect(await page.getByRole('heading', { name: 'Special offers' }).count()).to.equal(0)
      expect(await page.locator('.special-offers').count()).to.equal(0)
    })
  }

  it('J2.38 J2.39 a quote with the tracker endorsement (extra_info 41) opens the tracking device warning', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: withValuableBike })
    expect(p.quote?.endorsements.some((e) => e.extra_info === '41'), 'the mock asks for a tracker').to.equal(true)
    await session.open(pricePagePath(p.uuid))
    const dialog = page.getByRole('dialog', { name: 'A tracking device is required' })
    await dialog.getByText('If a tracker is not fitted, or is not operational, theft cover is excluded.').waitFor()
    await dialog.getByRole('button', { name: 'I understand' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('J2.43 J2.44 J8.11 a quote whose extra was withdrawn opens the removed extra modal', async () => {
    const { page, base } = session
    const born = `${String(Number(isoDayIn(0).slice(0, 4)) - 80)}-03-01`
    const p = await quotedProposal(base, {
      change: (b) =>
        ({ ...b, addons: [{ code: 'BPA', is_selected: true }], risk: { ...b.risk, proposer: { ...b.risk.proposer, date_of_birth: born } } }) as ProposalInput,
    })
    expect(p.removed_addons.map((a) => a.code)).to.deep.equal(['BPA'])
    await session.open(pricePagePath(p.uuid))
    const dialog = page.getByRole('dialog', { name: 'An extra has been removed' })
    await dialog.getByText(/Enhanced Personal Accident Cover is no longer available/).waitFor()
    await dialog.getByRole('button', { name: 'OK' }).click()
  })

  it('J2.27 endorsements are drawn only through DOMPurify: hostile markup shows its text and runs nothing (hostile-endorsements)', async () => {
    const { page, base } = session
    // A licence of one year: no rider may ride other bikes, so no endorsement 39 and the exclusion line is added.
    const licensed = `${String(Number(isoDayIn(0).slice(0, 4)) - 1)}${isoDayIn(0).slice(4)}`
    const p = await quotedProposal(base, {
      scenario: 'hostile-endorsements',
      change: (b) => {
        const proposer = b.risk.proposer
        const driver_details = { ...proposer.driver_details, licence: { ...proposer.driver_details.licence, date: licensed } }
        return { ...b, risk: { ...b.risk, proposer: { ...proposer, driver_details } } } as ProposalInput
      },
    })
    expect(p.quote?.endorsements.some((e) => e.code === '39')).to.equal(false)
    await session.open(pricePagePath(p.uuid))
    const list = page.getByTestId('endorsements')
    await list.getByText('Click-handler endorsement').waitFor()
    await list.getByText('Styled endorsement').hover()
    await list.getByText('Click-handler endorsement').click()
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => (window as { __hostile?: unknown }).__hostile ?? null)).to.equal(null)
    const html = await list.innerHTML()
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<iframe', 'style=']) expect(html.toLowerCase()).not.to.contain(bad)
    expect(await list.textContent()).to.contain('Riding other bikes is excluded')
  })
})

describe('browser: the registration check on the price page (001 §2, §5)', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })
  const noRegistration = (b: ProposalInput): ProposalInput =>
    ({ ...b, risk: { ...b.risk, vehicle: { ...b.risk.vehicle, registration: null, has_registration: false } } }) as ProposalInput

  it('J2.22 J2.25 J2.45 J5.01 J5.02 J2.47 J8.09 shows only without a registration, holds Continue, and says when nothing is found', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: noRegistration })
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('heading', { name: 'Your registration number' }).waitFor()
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(true)
    await page.getByRole('button', { name: 'Find bike' }).click()
    await page.getByText('Please enter your registration').first().waitFor()
    await page.getByRole('textbox', { name: 'Registration number' }).fill('zz99 zzz')
    expect(await page.getByRole('textbox', { name: 'Registration number' }).inputValue(), '7-character mask, upper case').to.equal('ZZ99ZZZ')
    await page.getByRole('button', { name: 'Find bike' }).click()
    await page.getByTestId('registration-not-found').waitFor()
  })

  it('J2.46 J2.48 J8.10 shows the bike found, and says so when it is not the bike quoted', async () => {
    const { page } = session
    await page.getByRole('textbox', { name: 'Registration number' }).fill('MA21DKV')
    await page.getByRole('button', { name: 'Find bike' }).click()
    await page.getByTestId('registration-found').getByText('Engine size').waitFor()
    expect(await page.getByTestId('registration-found').textContent()).to.match(/\d+cc/)
    await page.getByTestId('registration-differs').getByRole('link', { name: 'Edit' }).waitFor()
    expect(await page.getByRole('button', { name: 'Confirm' }).isDisabled()).to.equal(true)
  })

  it('J2.49 J2.50 Confirm records the registration, updates the proposal, and Continue is open', async () => {
    const { page } = session
    const uuid = new URL(page.url()).searchParams.get('uuid') ?? ''
    expect(await page.getByRole('link', { name: 'Return to edit form' }).getAttribute('href')).to.equal(`/quote/edit?uuid=${uuid}&step=2`)
    await page.getByRole('textbox', { name: 'Registration number' }).fill('YH19KXT')
    await page.getByRole('button', { name: 'Find bike' }).click()
    await page.getByTestId('registration-found').waitFor()
    expect(await page.getByTestId('registration-differs').count()).to.equal(0)
    const [update] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/proposal/${uuid}`),
      page.getByRole('button', { name: 'Confirm' }).click(),
    ])
    expect((JSON.parse(update.postData() ?? '{}') as { risk: { vehicle: { registration: string } } }).risk.vehicle.registration).to.equal('YH19KXT')
    await page.getByRole('heading', { name: 'Your registration number' }).waitFor({ state: 'detached' })
    // Open once the update has answered.
    await eventually(() => page.getByRole('button', { name: 'Continue' }).isDisabled(), (disabled) => !disabled)
  })
})
