import { expect } from 'chai'
import { eventually, useBrowser } from './harness'

describe('browser: the logo', () => {
  // A desktop width (phones have their own smaller header: phones.test.ts) and a short viewport, so the form
  // page is taller than the window and can scroll.
  const b = useBrowser({ viewport: { width: 1280, height: 480 } })

  it('J2.09 the logo is 107 px tall, and 50 px once the page scrolls', async () => {
    await b.open('/get-a-quote')
    await b.page.getByRole('main').getByRole('heading').first().waitFor()
    const logo = b.page.getByRole('banner').getByRole('link', { name: /home/i }).locator('svg, img').first()
    const height = async () => Math.round((await logo.boundingBox())?.height ?? 0)

    expect(await height(), 'logo height at the top of the page').to.equal(107)
    const { scrollHeight, innerHeight } = await b.page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }))
    expect(scrollHeight, 'the page must be taller than the viewport to scroll').to.be.greaterThan(innerHeight + 100)

    await b.page.mouse.move(640, 300)
    await b.page.mouse.wheel(0, 300)
    expect(await eventually(() => b.page.evaluate(() => window.scrollY), (y) => y > 0), 'scrollY after the wheel').to.be.greaterThan(0)
    expect(await eventually(height, (h) => h === 50), 'logo height after scrolling').to.equal(50)

    await b.page.mouse.wheel(0, -2000)
    expect(await eventually(() => b.page.evaluate(() => window.scrollY), (y) => y === 0), 'scrollY back at the top').to.equal(0)
    expect(await eventually(height, (h) => h === 107), 'logo height back at the top').to.equal(107)
  })

  it('J2.09 a page opened part way down (a reload keeps the place) shows the 50 px logo', async () => {
    await b.open('/get-a-quote')
    await b.page.getByRole('main').getByRole('heading').first().waitFor()
    await b.page.evaluate(() => window.scrollTo(0, 250))
    await b.page.reload({ waitUntil: 'load' })
    expect(await eventually(() => b.page.evaluate(() => window.scrollY), (y) => y > 0), 'scrollY after the reload').to.be.greaterThan(0)
    const logo = b.page.getByRole('banner').getByRole('link', { name: /home/i }).locator('svg, img').first()
    expect(await eventually(async () => Math.round((await logo.boundingBox())?.height ?? 0), (h) => h === 50), 'logo height after the reload').to.equal(50)
  })
})
