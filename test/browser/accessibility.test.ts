import { expect } from 'chai'
import { axe, describeViolations, useBrowser } from './harness'

describe('browser: accessibility (axe-core, serious and critical violations)', () => {
  const b = useBrowser()

  // The form, Retrieve a Quote, the help page and every result page (the screens of a quote have their own scans).
  const UUID = '3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'
  for (const path of [
    '/get-a-quote',
    '/quote/recall',
    '/faqs',
    '/quote/declined',
    '/declined',
    '/error/exception',
    '/quote/session-expired',
    `/quote/payment/failed?uuid=${UUID}`,
    `/quote/instalments/declined?uuid=${UUID}`,
    '/no/such/page',
  ]) {
    it(`${path} has no serious or critical axe violation`, async function () {
      this.timeout(30_000)
      await b.open(path, { waitUntil: 'networkidle' })
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
    })
  }
})
