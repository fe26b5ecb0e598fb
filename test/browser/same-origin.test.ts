import { expect } from 'chai'
import { useBrowser } from './harness'

describe('browser: nothing leaves the origin', () => {
  const b = useBrowser()

  it('/get-a-quote loads every resource from its own origin, with no exception or console error', async () => {
    const urls: string[] = []
    const onRequest = (r: { url(): string }) => void urls.push(r.url())
    b.page.on('request', onRequest)
    try {
      await b.open('/get-a-quote', { waitUntil: 'networkidle' })
      await b.page.getByRole('main').getByRole('heading').first().waitFor()
    } finally {
      b.page.off('request', onRequest)
    }
    expect(urls.length, 'requests made').to.be.greaterThan(1)
    expect(urls.filter((u) => !u.startsWith(`${b.base}/`) && !u.startsWith('data:'))).to.deep.equal([])
    expect(b.offOrigin).to.deep.equal([])
    expect(b.pageErrors).to.deep.equal([])
    expect(b.consoleErrors).to.deep.equal([])
  })

  it('the harness blocks and records a request to another origin (so the check above can fail)', async () => {
    const outcome = await b.page.goto('http://example.com/', { waitUntil: 'commit' }).then(
      () => 'loaded',
      (e: Error) => e.message,
    )
    expect(outcome).to.contain('ERR_BLOCKED_BY_CLIENT')
    expect(b.offOrigin).to.deep.equal(['GET http://example.com/'])
    b.offOrigin.length = 0
  })
})
