import type { Draft } from 'immer'
import type { Vehicle } from '../../src/domain/codecs'
import { duqModificationKey } from '../../src/domain/codecs'
import { MAX_DUQ_MODIFICATIONS, REPEATER_MAX } from '../../src/domain/constants'
import {
  asksBusinessMileage,
  asksKeptPostcode,
  KEEPER_OWNER,
  keepsPurchaseDate,
  keepsSecurityDetail,
  ownerIsKeeper,
} from '../../src/domain/rules'
import type { Handlers } from '../handlers'
import { addItem, removeItem, replaceItem } from './repeaters'
import { setDuq, type DetailSetters, type ProposalDraft, type ProposalState } from './state'

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

/** A found or confirmed bike replaces the whole identity: nothing of the previous bike's identity stays. */
const setVehicleIdentity = (v: Draft<Vehicle>, identity: Partial<Vehicle>): void => {
  clearVehicleIdentity(v)
  Object.assign(v, identity)
}

/** Leaving step 2 copies the modification types into vehicle_modification_1..9; unused slots are removed. */
const syncModificationDuqs = (d: ProposalDraft): void => {
  const mods = d.risk.vehicle.modifications
  for (let n = 1; n <= MAX_DUQ_MODIFICATIONS; n++) setDuq(d, duqModificationKey(n), mods[n - 1]?.type)
}

/** The answers about the bike, its security, keeping and use. */
export const BIKE_DETAILS = {
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
  'vehicle.kept_location': (d, v) => {
    d.risk.vehicle.kept_location = v
    d.risk.duqs.vehicle_night_location = v
  },
  'vehicle.kept_postcode': (d, v) => {
    d.risk.vehicle.kept_postcode = asksKeptPostcode(d.risk.vehicle.is_kept_at_proposer_postcode) ? v : null
  },
  business_mileage: (d, v) => {
    d.risk.business_mileage = asksBusinessMileage(d.risk.vehicle.class_of_use) ? v : null
  },
} satisfies Partial<DetailSetters>

/** The bike: its registration and lookup, purchase, keeper, security, import, keeping, use and modifications. */
export const BIKE_HANDLERS = {
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
  'journey/StepCompleted': (d, e) => {
    if (e.payload.step === 2) syncModificationDuqs(d)
  },
  'journey/StepOpened': (d) => {
    // A step header also leaves step 2 (without completing it). The copy is idempotent and modifications
    // change only on step 2, so copying on every header move is the same as copying on leaving step 2.
    syncModificationDuqs(d)
  },
} satisfies Handlers<ProposalState>
