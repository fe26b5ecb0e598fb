import { expect } from 'chai'
import { useBrowser } from './harness'

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
