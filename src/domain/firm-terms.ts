import { FIRM, type PostalAddress } from './firm'

/*
 * The firm's terms the pages after the first one show (src/domain/firm.ts holds the rest of the firm's settings,
 * and says why they are two files): how the firm is paid, how to complain and the ombudsman, the right to cancel
 * and automatic renewal. The insurer that runs the app sets them here.
 */

/** How the firm is paid for arranging the policy. */
export const REMUNERATION = {
  commission: 'The insurer pays us a commission for arranging your policy: a percentage of the premium, included in the price you pay.',
  /** Fees charged on top of the premium, each shown apart wherever it applies; none is charged when the list is empty. */
  fees: [] as readonly { readonly name: string; readonly amount: number }[],
} as const

/** How a rider complains to the firm. */
export const COMPLAINTS = {
  email: 'complaints@ridecover.example',
  phone: '0330 123 4570',
  post: ['Complaints Team', FIRM.legalName, ...FIRM.registeredOffice] as PostalAddress,
  /** Weeks within which the firm sends its final response. */
  finalResponseWeeks: 8,
} as const

/** The free, independent service a rider may take an unresolved complaint to. */
export const OMBUDSMAN = {
  name: 'Financial Ombudsman Service',
  phone: '0800 023 4567',
  website: 'https://www.financial-ombudsman.org.uk',
  post: ['Exchange Tower', 'London', 'E14 9SR'] as PostalAddress,
  /** Months after the firm's final response within which the rider may go to the ombudsman. */
  referWithinMonths: 6,
} as const

/** The rider's right to cancel a new policy. */
export const CANCELLATION = {
  /** Days from the later of the start of cover and the day the documents arrive. */
  coolingOffDays: 14,
  /** The fee charged for cancelling within those days (pounds; 0: none). */
  coolingOffFee: 0,
  /** What the rider still pays when cancelling within those days. */
  coolingOffCharge: 'the days you were covered',
  /** The fee for cancelling later (pounds). */
  laterFee: 35,
} as const

/** Automatic renewal: how long before the renewal date the rider is told the renewal price. */
export const RENEWAL = {
  noticeDays: 21,
} as const
