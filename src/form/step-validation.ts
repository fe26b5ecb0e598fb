import type { AdditionalDriver, DriverRole, Proposer } from '../domain/codecs'
import { formatUkDate } from '../domain/formats'
import {
  addressSelected,
  alternativePhone,
  assertIsoDate,
  bikeValue,
  businessMileage,
  dateOfBirth,
  emailAddress,
  findYourBike,
  firstName,
  homePostcode,
  keptPostcode,
  licenceDate,
  mobilePhone,
  personKey,
  purchaseDate,
  repeaterItems,
  requiredFor,
  residencyDate,
  startDate,
  surname,
  thirdPartyAuthorityErrors,
  totalMileage,
  type Answer,
  type RequiredKey,
  type TpaField,
} from '../domain/validation'
import type { AppState } from '../../reducers/root'
import { selectIsImported, selectPerson } from '../../reducers/proposal-selectors'
import { FORM_STEPS, questionsOf, type FormStep, type PersonPath, type ProposalQuestionId, type Question } from './questions'

/**
 * The errors of a step: question id → message, in the order the questions appear (so the first key is the
 * question to scroll to). An additional rider's errors are keyed 'risk.additional_drivers.{i}.{path}' and
 * follow the riders question. A valid step gives `{}`.
 */
export type StepErrors = Readonly<Record<string, string>>

interface CheckContext {
  readonly state: AppState
  readonly today: string
  /** The quote edit form relaxes the address postcode and skips the pick-an-address rule. */
  readonly editForm: boolean
}

interface PersonCheckContext extends CheckContext {
  readonly role: DriverRole
}

type Person = Proposer | AdditionalDriver

/** A stored YYYY-MM-DD date as the rider typed it (DD/MM/YYYY), which is what the date rules read. */
const asTyped = (iso: string | null | undefined): Answer => (iso == null ? iso : formatUkDate(iso))

/** A yes/no with a repeater under it: the keyed required message, then 'Please add at least one {item}'. */
const repeater =
  (key: RequiredKey, item: string) =>
  (answer: boolean | null | undefined, count: number): string | null =>
    requiredFor(key)(answer) ?? repeaterItems(item)({ answer, count })

type PersonCheck = (p: Person, c: PersonCheckContext) => string | null

const required =
  (field: Parameters<typeof personKey>[1], read: (p: Person) => Answer): PersonCheck =>
  (p, c) =>
    requiredFor(personKey(c.role, field))(read(p))

/** The rule of every question asked of each rider; messages in the role's wording. */
const PERSON_CHECKS: { readonly [P in PersonPath]: PersonCheck } = {
  'name.title': required('name.title', (p) => p.name.title),
  'name.forenames': (p, c) => firstName(c.role)(p.name.forenames),
  'name.surname': (p, c) => surname(c.role)(p.name.surname),
  date_of_birth: (p, c) => dateOfBirth({ today: c.today, role: c.role })(asTyped(p.date_of_birth)),
  has_insurance_refused: required('has_insurance_refused', (p) => p.has_insurance_refused),
  relationship_to_proposer: (p) =>
    requiredFor('additional_driver.relationship_to_proposer')('relationship_to_proposer' in p ? p.relationship_to_proposer : null),
  marital_status: required('marital_status', (p) => p.marital_status),
  'resident.is_uk_born': required('resident.is_uk_born', (p) => p.resident.is_uk_born),
  'resident.since': (p, c) =>
    residencyDate({ today: c.today, role: c.role, dateOfBirth: p.date_of_birth ?? null })(asTyped(p.resident.since)),
  'full_time_occupation.status': required('full_time_occupation.status', (p) => p.full_time_occupation.status),
  'full_time_occupation.role': required('full_time_occupation.role', (p) => p.full_time_occupation.role),
  'full_time_occupation.industry': required('full_time_occupation.industry', (p) => p.full_time_occupation.industry),
  has_part_time_occupation: required('has_part_time_occupation', (p) => p.has_part_time_occupation),
  'part_time_occupation.status': required('part_time_occupation.status', (p) => p.part_time_occupation?.status),
  'part_time_occupation.role': required('part_time_occupation.role', (p) => p.part_time_occupation?.role),
  'part_time_occupation.industry': required('part_time_occupation.industry', (p) => p.part_time_occupation?.industry),
  has_non_rta_conviction: required('has_non_rta_conviction', (p) => p.has_non_rta_conviction),
  'driver_details.licence.type': required('licence.type', (p) => p.driver_details.licence.type),
  'driver_details.licence.date': (p, c) =>
    licenceDate({ today: c.today, role: c.role, dateOfBirth: p.date_of_birth ?? null })(asTyped(p.driver_details.licence.date)),
  'driver_details.has_claims': (p, c) =>
    repeater(personKey(c.role, 'has_claims'), 'claim')(p.driver_details.has_claims, p.driver_details.claims.length),
  'driver_details.licence.has_convictions': (p, c) =>
    repeater(personKey(c.role, 'licence.has_convictions'), 'conviction')(
      p.driver_details.licence.has_convictions,
      p.driver_details.licence.convictions.length,
    ),
  'driver_details.has_medical_condition': required('has_medical_condition', (p) => p.driver_details.has_medical_condition),
  'driver_details.has_motoring_organisation': required('has_motoring_organisation', (p) => p.driver_details.has_motoring_organisation),
  'driver_details.motoring_organisation': required('motoring_organisation', (p) => p.driver_details.motoring_organisation),
  'driver_details.has_access_to_other_vehicles': required(
    'has_access_to_other_vehicles',
    (p) => p.driver_details.has_access_to_other_vehicles,
  ),
  'driver_details.access_to_other_vehicles': required('access_to_other_vehicles', (p) => p.driver_details.access_to_other_vehicles),
  'driver_details.number_of_other_vehicles': required('number_of_other_vehicles', (p) => p.driver_details.number_of_other_vehicles),
}

