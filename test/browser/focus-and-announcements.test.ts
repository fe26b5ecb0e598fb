import { expect } from 'chai'
import type { Locator, Page, Route } from 'playwright-core'
import type { ProposalInput } from '../../src/domain/codecs'
import { eventually, useBrowser, type BrowserSession } from './harness'
import { pick, ukDateIn } from './quote-form-driver'
import { editPath, isoDayIn, pricePagePath, quotedProposal } from './quoted-proposal'
import { startScreenReader, type ScreenReader } from './screen-reader'

/*
 * Focus is never lost, and changes are heard: in a real Chromium against the mock insurer, each action that takes
 * away the control holding focus is made with the keyboard, and focus is then where the rider's next step starts,
 * never on the page's body, not even for one frame; what changes by itself (a new price, the basket's total, a
 * lookup's answer, the connection) is heard through a live region by a virtual screen reader running in the page
 * (test/browser/screen-reader.ts). Every wait is for a condition.
 */

const CLAIMS_Q = 'Have you had any accidents, claims or losses in the last 5 years?'
const CONVICTIONS_Q = 'Have you had any points, penalties, disqualifications or bans in the last 5 years?'
const MODIFIED_Q = "Has the bike been modified from the manufacturer's standard?"
const RIDERS_Q = 'Would you like to add anyone else who will ride the bike?'

/** A claim within the last five years, `days` ago. */
const claim = (days: number) => ({
  description: 'THEFT',
  date: isoDayIn(-days),
  has_own_damage_cost: false,
  has_third_party_cost: false,
  is_ncb_prejudiced: false,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
})

/** A speeding conviction a year ago. */
const conviction = () => ({
  code: 'SP30',
  conviction_date: isoDayIn(-300),
  offence_date: isoDayIn(-360),
  points: 3,
  has_ban_months: false,
  ban_months: null,
  fine: 100,
})

/** The sample proposal with four claims and a conviction for the proposer, and one additional rider. */
const withItems = (b: ProposalInput): ProposalInput => {
  const me = b.risk.proposer
  const { address: _a, email_address: _e, phone_numbers: _p, ...person } = {
    ...structuredClone(me),
    name: { title: 'Mr', forenames: 'Tomasz', surname: 'Nowak' },
    relationship_to_proposer: 'S',
  }
  return {
    ...b,
    risk: {
      ...b.risk,
      proposer: {
        ...me,
        driver_details: {
          ...me.driver_details,
          has_claims: true,
          claims: [claim(100), claim(200), claim(300), claim(400)] as never,
          licence: { ...me.driver_details.licence, has_convictions: true, convictions: [conviction()] as never },
        },
      },
      has_additional_drivers: true,
      additional_drivers: [person as never],
    },
  }
}

/**
 * Counts, from now on, the animation frames in which focus is on the page's body (or nowhere): a frame the rider
 * could see, or a screen reader could land in, with focus lost. `framesLost` reads the count and stops.
 */
const watchFocus = (page: Page): Promise<void> =>
  // A script, not a function: the test runner's compiler would wrap a named function in a helper the page lacks.
  page.evaluate(`(() => {
    window.__framesLost = 0
    window.__watching = true
    const frame = () => {
      if (!window.__watching) return
      if (document.activeElement === null || document.activeElement === document.body) window.__framesLost += 1
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })()`)

const framesLost = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const w = window as unknown as { __framesLost?: number; __watching?: boolean }
    w.__watching = false
    return w.__framesLost ?? 0
  })

/** The focused element, described for a failure message: tag, id and text. */
const focusedNow = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement
    if (el === null) return 'nothing'
    if (el === document.body) return 'the body'
    return `<${el.tagName.toLowerCase()}${el.id === '' ? '' : ` id="${el.id}"`}> ${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}`
  })

/** Waits until `target` has focus (about 5 s), then asserts it, saying what has focus instead. */
const expectFocusOn = async (page: Page, target: Locator, what: string): Promise<void> => {
  const on = await eventually(
    () => target.evaluate((el) => el === document.activeElement).catch(() => false),
    (v) => v,
    5000,
  )
  expect(on, `focus is on ${what}, not on ${await focusedNow(page)}`).to.equal(true)
}

