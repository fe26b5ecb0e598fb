import type { Page } from 'playwright-core'

/** A card the mock provider accepts (4000 0000 0000 0002 is the one it refuses). */
export const CARD = { name: 'Priya Raman', number: '4242 4242 4242 4242', expiry: '11/29', cvc: '737' }

/** The provider's frame on the Payment screen. */
export const paymentFrame = (page: Page) => page.frameLocator('iframe[title="Secure card payment"]')

/** Types a card into the provider's frame, as a rider does. */
export const fillCard = async (page: Page, card: typeof CARD = CARD): Promise<void> => {
  const frame = paymentFrame(page)
  await frame.getByLabel('Name on card').fill(card.name)
  await frame.getByLabel('Card number').fill(card.number)
  await frame.getByLabel('Expiry date (MM/YY)').fill(card.expiry)
  await frame.getByLabel('Security code').fill(card.cvc)
}

/**
 * Pays in the provider's frame on the Payment screen: the card typed, then Pay. The frame is scrolled into the
 * page's view first: Chromium runs no animation frames in a frame outside it, and Playwright waits on those to see
 * the button stable (microsoft/playwright#21054). The one CI failure of this click, a wait for 'visible, enabled
 * and stable' that never ended, looked like that; it was not reproduced.
 */
export const payByCard = async (page: Page, card: typeof CARD = CARD): Promise<void> => {
  await fillCard(page, card)
  await page.locator('iframe[title="Secure card payment"]').scrollIntoViewIfNeeded()
  await paymentFrame(page).getByRole('button', { name: /^Pay £/ }).click()
}