type ProposalCheck = (c: CheckContext) => string | null

const risk = (c: CheckContext) => c.state.proposal.risk
const vehicle = (c: CheckContext) => c.state.proposal.risk.vehicle

/** Requires the answer read from the state, with the message of `key`. */
const requires =
  (key: RequiredKey, read: (c: CheckContext) => Answer): ProposalCheck =>
  (c) =>
    requiredFor(key)(read(c))

/** The message of one third-party-authority field, from the rule that judges the whole group. */
const tpa =
  (field: TpaField): ProposalCheck =>
  (c) => {
    const u = risk(c).userfields
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

/** The postcode the rider typed into the address lookup, else the one of the address held. */
const homePostcodeAnswer = (c: CheckContext): Answer =>
  c.state.lookups.address.postcode ?? c.state.proposal.risk.proposer.address.postcode

/** The rule of every question about the proposal as a whole. */
const PROPOSAL_CHECKS: { readonly [Id in ProposalQuestionId]: ProposalCheck } = {
  'risk.proposer.email_address': (c) => emailAddress(risk(c).proposer.email_address),
  'risk.userfields.has_email_consent': requires('userfields.has_email_consent', (c) => risk(c).userfields.has_email_consent),
  'risk.vehicle.has_registration': requires('vehicle.has_registration', (c) => vehicle(c).has_registration),
  // A vehicle is selected once a registration lookup found one or a manual search was confirmed.
  'risk.vehicle.abi_code': (c) => findYourBike(vehicle(c).abi_code),
  'risk.vehicle.value': (c) => bikeValue()(vehicle(c).value),
  'risk.vehicle.purchased.is_purchased': requires('vehicle.purchased.is_purchased', (c) => vehicle(c).purchased.is_purchased),
  'risk.vehicle.purchased.date_purchased': (c) =>
    purchaseDate({ today: c.today, vehicleYear: vehicle(c).year ?? null })(asTyped(vehicle(c).purchased.date_purchased)),
  'risk.vehicle.keeper': requires('vehicle.keeper', (c) => vehicle(c).keeper),
  'risk.vehicle.owner': requires('vehicle.owner', (c) => vehicle(c).owner),
  'risk.vehicle.has_alarm': requires('vehicle.has_alarm', (c) => vehicle(c).has_alarm),
  'risk.vehicle.alarm': requires('vehicle.alarm', (c) => vehicle(c).alarm),
  'risk.vehicle.has_immobiliser': requires('vehicle.has_immobiliser', (c) => vehicle(c).has_immobiliser),
  'risk.vehicle.immobiliser': requires('vehicle.immobiliser', (c) => vehicle(c).immobiliser),
  'risk.vehicle.has_tracker': requires('vehicle.has_tracker', (c) => vehicle(c).has_tracker),
  'risk.vehicle.tracker': requires('vehicle.tracker', (c) => vehicle(c).tracker),
  'risk.vehicle.is_exclude_pillion_riders': requires('vehicle.is_exclude_pillion_riders', (c) => vehicle(c).is_exclude_pillion_riders),
  'risk.vehicle.imported': requires('vehicle.imported', (c) => selectIsImported(c.state)),
  // Yes to imported stores '' until the type is chosen; the type is the stored value itself.
  'risk.vehicle.import_type': requires('vehicle.import_type', (c) => vehicle(c).imported),
  'risk.vehicle.has_side_car': requires('vehicle.has_side_car', (c) => vehicle(c).has_side_car),
  'risk.vehicle.is_modified': (c) =>
    repeater('vehicle.is_modified', 'modification')(vehicle(c).is_modified, vehicle(c).modifications.length),
  'risk.vehicle.kept_location': requires('vehicle.kept_location', (c) => vehicle(c).kept_location),
  'risk.vehicle.is_kept_at_proposer_postcode': requires(
    'vehicle.is_kept_at_proposer_postcode',
    (c) => vehicle(c).is_kept_at_proposer_postcode,
  ),
  'risk.vehicle.kept_postcode': (c) => keptPostcode(vehicle(c).kept_postcode),
  'risk.vehicle.class_of_use': requires('vehicle.class_of_use', (c) => vehicle(c).class_of_use),
  'risk.total_mileage': (c) => totalMileage(risk(c).total_mileage),
  'risk.business_mileage': (c) => businessMileage(risk(c).total_mileage)(risk(c).business_mileage),
  'risk.duqs.education_level': requires('duqs.education_level', (c) => risk(c).duqs.education_level),
  'risk.proposer.phone_numbers.mobile': (c) => mobilePhone(risk(c).proposer.phone_numbers.mobile),
  'risk.proposer.phone_numbers.other': (c) => alternativePhone(risk(c).proposer.phone_numbers.other),
  'risk.proposer.address.postcode': (c) => homePostcode({ editForm: c.editForm })(homePostcodeAnswer(c)),
  'risk.proposer.address': (c) => addressSelected({ editForm: c.editForm })(risk(c).proposer.address),
  'risk.start_date': (c) => startDate({ today: c.today })(asTyped(risk(c).start_date)),
  'risk.vehicle.cover_type': requires('vehicle.cover_type', (c) => vehicle(c).cover_type),
  'risk.has_previous_insurance': requires('has_previous_insurance', (c) => risk(c).has_previous_insurance),
  'risk.previous_insurance.ncd.years': requires('previous_insurance.ncd.years', (c) => risk(c).previous_insurance?.ncd.years),
  'risk.previous_insurance.ncd.is_protected': requires(
    'previous_insurance.ncd.is_protected',
    (c) => risk(c).previous_insurance?.ncd.is_protected,
  ),
  'risk.voluntary_excess': requires('voluntary_excess', (c) => risk(c).voluntary_excess),
  is_pay_monthly: requires('is_pay_monthly', (c) => c.state.proposal.is_pay_monthly),
  'risk.has_additional_drivers': (c) =>
    repeater('has_additional_drivers', 'additional rider')(risk(c).has_additional_drivers, risk(c).additional_drivers.length),
  'risk.userfields.has_third_party_authority': tpa('has_third_party_authority'),
  'risk.userfields.tpa_title': tpa('tpa_title'),
  'risk.userfields.tpa_forename': tpa('tpa_forename'),
  'risk.userfields.tpa_surname': tpa('tpa_surname'),
  'risk.userfields.tpa_date_of_birth': tpa('tpa_date_of_birth'),
  'risk.userfields.tpa_email': tpa('tpa_email'),
  'risk.userfields.tpa_phone': tpa('tpa_phone'),
}

/** The message of one question in this state, whether it is shown or not; null when its answer is valid. */
const check = (q: Question, c: CheckContext): string | null => {
  if (q.about === 'proposal') return PROPOSAL_CHECKS[q.id](c)
  const person = selectPerson(c.state, q.who)
  if (person === undefined) return null
  return PERSON_CHECKS[q.path](person, { ...c, role: q.who === 'proposer' ? 'proposer' : 'additional_driver' })
}

/** Adds the errors of the shown questions, in order, descending into the items of repeaters that ask about each item. */
const collect = (questions: readonly Question[], c: CheckContext, into: Record<string, string>): void => {
  for (const q of questions) {
    if (!q.visible(c.state)) continue
    const message = check(q, c)
    if (message !== null) into[q.id] = message
    const items = q.repeater?.itemQuestions
    if (items === undefined) continue
    const count = q.repeater?.count(c.state) ?? 0
    for (let i = 0; i < count; i++) collect(items(i), c, into)
  }
}

/**
 * Validates the shown questions of a step (000 §5) on `today` (YYYY-MM-DD); hidden questions are never
 * validated. Additional riders are validated question by question in their own wording. The address must be
 * picked from the lookup on the create form only (journey.mode 'edit' skips it and relaxes the postcode).
 * Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const validateStep = (state: AppState, step: FormStep, today: string): StepErrors => {
  assertIsoDate('today', today)
  const errors: Record<string, string> = {}
  collect(questionsOf(step), { state, today, editForm: state.journey.mode === 'edit' }, errors)
  return errors
}

/** Every step's errors, keyed by step. Throws RangeError when `today` is not YYYY-MM-DD. */
export const validateForm = (state: AppState, today: string): Readonly<Record<FormStep, StepErrors>> => ({
  1: validateStep(state, 1, today),
  2: validateStep(state, 2, today),
  3: validateStep(state, 3, today),
  4: validateStep(state, 4, today),
  5: validateStep(state, 5, today),
})

/** The first step with an error, or null when the whole form is valid (the edit form's submit check). */
export const firstInvalidStep = (state: AppState, today: string): FormStep | null =>
  FORM_STEPS.find((step) => Object.keys(validateStep(state, step, today)).length > 0) ?? null
