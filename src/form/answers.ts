import type * as t from 'io-ts'
import { isRight } from 'fp-ts/lib/Either'
import type { AdditionalDriver, Address, Proposer } from '../domain/codecs'
import { command, type Command } from '../domain/commands'
import {
  AdditionalRidersAnswered,
  ClaimsAnswered,
  ClassOfUseChosen,
  ConvictionsAnswered,
  CoverTypeChosen,
  DetailAnswered,
  EmploymentStatusChosen,
  event,
  ImportedAnswered,
  KeeperAnswered,
  KeptAtHomeAnswered,
  LicenceTypeChosen,
  MedicalConditionAnswered,
  ModificationsAnswered,
  MotoringOrganisationAnswered,
  NcdYearsEntered,
  PaymentFrequencyChosen,
  PersonAnswered,
  PreviousInsuranceAnswered,
  PurchasedAnswered,
  RegistrationKnownAnswered,
  SecondOccupationAnswered,
  SecurityFeatureAnswered,
  StartDateChosen,
  ThirdPartyAuthorityAnswered,
  UkBornAnswered,
  VoluntaryExcessChosen,
  type DetailField,
  type EventType,
  type PayloadOf,
  type PersonField,
  type UnstampedEvent,
  type Who,
} from '../domain/events'
import { UkPostcode } from '../domain/primitives'
import type { AppState } from '../../reducers/root'
import { selectIsImported, selectPerson } from '../../reducers/proposal-selectors'
import {
  codeWire,
  dateWire,
  emailWire,
  isBlank,
  moneyWire,
  numberWire,
  phoneWire,
  postcodeWire,
  textWire,
  yesNoWire,
  type AnswerValue,
  type WireConverter,
} from './answer-values'
import type { PersonPath, ProposalQuestionId, Question } from './questions'

/*
 * The binding between a form question and the store. `answerOf` reads the answer an input shows;
 * `commitAnswer` turns what the rider committed into the one event (or command) the spec's consequence needs,
 * with the value in its wire form and checked by that event's codec, so a screen never dispatches an event
 * the store would refuse. The vehicle lookup, the address picker and the repeater items have their own
 * widgets and commands; only their yes/no questions are bound here.
 */

export type { AnswerValue } from './answer-values'

/**
 * The outcome of committing an answer: the event or command to dispatch, or a refusal when the value cannot
 * be stored (the screen then shows the field's validation message).
 */
export type Commit = { readonly ok: true; readonly action: UnstampedEvent | Command } | { readonly ok: false; readonly reason: 'invalid' }

const REFUSED: Commit = { ok: false, reason: 'invalid' }

/** An event codec as `ev`/`evWith` build it: its literal type and the codec of its payload. */
interface EventCodec<T extends EventType> {
  readonly props: { readonly type: t.LiteralC<T>; readonly payload: t.Decoder<unknown, PayloadOf<T>> }
}

/** The event with this payload, when the event's payload codec accepts it; else a refusal. */
const emit = <T extends EventType>(codec: EventCodec<T>, payload: unknown): Commit => {
  const decoded = codec.props.payload.decode(payload)
  // `event` is typed per literal type; for a type parameter TypeScript cannot see it is an UnstampedEvent.
  return isRight(decoded) ? { ok: true, action: event(codec.props.type.value, decoded.right) as UnstampedEvent } : REFUSED
}

type Person = Proposer | AdditionalDriver

interface PersonBinding {
  /** The stored answer in the person; undefined or null when unanswered. */
  readonly read: (p: Person) => AnswerValue | undefined
  readonly commit: (who: Who, raw: AnswerValue) => Commit
}

/** A plain person answer: `proposal/PersonAnswered` with `field`. */
const personField = (field: PersonField, wire: WireConverter, read: PersonBinding['read']): PersonBinding => ({
  read,
  commit: (who, raw) => emit(PersonAnswered, { who, field, value: wire(raw) }),
})

/** A named person event whose payload is `{ who, has }`. */
const personYesNo = <T extends EventType>(codec: EventCodec<T>, read: PersonBinding['read']): PersonBinding => ({
  read,
  commit: (who, raw) => emit(codec, { who, has: yesNoWire(raw) }),
})

