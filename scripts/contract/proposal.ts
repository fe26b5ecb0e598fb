import { EXAMPLE_CONTEXT, EXAMPLES } from '../../mock-server/pricing/example-proposals'
import type { DirectDebit, ProposalInput } from '../../src/domain/codecs'
import { DEFAULT_COLLECTION_DAY } from '../../src/domain/constants'
import { addYears } from '../../src/domain/formats'
import type { AccountNumber, EmailAddress, IsoDate, SortCode, UkPhone } from '../../src/domain/primitives'

/*
 * The answers the conformance run sends: worked example A of docs/pricing.md (the commuter: invented, no real
 * person's data, on a bike the mock insurer's fixtures know), moved to the day of the run, with the contact
 * details the summary asks for. An insurer whose reference lists or lookups differ passes its own
 * (`--proposal file.json`, a ProposalInput); the run looks up its registration and postcode.
 */

const [commuter] = EXAMPLES

/** The rider's answers as the form sends them on step 5, for a run on `today` (YYYY-MM-DD, the UK's day). */
export const contractProposal = (today: string): ProposalInput => {
  if (commuter === undefined) throw new Error('docs/pricing.md has no worked example to quote')
  const { uuid: _uuid, quote: _quote, is_quoted: _quoted, ...example } = commuter.build()
  const years = Number(today.slice(0, 4)) - Number(EXAMPLE_CONTEXT.today.slice(0, 4))
  const moved = (iso: IsoDate | null | undefined): IsoDate | null => (iso == null ? null : (addYears(iso, years) as IsoDate))
  const proposer = example.risk.proposer
  const licence = proposer.driver_details.licence
  return {
    ...example,
    consent_to_auto_renew: true,
    risk: {
      ...example.risk,
      start_date: today as IsoDate,
      proposer: {
        ...proposer,
        date_of_birth: moved(proposer.date_of_birth),
        email_address: 'rider@example.com' as EmailAddress,
        phone_numbers: { mobile: '07700900123' as UkPhone },
        driver_details: { ...proposer.driver_details, licence: { ...licence, date: moved(licence.date) } },
      },
    },
  }
}

/** The Direct Debit the run pays monthly with: the proposer's own account, collected on the start date's day. */
export const contractDirectDebit = (startDate: string | null | undefined): DirectDebit => ({
  is_proposer_account_holder: true,
  account_name: "Eleanor O'Hara-Whitfield",
  account_number: '55779911' as AccountNumber,
  sort_code: '308012' as SortCode,
  collection_day: (startDate == null ? DEFAULT_COLLECTION_DAY : String(Number(startDate.slice(8, 10)))) as NonNullable<DirectDebit['collection_day']>,
  third_party: null,
})
