import { calendarBounds } from '../../domain/validation'
import {
  ClaimsAnswered,
  ConvictionsAnswered,
  EmploymentStatusChosen,
  LicenceTypeChosen,
  MotoringOrganisationAnswered,
  SecondOccupationAnswered,
  UkBornAnswered,
} from '../../domain/events'
import { addressSelected, homePostcode, licenceDate, mobilePhone, personKey, phoneFormat, residencyDate } from '../../domain/validation'
import type { AppState } from '../../../reducers/root'
import {
  selectIndustryFixed,
  selectPerson,
  selectShowsEducationLevel,
  selectShowsLicenceDate,
  selectShowsMotoringOrganisation,
  selectAllowedRoles,
  selectShowsOccupation,
  selectShowsOtherVehicleCount,
  selectShowsPartTimeOccupation,
  selectShowsResidencyDate,
} from '../../../reducers/proposal-selectors'
import { codeWire, dateWire, numberWire, phoneWire, yesNoWire } from '../answer-values'
import { addressLine, addressPostcodeTyped, detailField, medicalCondition, personNamed, personYesNo } from '../bindings'
import { asTyped, repeaterCheck } from '../checks'
import { ask, askPerson, OTHER_VEHICLE_COUNTS, type FormSection, type PersonRecord, SECTION_TITLES } from '../record'
import { DATE_HINT } from './about-you'

/** Section 3's questions about the proposer that every additional rider is asked too (their wording derived). */
export const YOUR_DETAILS_PERSON = {
  'driver_details.licence.type': {
    kind: 'select',
    label: 'What type of licence do you hold?',
    ...personNamed(LicenceTypeChosen, 'licenceType', codeWire, (p) => p.driver_details.licence.type),
    required: true,
  },
  'driver_details.licence.date': {
    kind: 'date',
    // The licence calendar starts at the proposer's date of birth plus 17 (000 §5), for every rider.
    calendar: (f) => calendarBounds('licence-date', { today: f.today, dateOfBirth: f.proposerDateOfBirth }),
    label: 'When did you get this licence?',
    hint: DATE_HINT,
    visible: selectShowsLicenceDate,
    answer: dateWire,
    check: (p, c) => licenceDate({ today: c.today, role: c.role, dateOfBirth: p.date_of_birth ?? null })(asTyped(p.driver_details.licence.date)),
  },
  'driver_details.has_claims': {
    kind: 'repeater',
    label: 'Have you had any accidents, claims or losses in the last 5 years?',
    hint: 'Include any that were not your fault.',
    repeater: {
      item: 'claim',
      itemsAt: 'driver_details.claims',
      count: (s, who) => selectPerson(s, who)?.driver_details.claims.length ?? 0,
    },
    ...personYesNo(ClaimsAnswered, (p) => p.driver_details.has_claims),
    check: (p, c) => repeaterCheck(personKey(c.role, 'has_claims'), 'claim')(p.driver_details.has_claims, p.driver_details.claims.length),
  },
  'driver_details.licence.has_convictions': {
    kind: 'repeater',
    label: 'Have you had any points, penalties, disqualifications or bans in the last 5 years?',
    repeater: {
      item: 'conviction',
      itemsAt: 'driver_details.licence.convictions',
      count: (s, who) => selectPerson(s, who)?.driver_details.licence.convictions.length ?? 0,
    },
    ...personYesNo(ConvictionsAnswered, (p) => p.driver_details.licence.has_convictions),
    check: (p, c) =>
      repeaterCheck(personKey(c.role, 'licence.has_convictions'), 'conviction')(
        p.driver_details.licence.has_convictions,
        p.driver_details.licence.convictions.length,
      ),
  },
  'driver_details.has_medical_condition': {
    kind: 'yes-no',
    label: 'Do you have a medical condition that the DVLA should know about?',
    hint: 'Only one rider on a quote can have a medical condition.',
    ...medicalCondition((p) => p.driver_details.has_medical_condition),
    required: true,
  },
  'driver_details.has_motoring_organisation': {
    kind: 'yes-no',
    label: 'Are you a member of a motoring organisation?',
    ...personYesNo(MotoringOrganisationAnswered, (p) => p.driver_details.has_motoring_organisation),
    required: true,
  },
  'driver_details.motoring_organisation': {
    kind: 'select',
    label: 'Which motoring organisation?',
    visible: selectShowsMotoringOrganisation,
    answer: codeWire,
    required: true,
  },
  'driver_details.has_access_to_other_vehicles': {
    kind: 'yes-no',
    label: 'Do you have access to any other vehicles?',
    answer: yesNoWire,
    required: true,
  },
  'driver_details.access_to_other_vehicles': {
    kind: 'select',
    label: 'Which other vehicles do you have access to?',
    visible: selectShowsOtherVehicleCount,
    answer: codeWire,
    required: true,
  },
  'driver_details.number_of_other_vehicles': {
    kind: 'select',
    label: 'How many other vehicles do you have access to?',
    options: OTHER_VEHICLE_COUNTS,
    visible: selectShowsOtherVehicleCount,
    answer: numberWire,
    required: true,
  },
  marital_status: {
    kind: 'select',
    label: 'Marital status',
    answer: codeWire,
    required: true,
  },
  'resident.is_uk_born': {
    kind: 'yes-no',
    label: 'Were you born in the UK?',
    ...personNamed(UkBornAnswered, 'isUkBorn', yesNoWire, (p) => p.resident.is_uk_born),
    required: true,
  },
  'resident.since': {
    kind: 'date',
    calendar: (f) => calendarBounds('residency-date', { today: f.today, dateOfBirth: f.ownDateOfBirth }),
    label: 'When did you become a UK resident?',
    hint: DATE_HINT,
    visible: selectShowsResidencyDate,
    answer: dateWire,
    check: (p, c) => residencyDate({ today: c.today, role: c.role, dateOfBirth: p.date_of_birth ?? null })(asTyped(p.resident.since)),
  },
  'full_time_occupation.status': {
    kind: 'select',
    label: 'Employment status',
    ...personNamed(EmploymentStatusChosen, 'status', codeWire, (p) => p.full_time_occupation.status),
    required: true,
  },
  'full_time_occupation.role': {
    kind: 'select',
    label: 'What is your occupation?',
    hint: 'Choose the job title closest to your main job.',
    visible: selectShowsOccupation,
    // Full-time education offers its fixed roles only.
    allowed: selectAllowedRoles,
    answer: codeWire,
    required: true,
  },
  'full_time_occupation.industry': {
    kind: 'select',
    label: 'What industry do you work in?',
    // Full-time education fixes the industry (950), so it is not asked.
    visible: (s, who) => selectShowsOccupation(s, who) && !selectIndustryFixed(s, who),
    answer: codeWire,
    required: true,
  },
  has_part_time_occupation: {
    kind: 'yes-no',
    label: 'Do you have a second occupation?',
    visible: selectShowsOccupation,
    ...personYesNo(SecondOccupationAnswered, (p) => p.has_part_time_occupation),
    required: true,
  },
  'part_time_occupation.status': {
    kind: 'select',
    label: 'Employment status in your second occupation',
    visible: selectShowsPartTimeOccupation,
    answer: codeWire,
    required: true,
  },
  'part_time_occupation.role': {
    kind: 'select',
    label: 'What is your second occupation?',
    visible: selectShowsPartTimeOccupation,
    answer: codeWire,
    required: true,
  },
  'part_time_occupation.industry': {
    kind: 'select',
    label: 'What industry is your second occupation in?',
    visible: selectShowsPartTimeOccupation,
    answer: codeWire,
    required: true,
  },
  has_non_rta_conviction: {
    kind: 'yes-no',
    label: 'Do you have any unspent criminal convictions that are not motoring offences?',
    answer: yesNoWire,
    required: true,
  },
} as const satisfies Readonly<Record<string, PersonRecord>>