/** Yes/No to a medical condition is a command: the saga decides whether another rider already holds the one. */
const answerMedicalCondition = (who: Who, raw: AnswerValue): Commit => {
  const decoded = MedicalConditionAnswered.props.payload.decode({ who, has: yesNoWire(raw) })
  return isRight(decoded) ? { ok: true, action: command('proposal/AnswerMedicalCondition', decoded.right) } : REFUSED
}

const PERSON_BINDINGS: { readonly [P in PersonPath]: PersonBinding } = {
  'name.title': personField('name.title', codeWire, (p) => p.name.title),
  'name.forenames': personField('name.forenames', textWire, (p) => p.name.forenames),
  'name.surname': personField('name.surname', textWire, (p) => p.name.surname),
  date_of_birth: personField('date_of_birth', dateWire, (p) => p.date_of_birth),
  has_insurance_refused: personField('has_insurance_refused', yesNoWire, (p) => p.has_insurance_refused),
  relationship_to_proposer: personField('relationship_to_proposer', codeWire, (p) =>
    'relationship_to_proposer' in p ? p.relationship_to_proposer : null,
  ),
  marital_status: personField('marital_status', codeWire, (p) => p.marital_status),
  'resident.is_uk_born': {
    read: (p) => p.resident.is_uk_born,
    commit: (who, raw) => emit(UkBornAnswered, { who, isUkBorn: yesNoWire(raw) }),
  },
  'resident.since': personField('resident.since', dateWire, (p) => p.resident.since),
  'full_time_occupation.status': {
    read: (p) => p.full_time_occupation.status,
    commit: (who, raw) => emit(EmploymentStatusChosen, { who, status: codeWire(raw) }),
  },
  'full_time_occupation.role': personField('full_time_occupation.role', codeWire, (p) => p.full_time_occupation.role),
  'full_time_occupation.industry': personField('full_time_occupation.industry', codeWire, (p) => p.full_time_occupation.industry),
  has_part_time_occupation: personYesNo(SecondOccupationAnswered, (p) => p.has_part_time_occupation),
  'part_time_occupation.status': personField('part_time_occupation.status', codeWire, (p) => p.part_time_occupation?.status),
  'part_time_occupation.role': personField('part_time_occupation.role', codeWire, (p) => p.part_time_occupation?.role),
  'part_time_occupation.industry': personField('part_time_occupation.industry', codeWire, (p) => p.part_time_occupation?.industry),
  has_non_rta_conviction: personField('has_non_rta_conviction', yesNoWire, (p) => p.has_non_rta_conviction),
  'driver_details.licence.type': {
    read: (p) => p.driver_details.licence.type,
    commit: (who, raw) => emit(LicenceTypeChosen, { who, licenceType: codeWire(raw) }),
  },
  'driver_details.licence.date': personField('licence.date', dateWire, (p) => p.driver_details.licence.date),
  'driver_details.has_claims': personYesNo(ClaimsAnswered, (p) => p.driver_details.has_claims),
  'driver_details.licence.has_convictions': personYesNo(ConvictionsAnswered, (p) => p.driver_details.licence.has_convictions),
  'driver_details.has_medical_condition': {
    read: (p) => p.driver_details.has_medical_condition,
    commit: answerMedicalCondition,
  },
  'driver_details.has_motoring_organisation': personYesNo(MotoringOrganisationAnswered, (p) => p.driver_details.has_motoring_organisation),
  'driver_details.motoring_organisation': personField('motoring_organisation', codeWire, (p) => p.driver_details.motoring_organisation),
  'driver_details.has_access_to_other_vehicles': personField(
    'has_access_to_other_vehicles',
    yesNoWire,
    (p) => p.driver_details.has_access_to_other_vehicles,
  ),
  'driver_details.access_to_other_vehicles': personField(
    'access_to_other_vehicles',
    codeWire,
    (p) => p.driver_details.access_to_other_vehicles,
  ),
  'driver_details.number_of_other_vehicles': personField(
    'number_of_other_vehicles',
    numberWire,
    (p) => p.driver_details.number_of_other_vehicles,
  ),
}

