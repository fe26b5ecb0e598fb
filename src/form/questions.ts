import type { ListName } from '../domain/codecs'
import { MAX_ADDITIONAL_RIDERS, REPEATER_MAX, VOLUNTARY_EXCESS_VALUES } from '../domain/constants'
import type { Who } from '../domain/events'
import { forRider } from '../domain/validation'
import type { AppState } from '../../reducers/root'
import {
  selectExcessDisabled,
  selectIndustryFixed,
  selectPerson,
  selectShowsAlarmType,
  selectShowsBusinessMileage,
  selectShowsEducationLevel,
  selectShowsImmobiliserType,
  selectShowsImportType,
  selectShowsKeptPostcode,
  selectShowsLicenceDate,
  selectShowsMotoringOrganisation,
  selectShowsNcdProtection,
  selectShowsOccupation,
  selectShowsOtherVehicleCount,
  selectShowsOwner,
  selectShowsPartTimeOccupation,
  selectShowsPreviousInsurance,
  selectShowsPurchaseDate,
  selectShowsResidencyDate,
  selectShowsTpaFields,
  selectShowsTrackerType,
} from '../../reducers/proposal-selectors'

/*
 * The quote form's layout (000 §2): five sections, each a list of headed groups of questions in the order the
 * rider meets them. A question's id is the path of its answer in the proposal (ProposalInput), so an error
 * record, a scroll target and the stored answer all share one name. The screens render from this; the step
 * validation (step-validation.ts) validates the visible questions of a step.
 */

/** The form's steps, numbered as the rider sees them. */
export type FormStep = 1 | 2 | 3 | 4 | 5

/** Every step, in order. */
export const FORM_STEPS: readonly FormStep[] = [1, 2, 3, 4, 5]

/** The input a question needs. */
export type QuestionKind =
  | 'text'
  | 'date'
  | 'yes-no'
  | 'select'
  | 'number'
  | 'money'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'address-lookup'
  | 'vehicle-lookup'
  | 'repeater'

/** One option of a fixed option set: the label shown and the value stored. */
export interface Choice {
  readonly label: string
  readonly value: string | number | boolean
}

/** The spec's Yes/No option set. */
export const YES_NO: readonly Choice[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
]

/**
 * The pillion question's inverted Yes/No (000 §3): the question asks whether pillion passengers are carried,
 * the answer is stored as `is_exclude_pillion_riders`, so Yes stores false and No stores true.
 */
export const PILLION_YES_NO: readonly Choice[] = [
  { label: 'Yes', value: false },
  { label: 'No', value: true },
]

/** Payment type: Monthly (true) or Annual (false), stored in `is_pay_monthly`. */
export const PAYMENT_TYPES: readonly Choice[] = [
  { label: 'Monthly', value: true },
  { label: 'Annual', value: false },
]

/** The other-vehicles count: 0 to 10+, the last stored as 10. */
export const OTHER_VEHICLE_COUNTS: readonly Choice[] = Array.from({ length: 11 }, (_, n) => ({
  label: n === 10 ? '10+' : String(n),
  value: n,
}))

/** Voluntary excess in pounds: £0 to £2,000 in steps of £50. */
export const VOLUNTARY_EXCESS_CHOICES: readonly Choice[] = VOLUNTARY_EXCESS_VALUES.map((n) => ({
  label: `£${n.toLocaleString('en-GB')}`,
  value: n,
}))

/** A yes/no question with a list of items under it (claims, convictions, modifications, riders). */
export interface RepeaterSpec {
  /** The item, as the 'Please add at least one {item}' message names it. */
  readonly item: string
  /** Where the items are stored in the proposal. */
  readonly itemsAt: string
  /** How many items may be added; the Add button is hidden beyond it. */
  readonly max: number
  /** How many items the rider has added. */
  readonly count: (s: AppState) => number
  /** The questions asked about one item, when the step validates them (additional riders); else absent. */
  readonly itemQuestions?: (index: number) => readonly Question[]
}

