import { expect } from 'chai'
import { useBrowser } from './harness'
import { collectInitialJs, gzipKB, PAGE_BUDGET } from './page-weight'

/*
 * The page budget: the JavaScript /get-a-quote loads on a fresh visit, summed as gzip, may not
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

/*
 * Sections 2 to 5 of the form are not in the first load: they load on the rider's first touch, key or focus, so
 * Continue rarely waits for them (src/form/questions.ts `loadAllSections`).
 */
describe('browser: the form loads its later sections on demand', () => {
  const b = useBrowser()
  const LATER_LABEL = 'Is the bike an import?'

  it("the first load carries section 1 only; the rider's first focus loads sections 2 to 5", async function () {
    this.timeout(30_000)
    const scripts: Promise<string>[] = []
    b.page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.status() === 200) scripts.push(res.text().catch(() => ''))
    })
    await b.open('/get-a-quote', { waitUntil: 'networkidle' })
    await b.page.getByRole('heading', { name: /About You/ }).first().waitFor()
    const first = await Promise.all(scripts)
    expect(first.some((text) => text.includes(LATER_LABEL)), 'a section 2 question in the first load').to.equal(false)
    const later = b.page.waitForResponse((res) => res.request().resourceType() === 'script' && res.status() === 200)
    await b.page.getByLabel('First name').focus()
    expect(await (await later).text()).to.include(LATER_LABEL)
  })
})