/** Moves focus to `target` and presses Enter, as a keyboard user on it does. */
const enterOn = async (target: Locator): Promise<void> => {
  await target.focus()
  await target.page().keyboard.press('Enter')
}

/** Moves focus to `target`, starts watching focus (`watchFocus`), then presses Enter. */
const watchAndEnterOn = async (target: Locator): Promise<void> => {
  await target.focus()
  await watchFocus(target.page())
  await target.page().keyboard.press('Enter')
}

/**
 * Presses `button` with Enter (watching focus from it), waits for focus to land on the text box `box`, then types
 * `text` and presses Enter there, as a rider searching again does.
 */
const searchAgain = async (page: Page, button: Locator, box: Locator, what: string, text: string): Promise<void> => {
  await watchAndEnterOn(button)
  await expectFocusOn(page, box, what)
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
}

/** Asserts that focus was never on the body since `watchFocus`. */
const neverLost = async (page: Page): Promise<void> => {
  expect(await framesLost(page), 'frames with focus on the body').to.equal(0)
}

/**
 * Records, from now on, each moment focus is nowhere, even within a task that no frame shows: a focusout that no
 * element takes focus from (the element holding focus removed, disabled or blurred, so focus falls to the body),
 * and a change of the page after which focus is on the body. `movesToNowhere` returns the record and stops it.
 */
const recordFocusMoves = (page: Page): Promise<void> =>
  page.evaluate(`(() => {
    const record = []
    const what = (el) => el instanceof Element ? '<' + el.tagName.toLowerCase() + '> ' + (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40) : String(el)
    const out = (e) => { if (e.relatedTarget === null) record.push('focus left ' + what(e.target) + ' for nowhere') }
    const observer = new MutationObserver(() => {
      if (document.activeElement === null || document.activeElement === document.body) record.push('the page changed with focus on the body')
    })
    document.addEventListener('focusout', out, true)
    observer.observe(document, { subtree: true, childList: true, attributes: true })
    window.__focusMoves = () => {
      document.removeEventListener('focusout', out, true)
      observer.disconnect()
      return record
    }
  })()`)

const movesToNowhere = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __focusMoves: () => string[] }).__focusMoves())

/** The manual search's call (POST /api/vehicle; not the registration's GET /api/vehicle?registration=). */
const isManualSearch = (url: URL): boolean => url.pathname === '/api/vehicle' && !url.searchParams.has('registration')

/** The address lookup's call (GET /api/address?postcode=…). */
const isAddressLookup = (url: URL): boolean => url.pathname === '/api/address'

/** Sends a POST or GET on to the mock insurer asking it to answer 500 (its `500` scenario). */
const failWith500 = (route: Route): Promise<void> => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '500' } })

/** Opens step 2 of a new quoted proposal's edit form, its bike's card showing, and starts the virtual screen reader. */
const onFoundBike = async (b: BrowserSession): Promise<ScreenReader> => {
  const p = await quotedProposal(b.base)
  await b.open(editPath(p.uuid, 2))
  await b.page.locator('.vehicle-card').waitFor()
  return startScreenReader(b.page)
}

/** Opens step 3 of a new quoted proposal's edit form (its address chosen) and starts the virtual screen reader. */
const onYourDetails = async (b: BrowserSession): Promise<ScreenReader> => {
  const p = await quotedProposal(b.base)
  await b.open(editPath(p.uuid, 3))
  await b.page.getByRole('heading', { level: 2, name: /Your Details$/ }).waitFor()
  return startScreenReader(b.page)
}

/** Opens step 3 of a new quoted proposal's edit form with four claims and a conviction (`withItems`): its claims' list. */
const claimsOnYourDetails = async (b: BrowserSession): Promise<Locator> => {
  const p = await quotedProposal(b.base, { change: withItems })
  await b.open(editPath(p.uuid, 3))
  await b.page.getByRole('heading', { level: 2, name: /Your Details$/ }).waitFor()
  const claims = b.page.getByRole('list', { name: 'Claims', exact: true })
  await claims.waitFor()
  return claims
}