const me = (path: keyof typeof YOUR_DETAILS_PERSON) => askPerson('proposer', path, YOUR_DETAILS_PERSON[path])

const proposer = (s: AppState) => s.proposal.risk.proposer

/** The postcode the rider typed into the address lookup, else the one of the address held. */
const homePostcodeAnswer = (s: AppState) => s.lookups.address.postcode ?? proposer(s).address.postcode

/** Section 3, Your Details (000 §2, §3). */
export const YOUR_DETAILS: FormSection = {
  step: 3,
  title: SECTION_TITLES[3],
  groups: [
    {
      id: 'riding',
      heading: 'Your riding',
      questions: [
        me('driver_details.licence.type'),
        me('driver_details.licence.date'),
        me('driver_details.has_claims'),
        me('driver_details.licence.has_convictions'),
        me('driver_details.has_medical_condition'),
        me('driver_details.has_motoring_organisation'),
        me('driver_details.motoring_organisation'),
        me('driver_details.has_access_to_other_vehicles'),
        me('driver_details.access_to_other_vehicles'),
        me('driver_details.number_of_other_vehicles'),
      ],
    },
    {
      id: 'personal',
      heading: 'About you',
      questions: [me('marital_status'), me('resident.is_uk_born'), me('resident.since')],
    },
    {
      id: 'employment',
      heading: 'Employment',
      questions: [
        me('full_time_occupation.status'),
        me('full_time_occupation.role'),
        me('full_time_occupation.industry'),
        me('has_part_time_occupation'),
        me('part_time_occupation.status'),
        me('part_time_occupation.role'),
        me('part_time_occupation.industry'),
      ],
    },
    {
      id: 'education',
      heading: 'Education',
      questions: [
        ask({
          kind: 'select',
          label: 'What is your highest level of education?',
          visible: selectShowsEducationLevel,
          ...detailField('duqs.education_level', codeWire),
          required: true,
        }),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact details',
      questions: [
        ask({
          kind: 'phone',
          label: 'Mobile number',
          autocomplete: 'tel',
          ...detailField('phone_numbers.mobile', phoneWire),
          check: (c) => mobilePhone(proposer(c.state).phone_numbers.mobile),
        }),
        ask({
          kind: 'phone',
          label: 'Alternative phone number (optional)',
          hint: 'A landline or another mobile we can reach you on.',
          autocomplete: 'tel',
          ...detailField('phone_numbers.other', phoneWire),
          // Optional, but a UK phone number when given.
          check: (c) => phoneFormat(proposer(c.state).phone_numbers.other),
        }),
      ],
    },
    {
      id: 'non-motoring-conviction',
      heading: 'Other convictions',
      questions: [me('has_non_rta_conviction')],
    },
    {
      id: 'address',
      heading: 'Your address',
      questions: [
        ask({
          id: 'risk.proposer.address.postcode',
          kind: 'postcode',
          label: 'Your postcode',
          hint: 'We will find your address from it',
          autocomplete: 'postal-code',
          // The postcode the rider typed (searched or not, valid or not), else the chosen address's: the check
          // judges what the box shows. Find starts the lookup.
          ...addressPostcodeTyped(homePostcodeAnswer),
          check: (c) => homePostcode({ editForm: c.editForm })(homePostcodeAnswer(c.state)),
        }),
        ask({
          id: 'risk.proposer.address',
          kind: 'address-lookup',
          label: 'Select your address',
          read: (s) => addressLine(proposer(s).address),
          check: (c) => addressSelected({ editForm: c.editForm })(proposer(c.state).address),
        }),
      ],
    },
  ],
}
