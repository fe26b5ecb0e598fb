import type { Draft } from 'immer'
import type { AdditionalDriver } from '../../src/domain/codecs'
import { REPEATER_MAX } from '../../src/domain/constants'
import {
  industryFor,
  isFullTimeEducation,
  isNonWorking,
  keepsLicenceDate,
  keepsMedicalCondition,
  keepsMotoringOrganisation,
  keepsOtherVehicleCount,
  keepsPartTimeOccupation,
  keepsResidencyDate,
  roleFor,
} from '../../src/domain/rules'
import { PERSON_PATHS, type PersonField, type PersonValue, type Who } from '../../src/domain/events'
import type { Handlers } from '../handlers'
import { addItem, removeItem, replaceItem } from './repeaters'
import { syncRiderDuqs } from './riders'
import { personOf, settersOf, type Person, type ProposalDraft, type ProposalState } from './state'

/** Sets one field of a rider's part-time record (starting it) while the rider keeps one. */
const setPartTime = (p: Person, field: 'status' | 'role' | 'industry', v: string | null): void => {
  if (keepsPartTimeOccupation(p.has_part_time_occupation, p.full_time_occupation.status)) (p.part_time_occupation ??= {})[field] = v
}

/**
 * The answers of `proposal/PersonAnswered` that do more than store their value at their path in the person
 * (`PERSON_PATHS`): what a rule keeps or clears, and what the duqs copy. Every other answer is stored at its path.
 */
type PersonSetters = { [K in PersonField]?: (p: Person, v: PersonValue<K>, d: ProposalDraft, who: Who) => void }

const PERSON_SETTERS: PersonSetters = {
  marital_status: (p, v, d, who) => {
    p.marital_status = v
    if (who === 'proposer') d.risk.duqs.marital_status_proposer = v
    else syncRiderDuqs(d)
  },
  'full_time_occupation.role': (p, v) => {
    // Non-working statuses have no role; full-time education allows only its fixed roles.
    const job = p.full_time_occupation
    job.role = roleFor(job.status, v)
  },
  'full_time_occupation.industry': (p, v) => {
    // Full-time education forces industry 950; non-working statuses have none.
    const job = p.full_time_occupation
    job.industry = industryFor(job.status, v)
  },
  'part_time_occupation.status': (p, v) => setPartTime(p, 'status', v),
  'part_time_occupation.role': (p, v) => setPartTime(p, 'role', v),
  'part_time_occupation.industry': (p, v) => setPartTime(p, 'industry', v),
  'resident.since': (p, v) => {
    p.resident.since = keepsResidencyDate(p.resident.is_uk_born) ? v : null
  },
  'licence.date': (p, v) => {
    p.driver_details.licence.date = keepsLicenceDate(p.driver_details.licence.type) ? v : null
  },
  has_access_to_other_vehicles: (p, v) => {
    p.driver_details.has_access_to_other_vehicles = v
    if (!keepsOtherVehicleCount(v)) p.driver_details.number_of_other_vehicles = null
  },
  motoring_organisation: (p, v) => {
    p.driver_details.motoring_organisation = keepsMotoringOrganisation(p.driver_details.has_motoring_organisation) ? v : null
  },
  relationship_to_proposer: (p, v, d, who) => {
    if (who === 'proposer') return
    ;(p as Draft<AdditionalDriver>).relationship_to_proposer = v
    syncRiderDuqs(d)
  },
}

/** On the edit screen: No to claims, convictions or riders drops what was kept behind those answers. */
const clearUnansweredForEdit = (d: ProposalDraft): void => {
  const people: Person[] = [d.risk.proposer]
  if (d.risk.has_additional_drivers === false) d.risk.additional_drivers = []
  people.push(...d.risk.additional_drivers)
  for (const p of people) {
    if (p.driver_details.has_claims === false) p.driver_details.claims = []
    if (p.driver_details.licence.has_convictions === false) p.driver_details.licence.convictions = []
  }
  syncRiderDuqs(d)
}