interface ProposalBinding {
  /** The stored answer; undefined or null when unanswered. */
  readonly read: (s: AppState) => AnswerValue | undefined
  /** Absent for a question answered by its own widget and commands (vehicle lookup, address picker). */
  readonly commit?: (raw: AnswerValue) => Commit
}

/** A plain proposal answer: `proposal/DetailAnswered` with `field`. */
const detailField = (field: DetailField, wire: WireConverter, read: ProposalBinding['read']): ProposalBinding => ({
  read,
  commit: (raw) => emit(DetailAnswered, { field, value: wire(raw) }),
})

/** A named proposal event whose payload the raw answer gives. */
const named = <T extends EventType>(
  codec: EventCodec<T>,
  payload: (raw: AnswerValue) => unknown,
  read: ProposalBinding['read'],
): ProposalBinding => ({ read, commit: (raw) => emit(codec, payload(raw)) })

/** The security yes/no questions share one event, told apart by the feature. */
const securityFeature = (feature: 'alarm' | 'immobiliser' | 'tracker', read: ProposalBinding['read']): ProposalBinding =>
  named(SecurityFeatureAnswered, (raw) => ({ feature, has: yesNoWire(raw) }), read)

/**
 * The import type is stored in `vehicle.imported`, where 'No' means not imported and '' imported with the
 * type still to choose. So a cleared choice stores '' (the bike stays imported) and 'No' is refused: it is
 * the answer to the imported question, not an import type.
 */
const commitImportType = (raw: AnswerValue): Commit => {
  const value = isBlank(raw) ? '' : codeWire(raw)
  return value === 'No' ? REFUSED : emit(DetailAnswered, { field: 'vehicle.imported', value })
}

/** The address postcode box starts the lookup; the postcode must be a UK postcode, sent normalised. */
const lookupAddress = (raw: AnswerValue): Commit => {
  const decoded = UkPostcode.decode(postcodeWire(raw))
  return isRight(decoded) ? { ok: true, action: command('address/LookupAddress', { postcode: decoded.right }) } : REFUSED
}

/** The chosen address as the picker shows it: its lines and postcode, comma separated; null when none. */
const addressLine = (a: Address): string | null => {
  const parts = [a.line_1, a.line_2, a.line_3, a.line_4, a.line_5, a.postcode].filter(
    (x): x is NonNullable<typeof x> => x != null && x.trim() !== '',
  )
  return a.line_1 == null || parts.length === 0 ? null : parts.join(', ')
}

const risk = (s: AppState) => s.proposal.risk
const vehicle = (s: AppState) => s.proposal.risk.vehicle
const userfields = (s: AppState) => s.proposal.risk.userfields
const proposer = (s: AppState) => s.proposal.risk.proposer

