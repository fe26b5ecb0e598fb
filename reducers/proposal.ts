import { castDraft, type Draft } from 'immer'
import type { AdditionalDriver, Addon, DirectDebit, ProposalInput, Proposer, Vehicle } from '../src/domain/codecs'
import { duqMaritalKey, duqModificationKey, duqRelationshipKey, TPA_FIELDS, type DuqModificationKey, type DuqRiderKey } from '../src/domain/codecs'
import { MAX_ADDITIONAL_RIDERS, MAX_DUQ_MODIFICATIONS, REPEATER_MAX } from '../src/domain/constants'
import {
  asksBusinessMileage,
  asksKeptPostcode,
  asksNcdProtection,
  industryFor,
  isBreakdownTier,
  isFullTimeEducation,
  isNonWorking,
  KEEPER_OWNER,
  keepsLicenceDate,
  keepsLicenceNumber,
  keepsMedicalCondition,
  keepsMotoringOrganisation,
  keepsOtherVehicleCount,
  keepsPartTimeOccupation,
  keepsPurchaseDate,
  keepsResidencyDate,
  keepsSecurityDetail,
  keepsThirdPartyDetails,
  ownerIsKeeper,
  roleFor,
  voluntaryExcessAfterCoverChange,
  voluntaryExcessFor,
} from '../src/domain/rules'
import { emptyProposal } from '../src/domain/defaults'
import type { DetailField, DetailValue, DomainEvent, EventOf, EventType, PersonField, PersonValue, Who } from '../src/domain/events'
import type { Handlers } from './handlers'

/** The proposal the rider sees: the spec's Proposal, built only from events. */
export type ProposalState = ProposalInput

export const initialProposal: ProposalState = emptyProposal()

type D = Draft<ProposalState>
type Person = Draft<Proposer> | Draft<AdditionalDriver>

const personOf = (d: D, who: Who): Person | undefined =>
  who === 'proposer' ? d.risk.proposer : d.risk.additional_drivers[who]

const VEHICLE_IDENTITY: readonly (keyof Vehicle)[] = [
  'registration',
  'abi_code',
  'manufacturer',
  'model',
  'description',
  'engine_size',
  'fuel_type',
  'fuel_type_cdl',
  'transmission',
  'transmission_cdl',
  'doors',
  'year',
  'year_min',
  'year_max',
  'production_years',
]

/** Clears what identifies the bike, keeping every other bike answer (value, security, use...). */
const clearVehicleIdentity = (v: Draft<Vehicle>): void => {
  for (const k of VEHICLE_IDENTITY) delete v[k]
}

/**
 * Sets or removes one duq. Immer leaves the state as it was when the value does not really change (the same
 * value set again, a missing key deleted), so an unchanged duq never makes a new proposal.
 */
const setDuq = (d: D, key: DuqModificationKey | DuqRiderKey, value: string | null | undefined): void => {
  if (value == null) delete d.risk.duqs[key]
  else d.risk.duqs[key] = value
}

/** A found or confirmed bike replaces the whole identity: nothing of the previous bike's identity stays. */
const setVehicleIdentity = (v: Draft<Vehicle>, identity: Partial<Vehicle>): void => {
  clearVehicleIdentity(v)
  Object.assign(v, identity)
}

/*
 * The repeater rules, once for claims, convictions, modifications and riders: items are added up to the
 * maximum, edited or removed by index; an index out of range changes nothing. Each says whether it changed
 * the list, so the handler can answer the question Yes on an add and No when the last item goes.
 */
const addItem = <T>(list: Draft<T>[], item: T, max: number): boolean => {
  if (list.length >= max) return false
  list.push(castDraft(item))
  return true
}

const replaceItem = <T>(list: Draft<T>[], index: number, item: T): boolean => {
  if (index >= list.length) return false
  list[index] = castDraft(item)
  return true
}

