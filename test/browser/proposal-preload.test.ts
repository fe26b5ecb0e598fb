import { expect } from 'chai'
import type { Request } from 'playwright-core'
import { formatPounds } from '../../src/domain/formats'
import { useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/*
 * A screen opened cold with its proposal's uuid in the address: the server's Link header has the browser fetch
 * the proposal with the page (mock-server/http/proposal-preload.ts), and the app's own fetch of it, made once its
 * code has run, is handed that answer instead of asking the server again.
 */
describe('browser: the proposal fetched with the page', function () {
  this.timeout(60_000)
  const session = useBrowser({ freshTab: true })

  it('opening the price page cold asks for its proposal once, from the page, and the app shows the price from that answer', async () => {
    const { page, context, base } = session
    const p = await quotedProposal(base)
    const url = `${base}/api/proposal/${p.uuid}`
    const asked: Request[] = []
    const record = (r: Request): void => void (r.url() === url ? asked.push(r) : undefined)
    context.on('request', record)
    try {
      await session.open(pricePagePath(p.uuid))
      await page.getByTestId('quote-reference').getByText(p.quote?.reference ?? '(no reference)').waitFor()
      await page.getByTestId('annual-premium').getByText(formatPounds(p.quote?.premium)).waitFor()
    } finally {
      context.off('request', record)
    }
    // The price shows only once the app's fetch has its answer, so every request for the proposal is made by now.
    expect(asked.map((r) => r.method()), 'requests for the proposal').to.deep.equal(['GET'])
    // Made by the page's Link preload (a fetch() of the app's own would say 'fetch'), and no second one followed.
    const initiators = await page.evaluate(
      (name) => performance.getEntriesByType('resource').filter((e) => e.name === name).map((e) => (e as PerformanceResourceTiming).initiatorType),
      url,
    )
    expect(initiators).to.deep.equal(['link'])
  })
})