const PROPOSAL_BINDINGS: { readonly [Id in ProposalQuestionId]: ProposalBinding } = {
  'risk.proposer.email_address': detailField('email_address', emailWire, (s) => proposer(s).email_address),
  'risk.userfields.has_email_consent': detailField('userfields.has_email_consent', yesNoWire, (s) => userfields(s).has_email_consent),
  'risk.vehicle.has_registration': named(RegistrationKnownAnswered, (raw) => ({ known: yesNoWire(raw) }), (s) => vehicle(s).has_registration),
  'risk.vehicle.abi_code': { read: (s) => vehicle(s).abi_code },
  'risk.vehicle.value': detailField('vehicle.value', moneyWire, (s) => vehicle(s).value),
  'risk.vehicle.purchased.is_purchased': named(
    PurchasedAnswered,
    (raw) => ({ isPurchased: yesNoWire(raw) }),
    (s) => vehicle(s).purchased.is_purchased,
  ),
  'risk.vehicle.purchased.date_purchased': detailField(
    'vehicle.purchased.date_purchased',
    dateWire,
    (s) => vehicle(s).purchased.date_purchased,
  ),
  'risk.vehicle.keeper': named(KeeperAnswered, (raw) => ({ keeper: yesNoWire(raw) }), (s) => vehicle(s).keeper),
  'risk.vehicle.owner': detailField('vehicle.owner', codeWire, (s) => vehicle(s).owner),
  'risk.vehicle.has_alarm': securityFeature('alarm', (s) => vehicle(s).has_alarm),
  'risk.vehicle.alarm': detailField('vehicle.alarm', codeWire, (s) => vehicle(s).alarm),
  'risk.vehicle.has_immobiliser': securityFeature('immobiliser', (s) => vehicle(s).has_immobiliser),
  'risk.vehicle.immobiliser': detailField('vehicle.immobiliser', codeWire, (s) => vehicle(s).immobiliser),
  'risk.vehicle.has_tracker': securityFeature('tracker', (s) => vehicle(s).has_tracker),
  'risk.vehicle.tracker': detailField('vehicle.tracker', codeWire, (s) => vehicle(s).tracker),
  // The options are already inverted (PILLION_YES_NO: Yes is false), so the chosen value is stored as it is.
  'risk.vehicle.is_exclude_pillion_riders': detailField(
    'vehicle.is_exclude_pillion_riders',
    yesNoWire,
    (s) => vehicle(s).is_exclude_pillion_riders,
  ),
  'risk.vehicle.imported': named(ImportedAnswered, (raw) => ({ imported: yesNoWire(raw) }), selectIsImported),
  'risk.vehicle.import_type': {
    read: (s) => {
      const imported = vehicle(s).imported
      return imported === 'No' || imported === '' ? null : imported
    },
    commit: commitImportType,
  },
  'risk.vehicle.has_side_car': detailField('vehicle.has_side_car', yesNoWire, (s) => vehicle(s).has_side_car),
  'risk.vehicle.is_modified': named(ModificationsAnswered, (raw) => ({ has: yesNoWire(raw) }), (s) => vehicle(s).is_modified),
  'risk.vehicle.kept_location': detailField('vehicle.kept_location', codeWire, (s) => vehicle(s).kept_location),
  'risk.vehicle.is_kept_at_proposer_postcode': named(
    KeptAtHomeAnswered,
    (raw) => ({ atHome: yesNoWire(raw) }),
    (s) => vehicle(s).is_kept_at_proposer_postcode,
  ),
  'risk.vehicle.kept_postcode': detailField('vehicle.kept_postcode', postcodeWire, (s) => vehicle(s).kept_postcode),
  'risk.vehicle.class_of_use': named(ClassOfUseChosen, (raw) => ({ classOfUse: codeWire(raw) }), (s) => vehicle(s).class_of_use),
  'risk.total_mileage': detailField('total_mileage', numberWire, (s) => risk(s).total_mileage),
  'risk.business_mileage': detailField('business_mileage', numberWire, (s) => risk(s).business_mileage),
  'risk.duqs.education_level': detailField('duqs.education_level', codeWire, (s) => risk(s).duqs.education_level),
  'risk.proposer.phone_numbers.mobile': detailField('phone_numbers.mobile', phoneWire, (s) => proposer(s).phone_numbers.mobile),
  'risk.proposer.phone_numbers.other': detailField('phone_numbers.other', phoneWire, (s) => proposer(s).phone_numbers.other),
  // The postcode the rider searched, else the chosen address's.
  'risk.proposer.address.postcode': {
    read: (s) => s.lookups.address.postcode ?? proposer(s).address.postcode,
    commit: lookupAddress,
  },
  'risk.proposer.address': { read: (s) => addressLine(proposer(s).address) },
  'risk.start_date': named(StartDateChosen, (raw) => ({ startDate: dateWire(raw) }), (s) => risk(s).start_date),
  'risk.vehicle.cover_type': named(CoverTypeChosen, (raw) => ({ coverType: codeWire(raw) }), (s) => vehicle(s).cover_type),
  'risk.has_previous_insurance': named(
    PreviousInsuranceAnswered,
    (raw) => ({ has: yesNoWire(raw) }),
    (s) => risk(s).has_previous_insurance,
  ),
  'risk.previous_insurance.ncd.years': named(
    NcdYearsEntered,
    (raw) => ({ years: numberWire(raw) }),
    (s) => risk(s).previous_insurance?.ncd.years,
  ),
  'risk.previous_insurance.ncd.is_protected': detailField(
    'previous_insurance.ncd.is_protected',
    yesNoWire,
    (s) => risk(s).previous_insurance?.ncd.is_protected,
  ),
  'risk.voluntary_excess': named(VoluntaryExcessChosen, (raw) => ({ excess: numberWire(raw) }), (s) => risk(s).voluntary_excess),
  is_pay_monthly: named(PaymentFrequencyChosen, (raw) => ({ monthly: yesNoWire(raw) }), (s) => s.proposal.is_pay_monthly),
  'risk.has_additional_drivers': named(
    AdditionalRidersAnswered,
    (raw) => ({ has: yesNoWire(raw) }),
    (s) => risk(s).has_additional_drivers,
  ),
  'risk.userfields.has_third_party_authority': named(
    ThirdPartyAuthorityAnswered,
    (raw) => ({ has: yesNoWire(raw) }),
    (s) => userfields(s).has_third_party_authority,
  ),
  'risk.userfields.tpa_title': detailField('userfields.tpa_title', codeWire, (s) => userfields(s).tpa_title),
  'risk.userfields.tpa_forename': detailField('userfields.tpa_forename', textWire, (s) => userfields(s).tpa_forename),
  'risk.userfields.tpa_surname': detailField('userfields.tpa_surname', textWire, (s) => userfields(s).tpa_surname),
  'risk.userfields.tpa_date_of_birth': detailField('userfields.tpa_date_of_birth', dateWire, (s) => userfields(s).tpa_date_of_birth),
  'risk.userfields.tpa_email': detailField('userfields.tpa_email', emailWire, (s) => userfields(s).tpa_email),
  'risk.userfields.tpa_phone': detailField('userfields.tpa_phone', phoneWire, (s) => userfields(s).tpa_phone),
}

