import { expect } from 'chai'
import { TestClient } from '../mock-server/server/client'
import { payByCard, paymentUrl } from '../mock-server/server/proposal-calls'
import { useBrowser } from './harness'
import { quotedProposal } from './quoted-proposal'

describe('browser: the quote form page frame (/get-a-quote)', () => {
  const b = useBrowser()

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await b.page.getByRole('main').getByRole('heading').first().waitFor()
  })

  it('J2.08 the header has the navigation menus claims, policy details, get a quote and retrieve a quote', async () => {
    const header = b.page.getByRole('banner')
    for (const name of [/^claims$/i, /^policy details$/i, /^get a quote$/i, /^retrieve a quote$/i]) {
      expect(await header.getByRole('link', { name }).count(), `header link ${name}`).to.equal(1)
    }
    expect(await header.getByRole('link', { name: /^get a quote$/i }).getAttribute('href')).to.equal('/get-a-quote')
    expect(await header.getByRole('link', { name: /^retrieve a quote$/i }).getAttribute('href')).to.equal('/quote/recall')
  })

  it("J2.11 the banner reads 'Your Quote' on the quote create route", async () => {
    expect(await b.page.getByText('Your Quote', { exact: true }).isVisible()).to.equal(true)
  })

  it('F2.06 J2.02 J2.06 the progress bar shows Your Details, Quote, Payment, Complete with Your Details current', async () => {
    const bar = b.page.getByRole('navigation', { name: /progress/i })
    const steps = (await bar.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
    expect(steps).to.have.length(4)
    ;['Your Details', 'Quote', 'Payment', 'Complete'].forEach((g, i) => expect(steps[i], `step ${i + 1}`).to.contain(g))
    expect(await bar.locator('[aria-current="step"]').innerText()).to.contain('Your Details')
  })

  it('J2.14 F2.23 the sidebar has a Contact Us mailto link, an FAQs link and the accepted cards', async () => {
    const sidebar = b.page.getByRole('complementary')
    expect(await sidebar.getByRole('link', { name: /^contact us$/i }).getAttribute('href')).to.match(/^mailto:[^@\s]+@[^@\s]+$/)
    expect(await sidebar.getByRole('link', { name: /^faqs$/i }).count()).to.equal(1)
    const text = await sidebar.innerText()
    expect(text).to.contain('Visa')
    expect(text).to.contain('Mastercard')
  })

  it('J2.10 the footer carries a regulator statement', async () => {
    expect(await b.page.getByRole('contentinfo').innerText()).to.match(/authorised and regulated by the Financial Conduct Authority/)
  })
})

describe('browser: the progress bar on the screens after the form (001 §2)', function () {
  this.timeout(60_000)
  const b = useBrowser()

  /** The bar's steps as the rider reads them ('4 Complete'), each with its state. */
  const steps = async (path: string): Promise<{ text: string; current: boolean; state: string }[]> => {
    await b.open(path)
    const items = b.page.getByRole('navigation', { name: /progress/i }).getByRole('listitem')
    await items.first().waitFor()
    return Promise.all(
      (await items.all()).map(async (li) => ({
        text: (await li.innerText()).replace(/\s+/g, ' ').trim(),
        current: (await li.getAttribute('aria-current')) === 'step',
        state: /progress__step--(\w+)/.exec((await li.getAttribute('class')) ?? '')?.[1] ?? '',
      })),
    )
  }

  /*
   * J2.05 puts the thank-you page in the Complete group; J2.07 hides the bar on the thank-you page, the group's
   * one screen. Read together: the rider meets Complete as the bar's fourth and last step, still to come, on every
   * screen that shows the bar (the payment screens included), and it is never drawn as the current step, because
   * on the one screen where it would be the bar is not drawn at all.
   */
  it('J2.05 J2.07 Complete (thank you) is the fourth step, still to come on Payment and Instalments, and never current: the thank-you page shows no bar', async () => {
    const p = await quotedProposal(b.base)
    for (const path of ['/quote/payment', '/quote/instalments']) {
      const shown = await steps(`${path}?uuid=${p.uuid}`)
      expect(shown.map((s) => s.text), path).to.deep.equal(['1 Your Details (completed)', '2 Quote (completed)', '3 Payment', '4 Complete'])
      expect(shown[3], path).to.deep.equal({ text: '4 Complete', current: false, state: 'todo' })
      expect(shown[2]?.current, path).to.equal(true)
    }
    const client = new TestClient(b.base)
    expect((await payByCard(client, await paymentUrl(client, p.uuid, `/quote/thankyou?uuid=${p.uuid}`))).status).to.equal(200)
    await b.open(`/quote/thankyou?uuid=${p.uuid}`)
    await b.page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    expect(await b.page.getByRole('navigation', { name: /progress/i }).count()).to.equal(0)
  })

  /** The group the progress bar marks current on a path. */
  const current = async (path: string): Promise<string> => {
    await b.open(path)
    const bar = b.page.getByRole('navigation', { name: /progress/i })
    try {
      return (await bar.locator('[aria-current="step"]').innerText()).replace(/\s+/g, ' ').trim()
    } catch {
      return `no current step on ${path} (now ${b.page.url()})`
    }
  }

  it('J2.01 J2.03 J2.04 J2.07 the proposal travels as ?uuid=; Quote on the price page, Addons and the summary; Payment on Payment and Instalments; no bar on InstalmentsDeclined and the thank-you page', async () => {
    const p = await quotedProposal(b.base)
    for (const path of ['/quote/payment-option', '/quote/addons', '/quote/summary']) expect(await current(`${path}?uuid=${p.uuid}`), path).to.contain('Quote')
    for (const path of ['/quote/payment', '/quote/instalments']) expect(await current(`${path}?uuid=${p.uuid}`), path).to.contain('Payment')
    // The screens read the proposal named by the query parameter: the price page shows its quote reference.
    await b.open(`/quote/payment-option?uuid=${p.uuid}`)
    await b.page.getByText(p.quote?.reference ?? 'no reference').first().waitFor()
    const client = new TestClient(b.base)
    const paid = await payByCard(client, await paymentUrl(client, p.uuid, `/quote/thankyou?uuid=${p.uuid}`))
    expect(paid.status).to.equal(200)
    for (const path of ['/quote/instalments/declined', '/quote/thankyou']) {
      await b.open(`${path}?uuid=${p.uuid}`)
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
      expect(await b.page.getByRole('navigation', { name: /progress/i }).count(), path).to.equal(0)
    }
  })
})
