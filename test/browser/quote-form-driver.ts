import type { Locator, Page } from 'playwright-core'

/**
 * Drives the quote form the way a person does: by question labels and button texts only. Text answers are
 * committed by leaving the field (Tab), as a rider's are.
 */

/** DD/MM/YYYY for a day `days` from today. */
export const ukDateIn = (days: number): string => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}

/**
 * How the driver presses buttons and radios: 'mouse' (click, check) or 'touch' (a tap on a touch screen, after
 * checking the target is at least 24 × 24 px, WCAG 2.5.8). Set by a test file's before() hook and reset after.
 */
let pointer: 'mouse' | 'touch' = 'mouse'
export const usePointer = (p: 'mouse' | 'touch'): void => {
  pointer = p
}

const MIN_TARGET_PX = 24

/** Presses a button, link or radio as the current pointer does; a touch target smaller than 24 × 24 px throws. */
export const press = async (target: Locator): Promise<void> => {
  if (pointer === 'mouse') {
    await target.click()
    return
  }
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (box === null) throw new Error(`cannot tap ${String(target)}: it has no box`)
  if (box.width < MIN_TARGET_PX || box.height < MIN_TARGET_PX) {
    throw new Error(`touch target ${String(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, under ${MIN_TARGET_PX} × ${MIN_TARGET_PX}`)
  }
  await target.tap()
}

/**
 * How the driver enters text and list values: 'fill' (Playwright's fill and selectOption, which set the value
 * and fire its events from script) or 'keys' (a click into the box and each character typed as a key; a list
 * focused and moved to its option with the arrow keys, one change per key, as a keyboard rider does), so every
 * entry is trusted input the browser times as an interaction. Set by a before() hook or a bench and reset after.
 */
let entry: 'fill' | 'keys' = 'fill'
export const enterBy = (e: 'fill' | 'keys'): void => {
  entry = e
}

/** A rider's pace at the keyboard: a key held for 30 ms, ten keys a second. */
const KEY_HOLD_MS = 30
const KEY_EVERY_MS = 100

/** Presses `key` at a rider's pace, so each key is its own interaction, not one of a burst the page must catch up on. */
const pressPaced = async (page: Page, key: string): Promise<void> => {
  await page.keyboard.press(key, { delay: KEY_HOLD_MS })
  await page.waitForTimeout(KEY_EVERY_MS - KEY_HOLD_MS)
}

/** What the driver's moves look inside: the page, or a region of it (a dialog). */
type Scope = Page | Locator

const pageOf = (scope: Scope): Page => ('keyboard' in scope ? scope : scope.page())

/** Puts `text` in `box` as the current entry does, without leaving it. */
const typeInto = async (box: Locator, text: string): Promise<void> => {
  if (entry === 'fill') {
    await box.fill(text)
    return
  }
  await box.click()
  const page = box.page()
  if ((await box.inputValue()) !== '') await page.keyboard.press('ControlOrMeta+A')
  for (const key of text) await pressPaced(page, key)
}

export const answer = async (scope: Scope, label: string | RegExp, text: string): Promise<void> => {
  await typeInto(scope.getByLabel(label, { exact: typeof label === 'string' }), text)
  await pageOf(scope).keyboard.press('Tab')
}

export const choose = async (scope: Scope, question: string, option: string): Promise<void> => {
  const radio = scope.getByRole('group', { name: question, exact: true }).getByLabel(option, { exact: true })
  if (pointer === 'mouse') await radio.check()
  else if (!(await radio.isChecked())) await press(radio)
}

/** The index of the wanted option of a select and of the one chosen now; -1 while the list has no such option. */
const optionIndices = (select: Locator, option: string | { index: number }): Promise<{ from: number; to: number }> =>
  select.evaluate((el, o) => {
    const s = el as HTMLSelectElement
    const to = typeof o === 'string' ? [...s.options].findIndex((x) => x.label === o) : o.index < s.options.length ? o.index : -1
    return { from: s.selectedIndex, to }
  }, option)

export const pick = async (scope: Scope, label: string, option: string | { index: number }): Promise<void> => {
  const select = scope.getByLabel(label, { exact: true })
  if (entry === 'fill') {
    await select.selectOption(typeof option === 'string' ? { label: option } : option)
    return
  }
  // The list may still be loading: wait for its option.
  let at = await optionIndices(select, option)
  for (let waited = 0; at.to < 0 && waited < 10_000; waited += 100) {
    await pageOf(scope).waitForTimeout(100)
    at = await optionIndices(select, option)
  }
  if (at.to < 0) throw new Error(`${label}: no option ${JSON.stringify(option)}`)
  await select.focus()
  // One key per option passed (the arrows skip a disabled one), until the wanted one is chosen.
  for (let presses = 0; at.from !== at.to; presses++) {
    if (presses > 100) throw new Error(`${label}: the arrow keys did not reach option ${JSON.stringify(option)}`)
    await pressPaced(pageOf(scope), at.to > at.from ? 'ArrowDown' : 'ArrowUp')
    at = await optionIndices(select, option)
  }
}

/** Waits for a section's heading (the h2 ends with the section's title). */
/**
 * Waits for the form's section `title` as the app shows it: the page the build drew does not count until the app
 * has taken it over (React's root on it, and not inert: a page with a kept session to bring back is replaced,
 * src/app/page-shell.tsx).
 */
export const onSection = async (page: Page, title: string): Promise<void> => {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && !root.inert && Object.keys(root).some((k) => k.startsWith('__reactContainer'))
  })
  await page.locator('#root').getByRole('heading', { level: 2, name: new RegExp(`${title}$`) }).waitFor()
}

export const next = async (page: Page, button: 'Continue' | 'Submit' = 'Continue'): Promise<void> => {
  await press(page.getByRole('button', { name: button, exact: true }))
}

