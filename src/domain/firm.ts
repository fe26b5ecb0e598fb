/*
 * The firm behind the product, as the insurer that puts this app in front of the public sets it: who sells the
 * policy, its register entries, who underwrites it and who lends to monthly payers, how it is paid, how to contact
 * it and complain, the rider's right to cancel and what their data is used for. Declared once, here: every screen,
 * the quote e-mail and the support desk read these facts from this module, and nothing else writes them. The
 * values below are the sample firm's (fictional names and numbers, real bodies' public contact details): an insurer
 * changes this file and `firm-terms.ts` beside it, and nothing else. This file holds what the first page names (the
 * firm, the help contact, and the insurer, lender and data controller of the privacy summary before the first
 * question); the terms the later pages show are in `firm-terms.ts`, so the first page does not carry them.
 */

/** A postal address, one line per entry, as it is printed. */
export type PostalAddress = readonly string[]

/** Who sells the policy (the intermediary): its names, where it is registered, its Financial Services Register entry. */
export const FIRM = {
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

/** The insurer that underwrites the policy and pays claims. */
export const UNDERWRITER = {
  name: 'Northern Shield Insurance plc',
  registeredIn: 'England and Wales',
  firmReference: '202871',
  regulation: 'authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority',
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

/** The data controller's contacts and what a rider can ask of it (UK GDPR). */
export const PRIVACY = {
  controller: FIRM.legalName,
  dpoEmail: 'privacy@ridecover.example',
  /** Years a quote that is not bought is kept, and a policy after it ends. */
  quoteRetentionYears: 3,
  policyRetentionYears: 7,
  regulator: { name: "Information Commissioner's Office", website: 'https://ico.org.uk', phone: '0303 123 1113' },
} as const

/** The firm's regulator statement, one sentence, as the footer and documents print it. */
export const regulatorStatement = (): string =>
  `${FIRM.brand} is a trading name of ${FIRM.legalName}, registered in ${FIRM.registeredIn} (company number ${FIRM.companyNumber}). ` +
  `${FIRM.legalName} is authorised and regulated by the Financial Conduct Authority (firm reference number ${FIRM.fca.firmReference}).`