/**
 * The stored answer a question's input shows, null while unanswered. Dates are the stored YYYY-MM-DD; yes/no
 * answers booleans; selects their stored code or number. Special readings: 'imported' is yes/no
 * (`selectIsImported`); the import type is the stored `vehicle.imported` unless that is 'No' or ''; the
 * pillion question shows `is_exclude_pillion_riders` (its options are inverted); a repeater shows its has_*
 * flag; the address postcode box shows the postcode searched, else the chosen address's; the address picker
 * shows the chosen address on one line; the vehicle lookup the chosen bike's abi_code. A question about a
 * rider who does not exist reads null.
 */
export const answerOf = (s: AppState, q: Question): AnswerValue => {
  if (q.about === 'person') {
    const p = selectPerson(s, q.who)
    return p === undefined ? null : (PERSON_BINDINGS[q.path].read(p) ?? null)
  }
  return PROPOSAL_BINDINGS[q.id].read(s) ?? null
}

/**
 * True when `commitAnswer` binds the question: every question except the vehicle lookup and the address
 * picker, which are answered through their own widgets and commands.
 */
export const isCommittable = (q: Question): boolean => q.about === 'person' || PROPOSAL_BINDINGS[q.id].commit !== undefined

/**
 * What committing `raw` to the question dispatches: the named event where the spec gives the answer a
 * consequence (CoverTypeChosen, KeeperAnswered, ClaimsAnswered…), else `proposal/PersonAnswered` (about
 * `q.who`) or `proposal/DetailAnswered` with the question's field; the command
 * `proposal/AnswerMedicalCondition` for the medical-condition yes/no, and `address/LookupAddress` for the
 * address postcode box. The value goes in its wire form: dates YYYY-MM-DD (DD/MM/YYYY is converted),
 * postcodes and phone numbers normalised, e-mail and text trimmed, numbers as numbers (a money amount's
 * commas stripped), codes as strings, yes/no as booleans, blank as null where the field may be empty.
 * Refuses (`ok: false`) a value the event's codec would refuse (an impossible date, an invalid e-mail or
 * phone, a negative mileage, a blank answer to a named yes/no) and 'No' as an import type.
 * Throws RangeError for the vehicle lookup and the address picker (see `isCommittable`).
 */
export const commitAnswer = (q: Question, raw: AnswerValue): Commit => {
  if (q.about === 'person') return PERSON_BINDINGS[q.path].commit(q.who, raw)
  const commit = PROPOSAL_BINDINGS[q.id].commit
  if (commit === undefined) throw new RangeError(`${q.id} is answered through its own widget, not commitAnswer`)
  return commit(raw)
}