export interface Rider {
  readonly title: string
  readonly forename: string
  readonly surname: string
  readonly dob: string
  readonly email: string
}

export const aboutYou = async (page: Page, r: Rider): Promise<void> => {
  await onSection(page, 'About You')
  await pick(page, 'Title', r.title)
  await answer(page, 'First name', r.forename)
  await answer(page, 'Surname', r.surname)
  await answer(page, 'Date of birth', r.dob)
  await answer(page, 'Email address', r.email)
  await choose(page, 'Have you ever been refused motor insurance?', 'No')
  await choose(page, 'Would you like to hear about our offers and news by email?', 'No')
}

/** Section 2 after the vehicle is found: every other bike and use question. */
export const restOfBike = async (page: Page, opts: { value: string; mileage: string }): Promise<void> => {
  await answer(page, /market value/, opts.value)
  await choose(page, 'Have you bought the bike yet?', 'Yes')
  await answer(page, /When did you buy/, '14/03/2021')
  await choose(page, 'Are you the registered keeper of the bike?', 'Yes')
  await choose(page, 'Does your bike have security markings?', 'No')
  await choose(page, 'Does your bike have an immobiliser?', 'No')
  await choose(page, 'Does your bike have a tracking device?', 'No')
  await choose(page, 'Will you carry pillion passengers?', 'No')
  await choose(page, 'Is the bike an import?', 'No')
  await choose(page, 'Does the bike have a sidecar?', 'No')
  await choose(page, "Has the bike been modified from the manufacturer's standard?", 'No')
  await pick(page, 'Where is the bike kept overnight?', { index: 1 })
  await choose(page, 'Is the bike kept overnight at your home address?', 'Yes')
  await pick(page, 'What will you use the bike for?', 'Social, domestic and pleasure')
  await answer(page, 'Annual mileage', opts.mileage)
}

export const findByRegistration = async (page: Page, registration: string): Promise<void> => {
  await choose(page, "Do you know your bike's registration number?", 'Yes')
  await typeInto(page.getByLabel('Registration number'), registration)
  await press(page.getByRole('button', { name: 'Find bike' }))
}

export const yourDetails = async (page: Page, opts: { postcode: string; addressStartsWith: RegExp; mobile: string }): Promise<void> => {
  await onSection(page, 'Your Details')
  await pick(page, 'What type of licence do you hold?', 'Full')
  await answer(page, 'When did you get this licence?', '02/05/2008')
  await choose(page, 'Have you had any accidents, claims or losses in the last 5 years?', 'No')
  await choose(page, 'Have you had any points, penalties, disqualifications or bans in the last 5 years?', 'No')
  await choose(page, 'Do you have a medical condition that the DVLA should know about?', 'No')
  await choose(page, 'Are you a member of a motoring organisation?', 'No')
  await choose(page, 'Do you have access to any other vehicles?', 'No')
  await pick(page, 'Marital status', 'Single')
  await choose(page, 'Were you born in the UK?', 'Yes')
  await pick(page, 'Employment status', 'Employed')
  await pick(page, 'What is your occupation?', { index: 3 })
  await pick(page, 'What industry do you work in?', { index: 3 })
  await choose(page, 'Do you have a second occupation?', 'No')
  await pick(page, 'What is your highest level of education?', 'Degree')
  await answer(page, 'Mobile number', opts.mobile)
  await choose(page, 'Do you have any unspent criminal convictions that are not motoring offences?', 'No')
  await typeInto(page.getByLabel('Your postcode'), opts.postcode)
  await press(page.getByRole('button', { name: 'Find address' }))
  await press(page.getByRole('button', { name: opts.addressStartsWith }).first())
}

export const coverDetails = async (page: Page, opts: { excess: string }): Promise<void> => {
  await onSection(page, 'Cover Details')
  await answer(page, 'When would you like your cover to start?', ukDateIn(5))
  await pick(page, 'What type of cover would you like?', 'Comprehensive')
  await choose(page, 'Have you held motorcycle insurance in your own name before?', 'Yes')
  await answer(page, 'How many years of no claims discount do you have?', '4')
  await choose(page, 'Would you like to protect your no claims discount?', 'No')
  await pick(page, 'Voluntary excess', opts.excess)
  await choose(page, 'How would you like to pay?', 'Annual')
}

export const additionalRiders = async (page: Page): Promise<void> => {
  await onSection(page, 'Additional Riders')
  await choose(page, 'Would you like to add anyone else who will ride the bike?', 'No')
  await choose(page, 'Would you like to give someone else authority to discuss your policy with us?', 'No')
}

/** The claim dialog's damage amount: the question, then ' in pounds' for screen readers. */
export const OWN_DAMAGE_COST = /^How much did the damage to your bike cost\?/

export interface ClaimAnswers {
  readonly what: string
  readonly date: string
  readonly ownDamage?: string
}

/** Fills an open claim dialog by its labels (proposer wording) and saves it; the dialog closes. */
export const fillClaim = async (dialog: Locator, c: ClaimAnswers): Promise<void> => {
  await pick(dialog, 'What happened?', c.what)
  await answer(dialog, 'Date of the claim', c.date)
  if (c.ownDamage === undefined) await choose(dialog, 'Was there a cost for damage to your bike?', 'No')
  else {
    await choose(dialog, 'Was there a cost for damage to your bike?', 'Yes')
    await answer(dialog, OWN_DAMAGE_COST, c.ownDamage)
  }
  await choose(dialog, 'Was there a cost to a third party?', 'No')
  await choose(dialog, 'Was your no claims bonus affected?', 'Yes')
  await choose(dialog, 'Was anyone injured?', 'No')
  await choose(dialog, 'Was the claim made under your policy?', 'Yes')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
}
