import { formatUkDate } from '../domain/formats'
import { repeaterItems, requiredFor, thirdPartyAuthorityErrors, type Answer, type RequiredKey, type TpaField } from '../domain/validation'
import type { CheckContext } from './record'

/** The builders of the records' checks, where a question needs more than its required message. */

/** A stored YYYY-MM-DD date as the rider typed it (DD/MM/YYYY), which is what the date rules read. */
export const asTyped = (iso: string | null | undefined): Answer => (iso == null ? iso : formatUkDate(iso))

/** A yes/no with a repeater under it: the keyed required message, then 'Please add at least one {item}'. */
export const repeaterCheck =
  (key: RequiredKey, item: string) =>
  (answer: boolean | null | undefined, count: number): string | null =>
    requiredFor(key)(answer) ?? repeaterItems(item)({ answer, count })

/** The message of one third-party-authority field, from the rule that judges the whole group. */
export const tpaCheck =
  (field: TpaField) =>
  (c: CheckContext): string | null => {
    const u = c.state.proposal.risk.userfields
    const errors = thirdPartyAuthorityErrors(
      {
        has_third_party_authority: u.has_third_party_authority,
        tpa_title: u.tpa_title,
        tpa_forename: u.tpa_forename,
        tpa_surname: u.tpa_surname,
        tpa_date_of_birth: asTyped(u.tpa_date_of_birth),
        tpa_email: u.tpa_email,
        tpa_phone: u.tpa_phone,
      },
      { today: c.today },
    )
    return errors[field] ?? null
  }
