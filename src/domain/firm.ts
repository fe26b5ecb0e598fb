/*
 * The firm behind the product, as the insurer that puts this app in front of the public sets it: who sells the
 * policy, its register entries, who underwrites it and who lends to monthly payers, how it is paid, how to contact
 * it and complain, the rider's right to cancel and what their data is used for. Declared once, here: every screen,
 * the quote e-mail and the support desk read these facts from this module, and nothing else writes them. The
 * values below are the sample firm's (fictional names and numbers, real bodies' public contact details): an insurer
 * changes this file and nothing else. Each part is an export of its own, so a page carries only the parts it shows
 * (the first page: the firm's identity and the help contact).
 */

/** A postal address, one line per entry, as it is printed. */
type PostalAddress = readonly string[]

/** Who sells the policy (the intermediary): its names, where it is registered, its Financial Services Register entry. */
const FIRM = {
  /** The name riders know the product by. */
  brand: 'RideCover',
  /** The company that sells the policy (the intermediary), and where it is registered. */
  legalName: 'RideCover Insurance Services Limited',
  registeredIn: 'England and Wales',
  companyNumber: '10482913',
  registeredOffice: ['4th Floor, 20 Market Street', 'Leeds', 'LS1 6DT'] as PostalAddress,
  /** Its entry on the Financial Services Register. */
  fca: {
    firmReference: '812345',
    /** Where a rider checks the entry (a link the rider follows; the app itself never calls it). */
    registerUrl: 'https://register.fca.org.uk/s/',
    activities: 'arranging and administering general insurance, and credit broking',
  },
} as const

/** Who lends to a rider who pays monthly (the credit agreement is with them), and the firm's part in it. */
export const CREDIT = {
  lender: 'Northern Shield Premium Finance Limited',
  firmReference: '655120',
  brokerRole: 'We are a credit broker, not a lender. We introduce you to one lender only.',
} as const

/** The help contact the spec calls {email} and {phone} (001 §1, §8). */
export const HELP = {
  email: 'help@ridecover.example',
  phone: '0330 123 4567',
  hours: 'Monday to Friday 8am to 8pm, Saturday 9am to 1pm',
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

/** The firm's regulator statement, one sentence, as the footer and documents print it. */
export const regulatorStatement = (): string =>
  `${FIRM.brand} is a trading name of ${FIRM.legalName}, registered in ${FIRM.registeredIn} (company number ${FIRM.companyNumber}). ` +
  `${FIRM.legalName} is authorised and regulated by the Financial Conduct Authority (firm reference number ${FIRM.fca.firmReference}).`