interface QuestionBase {
  /** The proposal path of the answer, unique in the form. */
  readonly id: string
  readonly label: string
  readonly kind: QuestionKind
  /** The reference list a select loads its options from (`insurer.{list}`). */
  readonly list?: ListName
  /** The fixed option set of a yes-no question or a select without a reference list. */
  readonly options?: readonly Choice[]
  readonly hint?: string
  /** Where the answer is stored when the id names something the proposal keeps elsewhere. */
  readonly storedAt?: string
  readonly repeater?: RepeaterSpec
  /** Whether the question is shown; a hidden question is never validated. */
  readonly visible: (s: AppState) => boolean
  /** Shown but not answerable (the voluntary excess for TPO cover). */
  readonly disabled?: (s: AppState) => boolean
}

/** A question about one person of the quote, asked of the proposer and of every additional rider. */
export interface PersonQuestion extends QuestionBase {
  readonly about: 'person'
  readonly who: Who
  /** The answer's path inside the person (Proposer or AdditionalDriver). */
  readonly path: PersonPath
}

/** A question about the proposal as a whole (or asked of the proposer only). */
export interface ProposalQuestion extends QuestionBase {
  readonly about: 'proposal'
  readonly id: ProposalQuestionId
}

/** A question of the form. */
export type Question = PersonQuestion | ProposalQuestion

/** The path, inside a person, of every question asked of each rider. */
export type PersonPath =
  | 'name.title'
  | 'name.forenames'
  | 'name.surname'
  | 'date_of_birth'
  | 'has_insurance_refused'
  | 'relationship_to_proposer'
  | 'marital_status'
  | 'resident.is_uk_born'
  | 'resident.since'
  | 'full_time_occupation.status'
  | 'full_time_occupation.role'
  | 'full_time_occupation.industry'
  | 'has_part_time_occupation'
  | 'part_time_occupation.status'
  | 'part_time_occupation.role'
  | 'part_time_occupation.industry'
  | 'has_non_rta_conviction'
  | 'driver_details.licence.type'
  | 'driver_details.licence.date'
  | 'driver_details.has_claims'
  | 'driver_details.licence.has_convictions'
  | 'driver_details.has_medical_condition'
  | 'driver_details.has_motoring_organisation'
  | 'driver_details.motoring_organisation'
  | 'driver_details.has_access_to_other_vehicles'
  | 'driver_details.access_to_other_vehicles'
  | 'driver_details.number_of_other_vehicles'

/** The ids of the questions about the proposal as a whole. */
export type ProposalQuestionId =
  | 'risk.proposer.email_address'
  | 'risk.userfields.has_email_consent'
  | 'risk.vehicle.has_registration'
  | 'risk.vehicle.abi_code'
  | 'risk.vehicle.value'
  | 'risk.vehicle.purchased.is_purchased'
  | 'risk.vehicle.purchased.date_purchased'
  | 'risk.vehicle.keeper'
  | 'risk.vehicle.owner'
  | 'risk.vehicle.has_alarm'
  | 'risk.vehicle.alarm'
  | 'risk.vehicle.has_immobiliser'
  | 'risk.vehicle.immobiliser'
  | 'risk.vehicle.has_tracker'
  | 'risk.vehicle.tracker'
  | 'risk.vehicle.is_exclude_pillion_riders'
  | 'risk.vehicle.imported'
  | 'risk.vehicle.import_type'
  | 'risk.vehicle.has_side_car'
  | 'risk.vehicle.is_modified'
  | 'risk.vehicle.kept_location'
  | 'risk.vehicle.is_kept_at_proposer_postcode'
  | 'risk.vehicle.kept_postcode'
  | 'risk.vehicle.class_of_use'
  | 'risk.total_mileage'
  | 'risk.business_mileage'
  | 'risk.duqs.education_level'
  | 'risk.proposer.phone_numbers.mobile'
  | 'risk.proposer.phone_numbers.other'
  | 'risk.proposer.address.postcode'
  | 'risk.proposer.address'
  | 'risk.start_date'
  | 'risk.vehicle.cover_type'
  | 'risk.has_previous_insurance'
  | 'risk.previous_insurance.ncd.years'
  | 'risk.previous_insurance.ncd.is_protected'
  | 'risk.voluntary_excess'
  | 'is_pay_monthly'
  | 'risk.has_additional_drivers'
  | 'risk.userfields.has_third_party_authority'
  | 'risk.userfields.tpa_title'
  | 'risk.userfields.tpa_forename'
  | 'risk.userfields.tpa_surname'
  | 'risk.userfields.tpa_date_of_birth'
  | 'risk.userfields.tpa_email'
  | 'risk.userfields.tpa_phone'

