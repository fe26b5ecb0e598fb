import * as t from 'io-ts'
import { Code, entity, entityWith, Money, NonNegative, nullable, QuoteReference, Text, Timestamp } from '../primitives'
import { Addon } from './addon'
import { CoverType } from './vehicle'
import type { WireSchema } from '../wire-schema'

/** Which rider an excess applies to: 0 the proposer, then the additional riders in order. */
const DriverIndex = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'DriverIndex')
export const DriverIndexSchema: WireSchema = { codec: DriverIndex, schema: { type: 'integer', minimum: 0 } }

export const Excess = t.strict(
  {
    driver: DriverIndex,
    policy_section: Text,
    value: Money,
  },
  'Excess',
)
export type Excess = t.TypeOf<typeof Excess>

/** An endorsement: HTML text (rendered only through DOMPurify), an optional code, and extra_info ('41' is the tracker). */
export const Endorsement = entityWith({ text: t.string }, { code: nullable(Code), extra_info: nullable(Code) }, 'Endorsement')
export type Endorsement = t.TypeOf<typeof Endorsement>

export const Wordings = t.intersection(
  [t.partial({ policyDocumentUrl: nullable(t.string) }), t.record(t.string, t.union([t.string, t.null]))],
  'Wordings',
)
export type Wordings = t.TypeOf<typeof Wordings>

export const Ipid = entityWith({ url: t.string }, { name: nullable(Text), code: nullable(Code) }, 'Ipid')
export type Ipid = t.TypeOf<typeof Ipid>

const QuoteMetadata = entity(
  {
    premium_subtotal: nullable(Money),
    monthly_total_payable_subtotal: nullable(Money),
    /** Set by the insurer when the card payment is taken: what was paid, for which quote, and how. */
    paid_amount: nullable(Money),
    paid_quote_reference: nullable(QuoteReference),
    paid_is_pay_monthly: nullable(t.boolean),
    paid_at: nullable(Timestamp),
  },
  'QuoteMetadata',
)

/** The insurer's priced answer to a proposal. Prices include Insurance Premium Tax. */
export const Quote = entityWith(
  {
    metadata: QuoteMetadata,
    addons: t.array(Addon),
    wordings: Wordings,
    excesses: t.array(Excess),
    endorsements: t.array(Endorsement),
    ipids: t.array(Ipid),
  },
  {
    reference: nullable(QuoteReference),
    created_at: nullable(Timestamp),
    premium: nullable(Money),
    is_quoted: nullable(t.boolean),
    is_purchased: nullable(t.boolean),
    is_accepted: nullable(t.boolean),
    is_referred: nullable(t.boolean),
    compulsory_excess: nullable(Money),
    cover_type: nullable(CoverType),
    monthly_total_payable: nullable(Money),
    monthly_deposit: nullable(Money),
    monthly_interest: nullable(Money),
    monthly_interest_percent: nullable(NonNegative),
    monthly_initial_payment: nullable(Money),
    monthly_payment: nullable(Money),
    monthly_installments: nullable(NonNegative),
    monthly_apr: nullable(NonNegative),
    protected_ncd_implied_price: nullable(Money),
    insurance_premium_tax: nullable(Money),
  },
  'Quote',
)
export type Quote = t.TypeOf<typeof Quote>
