import * as t from 'io-ts'
import { Proposal } from '../codecs'
import { nullable, Text } from '../primitives'
import { ev } from './meta'

/** A quote answer that is quoted (is_quoted true): the proposal with its priced quote. */
const QuoteCalculated = ev('quote/QuoteCalculated', { proposal: Proposal })
/** A quote answer that is not quoted: the journey goes to Declined. */
const QuoteDeclined = ev('quote/QuoteDeclined', { proposal: Proposal })
const RequoteStarted = ev('quote/RequoteStarted', {})
const RequoteFinished = ev('quote/RequoteFinished', { ok: t.boolean })
const AddonsSent = ev('quote/AddonsSent', { proposal: Proposal })
const PaymentUrlReceived = ev('quote/PaymentUrlReceived', { paymentUrl: t.string })
/** The provider refused a payment page opened before the price changed: the page is closed; the message says why. */
const PaymentSuperseded = ev('quote/PaymentSuperseded', { message: Text })
const DirectDebitRefused = ev('quote/DirectDebitRefused', { message: Text })
const DirectDebitAccepted = ev('quote/DirectDebitAccepted', { proposal: nullable(Proposal) })
const DeviceRiskChecked = ev('quote/DeviceRiskChecked', { proposal: Proposal })
const QuoteAccepted = ev('quote/QuoteAccepted', { proposal: Proposal })
const PortalLinkReceived = ev('quote/PortalLinkReceived', { portalUrl: t.string })
const QuoteEmailSent = ev('quote/QuoteEmailSent', {})

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
