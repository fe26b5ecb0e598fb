import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { STATEMENT_ACCURACY } from '../../src/domain/statement'
import { axe, describeViolations, useBrowser } from './harness'
import { isoDayIn, quotedProposal, statementDrawn } from './quoted-proposal'

/*
 * Check your answers on the Summary (the statement of fact): read it, change an answer through its Change link
 * (focus on the question's input in the edit form), requote as the form does, and see the new answer in the
 * statement after the price page and the extras; by keyboard; at 1280 and 320 px; printed as the rider's copy.
 */

const summaryPath = (uuid: string): string => `/quote/summary?uuid=${uuid}`

/** The statement's region, and one of its sections. */
const statement = (page: Page): Locator => page.getByRole('region', { name: 'Check your answers' })
const section = (page: Page, title: string): Locator => statement(page).getByRole('region', { name: title })

/** The answer beside a question in a section of the statement. */
const answer = async (page: Page, title: string, question: string): Promise<string | null> =>
  section(page, title).locator('.check-answers__row', { has: page.locator('dt', { hasText: question }) }).locator('.check-answers__value').textContent()

/** Opens a quoted proposal's Summary and waits for its statement's answers to be named. */
const openSummary = async (session: ReturnType<typeof useBrowser>, uuid: string): Promise<void> => {
  await session.open(summaryPath(uuid))
  await statement(session.page).waitFor()
  await section(session.page, 'About Your Bike').getByText('Locked garage').waitFor()
}

/** 'No Thanks' to every extra on the Addons screen, no breakdown tier. */
const declineExtras = async (page: Page): Promise<void> => {
  await page.getByTestId('basket').waitFor()
  for (const card of await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"])').all()) {
    const toggle = card.getByRole('heading').getByRole('button')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await card.getByRole('radio', { name: 'No Thanks' }).check()
  }
}

