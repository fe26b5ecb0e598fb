import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { useBrowser } from './harness'
import { editPath, pricePagePath, quotedProposal, statementDrawn } from './quoted-proposal'

/*
 * WCAG 2.2's newer criteria at a phone's 320 px, in a real Chromium against the mock insurer (the target size
 * minimum, 2.5.8, is axe's 'target-size' rule in test/browser/accessibility.test.ts):
 * - 2.4.11 Focus not obscured: tabbing through a long step, forwards and back, no focused control is under the
 *   sticky header;
 * - 1.4.12 Text spacing: with the spacing of the WCAG text-spacing bookmarklet, no text is cut off by a box that
 *   hides its overflow, and no box is too small for its text;
 * - forced colours (Windows' high contrast): a focused control still shows its outline, and a chosen radio looks
 *   different from one not chosen;
 * - 2.4.7 Focus visible, measured as 2.4.13 Focus appearance asks: a heading that takes focus where the rider's next
 *   step starts (after Continue, after a requote) changes, between unfocused and focused, at least the area of a
 *   2 px band around it by a contrast of 3:1 or more, with and without forced colours.
 */

const PHONE = { width: 320, height: 568 }

/** The text-spacing bookmarklet's CSS (WCAG 1.4.12's own figures): line height 1.5, paragraph spacing 2, letter 0.12, word 0.16. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

/** The focused element and how it sits under the sticky header: its box, the header's bottom edge, and a name for messages. */
interface FocusPlace {
  readonly what: string
  readonly top: number
  readonly bottom: number
  /** The sticky header's bottom edge (0 when scrolled away). */
  readonly headerBottom: number
  /** The offline banner's top edge, the window's height when it does not show. */
  readonly bannerTop: number
  /** True for a control inside the header (its menu button), which cannot be under it. */
  readonly inHeader: boolean
}

const focusPlace = (page: Page): Promise<FocusPlace> =>
  page.evaluate(() => {
    const el = document.activeElement
    const header = document.querySelector('.site-header')
    const banner = document.querySelector('.session-banner--offline')
    const bannerTop = banner === null ? window.innerHeight : banner.getBoundingClientRect().top
    if (!(el instanceof HTMLElement) || el === document.body || header === null) return { what: 'nothing', top: 0, bottom: 0, headerBottom: 0, bannerTop, inHeader: false }
    const r = el.getBoundingClientRect()
    const label = el.id === '' ? (el.textContent ?? '').trim().slice(0, 40) : `#${el.id}`
    return {
      what: `<${el.tagName.toLowerCase()}> ${label}`,
      top: r.top,
      bottom: r.bottom,
      headerBottom: Math.max(0, header.getBoundingClientRect().bottom),
      bannerTop,
      inHeader: header.contains(el),
    }
  })

/**
 * Presses `key` until focus reaches an element matching `until` (at most `max` presses), checking after each that
 * the focused element is wholly below the sticky header and above the offline banner when it shows; returns how
 * many stops it checked.
 */
const tabChecking = async (page: Page, key: 'Tab' | 'Shift+Tab', until: Locator, max = 80): Promise<number> => {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key)
    const p = await focusPlace(page)
    if (!p.inHeader) {
      expect(p.top, `${key} to ${p.what}: its top (${p.top.toFixed(0)} px) is under the sticky header (bottom ${p.headerBottom.toFixed(0)} px)`).to.be.at.least(p.headerBottom - 0.5)
      expect(p.bottom, `${key} to ${p.what}: its bottom (${p.bottom.toFixed(0)} px) is under the offline banner (top ${p.bannerTop.toFixed(0)} px)`).to.be.at.most(p.bannerTop + 0.5)
    }
    if (await until.evaluate((el) => el === document.activeElement)) return i
  }
  throw new Error(`${key} never reached ${String(until)}`)
}

/**
 * The boxes their text does not fit: an element holding text whose content is taller or wider than its box, cut
 * off where it hides (or clips) its overflow, spilling over what follows where it does not. The visually hidden
 * texts (deliberately a 1 px box), inline text (no box of its own) and the regions that scroll (tables, the address
 * list) are left out.
 */
