import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either'
import { ReferenceLists } from '../../src/domain/codecs'
import type { Command } from '../../src/domain/commands'
import { decideMedicalCondition } from '../../src/domain/decisions'
import { isEventType, type UnstampedEvent, type Who } from '../../src/domain/events'
import {
  answerOf,
  commitAnswer,
  type AnswerValue,
  type Question,
} from '../../src/form'
import { riderQuestions } from '../../src/form/dialogs/rider'
import { ALL_SECTIONS as FORM_SECTIONS } from '../../src/form/sections/all'
import type { AppState } from '../../reducers/root'
import { after, completeRider, fact, person, type Fact } from './form-states'

/*
 * Every question of the five sections and of the rider modal is bound: committing a sensible answer gives
 * an event (or command) the store accepts, and once it is folded the question reads back the same answer.
 */

const lists = (() => {
  const decoded = ReferenceLists.decode(JSON.parse(readFileSync(new URL('../../mock-server/fixtures/lists.json', import.meta.url), 'utf8')))
  if (isLeft(decoded)) throw new Error('mock-server/fixtures/lists.json does not decode')
  return new Map(decoded.right.map((l) => [l.name, l.options.map((o) => o.value)]))
})()

const OWN_WIDGET = new Set(['vehicle-lookup', 'address-lookup'])

const SECTION_QUESTIONS: readonly Question[] = FORM_SECTIONS.flatMap((s) => s.groups.flatMap((g) => g.questions))
const RIDER_QUESTIONS: readonly Question[] = riderQuestions(0)

/** Is the question bound to an answer event or command (`commitAnswer` takes it), rather than a widget of its own? */
const isCommittable = (q: Question): boolean => q.commit !== undefined

const ALL: readonly Question[] = [...SECTION_QUESTIONS, ...RIDER_QUESTIONS]

/** Dates a rider would give, per question (the stored answers of the sample quote differ from them). */
const DATES: Readonly<Record<string, string>> = {
  date_of_birth: '1990-03-27',
  'resident.since': '2004-09-01',
  'driver_details.licence.date': '2012-06-18',
  'risk.vehicle.purchased.date_purchased': '2022-04-09',
  'risk.start_date': '2026-11-20',
  'risk.userfields.tpa_date_of_birth': '1962-10-30',
}

/** Numbers a rider would type, per question. */
const NUMBERS: Readonly<Record<string, number>> = {
  'risk.vehicle.value': 9250,
  'risk.total_mileage': 6000,
  'risk.business_mileage': 1500,
  'risk.previous_insurance.ncd.years': 6,
}

const keyOf = (q: Question): string => (q.about === 'person' ? q.path : q.id)

const differentFrom = (values: readonly AnswerValue[], current: AnswerValue, id: string): AnswerValue => {
  const v = values.find((x) => x !== current)
  if (v === undefined) throw new Error(`no sample for ${id}`)
  return v
}

/** A sensible answer to the question that differs from the one it has now. */
const sampleFor = (q: Question, current: AnswerValue): AnswerValue => {
  const key = keyOf(q)
  if (q.options !== undefined) return differentFrom(q.options.map((o) => o.value), current, q.id)
  if (q.list !== undefined) return differentFrom(lists.get(q.list) ?? [], current, q.id)
  switch (q.kind) {
    case 'text':
      return differentFrom(['Alexandra', 'Morgan'], current, q.id)
    case 'email':
      return 'new.rider@example.org'
    case 'phone':
      return '07700900456'
    case 'postcode':
      return 'M1 1AE'
    case 'date':
    case 'number':
    case 'money': {
      const v = q.kind === 'date' ? DATES[key] : NUMBERS[key]
      if (v === undefined) throw new Error(`no sample for ${q.id}`)
      return v
    }
    default:
      throw new Error(`no sample for ${q.id} (${q.kind})`)
  }
}