/** The headed groups of the sections. */
export type GroupId =
  | 'about-you'
  | 'bike'
  | 'using-the-bike'
  | 'riding'
  | 'personal'
  | 'employment'
  | 'education'
  | 'contact'
  | 'non-motoring-conviction'
  | 'address'
  | 'cover'
  | 'additional-riders'
  | 'third-party-authority'

/** A headed group of questions inside a section. */
export interface QuestionGroup {
  readonly id: GroupId
  readonly heading: string
  readonly questions: readonly Question[]
}

/** One numbered section of the form. */
export interface FormSection {
  readonly step: FormStep
  readonly title: string
  readonly groups: readonly QuestionGroup[]
}

const always = (): boolean => true

/** Which way the bike is being found: by registration, by the manual make-and-model search, or not yet. */
export type VehicleLookupMode = 'registration' | 'manual' | null

/**
 * The vehicle lookup's mode (000 §4): Yes to 'do you know the registration' shows registration entry, No
 * the manual lookup; unanswered, neither. Re-exported by reducers/form-selectors.ts as
 * `selectVehicleLookupMode` (it lives here so the layout does not import the form selectors, which import it).
 */
export const vehicleLookupMode = (s: AppState): VehicleLookupMode => {
  const known = s.proposal.risk.vehicle.has_registration
  return known === true ? 'registration' : known === false ? 'manual' : null
}

/** The vehicle lookup is shown once the registration question is answered, in either mode. */
export const showsVehicleLookup = (s: AppState): boolean => vehicleLookupMode(s) !== null

// Person questions -----------------------------------------------------------------------------------

interface PersonQuestionDef {
  readonly kind: QuestionKind
  /** In the proposer's wording; an additional rider reads `forRider` of it unless `riderLabel` is given. */
  readonly label: string
  readonly riderLabel?: string
  readonly hint?: string
  readonly list?: ListName
  readonly options?: readonly Choice[]
  readonly visible?: (s: AppState, who: Who) => boolean
  readonly repeater?: { readonly item: string; readonly itemsAt: string; readonly count: (s: AppState, who: Who) => number }
}

const DATE_HINT = 'For example, 27/03/1990'

