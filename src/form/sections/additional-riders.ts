import { calendarBounds } from '../../domain/validation'
import { MAX_ADDITIONAL_RIDERS } from '../../domain/constants'
import { AdditionalRidersAnswered, ThirdPartyAuthorityAnswered } from '../../domain/events'
import type { AppState } from '../../../reducers/root'
import { selectShowsTpaFields } from '../../../reducers/proposal-selectors'
import { codeWire, dateWire, phoneWire, textWire, yesNoWire } from '../answer-values'
import { detailField, named } from '../bindings'
import { repeaterCheck, tpaCheck } from '../checks'
import { riderQuestions } from '../dialogs/rider'
import { ask, type FormSection, SECTION_TITLES } from '../record'
import { DATE_HINT } from './about-you'

const risk = (s: AppState) => s.proposal.risk
const userfields = (s: AppState) => s.proposal.risk.userfields

/** Section 5, Additional Riders, with the third-party authority (000 §2, §3). Third-party fields take no autocomplete. */
export const ADDITIONAL_RIDERS: FormSection = {
  step: 5,
  title: SECTION_TITLES[5],
  groups: [
    {
      id: 'additional-riders',
      heading: 'Additional riders',
      questions: [
        ask({
          id: 'risk.has_additional_drivers',
          kind: 'repeater',
          label: 'Would you like to add anyone else who will ride the bike?',
          repeater: {
            item: 'additional rider',
            itemsAt: 'risk.additional_drivers',
            max: MAX_ADDITIONAL_RIDERS,
            // Riders kept behind a No (a proposal loaded for edit) are not asked about: the edit submit drops them.
            count: (s) => (risk(s).has_additional_drivers === true ? risk(s).additional_drivers.length : 0),
            itemQuestions: riderQuestions,
          },
          ...named(AdditionalRidersAnswered, (raw) => ({ has: yesNoWire(raw) }), (s) => risk(s).has_additional_drivers),
          check: (c) =>
            repeaterCheck('has_additional_drivers', 'additional rider')(
              risk(c.state).has_additional_drivers,
              risk(c.state).additional_drivers.length,
            ),
        }),
      ],
    },
    {
      id: 'third-party-authority',
      heading: 'Third-party authority',
      questions: [
        ask({
          id: 'risk.userfields.has_third_party_authority',
          kind: 'yes-no',
          label: 'Would you like to give someone else authority to discuss your policy with us?',
          hint: 'For example, a partner or family member who may call us for you.',
          ...named(ThirdPartyAuthorityAnswered, (raw) => ({ has: yesNoWire(raw) }), (s) => userfields(s).has_third_party_authority),
          check: tpaCheck('has_third_party_authority'),
        }),
        ask({
          kind: 'select',
          label: 'Their title',
          visible: selectShowsTpaFields,
          ...detailField('userfields.tpa_title', codeWire),
          check: tpaCheck('tpa_title'),
        }),
        ask({
          kind: 'text',
          label: 'Their first name',
          visible: selectShowsTpaFields,
          ...detailField('userfields.tpa_forename', textWire),
          check: tpaCheck('tpa_forename'),
        }),
        ask({
          kind: 'text',
          label: 'Their surname',
          visible: selectShowsTpaFields,
          ...detailField('userfields.tpa_surname', textWire),
          check: tpaCheck('tpa_surname'),
        }),
        ask({
          kind: 'date',
          label: 'Their date of birth (optional)',
          hint: DATE_HINT,
          visible: selectShowsTpaFields,
          calendar: (f) => calendarBounds('tpa-date-of-birth', f),
          ...detailField('userfields.tpa_date_of_birth', dateWire),
          check: tpaCheck('tpa_date_of_birth'),
        }),
        ask({
          kind: 'email',
          label: 'Their email address',
          visible: selectShowsTpaFields,
          ...detailField('userfields.tpa_email', textWire),
          check: tpaCheck('tpa_email'),
        }),
        ask({
          kind: 'phone',
          label: 'Their phone number',
          visible: selectShowsTpaFields,
          ...detailField('userfields.tpa_phone', phoneWire),
          check: tpaCheck('tpa_phone'),
        }),
      ],
    },
  ],
}