const PERSON_SETUP: Partial<Record<string, (who: Who) => Fact[]>> = {
  'resident.since': (who) => [fact('proposal/UkBornAnswered', { who, isUkBorn: false })],
  'part_time_occupation.status': (who) => [fact('proposal/SecondOccupationAnswered', { who, has: true })],
  'part_time_occupation.role': (who) => [fact('proposal/SecondOccupationAnswered', { who, has: true })],
  'part_time_occupation.industry': (who) => [fact('proposal/SecondOccupationAnswered', { who, has: true })],
  'driver_details.motoring_organisation': (who) => [fact('proposal/MotoringOrganisationAnswered', { who, has: true })],
  'driver_details.access_to_other_vehicles': (who) => [person(who, 'has_access_to_other_vehicles', true)],
  'driver_details.number_of_other_vehicles': (who) => [person(who, 'has_access_to_other_vehicles', true)],
}

const tpa = [fact('proposal/ThirdPartyAuthorityAnswered', { has: true })]

const PROPOSAL_SETUP: Readonly<Record<string, Fact[]>> = {
  'risk.vehicle.owner': [fact('proposal/KeeperAnswered', { keeper: false })],
  'risk.vehicle.tracker': [fact('proposal/SecurityFeatureAnswered', { feature: 'tracker', has: true })],
  'risk.vehicle.import_type': [fact('proposal/ImportedAnswered', { imported: true })],
  'risk.vehicle.kept_postcode': [fact('proposal/KeptAtHomeAnswered', { atHome: false })],
  'risk.business_mileage': [fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' })],
  'risk.userfields.tpa_title': tpa,
  'risk.userfields.tpa_forename': tpa,
  'risk.userfields.tpa_surname': tpa,
  'risk.userfields.tpa_date_of_birth': tpa,
  'risk.userfields.tpa_email': tpa,
  'risk.userfields.tpa_phone': tpa,
}

/** The events that show the question in the completed quote (a rider's questions need the rider first). */
const setupFor = (q: Question): Fact[] => {
  if (q.about === 'proposal') return PROPOSAL_SETUP[q.id] ?? []
  const own = PERSON_SETUP[q.path]?.(q.who) ?? []
  return q.who === 'proposer' ? own : [completeRider(), ...own]
}

/**
 * The action each question commits: the named event where the spec gives the answer a consequence, else the
 * plain answer with its field (`PersonAnswered:field`, `DetailAnswered:field`), or a command.
 */
const ACTION_OF: Readonly<Record<string, string>> = {
  // person questions (the proposer's and each rider's)
  'name.title': 'PersonAnswered:name.title',
  'name.forenames': 'PersonAnswered:name.forenames',
  'name.surname': 'PersonAnswered:name.surname',
  date_of_birth: 'PersonAnswered:date_of_birth',
  has_insurance_refused: 'PersonAnswered:has_insurance_refused',
  relationship_to_proposer: 'PersonAnswered:relationship_to_proposer',
  marital_status: 'PersonAnswered:marital_status',
  'resident.is_uk_born': 'UkBornAnswered',
  'resident.since': 'PersonAnswered:resident.since',
  'full_time_occupation.status': 'EmploymentStatusChosen',
  'full_time_occupation.role': 'PersonAnswered:full_time_occupation.role',
  'full_time_occupation.industry': 'PersonAnswered:full_time_occupation.industry',
  has_part_time_occupation: 'SecondOccupationAnswered',
  'part_time_occupation.status': 'PersonAnswered:part_time_occupation.status',
  'part_time_occupation.role': 'PersonAnswered:part_time_occupation.role',
  'part_time_occupation.industry': 'PersonAnswered:part_time_occupation.industry',
  has_non_rta_conviction: 'PersonAnswered:has_non_rta_conviction',
  'driver_details.licence.type': 'LicenceTypeChosen',
  'driver_details.licence.date': 'PersonAnswered:licence.date',
  'driver_details.has_claims': 'ClaimsAnswered',
  'driver_details.licence.has_convictions': 'ConvictionsAnswered',
  'driver_details.has_medical_condition': 'command AnswerMedicalCondition',
  'driver_details.has_motoring_organisation': 'MotoringOrganisationAnswered',
  'driver_details.motoring_organisation': 'PersonAnswered:motoring_organisation',
  'driver_details.has_access_to_other_vehicles': 'PersonAnswered:has_access_to_other_vehicles',
  'driver_details.access_to_other_vehicles': 'PersonAnswered:access_to_other_vehicles',
  'driver_details.number_of_other_vehicles': 'PersonAnswered:number_of_other_vehicles',
  // step 1
  'risk.proposer.email_address': 'DetailAnswered:email_address',
  'risk.userfields.has_email_consent': 'DetailAnswered:userfields.has_email_consent',
  // step 2
  'risk.vehicle.has_registration': 'RegistrationKnownAnswered',
  'risk.vehicle.value': 'DetailAnswered:vehicle.value',
  'risk.vehicle.purchased.is_purchased': 'PurchasedAnswered',
  'risk.vehicle.purchased.date_purchased': 'DetailAnswered:vehicle.purchased.date_purchased',
  'risk.vehicle.keeper': 'KeeperAnswered',
  'risk.vehicle.owner': 'DetailAnswered:vehicle.owner',
  'risk.vehicle.has_alarm': 'SecurityFeatureAnswered:alarm',
  'risk.vehicle.alarm': 'DetailAnswered:vehicle.alarm',
  'risk.vehicle.has_immobiliser': 'SecurityFeatureAnswered:immobiliser',
  'risk.vehicle.immobiliser': 'DetailAnswered:vehicle.immobiliser',
  'risk.vehicle.has_tracker': 'SecurityFeatureAnswered:tracker',
  'risk.vehicle.tracker': 'DetailAnswered:vehicle.tracker',
  'risk.vehicle.is_exclude_pillion_riders': 'DetailAnswered:vehicle.is_exclude_pillion_riders',
  'risk.vehicle.imported': 'ImportedAnswered',
  'risk.vehicle.import_type': 'DetailAnswered:vehicle.imported',
  'risk.vehicle.has_side_car': 'DetailAnswered:vehicle.has_side_car',
  'risk.vehicle.is_modified': 'ModificationsAnswered',
  'risk.vehicle.kept_location': 'DetailAnswered:vehicle.kept_location',
  'risk.vehicle.is_kept_at_proposer_postcode': 'KeptAtHomeAnswered',
  'risk.vehicle.kept_postcode': 'DetailAnswered:vehicle.kept_postcode',
  'risk.vehicle.class_of_use': 'ClassOfUseChosen',
  'risk.total_mileage': 'DetailAnswered:total_mileage',
  'risk.business_mileage': 'DetailAnswered:business_mileage',
  // step 3
  'risk.duqs.education_level': 'DetailAnswered:duqs.education_level',
  'risk.proposer.phone_numbers.mobile': 'DetailAnswered:phone_numbers.mobile',
  'risk.proposer.phone_numbers.other': 'DetailAnswered:phone_numbers.other',
  'risk.proposer.address.postcode': 'AddressPostcodeTyped',
  // step 4
  'risk.start_date': 'StartDateChosen',
  'risk.vehicle.cover_type': 'CoverTypeChosen',
  'risk.has_previous_insurance': 'PreviousInsuranceAnswered',
  'risk.previous_insurance.ncd.years': 'NcdYearsEntered',
  'risk.previous_insurance.ncd.is_protected': 'DetailAnswered:previous_insurance.ncd.is_protected',
  'risk.voluntary_excess': 'VoluntaryExcessChosen',
  is_pay_monthly: 'PaymentFrequencyChosen',
  // step 5
  'risk.has_additional_drivers': 'AdditionalRidersAnswered',
  'risk.userfields.has_third_party_authority': 'ThirdPartyAuthorityAnswered',
  'risk.userfields.tpa_title': 'DetailAnswered:userfields.tpa_title',
  'risk.userfields.tpa_forename': 'DetailAnswered:userfields.tpa_forename',
  'risk.userfields.tpa_surname': 'DetailAnswered:userfields.tpa_surname',
  'risk.userfields.tpa_date_of_birth': 'DetailAnswered:userfields.tpa_date_of_birth',
  'risk.userfields.tpa_email': 'DetailAnswered:userfields.tpa_email',
  'risk.userfields.tpa_phone': 'DetailAnswered:userfields.tpa_phone',
}

/** An action in the words of `ACTION_OF`. */
const describeAction = (action: UnstampedEvent | Command): string => {
  const name = action.type.slice(action.type.indexOf('/') + 1)
  if (!isEventType(action.type)) return `command ${name}`
  const payload = action.payload as Record<string, unknown>
  const detail = typeof payload.field === 'string' ? payload.field : typeof payload.feature === 'string' ? payload.feature : null
  return detail === null ? name : `${name}:${detail}`
}

/** The events a dispatched action leads to: an event is itself; a command, what its saga puts. */
const outcomeOf = (s: AppState, action: UnstampedEvent | Command): Fact[] => {
  switch (action.type) {
    case 'proposal/AnswerMedicalCondition':
      return [decideMedicalCondition(s.proposal, action.payload.who, action.payload.has)]
    case 'address/LookupAddress':
      return [fact('lookup/AddressPostcodeEntered', { postcode: action.payload.postcode })]
    default:
      if (!isEventType(action.type)) throw new Error(`unexpected command ${action.type}`)
      return [action as UnstampedEvent]
  }
}

describe('answer binding: every question of the form', () => {
  it('every question of the five sections and the rider modal is committable, except the vehicle lookup and the address picker', () => {
    const unbound = ALL.filter((q) => !isCommittable(q)).map((q) => q.id)
    expect(unbound).to.deep.equal(['risk.vehicle.abi_code', 'risk.proposer.address'])
    expect(ALL.filter((q) => OWN_WIDGET.has(q.kind)).map((q) => q.id)).to.deep.equal(unbound)
  })

  it('the vehicle lookup and the address picker are answered through their own widgets: commitAnswer throws for them', () => {
    for (const q of ALL.filter((x) => OWN_WIDGET.has(x.kind))) {
      expect(() => commitAnswer(q, 'anything'), q.id).to.throw(RangeError)
    }
  })

  it('each question commits the event the spec gives its answer (named where the answer has a consequence), or its command', () => {
    expect(Object.keys(ACTION_OF).sort()).to.deep.equal([...new Set(ALL.filter(isCommittable).map(keyOf))].sort())
  })

  describe('round trip: commit a sensible answer, fold it, and the question reads it back', () => {
    for (const q of ALL.filter(isCommittable)) {
      const whose = q.about === 'person' && q.who !== 'proposer' ? ' (rider 0)' : ''
      it(`${q.id}${whose}: ${ACTION_OF[keyOf(q)] ?? 'unbound'}`, () => {
        const setup = setupFor(q)
        const before = after(...setup)
        expect(q.visible(before), 'the question is shown').to.equal(true)
        const current = answerOf(before, q)
        const sample = sampleFor(q, current)
        expect(sample, 'the sample differs from the answer held').not.to.equal(current)

        const commit = commitAnswer(q, sample)
        if (!commit.ok) throw new Error(`${q.id} refused ${JSON.stringify(sample)}`)
        expect(describeAction(commit.action)).to.equal(ACTION_OF[keyOf(q)])
        if (q.about === 'person' && 'who' in commit.action.payload) expect(commit.action.payload.who).to.equal(q.who)
        const state = after(...setup, ...outcomeOf(before, commit.action))
        expect(answerOf(state, q)).to.equal(sample)
      })
    }
  })
})
