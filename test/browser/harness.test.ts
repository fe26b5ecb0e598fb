import { expect } from 'chai'
import { useBrowser } from './harness'

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
  })
})