const PERSON_QUESTIONS: { readonly [P in PersonPath]: PersonQuestionDef } = {
  'name.title': { kind: 'select', label: 'Title', list: 'person_title_gender' },
  'name.forenames': { kind: 'text', label: 'First name' },
  'name.surname': { kind: 'text', label: 'Surname' },
  date_of_birth: { kind: 'date', label: 'Date of birth', hint: DATE_HINT },
  has_insurance_refused: {
    kind: 'yes-no',
    label: 'Have you ever been refused motor insurance?',
    hint: 'Include any policy that was cancelled or refused renewal.',
  },
  relationship_to_proposer: {
    kind: 'select',
    label: 'Relationship to the policyholder',
    riderLabel: 'What is their relationship to the policyholder?',
    list: 'relationship_to_proposer',
  },
  marital_status: { kind: 'select', label: 'Marital status', list: 'person_marital_status' },
  'resident.is_uk_born': { kind: 'yes-no', label: 'Were you born in the UK?' },
  'resident.since': {
    kind: 'date',
    label: 'When did you become a UK resident?',
    hint: DATE_HINT,
    visible: selectShowsResidencyDate,
  },
  'full_time_occupation.status': { kind: 'select', label: 'Employment status', list: 'occupation_status' },
  'full_time_occupation.role': {
    kind: 'select',
    label: 'What is your occupation?',
    hint: 'Choose the job title closest to your main job.',
    list: 'occupation_role',
    visible: selectShowsOccupation,
  },
  'full_time_occupation.industry': {
    kind: 'select',
    label: 'What industry do you work in?',
    list: 'occupation_industry',
    // Full-time education fixes the industry (950), so it is not asked.
    visible: (s, who) => selectShowsOccupation(s, who) && !selectIndustryFixed(s, who),
  },
  has_part_time_occupation: { kind: 'yes-no', label: 'Do you have a second occupation?', visible: selectShowsOccupation },
  'part_time_occupation.status': {
    kind: 'select',
    label: 'Employment status in your second occupation',
    list: 'occupation_status',
    visible: selectShowsPartTimeOccupation,
  },
  'part_time_occupation.role': {
    kind: 'select',
    label: 'What is your second occupation?',
    list: 'occupation_role',
    visible: selectShowsPartTimeOccupation,
  },
  'part_time_occupation.industry': {
    kind: 'select',
    label: 'What industry is your second occupation in?',
    list: 'occupation_industry',
    visible: selectShowsPartTimeOccupation,
  },
  has_non_rta_conviction: {
    kind: 'yes-no',
    label: 'Do you have any unspent criminal convictions that are not motoring offences?',
  },
  'driver_details.licence.type': { kind: 'select', label: 'What type of licence do you hold?', list: 'driving_license_type' },
  'driver_details.licence.date': {
    kind: 'date',
    label: 'When did you get this licence?',
    hint: DATE_HINT,
    visible: selectShowsLicenceDate,
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
  },
  'driver_details.licence.has_convictions': {
    kind: 'repeater',
    label: 'Have you had any points, penalties, disqualifications or bans in the last 5 years?',
    repeater: {
      item: 'conviction',
      itemsAt: 'driver_details.licence.convictions',
      count: (s, who) => selectPerson(s, who)?.driver_details.licence.convictions.length ?? 0,
    },
  },
  'driver_details.has_medical_condition': {
    kind: 'yes-no',
    label: 'Do you have a medical condition that the DVLA should know about?',
    hint: 'Only one rider on a quote can have a medical condition.',
  },
  'driver_details.has_motoring_organisation': { kind: 'yes-no', label: 'Are you a member of a motoring organisation?' },
  'driver_details.motoring_organisation': {
    kind: 'select',
    label: 'Which motoring organisation?',
    list: 'person_motoring_organisation',
    visible: selectShowsMotoringOrganisation,
  },
  'driver_details.has_access_to_other_vehicles': { kind: 'yes-no', label: 'Do you have access to any other vehicles?' },
  'driver_details.access_to_other_vehicles': {
    kind: 'select',
    label: 'Which other vehicles do you have access to?',
    list: 'person_vehicle_access',
    visible: selectShowsOtherVehicleCount,
  },
  'driver_details.number_of_other_vehicles': {
    kind: 'select',
    label: 'How many other vehicles do you have access to?',
    options: OTHER_VEHICLE_COUNTS,
    visible: selectShowsOtherVehicleCount,
  },
}

/** Where a person's answers live in the proposal: 'risk.proposer' or 'risk.additional_drivers.N'. */
export const personPrefix = (who: Who): string => (who === 'proposer' ? 'risk.proposer' : `risk.additional_drivers.${who}`)

/** The question at `path` about `who`, in that person's wording, with its id under `personPrefix(who)`. */
export const personQuestion = (who: Who, path: PersonPath): PersonQuestion => {
  const def = PERSON_QUESTIONS[path]
  const rider = who !== 'proposer'
  const prefix = personPrefix(who)
  const shown = def.visible
  const repeater = def.repeater
  return {
    about: 'person',
    who,
    path,
    id: `${prefix}.${path}`,
    kind: def.kind,
    label: rider ? (def.riderLabel ?? forRider(def.label)) : def.label,
    ...(def.hint !== undefined ? { hint: rider ? forRider(def.hint) : def.hint } : {}),
    ...(def.list !== undefined ? { list: def.list } : {}),
    ...(def.options !== undefined ? { options: def.options } : def.kind === 'yes-no' || def.kind === 'repeater' ? { options: YES_NO } : {}),
    ...(repeater !== undefined
      ? {
          repeater: {
            item: repeater.item,
            itemsAt: `${prefix}.${repeater.itemsAt}`,
            max: REPEATER_MAX,
            count: (s: AppState) => repeater.count(s, who),
          },
        }
      : {}),
    visible: (s) => selectPerson(s, who) !== undefined && (shown === undefined || shown(s, who)),
  }
}

