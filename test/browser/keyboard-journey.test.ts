import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { useBrowser } from './harness'
import { onSection, ukDateIn } from './quote-form-driver'

/*
 * The whole quote form with the keyboard alone: focus only ever moves by Tab, answers are typed, radios are
 * chosen with Space or the arrow keys, lists with the arrow keys or by typing, buttons pressed with Enter.
 * No click, no programmatic focus.
 */

const MAX_TABS = 120

/**
 * Presses Tab (or Shift+Tab, when the element comes before the focus) until the element with this id has
 * focus; waits for it to be shown first, as a rider waits for a question to appear. Fails if Tab never
 * reaches it.
 */
const tabTo = async (page: Page, id: string): Promise<void> => {
  await page.locator(`[id="${id}"]`).first().waitFor()
  for (let i = 0; i < MAX_TABS; i++) {
    const where = await page.evaluate((target) => {
      const el = document.getElementById(target)
      const active = document.activeElement
      if (el === null || active === null) return 'after'
      if (el === active) return 'here'
      return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after'
    }, id)
    if (where === 'here') return
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`#${id} could not be reached with Tab`)
}

/** Tabs to a text box and types the answer (committed when focus moves on). */
const type = async (page: Page, id: string, text: string): Promise<void> => {
  await tabTo(page, id)
  await page.keyboard.type(text)
  await page.keyboard.press('Tab')
}

/** Tabs to a yes/no question and chooses: Space picks the first option, ArrowRight the second. */
const yesNo = async (page: Page, id: string, second: boolean): Promise<void> => {
  await tabTo(page, id)
  await page.keyboard.press(second ? 'ArrowRight' : 'Space')
}

/** Tabs to a list, waits for its options to load, and moves down it `steps` options with the arrow key. */
const listDown = async (page: Page, id: string, steps: number): Promise<void> => {
  await tabTo(page, id)
  await page.waitForFunction(
    ([target, n]) => ((document.getElementById(target as string) as HTMLSelectElement | null)?.options.length ?? 0) > (n as number),
    [id, steps] as const,
  )
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
}

/** Tabs to a button by its text and presses Enter. */
const press = async (page: Page, text: string): Promise<void> => {
  for (let i = 0; i < MAX_TABS; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      return el instanceof HTMLButtonElement ? el.textContent?.trim() : null
    })
    if (focused === text) {
      await page.keyboard.press('Enter')
      return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`the button '${text}' could not be reached with Tab`)
}

describe('browser: the whole quote form with the keyboard alone', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 900 } })

  it('a rider answers all five sections and gets a quote without touching the mouse', async function () {
    this.timeout(60_000)
    const p = b.page
    await b.open('/get-a-quote')
    await onSection(p, 'About You')

    await listDown(p, 'risk.proposer.name.title', 2)
    await type(p, 'risk.proposer.name.forenames', 'Tomasz')
    await type(p, 'risk.proposer.name.surname', 'Wierzbicki-Hale')
    await type(p, 'risk.proposer.date_of_birth', '22/11/1975')
    await type(p, 'risk.proposer.email_address', 'tomasz.wh@example.net')
    await yesNo(p, 'risk.proposer.has_insurance_refused', true)
    await yesNo(p, 'risk.userfields.has_email_consent', true)
    await press(p, 'Continue')
    await onSection(p, 'About Your Bike')

    await yesNo(p, 'risk.vehicle.has_registration', false)
    await type(p, 'risk.vehicle.abi_code', 'SF23 WYK')
    await press(p, 'Find bike')
    await p.locator('.vehicle-card').waitFor()
    await type(p, 'risk.vehicle.value', '11250')
    await yesNo(p, 'risk.vehicle.purchased.is_purchased', true)
    await yesNo(p, 'risk.vehicle.keeper', false)
    await yesNo(p, 'risk.vehicle.has_alarm', true)
    await yesNo(p, 'risk.vehicle.has_immobiliser', true)
    await yesNo(p, 'risk.vehicle.has_tracker', true)
    await yesNo(p, 'risk.vehicle.is_exclude_pillion_riders', false)
    await yesNo(p, 'risk.vehicle.imported', true)
    await yesNo(p, 'risk.vehicle.has_side_car', true)
    await yesNo(p, 'risk.vehicle.is_modified', true)
    await listDown(p, 'risk.vehicle.kept_location', 1)
    await yesNo(p, 'risk.vehicle.is_kept_at_proposer_postcode', false)
    await listDown(p, 'risk.vehicle.class_of_use', 2)
    await type(p, 'risk.total_mileage', '3000')
    await press(p, 'Continue')
    await onSection(p, 'Your Details')

    await listDown(p, 'risk.proposer.driver_details.licence.type', 1)
    await type(p, 'risk.proposer.driver_details.licence.date', '10/10/1995')
    for (const id of [
      'risk.proposer.driver_details.has_claims',
      'risk.proposer.driver_details.licence.has_convictions',
      'risk.proposer.driver_details.has_medical_condition',
      'risk.proposer.driver_details.has_motoring_organisation',
      'risk.proposer.driver_details.has_access_to_other_vehicles',
    ]) {
      await yesNo(p, id, true)
    }
    await listDown(p, 'risk.proposer.marital_status', 2)
    await yesNo(p, 'risk.proposer.resident.is_uk_born', false)
    await listDown(p, 'risk.proposer.full_time_occupation.status', 1)
    await listDown(p, 'risk.proposer.full_time_occupation.role', 4)
    await listDown(p, 'risk.proposer.full_time_occupation.industry', 4)
    await yesNo(p, 'risk.proposer.has_part_time_occupation', true)
    await listDown(p, 'risk.duqs.education_level', 2)
    await type(p, 'risk.proposer.phone_numbers.mobile', '07700900456')
    await yesNo(p, 'risk.proposer.has_non_rta_conviction', true)
    await type(p, 'risk.proposer.address.postcode', 'M1 1AE')
    await press(p, 'Find address')
    await p.getByRole('button', { name: /M1 1AE/ }).first().waitFor()
    await tabTo(p, 'risk.proposer.address')
    await p.keyboard.press('Enter')
    await p.getByRole('button', { name: 'Find another address' }).waitFor()
    await press(p, 'Continue')
    await onSection(p, 'Cover Details')

    await type(p, 'risk.start_date', ukDateIn(3))
    await listDown(p, 'risk.vehicle.cover_type', 1)
    await yesNo(p, 'risk.has_previous_insurance', true)
    await listDown(p, 'risk.voluntary_excess', 3)
    await yesNo(p, 'is_pay_monthly', true)
    await press(p, 'Continue')
    await onSection(p, 'Additional Riders').catch(async (e: unknown) => {
      throw new Error(`${String(e)}\n${await p.locator('.error-summary').innerText().catch(() => '(no error summary)')}`)
    })

    await yesNo(p, 'risk.has_additional_drivers', true)
    await yesNo(p, 'risk.userfields.has_third_party_authority', true)
    await press(p, 'Submit')
    await p.waitForURL(/\/quote\/payment-option\?uuid=/, { timeout: 15_000 })
    await p.getByTestId('quote-reference').waitFor()
    expect(await p.getByTestId('quote-reference').innerText()).to.match(/^\d{5}-\d{5}-\d{5}$/)
  })
})
