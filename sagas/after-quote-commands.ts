import type { Command } from '../src/domain/commands'

/**
 * The commands of the flows after the quote form (sagas/after-quote.ts): the root buffers them from the start
 * and loads that module on the first one.
 */
export const AFTER_QUOTE_COMMANDS = [
  'quote/Requote',
  'quote/ContinueFromPrice',
  'quote/EmailQuote',
  'addons/LeaveAddons',
  'quote/CheckRegistration',
  'quote/ConfirmRegistration',
  'summary/Continue',
  'instalments/Continue',
  'payment/PayInFull',
  'payment/OpenPayment',
  'payment/RefreshPayment',
  'payment/CompletePurchase',
  'quote/Recall',
] as const satisfies readonly Command['type'][]
