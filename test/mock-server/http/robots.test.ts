import { expect } from 'chai'
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isIndexedPage, robotsTxt } from '../../../mock-server/http/robots'

/** The rules of a robots.txt for every crawler, as [allow, path] pairs. */
const rulesOf = (text: string): [boolean, string][] =>
  text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] === 'Allow', m[2] ?? ''])

/** Whether a crawler may fetch a path, by the longest matching rule (Google's and RFC 9309's reading; a tie allows). */
const mayFetch = (rules: readonly [boolean, string][], path: string): boolean => {
  const matching = rules.filter(([, p]) => p !== '' && path.startsWith(p)).sort((a, b) => b[1].length - a[1].length || Number(b[0]) - Number(a[0]))
  return matching[0]?.[0] ?? true
}

describe('robots.txt', () => {
  let http: Server
  let base: string
  before(async () => {
    const app = express()
    app.use(robotsTxt)
    http = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  after(() => {
    http.closeAllConnections()
    http.close()
  })

  it('is plain text, for every crawler, with a modest cache', async () => {
    const res = await fetch(`${base}/robots.txt`)
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/plain/)
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600')
    const text = await res.text()
    expect(text).to.match(/^User-agent: \*$/m)
    // Each line a comment, a group's User-agent, or an Allow/Disallow of a path: what Lighthouse's validator accepts.
    for (const line of text.split('\n').filter((l) => l.trim() !== '')) expect(line, line).to.match(/^(#.*|User-agent: \*|(Allow|Disallow): \/\S*)$/)
  })

  it("lets crawlers fetch the entry pages, the help page and the firm's pages (the privacy notice, about us and complaints)", async () => {
    const rules = rulesOf(await (await fetch(`${base}/robots.txt`)).text())
    for (const path of ['/get-a-quote', '/quote/recall', '/faqs', '/privacy', '/about-us', '/']) expect(mayFetch(rules, path), path).to.equal(true)
  })

  it('keeps crawlers off the screens that show a proposal, the API, and the staff and developer pages', async () => {
    const rules = rulesOf(await (await fetch(`${base}/robots.txt`)).text())
    const kept = ['/quote/edit', '/quote/payment-option', '/quote/summary', '/quote/thankyou', '/quote/deeplink', '/declined', '/error/exception', '/api/proposal/x', '/json/status', '/mock-provider/pay/x', '/dev/replay', '/dev-replay/page.js', '/support', '/support-desk/page.js', '/__store']
    for (const path of kept) expect(mayFetch(rules, path), path).to.equal(false)
  })

  it('passes on other paths and other methods', async () => {
    expect((await fetch(`${base}/robots.txt`, { method: 'POST' })).status).to.equal(404)
    expect((await fetch(`${base}/robots.txt.bak`)).status).to.equal(404)
  })
})

describe('which pages may be indexed', () => {
  it("the entry pages, the help page and the firm's pages, with or without a trailing slash", () => {
    for (const path of ['/get-a-quote', '/get-a-quote/', '/quote/recall', '/faqs', '/privacy', '/about-us', '/about-us/']) expect(isIndexedPage(path), path).to.equal(true)
  })

  it('no page that shows a proposal, no outcome page, no unknown path', () => {
    for (const path of ['/quote/summary', '/quote/payment-option', '/quote/thankyou', '/quote/deeplink', '/declined', '/dev/replay', '/nowhere', '/index.html']) {
      expect(isIndexedPage(path), path).to.equal(false)
    }
  })
})
