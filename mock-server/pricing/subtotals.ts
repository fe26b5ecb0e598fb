import type { Proposal } from '../../src/domain/codecs'
import { chargedExtras } from '../../src/domain/rules'
import { instalmentPlan } from './instalments'
import { toMoney, toPence } from './pennies'
import { monthlyFields } from './rate-proposal'

/** The charged extras' prices on `today` (the domain's `chargedExtras`: chosen, offered and shown; the quote's prices), in pence. */
const selectedExtrasPence = (p: Proposal, today: string): number => chargedExtras(p, today).reduce((sum, a) => sum + toPence(a.premium), 0)

/**
 * The quote's figures for the extras selected now (judged on `today`, YYYY-MM-DD): the subtotals (the metadata the price page shows) and the
 * monthly plan, which is on the premium plus the extras (as rating makes it), so a change of extras never leaves
 * a deposit or an instalment that leaves them out.
 */
export const withSubtotals = (p: Proposal, today: string): Proposal => {
  const q = p.quote
  if (q === null || q === undefined || q.is_quoted !== true || q.premium == null) return p
  const subtotal = toPence(q.premium) + selectedExtrasPence(p, today)
  const plan = instalmentPlan(subtotal)
  return {
    ...p,
    quote: { ...q, ...monthlyFields(plan), metadata: { ...q.metadata, premium_subtotal: toMoney(subtotal), monthly_total_payable_subtotal: toMoney(plan.totalPayable) } },
  }
}

