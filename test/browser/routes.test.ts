import { expect } from 'chai'
import { useBrowser } from './harness'

describe('browser: routes and result pages', () => {
  const b = useBrowser()
  const heading = () => b.page.getByRole('main').getByRole('heading', { level: 1 })
  const pathname = () => new URL(b.page.url()).pathname

  for (const from of ['/', '/quote']) {
    it(`000 §2 route table: ${from} redirects to /get-a-quote`, async () => {
      const res = await b.open(from)
      expect(pathname()).to.equal('/get-a-quote')
      expect(res?.request().redirectedFrom()?.url()).to.equal(`${b.base}${from}`)
      await b.page.getByText('Your Quote', { exact: true }).waitFor()
    })
  }

  it('000 §2 route table: the router also redirects /quote to /get-a-quote on an in-app navigation', async () => {
    await b.open('/quote/declined')
    await heading().waitFor()
    await b.page.evaluate(() => {
      window.history.pushState(null, '', '/quote')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await b.page.waitForURL(`${b.base}/get-a-quote`)
    await b.page.getByText('Your Quote', { exact: true }).waitFor()
  })

  it('F8.09 J2.106 an unknown path shows NotFound with the unmatched URL', async () => {
    const url = '/no-such-page/here?ref=smoke'
    await b.open(url)
    expect(await heading().innerText()).to.match(/not found/i)
    expect(await b.page.getByRole('main').innerText()).to.contain(url)
  })

  it("J2.97 Declined says 'unable to provide you with a quotation' and offers Start a quote", async () => {
    await b.open('/quote/declined')
    await heading().waitFor()
    expect(await b.page.getByRole('main').innerText()).to.contain('unable to provide you with a quotation')
    expect(await b.page.getByRole('main').getByRole('link', { name: /^start a quote$/i }).getAttribute('href')).to.equal('/get-a-quote')
  })

  it('J2.100 J2.101 Exception is the technical issue page and offers Start a quote', async () => {
    await b.open('/error/exception')
    await heading().waitFor()
    expect(await b.page.getByRole('main').innerText()).to.match(/technical issue/i)
    expect(await b.page.getByRole('main').getByRole('link', { name: /^start a quote$/i }).getAttribute('href')).to.equal('/get-a-quote')
  })

  it("J2.99 SiraDeclined says 'unable to proceed with your purchase' and gives the contact details (phone and e-mail)", async () => {
    await b.open('/declined')
    await heading().waitFor()
    const main = b.page.getByRole('main')
    expect(await main.innerText()).to.contain('unable to proceed with your purchase')
    expect(await main.getByRole('link', { name: /\d/ }).getAttribute('href')).to.match(/^tel:\+?\d+$/)
    expect(await main.getByRole('link', { name: /@/ }).getAttribute('href')).to.match(/^mailto:[^@\s]+@[^@\s]+$/)
  })

  it('J2.102 J2.103 Expired says the session has expired and offers Start a quote and Retrieve a quote', async () => {
    await b.open('/quote/session-expired')
    await heading().waitFor()
    const main = b.page.getByRole('main')
    expect(await main.innerText()).to.match(/session has expired/i)
    expect(await main.getByRole('link', { name: /^start a quote$/i }).getAttribute('href')).to.equal('/get-a-quote')
    expect(await main.getByRole('link', { name: /^retrieve a quote$/i }).getAttribute('href')).to.equal('/quote/recall')
  })

  // 001 §2: hidden on Declined, SiraDeclined, Exception, Expired, InstalmentsDeclined, NotFound, Recall and ThankYou
  // (InstalmentsDeclined and ThankYou need a bought quote: layout.test.ts).
  for (const path of ['/quote/declined', '/declined', '/error/exception', '/quote/session-expired', '/no-such-page', '/quote/recall']) {
    it(`J2.07 J2.11 ${path} shows neither the progress bar nor the 'Your Quote' banner`, async () => {
      await b.open(path)
      await heading().waitFor()
      expect(await b.page.getByRole('navigation', { name: /progress/i }).count()).to.equal(0)
      expect(await b.page.getByText('Your Quote', { exact: true }).count()).to.equal(0)
    })
  }
})
