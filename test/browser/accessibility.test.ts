import { expect } from 'chai'
import { axe, describeViolations, useBrowser } from './harness'

describe('browser: accessibility (axe-core, serious and critical violations)', () => {
  const b = useBrowser()

  for (const path of ['/get-a-quote', '/quote/declined']) {
    it(`${path} has no serious or critical axe violation`, async function () {
      this.timeout(30_000)
      await b.open(path, { waitUntil: 'networkidle' })
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
    })
  }
})