const removeItem = <T>(list: Draft<T>[], index: number): boolean => {
  if (index >= list.length) return false
  list.splice(index, 1)
  return true
}

/** An additional rider as stored: always with the additional_driver role. */
const asRider = (r: AdditionalDriver): AdditionalDriver => ({ ...r, driver_details: { ...r.driver_details, driver_type: 'additional_driver' } })

/** Per-rider duqs are numbered from 1 in rider order; recomputed whenever riders change, so removal renumbers. */
const syncRiderDuqs = (d: D): void => {
  const riders = d.risk.additional_drivers
  for (let n = 1; n <= MAX_ADDITIONAL_RIDERS; n++) {
    const r = riders[n - 1]
    setDuq(d, duqMaritalKey(n), r?.marital_status)
    setDuq(d, duqRelationshipKey(n), r?.relationship_to_proposer)
  }
}

/** Leaving step 2 copies the modification types into vehicle_modification_1..9; unused slots are removed. */
const syncModificationDuqs = (d: D): void => {
  const mods = d.risk.vehicle.modifications
  for (let n = 1; n <= MAX_DUQ_MODIFICATIONS; n++) setDuq(d, duqModificationKey(n), mods[n - 1]?.type)
}

const ensureDirectDebit = (d: D): Draft<DirectDebit> => {
  d.direct_debit ??= {}
  return d.direct_debit
}

const ensureThirdParty = (d: D) => {
  const dd = ensureDirectDebit(d)
  dd.third_party ??= { address: {} }
  return dd.third_party
}

const ensureNcd = (d: D) => {
  d.risk.previous_insurance ??= { ncd: {} }
  return d.risk.previous_insurance.ncd
}

