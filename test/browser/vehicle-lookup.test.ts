import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { useBrowser } from './harness'
import { aboutYou, choose, next, onSection, pick } from './quote-form-driver'

const RIDER = { title: 'Mr', forename: 'Tomasz', surname: 'Wieczorek', dob: '21/11/1990', email: 't.wieczorek@example.com' }
const REGISTRATION_QUESTION = "Do you know your bike's registration number?"

/** Runs the manual cascade to 'Please confirm the vehicle', picking the first option of each list; returns the make. */
const runCascade = async (page: Page): Promise<string> => {
  await pick(page, 'Manufacturer', { index: 1 })
  const make = await page.getByLabel('Manufacturer', { exact: true }).inputValue()
  for (const label of ['Model', 'Fuel type', 'Year of manufacture', 'Transmission']) {
    await page.getByLabel(label, { exact: true }).waitFor()
    await pick(page, label, { index: 1 })
  }
  await page.getByRole('group', { name: 'Please confirm the vehicle' }).waitFor()
  return make
}

/*
 * The vehicle card's links and the registration box, driven through the real app (store, sagas, mock
 * server): what the rider sees after each click is the store's answer, not a stub's.
 */
describe('browser: the vehicle card and the registration box', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })
  const card = () => b.page.locator('.vehicle-card')
  const findBike = () => b.page.getByRole('button', { name: 'Find bike' })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    await choose(b.page, REGISTRATION_QUESTION, 'Yes')
  })

  it('F5.03 Find bike stays disabled until the box holds a UK registration, and the box keeps at most 7 characters', async () => {
    const box = b.page.getByLabel('Registration number')
    expect(await findBike().isDisabled()).to.equal(true)
    for (const partial of ['Y', 'YH19K', 'YH19 KX', '1234']) {
      await box.fill(partial)
      expect(await findBike().isDisabled(), `Find bike with '${partial}'`).to.equal(true)
    }
    await box.fill('yh19 kxt')
    expect(await box.inputValue()).to.equal('YH19KXT')
    expect(await findBike().isEnabled()).to.equal(true)
    await box.fill('YH19KXTQQ')
    expect((await box.inputValue()).length).to.be.at.most(7)
  })

  it("F2.21 the card's 'Find your vehicle manually' takes the card away and opens the manual cascade; Confirm brings the card back with the chosen bike", async function () {
    this.timeout(30_000)
    await b.page.getByLabel('Registration number').fill('YH19KXT')
    await findBike().click()
    await card().waitFor()
    expect(await card().innerText()).to.contain('TRIUMPH')
    await card().getByRole('button', { name: 'Find your vehicle manually' }).click()
    await card().waitFor({ state: 'detached' })
    await b.page.getByLabel('Manufacturer', { exact: true }).waitFor()
    const make = await runCascade(b.page)
    const confirm = b.page.getByRole('group', { name: 'Please confirm the vehicle' })
    const button = confirm.getByRole('button', { name: 'Confirm' })
    expect(await button.isDisabled()).to.equal(true)
    await confirm.getByRole('radio').first().check()
    // The picked bike is the store's: the radio stays checked after the store re-renders the list.
    expect(await confirm.getByRole('radio').first().isChecked()).to.equal(true)
    await button.click()
    await card().waitFor()
    const text = await card().innerText()
    expect(text).to.contain(make)
    expect(text).not.to.contain('TRIUMPH')
  })

  it("F2.21 F4.15 the card's 'Find another registration' takes the card away and shows the registration box; the other bike answers stay", async function () {
    this.timeout(30_000)
    await choose(b.page, 'Does the bike have a sidecar?', 'No')
    await card().getByRole('button', { name: 'Find another registration' }).click()
    await card().waitFor({ state: 'detached' })
    await b.page.getByLabel('Registration number').waitFor()
    const yes = b.page.getByRole('group', { name: REGISTRATION_QUESTION, exact: true }).getByLabel('Yes', { exact: true })
    expect(await yes.isChecked()).to.equal(true)
    const sidecarNo = b.page.getByRole('group', { name: 'Does the bike have a sidecar?', exact: true }).getByLabel('No', { exact: true })
    expect(await sidecarNo.isChecked()).to.equal(true)
    await b.page.getByLabel('Registration number').fill('MA21DKV')
    await findBike().click()
    await card().waitFor()
    expect(await card().innerText()).to.contain('HONDA')
  })
})
