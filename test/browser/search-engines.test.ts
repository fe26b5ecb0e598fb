import { expect } from 'chai'
import { useBrowser } from './harness'

/*
 * What a search engine meets on the built app, over the real server: the entry pages and the firm's pages (the
 * privacy notice, about us and complaints) may be indexed and describe the product, a page that shows a proposal
 * may not, and robots.txt says the same.
 */
describe('browser: search engines and the built app', () => {
  const b = useBrowser()

  for (const path of ['/get-a-quote', '/quote/recall', '/privacy', '/about-us']) {
    it(`${path} may be indexed and has a one-sentence description`, async () => {
      const res = await b.page.request.get(`${b.base}${path}`)
      expect(res.status()).to.equal(200)
      expect(res.headers()['x-robots-tag']).to.equal(undefined)
      const html = await res.text()
      expect(html).to.not.match(/<meta name="?robots"?[^>]*noindex/i)
      const description = /<meta name="?description"? content="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(description).to.match(/^[A-Z][^.]+\.$/)
    })
  }

  for (const path of ['/get-a-quote', '/quote/recall', '/privacy', '/about-us', '/no-such-page']) {
    it(`${path} loads with nothing failed: every file it asks for, its icon included, is there (no console error)`, async () => {
      const errors: string[] = []
      const failed: string[] = []
      const onConsole = (m: { type: () => string; text: () => string }) => (m.type() === 'error' ? void errors.push(m.text()) : undefined)
      const onResponse = (r: { status: () => number; url: () => string }) => (r.status() >= 400 ? void failed.push(`${r.status()} ${r.url()}`) : undefined)
      b.page.on('console', onConsole)
      b.page.on('response', onResponse)
      try {
        await b.open(path)
        await b.page.waitForLoadState('networkidle')
        expect(await b.page.locator('link[rel="icon"]').getAttribute('href')).to.match(/^\/favicon\.[0-9a-f]{8}\.svg$/)
      } finally {
        b.page.off('console', onConsole)
        b.page.off('response', onResponse)
      }
      expect(failed).to.deep.equal([])
      expect(errors).to.deep.equal([])
    })
  }

  it('a page that shows a proposal is sent with X-Robots-Tag: noindex, and robots.txt keeps crawlers off it', async () => {
    const page = await b.page.request.get(`${b.base}/quote/summary`)
    expect(page.headers()['x-robots-tag']).to.equal('noindex')
    const robots = await b.page.request.get(`${b.base}/robots.txt`)
    expect(robots.headers()['content-type']).to.match(/^text\/plain/)
    expect((await robots.text()).split('\n')).to.include.members(['Allow: /get-a-quote', 'Allow: /quote/recall', 'Allow: /privacy', 'Allow: /about-us', 'Disallow: /quote/'])
  })

  it("the build's entry script is immutable and arrives brotli-compressed; the page that names it is revalidated", async () => {
    const page = await b.page.request.get(`${b.base}/get-a-quote`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(page.headers()['cache-control']).to.equal('no-cache')
    expect(page.headers()['content-encoding']).to.equal('br')
    const entry = /<script type="?module"? src="?(\/[^" >]+\.js)/.exec(await page.text())?.[1] ?? ''
    const script = await b.page.request.get(`${b.base}${entry}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(script.status(), entry).to.equal(200)
    expect(script.headers()['cache-control']).to.equal('public, max-age=31536000, immutable')
    expect(script.headers()['content-encoding']).to.equal('br')
  })
})