const fullName = (p: Draft<Proposer>): string | null => {
  const name = [p.name.forenames, p.name.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ')
  return name === '' ? null : name
}

/** Sets one field of a rider's part-time record (starting it) while the rider keeps one. */
const setPartTime = (p: Person, field: 'status' | 'role' | 'industry', v: string | null): void => {
  if (keepsPartTimeOccupation(p.has_part_time_occupation, p.full_time_occupation.status)) (p.part_time_occupation ??= {})[field] = v
}

/** One of the third party's fields, or null while the authority is No. */
const thirdPartyField = <V>(d: D, v: V): V | null => (keepsThirdPartyDetails(d.risk.userfields.has_third_party_authority) ? v : null)

type PersonSetters = { [K in PersonField]: (p: Person, v: PersonValue<K>, d: D, who: Who) => void }

const PERSON_SETTERS: PersonSetters = {
  'name.title': (p, v) => void (p.name.title = v),
  'name.forenames': (p, v) => void (p.name.forenames = v),
  'name.surname': (p, v) => void (p.name.surname = v),
  date_of_birth: (p, v) => void (p.date_of_birth = v),
  marital_status: (p, v, d, who) => {
    p.marital_status = v
    if (who === 'proposer') d.risk.duqs.marital_status_proposer = v
    else syncRiderDuqs(d)
  },
  has_insurance_refused: (p, v) => void (p.has_insurance_refused = v),
  has_non_rta_conviction: (p, v) => void (p.has_non_rta_conviction = v),
  is_smoker: (p, v) => void (p.is_smoker = v),
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
  'licence.has_provided_licence_number': (p, v) => {
    p.driver_details.licence.has_provided_licence_number = v
    if (!keepsLicenceNumber(v)) p.driver_details.licence.number = null
  },
  'licence.number': (p, v) => void (p.driver_details.licence.number = v),
  has_access_to_other_vehicles: (p, v) => {
    p.driver_details.has_access_to_other_vehicles = v
    if (!keepsOtherVehicleCount(v)) p.driver_details.number_of_other_vehicles = null
  },
  access_to_other_vehicles: (p, v) => void (p.driver_details.access_to_other_vehicles = v),
  number_of_other_vehicles: (p, v) => void (p.driver_details.number_of_other_vehicles = v),
  motoring_organisation: (p, v) => {
    p.driver_details.motoring_organisation = keepsMotoringOrganisation(p.driver_details.has_motoring_organisation) ? v : null
  },
  medical_condition: (p, v) => {
    if (keepsMedicalCondition(p.driver_details.has_medical_condition)) p.driver_details.medical_condition = v
  },
  relationship_to_proposer: (p, v, d, who) => {
    if (who === 'proposer') return
    ;(p as Draft<AdditionalDriver>).relationship_to_proposer = v
    syncRiderDuqs(d)
  },
}

type DetailSetters = { [K in DetailField]: (d: D, v: DetailValue<K>) => void }

const DETAIL_SETTERS: DetailSetters = {
  email_address: (d, v) => void (d.risk.proposer.email_address = v),
  'phone_numbers.mobile': (d, v) => void (d.risk.proposer.phone_numbers.mobile = v),
  'phone_numbers.other': (d, v) => void (d.risk.proposer.phone_numbers.other = v),
  'phone_numbers.home': (d, v) => void (d.risk.proposer.phone_numbers.home = v),
  'vehicle.value': (d, v) => void (d.risk.vehicle.value = v),
  'vehicle.purchased.date_purchased': (d, v) => {
    d.risk.vehicle.purchased.date_purchased = keepsPurchaseDate(d.risk.vehicle.purchased.is_purchased) ? v : null
  },
  'vehicle.owner': (d, v) => {
    if (ownerIsKeeper(d.risk.vehicle.keeper)) return
    d.risk.vehicle.owner = v
    d.risk.duqs.vehicle_owner = v
  },
  'vehicle.alarm': (d, v) => void (d.risk.vehicle.alarm = keepsSecurityDetail(d.risk.vehicle.has_alarm) ? v : null),
  'vehicle.immobiliser': (d, v) => void (d.risk.vehicle.immobiliser = keepsSecurityDetail(d.risk.vehicle.has_immobiliser) ? v : null),
  'vehicle.tracker': (d, v) => void (d.risk.vehicle.tracker = keepsSecurityDetail(d.risk.vehicle.has_tracker) ? v : null),
  'vehicle.imported': (d, v) => void (d.risk.vehicle.imported = v),
  'vehicle.is_exclude_pillion_riders': (d, v) => void (d.risk.vehicle.is_exclude_pillion_riders = v),
  'vehicle.has_side_car': (d, v) => void (d.risk.vehicle.has_side_car = v),
  'vehicle.is_left_hand_drive': (d, v) => void (d.risk.vehicle.is_left_hand_drive = v),
  'vehicle.kept_location': (d, v) => {
    d.risk.vehicle.kept_location = v
    d.risk.duqs.vehicle_night_location = v
  },
  'vehicle.kept_postcode': (d, v) => {
    d.risk.vehicle.kept_postcode = asksKeptPostcode(d.risk.vehicle.is_kept_at_proposer_postcode) ? v : null
  },
  total_mileage: (d, v) => void (d.risk.total_mileage = v),
  business_mileage: (d, v) => {
    d.risk.business_mileage = asksBusinessMileage(d.risk.vehicle.class_of_use) ? v : null
  },
  documentation_delivery_method: (d, v) => void (d.risk.documentation_delivery_method = v),
  'userfields.has_email_consent': (d, v) => void (d.risk.userfields.has_email_consent = v),
  'userfields.tpa_title': (d, v) => void (d.risk.userfields.tpa_title = thirdPartyField(d, v)),
  'userfields.tpa_forename': (d, v) => void (d.risk.userfields.tpa_forename = thirdPartyField(d, v)),
  'userfields.tpa_surname': (d, v) => void (d.risk.userfields.tpa_surname = thirdPartyField(d, v)),
  'userfields.tpa_date_of_birth': (d, v) => void (d.risk.userfields.tpa_date_of_birth = thirdPartyField(d, v)),
  'userfields.tpa_email': (d, v) => void (d.risk.userfields.tpa_email = thirdPartyField(d, v)),
  'userfields.tpa_phone': (d, v) => void (d.risk.userfields.tpa_phone = thirdPartyField(d, v)),
  'duqs.education_level': (d, v) => void (d.risk.duqs.education_level = v),
  'duqs.vehicle_daytime_location': (d, v) => void (d.risk.duqs.vehicle_daytime_location = v),
  'previous_insurance.ncd.is_protected': (d, v) => {
    const ncd = ensureNcd(d)
    ncd.is_protected = asksNcdProtection(ncd.years) ? v : null
  },
  consent_to_auto_renew: (d, v) => void (d.consent_to_auto_renew = v),
  'direct_debit.account_name': (d, v) => void (ensureDirectDebit(d).account_name = v),
  'direct_debit.account_number': (d, v) => void (ensureDirectDebit(d).account_number = v),
  'direct_debit.sort_code': (d, v) => void (ensureDirectDebit(d).sort_code = v),
  'direct_debit.third_party.title': (d, v) => void (ensureThirdParty(d).title = v),
  'direct_debit.third_party.forename': (d, v) => void (ensureThirdParty(d).forename = v),
  'direct_debit.third_party.surname': (d, v) => void (ensureThirdParty(d).surname = v),
  'direct_debit.third_party.date_of_birth': (d, v) => void (ensureThirdParty(d).date_of_birth = v),
  'direct_debit.third_party.address': (d, v) => void (ensureThirdParty(d).address = v ?? {}),
}

/** On the edit screen: No to claims, convictions or riders drops what was kept behind those answers. */
const clearUnansweredForEdit = (d: D): void => {
  const people: Person[] = [d.risk.proposer]
  if (d.risk.has_additional_drivers === false) d.risk.additional_drivers = []
  people.push(...d.risk.additional_drivers)
  for (const p of people) {
    if (p.driver_details.has_claims === false) p.driver_details.claims = []
    if (p.driver_details.licence.has_convictions === false) p.driver_details.licence.convictions = []
  }
  syncRiderDuqs(d)
}

/** The proposal's copy of an offered extra, taken from the quote's offer the first time it is decided. */
const addonFor = (d: D, code: string): Draft<Addon> | undefined => {
  const held = d.addons.find((a) => a.code === code)
  if (held !== undefined) return held
  const offered = d.quote?.addons.find((a) => a.code === code)
  if (offered === undefined) return undefined
  d.addons.push({ ...(offered as Addon) })
  return d.addons[d.addons.length - 1]
}

const selectAddon = (d: D, code: string, selected: boolean): void => {
  const addon = addonFor(d, code)
  if (addon === undefined) return
  addon.is_selected = selected
  if (!selected || !isBreakdownTier(code)) return
  // Choosing a breakdown tier deselects any other tier, offered or held.
  // Stryker disable next-line ArrayDeclaration: a made-up entry has no tier's code, so the filter below drops it, as with none
  const offered = d.quote?.addons ?? []
  const tiers = new Set([...d.addons, ...offered].map((a) => a.code).filter((c) => c !== code && isBreakdownTier(c)))
  for (const other of tiers) {
    const a = addonFor(d, other)
    // Stryker disable next-line ConditionalExpression: every tier here is held or offered, so addonFor finds it; the check is for the type
    if (a !== undefined) a.is_selected = false
  }
}

type Replacers = { readonly [T in EventType]?: (e: EventOf<T>) => ProposalState | undefined }

const carried = (e: { payload: { proposal: ProposalState } }): ProposalState => e.payload.proposal

/**
 * Server answers that carry the whole proposal: it takes the place of the one held (undefined keeps it).
 */
const REPLACERS = {
  'proposal/ProposalCreated': carried,
  'proposal/ProposalUpdated': carried,
  'proposal/ProposalLoaded': carried,
  'quote/QuoteCalculated': carried,
  'quote/QuoteDeclined': carried,
  'quote/AddonsSent': carried,
  'quote/DeviceRiskChecked': carried,
  'quote/QuoteAccepted': carried,
  'quote/DirectDebitAccepted': (e) => e.payload.proposal ?? undefined,
} satisfies Replacers

/** Does opening the form start a new quote? Only once the previous one has reached the server (it has a uuid). */
export const startsNewQuote = (proposal: ProposalState, e: EventOf<'journey/FormOpened'>): boolean =>
  e.payload.mode === 'create' && e.payload.uuid === null && proposal.uuid != null

/**
 * Folds one event into the proposal that `root` holds: in place, or by putting the proposal a server answer
 * carries in its place. Every data consequence of 000 §4 and 001 §4 lives here, once. Events that name a
 * person or item that does not exist change nothing; events the proposal does not fold touch nothing (not even
 * `root.proposal`, so Immer makes no draft of it). Pure: "today" never matters here.
 */
export const applyToProposal = (root: Draft<{ proposal: ProposalState }>, e: DomainEvent): void => {
  const replace = (REPLACERS as Replacers)[e.type] as ((e: DomainEvent) => ProposalState | undefined) | undefined
  if (replace !== undefined) {
    const next = replace(e)
    if (next !== undefined) root.proposal = castDraft(next)
    return
  }
  const handle = (HANDLERS as Handlers<ProposalState>)[e.type] as ((d: D, e: DomainEvent) => void) | undefined
  if (handle !== undefined) handle(root.proposal, e)
}

const HANDLERS = {
  'proposal/PersonAnswered': (d, e) => {
    const p = personOf(d, e.payload.who)
    if (p === undefined) return
    const set = PERSON_SETTERS[e.payload.field] as (p: Person, v: unknown, d: D, who: Who) => void
    set(p, e.payload.value, d, e.payload.who)
  },
  'proposal/DetailAnswered': (d, e) => {
    const set = DETAIL_SETTERS[e.payload.field] as (d: D, v: unknown) => void
    set(d, e.payload.value)
  },
  'proposal/RegistrationKnownAnswered': (d, e) => {
    const v = d.risk.vehicle
    v.has_registration = e.payload.known
    // No clears the vehicle data and switches to manual lookup.
    if (!e.payload.known) clearVehicleIdentity(v)
  },
  'proposal/RegistrationConfirmed': (d, e) => {
    d.risk.vehicle.registration = e.payload.registration
    d.risk.vehicle.has_registration = true
  },
  'proposal/RegistrationInvalidated': (d) => {
    d.risk.vehicle.has_registration = false
    d.risk.vehicle.registration = null
  },
  'proposal/RegistrationEntered': (d, e) => {
    const v = d.risk.vehicle
    clearVehicleIdentity(v)
    v.has_registration = true
    v.registration = e.payload.registration
  },
  'proposal/VehicleFound': (d, e) => {
    const v = d.risk.vehicle
    const found = e.payload.vehicles[0]
    if (found === undefined) return
    v.has_registration = true
    setVehicleIdentity(v, {
      registration: e.payload.registration,
      abi_code: found.abi_code,
      manufacturer: found.manufacturer,
      description: found.description,
      model: found.model ?? found.description,
      engine_size: found.engine_size ?? null,
      fuel_type: found.fuel_type ?? null,
      fuel_type_cdl: found.fuel_type_cdl ?? null,
      transmission: found.transmission ?? null,
      transmission_cdl: found.transmission_cdl ?? null,
      doors: found.doors ?? null,
      year: found.year ?? null,
      production_years: found.production_years ?? null,
    })
  },
  'proposal/VehicleNotFound': (d) => {
    const v = d.risk.vehicle
    clearVehicleIdentity(v)
  },
  'proposal/VehicleLookupReset': (d) => {
    const v = d.risk.vehicle
    // Try Again / Find another registration: the vehicle goes, the other bike answers stay.
    clearVehicleIdentity(v)
  },
  'proposal/ManualVehicleConfirmed': (d, e) => {
    const v = d.risk.vehicle
    const m = e.payload.vehicle
    const registration = v.has_registration === true && v.registration != null ? { registration: v.registration } : {}
    setVehicleIdentity(v, {
      ...registration,
      abi_code: m.abi_code,
      manufacturer: m.manufacturer,
      model: m.model,
      description: m.description ?? m.model,
      fuel_type: m.fuel_type ?? null,
      engine_size: m.engine_size ?? null,
      doors: m.doors ?? null,
      transmission: m.transmission ?? null,
      year_min: m.year_min ?? null,
      year_max: m.year_max ?? null,
      year: e.payload.year ?? m.year_min ?? null,
    })
  },
  'proposal/PurchasedAnswered': (d, e) => {
    const v = d.risk.vehicle
    v.purchased.is_purchased = e.payload.isPurchased
    if (!keepsPurchaseDate(e.payload.isPurchased)) v.purchased.date_purchased = null
  },
  'proposal/KeeperAnswered': (d, e) => {
    const v = d.risk.vehicle
    v.keeper = e.payload.keeper
    // Keeper Yes sets owner to Proposer; No asks who owns the bike.
    v.owner = ownerIsKeeper(e.payload.keeper) ? KEEPER_OWNER : null
    d.risk.duqs.vehicle_owner = v.owner
  },
  'proposal/SecurityFeatureAnswered': (d, e) => {
    const v = d.risk.vehicle
    const { feature, has } = e.payload
    const kept = keepsSecurityDetail(has)
    if (feature === 'alarm') {
      v.has_alarm = has
      if (!kept) v.alarm = null
    } else if (feature === 'immobiliser') {
      v.has_immobiliser = has
      if (!kept) v.immobiliser = null
    } else {
      v.has_tracker = has
      if (!kept) v.tracker = null
    }
  },
  'proposal/ImportedAnswered': (d, e) => {
    const v = d.risk.vehicle
    // No sets the import type to 'No'; Yes asks for the type ('' until it is chosen).
    v.imported = e.payload.imported ? (v.imported != null && v.imported !== 'No' ? v.imported : '') : 'No'
  },
  'proposal/KeptAtHomeAnswered': (d, e) => {
    const v = d.risk.vehicle
    v.is_kept_at_proposer_postcode = e.payload.atHome
    if (!asksKeptPostcode(e.payload.atHome)) v.kept_postcode = null
  },
  'proposal/ClassOfUseChosen': (d, e) => {
    const v = d.risk.vehicle
    v.class_of_use = e.payload.classOfUse
    if (!asksBusinessMileage(e.payload.classOfUse)) d.risk.business_mileage = null
  },
  'proposal/ModificationsAnswered': (d, e) => {
    const v = d.risk.vehicle
    v.is_modified = e.payload.has
    if (!e.payload.has) {
      v.modifications = []
      syncModificationDuqs(d)
    }
  },
  'proposal/ModificationAdded': (d, e) => {
    const v = d.risk.vehicle
    if (addItem(v.modifications, e.payload.modification, REPEATER_MAX)) v.is_modified = true
  },
  'proposal/ModificationEdited': (d, e) => {
    replaceItem(d.risk.vehicle.modifications, e.payload.index, e.payload.modification)
  },
  'proposal/ModificationRemoved': (d, e) => {
    const v = d.risk.vehicle
    if (removeItem(v.modifications, e.payload.index) && v.modifications.length === 0) v.is_modified = false
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
  'proposal/StartDateChosen': (d, e) => {
    d.risk.start_date = e.payload.startDate
  },
  'proposal/CoverTypeChosen': (d, e) => {
    const v = d.risk.vehicle
    v.cover_type = e.payload.coverType
    // Setting the same excess again leaves the proposal as it was (Immer sees no change).
    d.risk.voluntary_excess = voluntaryExcessAfterCoverChange(e.payload.coverType, d.risk.voluntary_excess)
  },
  'proposal/VoluntaryExcessChosen': (d, e) => {
    // The excess is disabled for TPO: it stays 0.
    d.risk.voluntary_excess = voluntaryExcessFor(d.risk.vehicle.cover_type, e.payload.excess)
  },
  'proposal/NcdYearsEntered': (d, e) => {
    const ncd = ensureNcd(d)
    const years = e.payload.years
    // The event's codec admits finite numbers only (NaN and Infinity are refused), so null is the one non-number.
    ncd.years = years === null ? null : Math.max(0, Math.trunc(years))
    // Judged on the years as stored: 0.5 is kept as 0, so it clears the flag too.
    if (!asksNcdProtection(ncd.years)) ncd.is_protected = null
  },
  'proposal/PreviousInsuranceAnswered': (d, e) => {
    d.risk.has_previous_insurance = e.payload.has
    d.risk.previous_insurance = e.payload.has ? (d.risk.previous_insurance ?? { ncd: {} }) : null
  },
  'proposal/PaymentFrequencyChosen': (d, e) => {
    d.is_pay_monthly = e.payload.monthly
    d.risk.duqs.is_pay_monthly = e.payload.monthly
  },
  'proposal/AdditionalRidersAnswered': (d, e) => {
    d.risk.has_additional_drivers = e.payload.has
    if (!e.payload.has) d.risk.additional_drivers = []
    syncRiderDuqs(d)
  },
  'proposal/RiderAdded': (d, e) => {
    if (!addItem(d.risk.additional_drivers, asRider(e.payload.rider), MAX_ADDITIONAL_RIDERS)) return
    d.risk.has_additional_drivers = true
    syncRiderDuqs(d)
  },
  'proposal/RiderEdited': (d, e) => {
    if (replaceItem(d.risk.additional_drivers, e.payload.index, asRider(e.payload.rider))) syncRiderDuqs(d)
  },
  'proposal/RiderRemoved': (d, e) => {
    if (!removeItem(d.risk.additional_drivers, e.payload.index)) return
    if (d.risk.additional_drivers.length === 0) d.risk.has_additional_drivers = false
    syncRiderDuqs(d)
  },
  'proposal/ThirdPartyAuthorityAnswered': (d, e) => {
    d.risk.userfields.has_third_party_authority = e.payload.has
    if (!keepsThirdPartyDetails(e.payload.has)) for (const f of TPA_FIELDS) d.risk.userfields[f] = null
  },
  'proposal/SourceOfBusinessSet': (d, e) => {
    d.risk.source_of_business = e.payload.source
  },
  'proposal/AddonDecided': (d, e) => {
    selectAddon(d, e.payload.code, e.payload.selected)
  },
  'proposal/AccountHolderAnswered': (d, e) => {
    const dd = ensureDirectDebit(d)
    dd.is_proposer_account_holder = e.payload.isProposer
    if (e.payload.isProposer) {
      dd.account_name = fullName(d.risk.proposer)
      dd.third_party = null
    } else {
      dd.account_name = null
      dd.third_party ??= { address: {} }
    }
  },
  'journey/StepCompleted': (d, e) => {
    if (e.payload.step === 2) syncModificationDuqs(d)
  },
  'journey/StepOpened': (d) => {
    // A step header also leaves step 2 (without completing it). The copy is idempotent and modifications
    // change only on step 2, so copying on every header move is the same as copying on leaving step 2.
    syncModificationDuqs(d)
  },
  'journey/FormSubmitted': (d, e) => {
    if (e.payload.mode === 'edit') clearUnansweredForEdit(d)
  },
} satisfies Handlers<ProposalState>

/** The events the proposal folds: those that change it in place and those that replace it. */
export type ProposalEventType = keyof typeof HANDLERS | keyof typeof REPLACERS