const clippedText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (el.closest('.visually-hidden') !== null || (el.textContent ?? '').trim() === '') continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.display === 'inline' || style.visibility === 'hidden') continue
      if (['auto', 'scroll'].includes(style.overflowY) || ['auto', 'scroll'].includes(style.overflowX) || el.closest('.table-scroll, .address-list') !== null) continue
      const tall = el.scrollHeight > el.clientHeight + 1
      const wide = el.scrollWidth > el.clientWidth + 1
      if (tall || wide) found.push(`<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').trim().slice(0, 50)} (${String(el.scrollWidth)}×${String(el.scrollHeight)} in ${String(el.clientWidth)}×${String(el.clientHeight)})`)
    }
    return found
  })

/** Controls whose own text does not fit them: a button or link whose text is wider than the page allows, or overlaps the next. */
const overflowingControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main button, main a, main label, main legend, header button, header a'))) {
      if (el.closest('.visually-hidden') !== null || el.getClientRects().length === 0) continue
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') {
        found.push(`<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)} (${String(el.scrollWidth)} wide in ${String(el.clientWidth)})`)
      }
    }
    return found
  })

/** A screenshot's pixels, decoded by the page's browser: RGBA, row by row. */
interface Pixels {
  readonly width: number
  readonly height: number
  readonly data: readonly number[]
}

const pixelsOf = (page: Page, png: Buffer): Promise<Pixels> =>
  page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d')
    if (ctx === null) throw new Error('no 2d context')
    ctx.drawImage(bitmap, 0, 0)
    return { width: bitmap.width, height: bitmap.height, data: Array.from(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data) }
  }, png.toString('base64'))

/** WCAG's relative luminance of an sRGB colour given as 0-255 channels. */
const luminance = (r: number, g: number, b: number): number => {
  const lin = (c: number): number => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** How many pixels differ between two screenshots of one place by a contrast ratio of at least 3:1. */
const changedAtThreeToOne = (a: Pixels, b: Pixels): number => {
  let n = 0
  for (let i = 0; i + 3 < a.data.length; i += 4) {
    const la = luminance(a.data[i] ?? 0, a.data[i + 1] ?? 0, a.data[i + 2] ?? 0)
    const lb = luminance(b.data[i] ?? 0, b.data[i + 1] ?? 0, b.data[i + 2] ?? 0)
    if ((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05) >= 3) n += 1
  }
  return n
}

/** The element's box once it has stayed put for five checks in a row (what is drawn around it has settled). */
const stillBox = async (el: Locator, what: string): Promise<{ x: number; y: number; width: number; height: number }> => {
  let last = ''
  for (let same = 0, tries = 0; tries < 100; tries++) {
    const box = await el.boundingBox()
    if (box === null) throw new Error(`${what} is not drawn`)
    const now = JSON.stringify(box)
    same = now === last ? same + 1 : 0
    if (same === 4) return box
    last = now
    await el.page().waitForTimeout(50)
  }
  throw new Error(`${what} never stayed put`)
}

/**
 * Holds the focus indicator of the focused `heading` to WCAG 2.4.13's measure, as drawn now and in forced colours:
 * around the heading (8 px out), the pixels that change by 3:1 or more between focused and unfocused cover at least
 * the area of a 2 px band around its box. The heading must have focus as the keyboard left it; it is blurred after.
 */
const expectFocusIndicator = async (page: Page, heading: Locator, what: string): Promise<void> => {
  expect(await heading.evaluate((el) => el === document.activeElement), `${what} has focus`).to.equal(true)
  const box = await stillBox(heading, what)
  const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 }
  const modes = ['none', 'active'] as const
  const focused: Buffer[] = []
  for (const forcedColors of modes) {
    await page.emulateMedia({ forcedColors })
    focused.push(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }))
  }
  await heading.evaluate((el) => (el as HTMLElement).blur())
  const needed = 4 * (box.width + box.height)
  for (const [i, forcedColors] of modes.entries()) {
    await page.emulateMedia({ forcedColors })
    const unfocused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
    const changed = changedAtThreeToOne(await pixelsOf(page, focused[i] ?? unfocused), await pixelsOf(page, unfocused))
    expect(changed, `${what}, forced colours ${forcedColors}: pixels changed by 3:1 or more (a 2 px band is ${needed.toFixed(0)})`).to.be.at.least(needed)
  }
  await page.emulateMedia({ forcedColors: 'none' })
}