/** The order of the rider modal's questions. */
export const RIDER_PATHS: readonly PersonPath[] = [
  'name.title',
  'name.forenames',
  'name.surname',
  'date_of_birth',
  'relationship_to_proposer',
  'marital_status',
  'resident.is_uk_born',
  'resident.since',
  'has_insurance_refused',
  'driver_details.licence.type',
  'driver_details.licence.date',
  'driver_details.has_claims',
  'driver_details.licence.has_convictions',
  'driver_details.has_medical_condition',
  'driver_details.has_motoring_organisation',
  'driver_details.motoring_organisation',
  'driver_details.has_access_to_other_vehicles',
  'driver_details.access_to_other_vehicles',
  'driver_details.number_of_other_vehicles',
  'full_time_occupation.status',
  'full_time_occupation.role',
  'full_time_occupation.industry',
  'has_part_time_occupation',
  'part_time_occupation.status',
  'part_time_occupation.role',
  'part_time_occupation.industry',
  'has_non_rta_conviction',
]

/**
 * The questions of the add/edit rider modal for rider `index` (0-based), in order: everything the proposer
 * is asked about themself except address, email and phones, plus the relationship to the policyholder.
 * Ids are 'risk.additional_drivers.{index}.{path}'; labels and hints use they/their.
 */
export const riderQuestions = (index: number): readonly PersonQuestion[] =>
  RIDER_PATHS.map((path) => personQuestion(index, path))

// Proposal questions ---------------------------------------------------------------------------------

type ProposalQuestionDef = Omit<ProposalQuestion, 'about' | 'visible'> & { readonly visible?: (s: AppState) => boolean }

const ask = (def: ProposalQuestionDef): ProposalQuestion => ({
  about: 'proposal',
  ...(def.kind === 'yes-no' || def.kind === 'repeater' ? { options: YES_NO } : {}),
  ...def,
  visible: def.visible ?? always,
})

const me = (path: PersonPath): PersonQuestion => personQuestion('proposer', path)

const SECTION_1: FormSection = {
  step: 1,
  title: 'About You',
  groups: [
    {
      id: 'about-you',
      heading: 'About you',
      questions: [
        me('name.title'),
        me('name.forenames'),
        me('name.surname'),
        me('date_of_birth'),
        ask({
          id: 'risk.proposer.email_address',
          kind: 'email',
          label: 'Email address',
          hint: "We'll send your quote and policy documents to this address.",
        }),
        me('has_insurance_refused'),
        ask({
          id: 'risk.userfields.has_email_consent',
          kind: 'yes-no',
          label: 'Would you like to hear about our offers and news by email?',
          hint: 'You can change your mind at any time.',
        }),
      ],
    },
  ],
}