/** Every plain person answer with its setter: its rule's, or else the writer of its path in the person. */
const PERSON_SETTER_OF = settersOf<PersonField, Person, [ProposalDraft, Who]>(PERSON_PATHS, PERSON_SETTERS)

/** The people: each rider's personal, licence, employment and history answers, and what the edit screen drops. */
export const PEOPLE_HANDLERS = {
  'proposal/PersonAnswered': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    PERSON_SETTER_OF[e.payload.field](p, e.payload.value, d, e.payload.who)
  },
  'proposal/LicenceTypeChosen': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    p.driver_details.licence.type = e.payload.licenceType
    if (!keepsLicenceDate(e.payload.licenceType)) p.driver_details.licence.date = null
  },
  'proposal/UkBornAnswered': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    p.resident.is_uk_born = e.payload.isUkBorn
    p.resident.since = null
  },
  'proposal/EmploymentStatusChosen': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    const job = p.full_time_occupation
    const was = job.status
    job.status = e.payload.status
    if (isFullTimeEducation(e.payload.status)) {
      job.industry = industryFor(e.payload.status, job.industry)
      job.role = roleFor(e.payload.status, job.role)
    } else if (isNonWorking(e.payload.status)) {
      job.role = null
      job.industry = null
      p.has_part_time_occupation = null
      p.part_time_occupation = null
    } else if (isFullTimeEducation(was) || isNonWorking(was)) {
      job.role = null
      job.industry = null
    }
  },
  'proposal/SecondOccupationAnswered': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    p.has_part_time_occupation = e.payload.has
    p.part_time_occupation = e.payload.has ? (p.part_time_occupation ?? {}) : null
  },
  'proposal/ClaimsAnswered': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    p.driver_details.has_claims = e.payload.has
    if (!e.payload.has) p.driver_details.claims = []
  },
  'proposal/ClaimAdded': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd !== undefined && addItem(dd.claims, e.payload.claim, REPEATER_MAX)) dd.has_claims = true
  },
  'proposal/ClaimEdited': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd !== undefined) replaceItem(dd.claims, e.payload.index, e.payload.claim)
  },
  'proposal/ClaimRemoved': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd !== undefined && removeItem(dd.claims, e.payload.index) && dd.claims.length === 0) dd.has_claims = false
  },
  'proposal/ConvictionsAnswered': (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence
    if (licence === undefined) return
    licence.has_convictions = e.payload.has
    if (!e.payload.has) licence.convictions = []
  },
  'proposal/ConvictionAdded': (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence
    if (licence !== undefined && addItem(licence.convictions, e.payload.conviction, REPEATER_MAX)) licence.has_convictions = true
  },
  'proposal/ConvictionEdited': (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence
    if (licence !== undefined) replaceItem(licence.convictions, e.payload.index, e.payload.conviction)
  },
  'proposal/ConvictionRemoved': (d, e) => {
    const licence = personOf(d, e.payload.who)?.driver_details.licence
    if (licence !== undefined && removeItem(licence.convictions, e.payload.index) && licence.convictions.length === 0) {
      licence.has_convictions = false
    }
  },
  'proposal/MedicalConditionAnswered': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd === undefined) return
    dd.has_medical_condition = e.payload.has
    dd.medical_condition = keepsMedicalCondition(e.payload.has) ? (dd.medical_condition ?? {}) : null
  },
  'proposal/MedicalConditionRefused': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd === undefined) return
    dd.has_medical_condition = false
    dd.medical_condition = null
  },
  'proposal/MotoringOrganisationAnswered': (d, e) => {
    const dd = personOf(d, e.payload.who)?.driver_details
    if (dd === undefined) return
    dd.has_motoring_organisation = e.payload.has
    if (!keepsMotoringOrganisation(e.payload.has)) dd.motoring_organisation = null
  },
  'proposal/AddressChosen': (d, e) => {
    d.risk.proposer.address = e.payload.address
  },
  'proposal/AddressReset': (d) => {
    d.risk.proposer.address = {}
  },
  'journey/FormSubmitted': (d, e) => {
    if (e.payload.mode === 'edit') clearUnansweredForEdit(d)
  },
} satisfies Handlers<ProposalState>
