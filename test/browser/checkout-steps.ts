import type { Page } from 'playwright-core'

/** A card the mock provider accepts (4000 0000 0000 0002 is the one it refuses). */
export const CARD = { name: 'Priya Raman', number: '4242 4242 4242 4242', expiry: '11/29', cvc: '737' }

/** Pays in the provider's frame on the Payment screen, as a rider types the card. */
export const payByCard = async (page: Page, card: typeof CARD = CARD): Promise<void> => {
  const frame = page.frameLocator('iframe[title="Secure card payment"]')
  await frame.getByLabel('Name on card').fill(card.name)
  await frame.getByLabel('Card number').fill(card.number)
  await frame.getByLabel('Expiry date (MM/YY)').fill(card.expiry)
  await frame.getByLabel('Security code').fill(card.cvc)
  await frame.getByRole('button', { name: /^Pay £/ }).click()
}
