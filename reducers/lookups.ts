import { produce } from 'immer'
import type { Address, FoundVehicle, ListOption, ManualField, ManualSearchRequest, ManualVehicle } from '../src/domain/codecs'
import { MANUAL_FIELDS } from '../src/domain/codecs'
import type { DomainEvent } from '../src/domain/events'

export type VehicleLookupStatus = 'idle' | 'searching' | 'found' | 'not-found'
export type ManualStage = ManualField | 'confirm'

/** What the lookups have answered: registration, manual cascade, address, reference lists. */
export interface LookupsState {
  readonly vehicle: {
    /** 'registration' once the rider says they know it; 'manual' for the cascade. */
    readonly mode: 'registration' | 'manual' | null
    readonly status: VehicleLookupStatus
    readonly registration: string | null
    readonly vehicles: FoundVehicle[]
  }
  readonly manual: {
    readonly choices: ManualSearchRequest
    readonly options: Partial<Record<ManualField, ListOption[]>>
    readonly vehicles: ManualVehicle[]
    readonly stage: ManualStage | null
    readonly loading: boolean
    readonly failed: boolean
    readonly picked: number | null
    readonly confirmed: boolean
  }
  readonly address: {
    readonly postcode: string | null
    readonly status: 'idle' | 'searching' | 'found' | 'failed'
    readonly addresses: Address[]
  }
  readonly lists: Readonly<Record<string, ListOption[]>>
}

const initialManual: LookupsState['manual'] = {
  choices: {},
  options: {},
  vehicles: [],
  stage: null,
  loading: false,
  failed: false,
  picked: null,
  confirmed: false,
}

export const initialLookups: LookupsState = {
  vehicle: { mode: null, status: 'idle', registration: null, vehicles: [] },
  manual: initialManual,
  address: { postcode: null, status: 'idle', addresses: [] },
  lists: {},
}

const laterFields = (field: ManualField): ManualField[] => MANUAL_FIELDS.slice(MANUAL_FIELDS.indexOf(field) + 1)
const nextField = (field: ManualField): ManualField | undefined => laterFields(field)[0]

/** A list is "empty-keyed" when it has no options or only options without a value. */
const isEmptyKeyed = (options: ListOption[] | undefined): boolean =>
  options === undefined || options.every((o) => o.value === '')

/** The last field the request chose, in cascade order; undefined when nothing is chosen yet. */
const lastChosen = (r: ManualSearchRequest): ManualField | undefined =>
  [...MANUAL_FIELDS].reverse().find((f) => r[f] != null)

/** Folds the answers of the lookups and the manual cascade's position. */
export const lookupsReducer = (state: LookupsState = initialLookups, e: DomainEvent): LookupsState =>
  produce(state, (d) => {
    switch (e.type) {
      case 'proposal/RegistrationKnownAnswered':
        d.vehicle = { mode: e.payload.known ? 'registration' : 'manual', status: 'idle', registration: null, vehicles: [] }
        d.manual = { ...initialManual, stage: e.payload.known ? null : 'manufacturer', loading: !e.payload.known }
        return
      case 'proposal/RegistrationEntered':
        d.vehicle.mode = 'registration'
        d.vehicle.status = 'searching'
        d.vehicle.registration = e.payload.registration
        d.vehicle.vehicles = []
        return
      case 'proposal/VehicleFound':
        d.vehicle.status = e.payload.vehicles.length > 0 ? 'found' : 'not-found'
        d.vehicle.registration = e.payload.registration
        d.vehicle.vehicles = e.payload.vehicles
        d.manual = initialManual
        return
      case 'proposal/VehicleNotFound':
        d.vehicle.status = 'not-found'
        d.vehicle.registration = e.payload.registration
        d.vehicle.vehicles = []
        return
      case 'proposal/VehicleLookupReset':
        d.vehicle = { mode: 'registration', status: 'idle', registration: null, vehicles: [] }
        d.manual = initialManual
        return
      case 'lookup/ManualSearchStarted':
        d.vehicle.mode = 'manual'
        d.vehicle.status = 'idle'
        d.manual = { ...initialManual, stage: 'manufacturer', loading: true }
        return
      case 'lookup/ManualChoiceMade': {
        const { field, value } = e.payload
        // Each choice resets the later ones.
        const choices: Record<string, unknown> = { ...d.manual.choices, [field]: value }
        for (const later of laterFields(field)) {
          delete choices[later]
          delete d.manual.options[later]
        }
        d.manual.choices = choices as ManualSearchRequest
        d.manual.picked = null
        d.manual.confirmed = false
        d.manual.failed = false
        d.manual.loading = value !== null
        d.manual.stage = value === null ? field : (nextField(field) ?? 'confirm')
        return
      }
      case 'lookup/ManualOptionsLoaded': {
        const { request, answer } = e.payload
        d.manual.loading = false
        d.manual.vehicles = answer.vehicles
        for (const f of MANUAL_FIELDS) {
          const opts = answer.options[f]
          if (opts !== undefined) d.manual.options[f] = opts
        }
        const last = lastChosen(request)
        const next = last === undefined ? 'manufacturer' : nextField(last)
        // When the doors list is empty-keyed, or doors are chosen, the matching vehicles are offered.
        if (next === undefined || (next === 'doors' && isEmptyKeyed(answer.options.doors))) d.manual.stage = 'confirm'
        else d.manual.stage = next
        return
      }
      case 'lookup/ManualSearchFailed':
        // Logged; the form jumps to the vehicle-confirm stage with no options.
        d.manual.loading = false
        d.manual.failed = true
        d.manual.stage = 'confirm'
        d.manual.vehicles = []
        return
      case 'lookup/ManualVehiclePicked':
        d.manual.picked = Number.isInteger(e.payload.index) && e.payload.index >= 0 && e.payload.index < d.manual.vehicles.length ? e.payload.index : null
        return
      case 'proposal/ManualVehicleConfirmed':
        d.manual.confirmed = true
        d.vehicle.status = 'found'
        return
      case 'lookup/AddressPostcodeEntered':
        d.address = { postcode: e.payload.postcode, status: 'searching', addresses: [] }
        return
      case 'lookup/AddressesFound':
        d.address = { postcode: e.payload.postcode, status: 'found', addresses: e.payload.addresses }
        return
      case 'lookup/AddressLookupFailed':
        d.address = { postcode: e.payload.postcode, status: 'failed', addresses: [] }
        return
      case 'proposal/AddressReset':
        d.address = { postcode: null, status: 'idle', addresses: [] }
        return
      case 'lookup/ReferenceListsLoaded':
        for (const l of e.payload.lists) d.lists[l.name.replace(/^insurer\./, '')] = l.options
        return
      case 'lookup/ReferenceListLoaded':
        d.lists[e.payload.name.replace(/^insurer\./, '')] = e.payload.options
        return
      default:
        return
    }
  })