describe('browser: WCAG 2.2 at 320 px', function () {
  this.timeout(90_000)
  const b = useBrowser({ viewport: PHONE, freshTab: true })

  it('2.4.11 tabbing through a long step, forwards and back, no focused control is hidden under the sticky header', async () => {
    const { page, base } = b
    const p = await quotedProposal(base)
    await b.open(editPath(p.uuid, 3))
    const heading = page.getByRole('heading', { level: 2, name: /Your Details$/ })
    await heading.waitFor()
    await page.getByLabel('What type of licence do you hold?').waitFor()
    await heading.focus()
    const forwards = await tabChecking(page, 'Tab', page.getByRole('button', { name: 'Continue', exact: true }))
    expect(forwards, 'stops checked going forwards').to.be.greaterThan(15)
    const back = await tabChecking(page, 'Shift+Tab', page.getByLabel('What type of licence do you hold?'))
    expect(back, 'stops checked going back').to.be.greaterThan(15)
  })

  it('2.4.11 while offline, no focused control is hidden under the offline banner at the foot of the screen either', async () => {
    const { page, context, base } = b
    const p = await quotedProposal(base)
    await b.open(editPath(p.uuid, 3))
    const heading = page.getByRole('heading', { level: 2, name: /Your Details$/ })
    await heading.waitFor()
    await page.getByLabel('What type of licence do you hold?').waitFor()
    try {
      await context.setOffline(true)
      await page.locator('.session-banner--offline').waitFor()
      await heading.focus()
      expect(await tabChecking(page, 'Tab', page.getByRole('button', { name: 'Continue', exact: true }))).to.be.greaterThan(15)
    } finally {
      await context.setOffline(false)
    }
  })

  describe('1.4.12 with the text spacing raised, no text is cut off', () => {
    const check = async (page: Page, where: string): Promise<void> => {
      await page.addStyleTag({ content: TEXT_SPACING })
      // The new spacing is laid out before anything is measured.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      expect(await clippedText(page), `${where}: boxes cutting their text off`).to.deep.equal([])
      expect(await overflowingControls(page), `${where}: controls too narrow for their text`).to.deep.equal([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: the page scrolls sideways`).to.be.at.most(PHONE.width)
    }

    it('on the form: step 1 and the long step 3', async () => {
      const { page, base } = b
      await b.open('/get-a-quote')
      await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
      await check(page, 'step 1')
      const p = await quotedProposal(base)
      await b.open(editPath(p.uuid, 3))
      await page.getByLabel('What type of licence do you hold?').waitFor()
      await check(page, 'step 3')
    })

    it('on the price page, the extras and the summary', async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      const uuid = encodeURIComponent(p.uuid)
      await b.open(`/quote/payment-option?uuid=${uuid}`)
      await page.getByTestId('quote-reference').waitFor()
      await check(page, 'the price page')
      await b.open(`/quote/addons?uuid=${uuid}`)
      await page.getByTestId('basket').waitFor()
      await check(page, 'the extras')
      await b.open(`/quote/summary?uuid=${uuid}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.getByTestId('screen-skeleton').waitFor({ state: 'detached' })
      await statementDrawn(page)
      await check(page, 'the summary')
    })
  })

  describe('2.4.7 a heading that takes focus shows it', () => {
    it("the new step's heading after Continue by the keyboard, and the new price's heading after a requote, show a focus ring of 2.4.13's size and contrast, in forced colours too", async () => {
      const { page, base } = b
      const p = await quotedProposal(base)
      await b.open(editPath(p.uuid, 1))
      await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
      await page.getByRole('button', { name: 'Continue', exact: true }).focus()
      await page.keyboard.press('Enter')
      const step2 = page.getByRole('heading', { level: 2, name: /About Your Bike$/ })
      await page.waitForFunction((el) => el === document.activeElement, await step2.elementHandle())
      await expectFocusIndicator(page, step2, "step 2's heading")

      await b.open(pricePagePath(p.uuid))
      const excess = page.getByLabel('Voluntary excess', { exact: true })
      await excess.focus()
      await excess.selectOption({ label: '£1,000' })
      const confirm = page.getByRole('button', { name: 'Confirm & requote' })
      await confirm.waitFor()
      await page.keyboard.press('Tab')
      await page.waitForFunction(() => document.activeElement?.textContent === 'Confirm & requote')
      await page.keyboard.press('Enter')
      await confirm.waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.id === 'price-heading')
      await expectFocusIndicator(page, page.getByRole('heading', { level: 2, name: 'Your annual price' }), "the new price's heading")
    })
  })

  describe('forced colours (high contrast)', () => {
    afterEach(async () => {
      await b.page.emulateMedia({ forcedColors: 'none' })
    })

    /** The focused element's outline as computed: its style and width in px. */
    const outlineOf = (page: Page): Promise<{ what: string; style: string; width: number }> =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const s = getComputedStyle(el)
        return { what: `<${el.tagName.toLowerCase()}> ${el.id}`, style: s.outlineStyle, width: parseFloat(s.outlineWidth) }
      })

    it('a control focused by the keyboard shows its outline: a text box, a radio, a list and a button', async () => {
      const { page } = b
      await b.open('/get-a-quote')
      await page.emulateMedia({ forcedColors: 'active' })
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).to.equal(true)
      await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
      const targets: readonly Locator[] = [
        page.getByLabel('Title', { exact: true }),
        page.getByLabel('First name', { exact: true }),
        page.getByRole('group', { name: 'Have you ever been refused motor insurance?', exact: true }).getByLabel('Yes', { exact: true }),
        page.getByRole('button', { name: 'Continue', exact: true }),
      ]
      for (const target of targets) {
        // Focus by the keyboard (Shift+Tab back onto it from the next stop), so :focus-visible applies as for a rider.
        await target.focus()
        await page.keyboard.press('Tab')
        await page.keyboard.press('Shift+Tab')
        expect(await target.evaluate((el) => el === document.activeElement), `focus is back on ${String(target)}`).to.equal(true)
        const outline = await outlineOf(page)
        expect(outline.style, `${outline.what}'s outline style`).to.not.equal('none')
        expect(outline.width, `${outline.what}'s outline width`).to.be.at.least(2)
      }
    })

    it('a chosen radio looks different from one not chosen, on the form and for how to pay', async () => {
      const { page, base } = b
      await b.open('/get-a-quote')
      await page.emulateMedia({ forcedColors: 'active' })
      const refused = page.getByRole('group', { name: 'Have you ever been refused motor insurance?', exact: true })
      await refused.getByLabel('No', { exact: true }).check()
      const differ = async (chosen: Locator, other: Locator, what: string): Promise<void> => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        const [a, b2] = [await chosen.screenshot(), await other.screenshot()]
        expect(a.equals(b2), `${what}: the chosen radio is drawn as the other`).to.equal(false)
      }
      await differ(refused.getByLabel('No', { exact: true }), refused.getByLabel('Yes', { exact: true }), 'refused insurance')
      const p = await quotedProposal(base)
      await b.open(`/quote/payment-option?uuid=${encodeURIComponent(p.uuid)}`)
      await page.emulateMedia({ forcedColors: 'active' })
      const pay = page.getByRole('group', { name: 'How would you like to pay?' })
      await pay.getByLabel('Pay in full').check()
      await differ(pay.getByLabel('Pay in full'), pay.getByLabel('Pay monthly'), 'how to pay')
    })
  })
})
