import * as t from 'io-ts'
import { Proposal } from '../codecs'
import { nullable, Text } from '../primitives'
import { ev } from './meta'

/** A quote answer that is quoted (is_quoted true): the proposal with its priced quote. */
export const QuoteCalculated = ev('quote/QuoteCalculated', { proposal: Proposal })
/** A quote answer that is not quoted: the journey goes to Declined. */
export const QuoteDeclined = ev('quote/QuoteDeclined', { proposal: Proposal })
export const RequoteStarted = ev('quote/RequoteStarted', {})
export const RequoteFinished = ev('quote/RequoteFinished', { ok: t.boolean })
export const AddonsSent = ev('quote/AddonsSent', { proposal: Proposal })
export const PaymentUrlReceived = ev('quote/PaymentUrlReceived', { paymentUrl: t.string })
/** The provider refused a payment page opened before the price changed: the page is closed; the message says why. */
export const PaymentSuperseded = ev('quote/PaymentSuperseded', { message: Text })
export const DirectDebitRefused = ev('quote/DirectDebitRefused', { message: Text })
export const DirectDebitAccepted = ev('quote/DirectDebitAccepted', { proposal: nullable(Proposal) })
export const DeviceRiskChecked = ev('quote/DeviceRiskChecked', { proposal: Proposal })
export const QuoteAccepted = ev('quote/QuoteAccepted', { proposal: Proposal })
export const PortalLinkReceived = ev('quote/PortalLinkReceived', { portalUrl: t.string })
export const QuoteEmailSent = ev('quote/QuoteEmailSent', {})

export const quoteEvents = [
  QuoteCalculated,
  QuoteDeclined,
  RequoteStarted,
  RequoteFinished,
  AddonsSent,
  PaymentUrlReceived,
  PaymentSuperseded,
  DirectDebitRefused,
  DirectDebitAccepted,
  DeviceRiskChecked,
  QuoteAccepted,
  PortalLinkReceived,
  QuoteEmailSent,
] as const
