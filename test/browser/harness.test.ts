import { expect } from 'chai'
import type { ProposalInput } from '../../src/domain/codecs'
import { requestLines } from '../operations/log-lines'
import { appTookOver, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

describe('browser: the harness', function () {
  this.timeout(60_000)

  describe('when each test starts in a fresh tab', () => {
    const session = useBrowser({ freshTab: true })

    it('opens a page of the app', async () => {
      await session.open('/')
    })

    it('what the page still showing keeps after the clear is gone from the first page the test opens', async () => {
      const { page } = session
      // As the previous test's page does when an answer it asked for arrives once that test has ended.
      await page.evaluate(() => sessionStorage.setItem('kept.after-the-clear', 'the previous test'))
      await session.open('/')
      expect(await page.evaluate(() => sessionStorage.getItem('kept.after-the-clear'))).to.equal(null)
    })

    it('a page opened again in the same test keeps what the tab holds, as a rider moving on would', async () => {
      const { page } = session
      await session.open('/')
      await page.evaluate(() => sessionStorage.setItem('kept.in-this-test', 'this test'))
      await session.open('/')
      expect(await page.evaluate(() => sessionStorage.getItem('kept.in-this-test'))).to.equal('this test')
    })

    it('takes a page whose screen opened a dialog as it showed as the app\'s, though the dialog leaves the root inert', async () => {
      const { page, base } = session
      // A bike worth £18,000 without a tracker: the price page opens the tracking device warning as it shows.
      const p = await quotedProposal(base, {
        change: (b) => ({ ...b, risk: { ...b.risk, vehicle: { ...b.risk.vehicle, value: 18_000, has_tracker: false, tracker: null } } as ProposalInput['risk'] }),
      })
      await page.goto(`${base}${pricePagePath(p.uuid)}`)
      await page.getByRole('dialog', { name: 'A tracking device is required' }).waitFor()
      expect(await page.evaluate(() => document.getElementById('root')?.inert), 'the dialog made the root inert').to.equal(true)
      await appTookOver(page)
    })
  })

  describe("when a test reads the server's log", () => {
    const session = useBrowser()

    it('finds one JSON line for each request the page made, by the id the server sent back, naming its route', async () => {
      const { page } = session
      const ids: string[] = []
      page.on('response', (r) => {
        const id = r.headers()['x-request-id']
        if (id !== undefined && new URL(r.url()).pathname.startsWith('/api/')) ids.push(id)
      })
      await session.open('/get-a-quote')
      await page.waitForLoadState('networkidle')
      expect(ids.length, 'the page called the API').to.be.greaterThan(0)
      const lines = requestLines(session.serverLogs())
      for (const id of ids) expect(lines.filter((l) => l.reqId === id), id).to.have.length(1)
      expect(lines.find((l) => l.reqId === ids[0])?.route).to.match(/^\/api\//)
    })
  })
})