/** The text of a PDF, by poppler's pdftotext (Debian's poppler-utils, installed by test/setup/ensure-poppler.sh). */
const pdfText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ridecover-print-'))
  try {
    const file = join(dir, 'summary.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('browser: check your answers on the Summary (the statement of fact)', function () {
  this.timeout(120_000)
  const session = useBrowser({ freshTab: true })

  it('F4.07 F4.09 reads the statement, changes an answer through its Change link (focus on its input), requotes and shows the new answer after the price page', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await openSummary(session, p.uuid)
    await statement(page).getByText(STATEMENT_ACCURACY).waitFor()
    expect(await statement(page).getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal([
      'About You',
      'About Your Bike',
      'Your Details',
      'Cover Details',
      'Additional Riders',
    ])
    expect(await answer(page, 'About You', 'Date of birth')).to.equal('19/07/1984')
    expect(await answer(page, 'About You', 'Title')).to.equal('Mrs')
    expect(await answer(page, 'About Your Bike', 'What is the market value of your bike?')).to.equal('£8,500.00')
    expect(await answer(page, 'Cover Details', 'What type of cover would you like?')).to.equal('Comprehensive')
    const before = await page.getByTestId('summary-amount').textContent()

    await statement(page).getByRole('link', { name: 'Change what is the market value of your bike?' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/edit' && u.searchParams.get('step') === '2' && u.hash === '#risk.vehicle.value')
    await page.waitForFunction(() => document.activeElement?.id === 'risk.vehicle.value')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('12000')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: '5. Additional Riders' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    // The edit form's Submit requotes (update, then quote) and goes to the price page, as any edit does.
    await page.waitForURL((u) => u.pathname === '/quote/payment-option' && u.searchParams.get('uuid') === p.uuid, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/addons')
    await declineExtras(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/quote/summary', { timeout: 15_000 })
    await section(page, 'About Your Bike').getByText('Locked garage').waitFor()
    expect(await answer(page, 'About Your Bike', 'What is the market value of your bike?')).to.equal('£12,000.00')
    expect(await page.getByTestId('summary-amount').textContent(), 'the price of the new answer').to.not.equal(before)
  })

  it('by keyboard: Tab from Print or save a copy reaches the first Change link, and Enter opens its question focused', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await openSummary(session, p.uuid)
    await statement(page).getByRole('button', { name: 'Print or save a copy' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Change title')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === '/quote/edit' && u.searchParams.get('step') === '1')
    await page.waitForFunction(() => document.activeElement?.id === 'risk.proposer.name.title')
    // A yes/no answered No lands on its No, where Tab would.
    await page.goBack()
    await section(page, 'About You').getByText('Mrs').waitFor()
    await section(page, 'About You').getByRole('link', { name: 'Change have you ever been refused motor insurance?' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === '/quote/edit')
    await page.waitForFunction(() => {
      const el = document.activeElement
      return el instanceof HTMLInputElement && el.type === 'radio' && el.checked && el.name !== '' && el.labels?.[0]?.textContent === 'No'
    })
  })

  it("an additional rider's answer opens the rider's dialog on it, a claim's the claim's", async () => {
    const { page, base } = session
    const claim = { description: 'THEFT', date: isoDayIn(-400), has_own_damage_cost: false, has_third_party_cost: false, is_ncb_prejudiced: false, is_personal_injury: false, is_under_policyholders_cover: true }
    const p = await quotedProposal(base, {
      change: (b) => {
        const rider = { ...structuredClone(b.risk.proposer), name: { title: 'Mr', forenames: 'Tomasz', surname: 'Nowak' }, relationship_to_proposer: 'S' }
        const { address: _a, email_address: _e, phone_numbers: _p, ...person } = rider
        const me = b.risk.proposer
        return {
          ...b,
          risk: {
            ...b.risk,
            proposer: { ...me, driver_details: { ...me.driver_details, has_claims: true, claims: [claim as never] } },
            has_additional_drivers: true,
            additional_drivers: [person as never],
          },
        }
      },
    })
    await openSummary(session, p.uuid)
    await statement(page).getByRole('heading', { level: 4, name: 'Additional rider 1: Tomasz Nowak' }).waitFor()
    await statement(page).getByRole('link', { name: 'Change date of birth for additional rider 1: Tomasz Nowak' }).click()
    await page.getByRole('dialog', { name: 'Edit rider 1' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.id === 'risk.additional_drivers.0.date_of_birth')
    await page.goBack()
    await statement(page).getByRole('link', { name: 'Change date of the claim for claim 1' }).click()
    await page.waitForURL((u) => u.searchParams.get('step') === '3')
    await page.getByRole('dialog', { name: 'Edit claim 1' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.id === 'claim-date')
  })

  it('has no serious or critical accessibility violation at 1280 px, nor at 320 px, where each row stacks without sideways scroll', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await openSummary(session, p.uuid)
    await statementDrawn(page)
    const wide = await axe(page)
    expect(wide, describeViolations(wide)).to.deep.equal([])
    await page.setViewportSize({ width: 320, height: 640 })
    try {
      const narrow = await axe(page)
      expect(narrow, describeViolations(narrow)).to.deep.equal([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320)
      const row = section(page, 'About You').locator('.check-answers__row').first()
      const [key, value, change] = await Promise.all(['dt', '.check-answers__value', '.check-answers__actions'].map((s) => row.locator(s).boundingBox()))
      expect(value?.y ?? 0).to.be.greaterThan(key?.y ?? 0)
      expect(change?.y ?? 0).to.be.greaterThan(value?.y ?? 0)
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
    }
  })

  it('lays out in its first frame only the sections of the statement near the screen, then draws each in full, and prints them all meanwhile', async () => {
    const { context, base } = session
    const p = await quotedProposal(base)
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      // Each frame's content-visibility of the statement's sections, read before the frame is drawn. A string, as
      // the test's loader names a function kept in a constant with a helper the page does not have.
      await page.addInitScript(`{
        const frames = []
        window.statementFrames = frames
        const look = () => {
          const sections = [...document.querySelectorAll('.check-answers__section')]
          if (sections.length > 0) frames.push(sections.map((s) => getComputedStyle(s).contentVisibility))
          if (frames.length < 60) requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      }`)
      await page.goto(`${base}${summaryPath(p.uuid)}`)
      await statementDrawn(page)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      const frames = await page.evaluate(() => (window as unknown as { statementFrames: string[][] }).statementFrames)
      const drawnIn = frames.map((f) => f.filter((v) => v === 'visible').length)
      expect(frames[0], 'the first frame: each laid out only if near the screen').to.deep.equal(['auto', 'auto', 'auto', 'auto', 'auto'])
      expect(frames.at(-1), 'then all drawn in full').to.deep.equal(['visible', 'visible', 'visible', 'visible', 'visible'])
      expect(drawnIn, 'one after another, never taken back').to.deep.equal([...drawnIn].sort((a, b) => a - b))
      // A section not yet drawn in full prints in full all the same.
      await page.evaluate(() => document.querySelector('.check-answers__section')?.classList.add('check-answers__section--later'))
      const later = page.locator('.check-answers__section--later').first()
      expect(await later.evaluate((s) => getComputedStyle(s).contentVisibility)).to.equal('auto')
      await page.emulateMedia({ media: 'print' })
      expect(await later.evaluate((s) => getComputedStyle(s).contentVisibility)).to.equal('visible')
    } finally {
      await page.close()
    }
  })

  it('prints as the copy to keep: the figures, endorsements, documents with their addresses and the statement; no frame, buttons or Change links', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await openSummary(session, p.uuid)
    await page.emulateMedia({ media: 'print' })
    try {
      // What the print shows, as the browser lays it out for print.
      for (const hidden of [page.locator('.site-header'), page.locator('.site-footer'), page.locator('.sidebar'), page.locator('.progress')]) {
        expect(await hidden.isVisible()).to.equal(false)
      }
      expect(await statement(page).getByRole('link', { name: /^Change/ }).first().isVisible()).to.equal(false)
      expect(await page.getByRole('button', { name: 'Print or save a copy' }).isVisible()).to.equal(false)
      expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).to.equal(false)
      const wording = page.getByRole('link', { name: /Policy wording/ })
      const href = new URL((await wording.getAttribute('href')) ?? '', base).href
      const text = pdfText(await page.pdf({ format: 'A4', printBackground: false }))
      const flat = text.replace(/\s+/g, ' ')
      for (const shown of [
        'Check your answers',
        STATEMENT_ACCURACY,
        'Date of birth 19/07/1984',
        'What type of cover would you like? Comprehensive',
        `WEB REF ${p.quote?.reference ?? ''}`,
        'Endorsements',
        'What you told us you need',
        'We have not given you a personal recommendation.',
      ]) {
        expect(flat, shown).to.include(shown)
      }
      // A long address may break over lines.
      expect(text.replace(/\s+/g, ''), href).to.include(`Policywording(opensinanewtab)(${href})`)
      for (const absent of ['Print or save a copy', 'Confirm your details', 'Need help?', 'Retrieve a quote']) {
        expect(flat, absent).to.not.include(absent)
      }
      expect(flat).to.not.match(/\bChange\b/)
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
  })
})
