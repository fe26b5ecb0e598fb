import { expect } from 'chai'
import { useBrowser } from './harness'
import { collectInitialJs, gzipKB, PAGE_BUDGET } from './page-weight'

/*
 * The page budget (issue 13 §11): the JavaScript /get-a-quote loads on a fresh visit, summed as gzip, may not
 * grow past the recorded budget (test/browser/page-weight.ts, PAGE_BUDGET) by more than its tolerance. The same
 * code measures it for `npm run bench`.
 */
describe('browser: the page budget of /get-a-quote', () => {
  const b = useBrowser()

  it(`the initial JavaScript of ${PAGE_BUDGET.path} stays within ${PAGE_BUDGET.recordedGzipKB} KB gzip + ${PAGE_BUDGET.toleranceKB} KB`, async function () {
    this.timeout(30_000)
    const files = await collectInitialJs(b.page, `${b.base}${PAGE_BUDGET.path}`)
    const kb = gzipKB(files)
    const list = files.map((f) => `${f.path} ${(f.gzipBytes / 1000).toFixed(1)} KB`).join(', ')
    expect(files.length, 'the page loads its JavaScript').to.be.greaterThan(0)
    expect(kb, `${PAGE_BUDGET.path} loads ${kb} KB gzip of JavaScript (${list}); the budget is ${PAGE_BUDGET.recordedGzipKB} KB + ${PAGE_BUDGET.toleranceKB} KB`).to.be.at.most(
      PAGE_BUDGET.recordedGzipKB + PAGE_BUDGET.toleranceKB,
    )
  })
})