const SECTION_2: FormSection = {
  step: 2,
  title: 'About Your Bike',
  groups: [
    {
      id: 'bike',
      heading: 'Your bike',
      questions: [
        ask({ id: 'risk.vehicle.has_registration', kind: 'yes-no', label: "Do you know your bike's registration number?" }),
        ask({
          id: 'risk.vehicle.abi_code',
          kind: 'vehicle-lookup',
          label: 'Find your bike',
          hint: "Enter your registration and select a vehicle, or find your bike by its make and model if you don't know the registration.",
          storedAt: 'risk.vehicle',
          visible: showsVehicleLookup,
        }),
        ask({
          id: 'risk.vehicle.value',
          kind: 'money',
          label: 'What is the market value of your bike?',
          hint: 'What it would cost to replace with one of the same make, model, age and condition today.',
        }),
        ask({ id: 'risk.vehicle.purchased.is_purchased', kind: 'yes-no', label: 'Have you bought the bike yet?' }),
        ask({
          id: 'risk.vehicle.purchased.date_purchased',
          kind: 'date',
          label: 'When did you buy it?',
          hint: 'The date you became the owner, for example 14/03/2021.',
          visible: selectShowsPurchaseDate,
        }),
        ask({ id: 'risk.vehicle.keeper', kind: 'yes-no', label: 'Are you the registered keeper of the bike?' }),
        ask({ id: 'risk.vehicle.owner', kind: 'select', label: 'Who owns the bike?', list: 'vehicle_owner', visible: selectShowsOwner }),
        ask({
          id: 'risk.vehicle.has_alarm',
          kind: 'yes-no',
          label: 'Does your bike have security markings?',
          hint: 'For example, a Datatag kit or an alarm.',
        }),
        ask({
          id: 'risk.vehicle.alarm',
          kind: 'select',
          label: 'What type of security markings does it have?',
          list: 'vehicle_alarm',
          visible: selectShowsAlarmType,
        }),
        ask({ id: 'risk.vehicle.has_immobiliser', kind: 'yes-no', label: 'Does your bike have an immobiliser?' }),
        ask({
          id: 'risk.vehicle.immobiliser',
          kind: 'select',
          label: 'What type of immobiliser is fitted?',
          list: 'vehicle_immobiliser',
          visible: selectShowsImmobiliserType,
        }),
        ask({ id: 'risk.vehicle.has_tracker', kind: 'yes-no', label: 'Does your bike have a tracking device?' }),
        ask({
          id: 'risk.vehicle.tracker',
          kind: 'select',
          label: 'What type of tracking device is fitted?',
          list: 'vehicle_tracker',
          visible: selectShowsTrackerType,
        }),
        ask({
          id: 'risk.vehicle.is_exclude_pillion_riders',
          kind: 'yes-no',
          label: 'Will you carry pillion passengers?',
          options: PILLION_YES_NO,
        }),
        ask({
          id: 'risk.vehicle.imported',
          kind: 'yes-no',
          label: 'Is the bike an import?',
          hint: 'A bike first registered outside the UK.',
        }),
        ask({
          id: 'risk.vehicle.import_type',
          kind: 'select',
          label: 'What type of import is it?',
          list: 'vehicle_imported',
          storedAt: 'risk.vehicle.imported',
          visible: selectShowsImportType,
        }),
        ask({ id: 'risk.vehicle.has_side_car', kind: 'yes-no', label: 'Does the bike have a sidecar?' }),
        ask({
          id: 'risk.vehicle.is_modified',
          kind: 'repeater',
          label: "Has the bike been modified from the manufacturer's standard?",
          hint: 'For example, a new exhaust, changes to the engine or a custom paint job.',
          repeater: {
            item: 'modification',
            itemsAt: 'risk.vehicle.modifications',
            max: REPEATER_MAX,
            count: (s) => s.proposal.risk.vehicle.modifications.length,
          },
        }),
      ],
    },
    {
      id: 'using-the-bike',
      heading: 'Using the bike',
      questions: [
        ask({ id: 'risk.vehicle.kept_location', kind: 'select', label: 'Where is the bike kept overnight?', list: 'vehicle_kept_location' }),
        ask({ id: 'risk.vehicle.is_kept_at_proposer_postcode', kind: 'yes-no', label: 'Is the bike kept overnight at your home address?' }),
        ask({
          id: 'risk.vehicle.kept_postcode',
          kind: 'postcode',
          label: 'Postcode where the bike is kept overnight',
          visible: selectShowsKeptPostcode,
        }),
        ask({ id: 'risk.vehicle.class_of_use', kind: 'select', label: 'What will you use the bike for?', list: 'vehicle_class_of_use' }),
        ask({
          id: 'risk.total_mileage',
          kind: 'number',
          label: 'Annual mileage',
          hint: 'About how many miles the bike will be ridden in a year, including any business use.',
        }),
        ask({
          id: 'risk.business_mileage',
          kind: 'number',
          label: 'Annual business mileage',
          hint: "How many of those miles are for business. This can't be more than your annual mileage.",
          visible: selectShowsBusinessMileage,
        }),
      ],
    },
  ],
}

const SECTION_3: FormSection = {
  step: 3,
  title: 'Your Details',
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
          id: 'risk.duqs.education_level',
          kind: 'select',
          label: 'What is your highest level of education?',
          list: 'duq_education_level_short',
          visible: selectShowsEducationLevel,
        }),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact details',
      questions: [
        ask({ id: 'risk.proposer.phone_numbers.mobile', kind: 'phone', label: 'Mobile number' }),
        ask({
          id: 'risk.proposer.phone_numbers.other',
          kind: 'phone',
          label: 'Alternative phone number (optional)',
          hint: 'A landline or another mobile we can reach you on.',
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
          label: 'Your home postcode',
          hint: 'Enter your postcode and press Find address.',
        }),
        ask({
          id: 'risk.proposer.address',
          kind: 'address-lookup',
          label: 'Select your address',
          hint: "Choose your address from the list. If it isn't there, choose Find another address.",
        }),
      ],
    },
  ],
}

