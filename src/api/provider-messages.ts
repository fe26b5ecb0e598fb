import * as t from 'io-ts'

/**
 * What the card provider's page (in the Payment frame) tells the app: a payment refused because the price changed
 * after the page was opened. Decoded like any answer: anything else posted to the window is ignored.
 */
export const PriceChangedMessage = t.type({ type: t.literal('payment.price_changed'), message: t.string }, 'PriceChangedMessage')
export type PriceChangedMessage = t.TypeOf<typeof PriceChangedMessage>

/**
 * The provider's message when it is one, from the frame we opened and our own origin (the mock provider is
 * served by our server; a real provider's origin would be configured here); otherwise null.
 */
export const priceChangedFrom = (m: { origin: string; source: unknown; data: unknown }, frame: unknown, origin: string): PriceChangedMessage | null => {
  if (m.origin !== origin || m.source !== frame || frame == null) return null
  const decoded = PriceChangedMessage.decode(m.data)
  return decoded._tag === 'Right' ? decoded.right : null
}