/** The phrase heard last that matches, for assertions on its text. */
const heardLast = async (sr: ScreenReader, pattern: RegExp): Promise<string> => {
  const log = await sr.heard(pattern, 10_000)
  const phrase = [...log].reverse().find((p) => pattern.test(p))
  expect(phrase, `heard ${JSON.stringify(log.slice(-12))}`).to.not.equal(undefined)
  return phrase ?? ''
}

describe('browser: focus is never lost, and changes are heard', function () {
  this.timeout(90_000)
  const b = useBrowser({ freshTab: true })

  describe('on the price page', () => {
    it("after 'Confirm & requote' focus stays on the button while the price is recalculated, then lands on the new price's heading, never on the body; the new price is heard", async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      await b.open(pricePagePath(p.uuid))
      const before = await page.getByTestId('annual-premium').textContent()
      const sr = await startScreenReader(page)
      const excess = page.getByLabel('Voluntary excess', { exact: true })
      await excess.focus()
      await excess.selectOption({ label: '£1,000' })
      await page.keyboard.press('Tab')
      const confirm = page.getByRole('button', { name: 'Confirm & requote' })
      await expectFocusOn(page, confirm, "'Confirm & requote', the next stop after the excess")
      await watchFocus(page)
      await page.keyboard.press('Enter')
      await confirm.waitFor({ state: 'detached' })
      await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Your annual price' }), "the new price's heading")
      await neverLost(page)
      const after = await page.getByTestId('annual-premium').textContent()
      expect(after, 'a higher excess costs less').to.not.equal(before)
      await heardLast(sr, /^polite: Updating your price…$/)
      const said = await heardLast(sr, /^polite: Your annual price: /)
      expect(said).to.equal(`polite: Your annual price: ${after ?? ''} a year, including Insurance Premium Tax.`)
      // The price's region was there, empty, before the requote: heard as it changed, not drawn full.
      const log = await sr.spoken()
      expect(log.indexOf('polite: Updating your price…')).to.be.lessThan(log.indexOf(said))
      await sr.stop()
    })

    it('switching how to pay with the arrow keys is heard with the figures of the way chosen', async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      const q = p.quote
      if (q == null) throw new Error('the proposal is quoted')
      await b.open(pricePagePath(p.uuid))
      const pay = page.getByRole('group', { name: 'How would you like to pay?' })
      await pay.getByLabel('Pay in full').waitFor()
      const sr = await startScreenReader(page)
      await pay.getByRole('radio', { checked: true }).focus()
      await page.keyboard.press('ArrowDown')
      await page.getByTestId('monthly-deposit').waitFor()
      const pounds = (n: number | null | undefined) => `£${(n ?? 0).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      expect(await heardLast(sr, /^polite: Your monthly price: /)).to.equal(
        `polite: Your monthly price: ${pounds(q.monthly_payment)} a month, after a deposit of ${pounds(q.monthly_deposit)}. Total amount payable ${pounds(q.monthly_total_payable)}.`,
      )
      await page.keyboard.press('ArrowUp')
      expect(await heardLast(sr, /^polite: Your annual price: /)).to.equal(`polite: Your annual price: ${pounds(q.premium)} a year, including Insurance Premium Tax.`)
      await sr.stop()
    })
  })

  describe('on the form', () => {
    it('an empty Continue is heard with the error summary: its title and every problem', async () => {
      const { page } = b
      await b.open('/get-a-quote')
      await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
      const sr = await startScreenReader(page)
      await enterOn(page.getByRole('button', { name: 'Continue', exact: true }))
      const summary = page.getByRole('group', { name: 'There is a problem' })
      await summary.waitFor()
      const problems = await summary.getByRole('link').allInnerTexts()
      expect(problems.length).to.be.greaterThan(2)
      const said = await heardLast(sr, /^assertive: There is a problem/)
      for (const problem of problems) expect(said).to.contain(problem)
      await sr.stop()
    })

    it("Continue and Back move focus to the new step's heading in the commit that draws it, never through the body", async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      await b.open(editPath(p.uuid, 1))
      const step1 = page.getByRole('heading', { level: 2, name: /About You$/ })
      await step1.waitFor()
      const cont = page.getByRole('button', { name: 'Continue', exact: true })
      await cont.focus()
      await watchFocus(page)
      await page.keyboard.press('Enter')
      await expectFocusOn(page, page.getByRole('heading', { level: 2, name: /About Your Bike$/ }), "step 2's heading")
      await enterOn(page.getByRole('button', { name: 'Back', exact: true }))
      await expectFocusOn(page, step1, "step 1's heading (Back is gone there)")
      await neverLost(page)
    })

    it("a Remove lands on Add Another; the last item's Remove lands on the question's No; a dialog's Save whose Add is hidden lands on the list, straight from the dialog", async () => {
      const { page } = b
      const claims = await claimsOnYourDetails(b)

      // A fifth claim hides Add: its dialog's Save lands on the list, since the button that opened it is gone.
      await watchAndEnterOn(page.getByRole('button', { name: 'Add Another Claim', exact: true }))
      const dialog = page.getByRole('dialog', { name: 'Add a claim', exact: true })
      await dialog.waitFor()
      await dialog.getByLabel('What happened?', { exact: true }).selectOption({ index: 1 })
      await dialog.getByLabel('Date of the claim', { exact: true }).fill(ukDateIn(-50))
      for (const [question, answer] of [
        ['Was there a cost for damage to your bike?', 'No'],
        ['Was there a cost to a third party?', 'No'],
        ['Was your no claims bonus affected?', 'Yes'],
        ['Was anyone injured?', 'No'],
        ['Was the claim made under your policy?', 'Yes'],
      ] as const) {
        await dialog.getByRole('group', { name: question, exact: true }).getByLabel(answer, { exact: true }).check()
      }
      await dialog.getByRole('button', { name: 'Save', exact: true }).focus()
      await recordFocusMoves(page)
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'detached' })
      expect(await claims.getByRole('listitem').count()).to.equal(5)
      await expectFocusOn(page, claims, "the claims' list (Add is hidden at five)")
      // Straight from the dialog to the list, not through the Add button that goes in the same render.
      expect(await movesToNowhere(page), 'focus nowhere across the Save').to.deep.equal([])

      // A Remove lands on the Add button, shown again.
      await enterOn(page.getByRole('button', { name: 'Remove claim 1', exact: true }))
      await expectFocusOn(page, page.getByRole('button', { name: 'Add Another Claim', exact: true }), 'Add Another Claim')
      for (let n = 4; n > 1; n--) {
        await enterOn(page.getByRole('button', { name: 'Remove claim 1', exact: true }))
        await eventually(() => claims.getByRole('listitem').count(), (c) => c === n - 1)
      }
      // The last one's Remove turns the answer to No, where focus lands.
      await enterOn(page.getByRole('button', { name: 'Remove claim 1', exact: true }))
      const claimsNo = page.getByRole('group', { name: CLAIMS_Q, exact: true }).getByLabel('No', { exact: true })
      await expectFocusOn(page, claimsNo, `the claims question's No`)
      expect(await claimsNo.isChecked()).to.equal(true)

      // The same for a conviction.
      await enterOn(page.getByRole('button', { name: 'Remove conviction 1', exact: true }))
      await expectFocusOn(page, page.getByRole('group', { name: CONVICTIONS_Q, exact: true }).getByLabel('No', { exact: true }), "the convictions question's No")
      await neverLost(page)
    })

    it("an edit form opened on a step with claims names them in the claims list's words, and a Remove is heard with the item that went and how many are left, so removing 'claim 1' twice is heard twice", async () => {
      const { page } = b
      const claims = await claimsOnYourDetails(b)
      // Each line names its claim in the reference list's words once the list the question asks for is in.
      const summaries = await eventually(
        () => claims.locator('.repeater__summary').allTextContents(),
        (lines) => lines.length > 0 && lines.every((line) => line.endsWith(' – Theft')),
      )
      expect(summaries.length, 'claims to remove').to.be.greaterThan(2)
      expect(summaries.filter((line) => !line.endsWith(' – Theft')), "lines not in the list's words").to.deep.equal([])
      const left = (n: number) => `${n} claim${n === 1 ? '' : 's'} left.`
      const sr = await startScreenReader(page)
      for (const [i, summary] of summaries.slice(0, 2).entries()) {
        await enterOn(page.getByRole('button', { name: 'Remove claim 1', exact: true }))
        const count = summaries.length - 1 - i
        expect(await heardLast(sr, new RegExp(`^polite: Claim 1 removed: .* ${left(count).replace('.', '\\.')}$`))).to.equal(`polite: Claim 1 removed: ${summary}. ${left(count)}`)
      }
      await expectFocusOn(page, page.getByRole('button', { name: 'Add Another Claim', exact: true }), 'Add Another Claim')
      await neverLost(page)
      await sr.stop()
    })

    it("the rider dialog's Save, by Enter in a box it commits, closes in that render and moves focus straight back to Edit, never to the body", async () => {
      const { page, base } = b
      const p = await quotedProposal(base, { change: withItems })
      await b.open(editPath(p.uuid, 5))
      await page.getByRole('heading', { level: 2, name: /Additional Riders$/ }).waitFor()
      const edit = page.getByRole('button', { name: 'Edit rider 1', exact: true })
      await enterOn(edit)
      const dialog = page.getByRole('dialog', { name: 'Edit rider 1', exact: true })
      const forenames = dialog.getByLabel('First name', { exact: true })
      await forenames.waitFor()
      await forenames.fill('Tadeusz')
      await recordFocusMoves(page)
      await watchFocus(page)
      await forenames.press('Enter')
      await dialog.waitFor({ state: 'detached' })
      await expectFocusOn(page, edit, 'Edit rider 1, which opened the dialog')
      expect(await movesToNowhere(page), 'focus nowhere across the Save').to.deep.equal([])
      await neverLost(page)
      expect(await page.getByRole('list', { name: 'Riders', exact: true }).innerText()).to.contain('Tadeusz')
    })

    it("a modification's and an additional rider's Remove land on their question's No", async () => {
      const { page, base } = b
      const p = await quotedProposal(base, { change: withItems })
      await b.open(editPath(p.uuid, 2))
      await page.getByRole('heading', { level: 2, name: /About Your Bike$/ }).waitFor()
      await watchAndEnterOn(page.getByRole('button', { name: 'Remove modification 1', exact: true }))
      await expectFocusOn(page, page.getByRole('group', { name: MODIFIED_Q, exact: true }).getByLabel('No', { exact: true }), "the modifications question's No")
      await neverLost(page)
      await b.open(editPath(p.uuid, 5))
      await page.getByRole('heading', { level: 2, name: /Additional Riders$/ }).waitFor()
      await watchAndEnterOn(page.getByRole('button', { name: 'Remove rider 1', exact: true }))
      await expectFocusOn(page, page.getByRole('group', { name: RIDERS_Q, exact: true }).getByLabel('No', { exact: true }), "the riders question's No")
      await neverLost(page)
    })

    it("'Find another registration' lands on the registration box; a lookup's failure and its find are heard, Try Again lands on the box and a found bike on its card, heard as 'Your bike'", async () => {
      const { page } = b
      const sr = await onFoundBike(b)
      const box = page.getByLabel('Registration number')
      await searchAgain(page, page.getByRole('button', { name: 'Find another registration' }), box, 'the registration box', 'NF12NFD')
      await heardLast(sr, /^polite: We could not find a bike with that registration\./)
      // The box went with the failure: focus is on the panel's Try Again.
      const tryAgain = page.getByRole('button', { name: 'Try Again' })
      await expectFocusOn(page, tryAgain, 'Try Again')
      await page.keyboard.press('Enter')
      await expectFocusOn(page, box, 'the registration box again')
      await page.keyboard.type('YH19KXT')
      await page.keyboard.press('Enter')
      const card = page.locator('.vehicle-card')
      await card.waitFor()
      const said = await heardLast(sr, /^polite: We found your bike: /)
      const make = (await card.locator('.vehicle-card__row', { hasText: 'Make' }).locator('dd').textContent()) ?? ''
      expect(said).to.contain(make)
      await expectFocusOn(page, card, 'the card')
      // Said as focus lands: the card is a region named by its title.
      await heardLast(sr, /^region, Your bike$/)
      await neverLost(page)
      await sr.stop()
    })

    it("'Find another address' lands on the postcode box; the addresses found are heard; choosing one lands on the chosen address, heard with it", async () => {
      const { page } = b
      const sr = await onYourDetails(b)
      await searchAgain(page, page.getByRole('button', { name: 'Find another address' }), page.getByLabel('Your postcode'), 'the postcode box', 'M1 1AE')
      const said = await heardLast(sr, /^polite: \d+ address(es)? found for /)
      const listed = await page.locator('.address-list button').count()
      expect(said).to.equal(`polite: ${listed === 1 ? '1 address' : `${String(listed)} addresses`} found for M1 1AE. Choose yours from the list.`)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expectFocusOn(page, page.locator('.address-list button').first(), 'the first address')
      const first = await page.locator('.address-list button').first().innerText()
      await page.keyboard.press('Enter')
      await expectFocusOn(page, page.locator('.lookup--chosen'), 'the chosen address')
      // Said as focus lands: the group of the chosen address, named by its label and described by the address.
      const landed = await heardLast(sr, /^group, Your address, /)
      expect(landed).to.equal(`group, Your address, ${first}`)
      await neverLost(page)
      await sr.stop()
    })

    it("F8.02 a failed manual search is heard with the words its confirm stage shows, and focus lands on the search's first list", async () => {
      const { page } = b
      const sr = await onFoundBike(b)
      await page.route(isManualSearch, failWith500)
      try {
        await watchAndEnterOn(page.getByRole('button', { name: 'Find your vehicle manually' }))
        const shown = page.locator('#confirm-vehicle-hint')
        await shown.waitFor()
        const said = await heardLast(sr, /^polite: We could not search for bikes/)
        expect(said).to.equal(`polite: ${await shown.innerText()}`)
        await expectFocusOn(page, page.getByLabel('Manufacturer', { exact: true }), 'the manufacturer list')
        await neverLost(page)
      } finally {
        await page.unroute(isManualSearch, failWith500)
        await sr.stop()
      }
    })

    it("the manual search's answer is heard as its confirm stage opens: how many bikes match the choices", async () => {
      const { page } = b
      const sr = await onFoundBike(b)
      await enterOn(page.getByRole('button', { name: 'Find your vehicle manually' }))
      for (const label of ['Manufacturer', 'Model', 'Fuel type', 'Year of manufacture', 'Transmission']) await pick(page, label, { index: 1 })
      const bikes = page.getByRole('group', { name: 'Please confirm the vehicle' }).getByRole('radio')
      await bikes.first().waitFor()
      const n = await bikes.count()
      expect(await heardLast(sr, /^polite: \d+ bikes? match/)).to.equal(
        `polite: ${n === 1 ? '1 bike matches' : `${String(n)} bikes match`} these details. Choose yours, then Confirm.`,
      )
      await sr.stop()
    })

    it("F8.03 a failed address lookup gives no message, on the screen or in its live region; searching again is heard with the addresses found", async () => {
      const { page } = b
      const sr = await onYourDetails(b)
      const box = page.getByLabel('Your postcode')
      const lookup = page.locator('.lookup').filter({ has: box })
      let failed = 0
      const failing = (route: Route): Promise<void> => {
        failed++
        return failWith500(route)
      }
      await page.route(isAddressLookup, failing)
      try {
        const before = (await sr.spoken()).length
        await searchAgain(page, page.getByRole('button', { name: 'Find another address' }), box, 'the postcode box', 'G12 8QQ')
        await page.getByRole('button', { name: 'Find address', exact: true }).waitFor()
        expect(await eventually(async () => failed, (n) => n > 0, 10_000), 'the lookup was answered 500').to.be.greaterThan(0)
        // Logged only (F8.03): the lookup shows its box and button as before, no list, and its region says nothing.
        await page.waitForTimeout(1_000)
        expect(await lookup.innerText()).to.equal(`Your postcode\nWe will find your address from it\nFind address`)
        expect((await sr.spoken()).slice(before).filter((p) => p.startsWith('polite:'))).to.deep.equal([])
        expect(await box.evaluate((el) => el === document.activeElement)).to.equal(true)
      } finally {
        await page.unroute(isAddressLookup, failing)
      }
      await page.keyboard.press('Enter')
      const listed = page.locator('.address-list button')
      await listed.first().waitFor()
      expect(await heardLast(sr, /^polite: \d+ address(es)? found for /)).to.equal(
        `polite: ${String(await listed.count())} addresses found for G12 8QQ. Choose yours from the list.`,
      )
      await sr.stop()
    })
  })

  describe('on the extras', () => {
    it("adding an extra is heard with the basket's new total; the basket's Remove lands on its heading and the new total is heard", async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      await b.open(`/quote/addons?uuid=${encodeURIComponent(p.uuid)}`)
      await page.getByRole('heading', { name: 'Optional extras', level: 1 }).waitFor()
      const basket = page.getByTestId('basket')
      await basket.waitFor()
      const sr = await startScreenReader(page)
      const card = page.getByTestId('accordion-addon-BLE')
      const toggle = card.getByRole('heading').getByRole('button')
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await enterOn(toggle)
      await card.getByRole('radio', { name: 'Add to quote' }).focus()
      await page.keyboard.press('Space')
      await basket.locator('[data-code="BLE"]').waitFor()
      const total = async () => (await basket.getByTestId('basket-premium-plus-extras').textContent()) ?? ''
      expect(await heardLast(sr, /^polite: Your basket now comes to /)).to.equal(`polite: Your basket now comes to ${await total()}, premium plus extras.`)
      await watchAndEnterOn(basket.getByRole('button', { name: /^Remove / }))
      await basket.getByTestId('basket-empty').waitFor()
      await expectFocusOn(page, basket.getByRole('heading', { name: 'Your basket' }), "the basket's heading")
      await neverLost(page)
      const said = `polite: Your basket now comes to ${await total()}, premium plus extras.`
      const lastTotal = (log: readonly string[]) => log.filter((s) => s.startsWith('polite: Your basket')).at(-1)
      expect(lastTotal(await eventually(sr.spoken, (log) => lastTotal(log) === said))).to.equal(said)
      await sr.stop()
    })
  })

  describe('anywhere', () => {
    it("a Continue that opens another screen lands on that screen's heading once it is drawn, and so does the browser's Back, never the body", async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      await b.open(pricePagePath(p.uuid))
      await page.getByTestId('quote-reference').waitFor()
      await enterOn(page.getByRole('button', { name: 'Continue', exact: true }))
      await page.waitForURL(/\/quote\/addons\?/)
      await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'Optional extras' }), "the extras' heading")
      // The next stop is the screen's first control, as from the top of the screen.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)), 'the next stop is in the screen').to.equal(true)
      await page.goBack()
      await page.waitForURL(/\/quote\/payment-option\?/)
      await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'Your quote' }), "the price page's heading, after Back")
    })

    it('a lost connection is heard: the offline banner is drawn into a region that was there, empty, before', async () => {
      const { page, context } = b
      await b.open('/get-a-quote')
      await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
      const region = page.getByTestId('offline-region')
      expect(await region.getAttribute('role')).to.equal('status')
      expect(await region.innerText()).to.equal('')
      const sr = await startScreenReader(page)
      try {
        await context.setOffline(true)
        expect(await heardLast(sr, /^polite: You are offline\./)).to.contain('Your answers are kept on this device')
      } finally {
        await context.setOffline(false)
        await sr.stop()
      }
    })
  })
})