const SECTION_4: FormSection = {
  step: 4,
  title: 'Cover Details',
  groups: [
    {
      id: 'cover',
      heading: 'Your cover',
      questions: [
        ask({
          id: 'risk.start_date',
          kind: 'date',
          label: 'When would you like your cover to start?',
          hint: 'Any date from today up to 30 days ahead.',
        }),
        ask({ id: 'risk.vehicle.cover_type', kind: 'select', label: 'What type of cover would you like?', list: 'cover_type' }),
        ask({
          id: 'risk.has_previous_insurance',
          kind: 'yes-no',
          label: 'Have you held motorcycle insurance in your own name before?',
        }),
        ask({
          id: 'risk.previous_insurance.ncd.years',
          kind: 'number',
          label: 'How many years of no claims discount do you have?',
          hint: "It must be under 2 years old and earned on a private bike policy in the EU. You'll need to show proof of it.",
          visible: selectShowsPreviousInsurance,
        }),
        ask({
          id: 'risk.previous_insurance.ncd.is_protected',
          kind: 'yes-no',
          label: 'Would you like to protect your no claims discount?',
          visible: selectShowsNcdProtection,
        }),
        ask({
          id: 'risk.voluntary_excess',
          kind: 'select',
          label: 'Voluntary excess',
          hint: 'What you agree to pay towards a claim on top of the compulsory excess. Not available with third party only cover.',
          options: VOLUNTARY_EXCESS_CHOICES,
          disabled: selectExcessDisabled,
        }),
        ask({ id: 'is_pay_monthly', kind: 'select', label: 'How would you like to pay?', options: PAYMENT_TYPES }),
      ],
    },
  ],
}

const SECTION_5: FormSection = {
  step: 5,
  title: 'Additional Riders',
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
            count: (s) => (s.proposal.risk.has_additional_drivers === true ? s.proposal.risk.additional_drivers.length : 0),
            itemQuestions: riderQuestions,
          },
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
        }),
        ask({
          id: 'risk.userfields.tpa_title',
          kind: 'select',
          label: 'Their title',
          list: 'person_title_gender',
          visible: selectShowsTpaFields,
        }),
        ask({ id: 'risk.userfields.tpa_forename', kind: 'text', label: 'Their first name', visible: selectShowsTpaFields }),
        ask({ id: 'risk.userfields.tpa_surname', kind: 'text', label: 'Their surname', visible: selectShowsTpaFields }),
        ask({
          id: 'risk.userfields.tpa_date_of_birth',
          kind: 'date',
          label: 'Their date of birth (optional)',
          hint: DATE_HINT,
          visible: selectShowsTpaFields,
        }),
        ask({ id: 'risk.userfields.tpa_email', kind: 'email', label: 'Their email address', visible: selectShowsTpaFields }),
        ask({ id: 'risk.userfields.tpa_phone', kind: 'phone', label: 'Their phone number', visible: selectShowsTpaFields }),
      ],
    },
  ],
}

/** The five sections of the quote form, in step order. */
export const FORM_SECTIONS: readonly FormSection[] = [SECTION_1, SECTION_2, SECTION_3, SECTION_4, SECTION_5]

/** The section of a step. Throws RangeError for a step that is not 1 to 5. */
export const sectionOf = (step: FormStep): FormSection => {
  const section = FORM_SECTIONS[step - 1]
  if (section === undefined) throw new RangeError(`no form section ${String(step)}`)
  return section
}

const STEP_QUESTIONS: ReadonlyMap<FormStep, readonly Question[]> = new Map(
  FORM_SECTIONS.map((s) => [s.step, s.groups.flatMap((g) => g.questions)]),
)

/**
 * Every question of a step's section, in order, shown or not. The additional riders' own questions are not
 * among them: they are asked in the rider modal (`riderQuestions`). Throws RangeError for a step not 1 to 5.
 */
export const questionsOf = (step: FormStep): readonly Question[] => {
  const questions = STEP_QUESTIONS.get(step)
  if (questions === undefined) throw new RangeError(`no form section ${String(step)}`)
  return questions
}

/** The questions of a step that are shown in this state, in order. */
export const visibleQuestionsOf = (s: AppState, step: FormStep): readonly Question[] => questionsOf(step).filter((q) => q.visible(s))

/** The step a question id belongs to (a rider's questions belong to step 5); null for an unknown id. */
export const stepOfQuestion = (id: string): FormStep | null => {
  if (/^risk\.additional_drivers\.\d+\./.test(id)) return 5
  for (const step of FORM_STEPS) if (questionsOf(step).some((q) => q.id === id)) return step
  return null
}
