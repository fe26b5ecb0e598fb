import { foldOf, type Handlers } from './handlers'
import type { Address, FoundVehicle, ListOption, ManualField, ManualSearchRequest, ManualVehicle } from '../src/domain/codecs'
import { MANUAL_FIELDS } from '../src/domain/codecs'
import { isUkPostcode, normalisePostcode } from '../src/domain/formats'
import { bareListName } from '../src/domain/list-names'

type VehicleLookupStatus = 'idle' | 'searching' | 'found' | 'not-found'
type ManualStage = ManualField | 'confirm'

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
  /** The price page's registration check: the registration looked up and what was found. */
  readonly registrationCheck: { readonly registration: string; readonly vehicles: FoundVehicle[]; readonly failed: boolean } | null
}

/** A fresh manual-cascade state: always a new object, never shared, so a draft may mutate it. */
const freshManual = (): LookupsState['manual'] => ({
  choices: {},
  options: {},
  vehicles: [],
  stage: null,
  loading: false,
  failed: false,
  picked: null,
  confirmed: false,
})

export const initialLookups: LookupsState = {
  vehicle: { mode: null, status: 'idle', registration: null, vehicles: [] },
  manual: freshManual(),
  address: { postcode: null, status: 'idle', addresses: [] },
  lists: {},
  registrationCheck: null,
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
const HANDLERS = {
  'lookup/RegistrationChecked': (d, e) => {
    d.registrationCheck = { registration: e.payload.registration, vehicles: e.payload.vehicles, failed: e.payload.failed }
  },
  'proposal/RegistrationKnownAnswered': (d, e) => {
    d.vehicle = { mode: e.payload.known ? 'registration' : 'manual', status: 'idle', registration: null, vehicles: [] }
    // No opens the manual search, not yet started: the lookup asks for the manufacturers (ManualSearchStarted).
    d.manual = freshManual()
  },
  'proposal/RegistrationEntered': (d, e) => {
    d.vehicle.mode = 'registration'
    d.vehicle.status = 'searching'
    d.vehicle.registration = e.payload.registration
    d.vehicle.vehicles = []
  },
  'proposal/VehicleFound': (d, e) => {
    d.vehicle.status = e.payload.vehicles.length > 0 ? 'found' : 'not-found'
    d.vehicle.registration = e.payload.registration
    d.vehicle.vehicles = e.payload.vehicles
    d.manual = freshManual()
  },
  'proposal/VehicleNotFound': (d, e) => {
    d.vehicle.status = 'not-found'
    d.vehicle.registration = e.payload.registration
    d.vehicle.vehicles = []
  },
  'proposal/VehicleLookupReset': (d) => {
    d.vehicle = { mode: 'registration', status: 'idle', registration: null, vehicles: [] }
    d.manual = freshManual()
  },
  'lookup/ManualSearchStarted': (d) => {
    d.vehicle.mode = 'manual'
    d.vehicle.status = 'idle'
    d.manual = { ...freshManual(), stage: 'manufacturer', loading: true }
  },
  'lookup/ManualChoiceMade': (d, e) => {
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
  },
  'lookup/ManualOptionsLoaded': (d, e) => {
    const { request, answer } = e.payload
    d.manual.loading = false
    d.manual.vehicles = answer.vehicles
    for (const f of MANUAL_FIELDS) {
      const opts = answer.options[f]
      if (opts !== undefined) d.manual.options[f] = opts
    }
    const last = lastChosen(request)
    // Stryker disable next-line ConditionalExpression: nextField of no field is 'manufacturer' too (indexOf gives -1, so every field comes after it); the start is named plainly here
    const next = last === undefined ? 'manufacturer' : nextField(last)
    // When the doors list is empty-keyed, or doors are chosen, the matching vehicles are offered.
    if (next === undefined || (next === 'doors' && isEmptyKeyed(answer.options.doors))) d.manual.stage = 'confirm'
    else d.manual.stage = next
  },
  'lookup/ManualSearchFailed': (d) => {
    // Logged; the form jumps to the vehicle-confirm stage with no options.
    d.manual.loading = false
    d.manual.failed = true
    d.manual.stage = 'confirm'
    d.manual.vehicles = []
  },
  'lookup/ManualVehiclePicked': (d, e) => {
    d.manual.picked = Number.isInteger(e.payload.index) && e.payload.index >= 0 && e.payload.index < d.manual.vehicles.length ? e.payload.index : null
  },
  'proposal/ManualVehicleConfirmed': (d) => {
    d.manual.confirmed = true
    d.vehicle.status = 'found'
  },
  'lookup/AddressPostcodeTyped': (d, e) => {
    // The box as the rider left it: step validation judges it ('This field must be a valid UK postcode.', or
    // 'Please search for your address…' for a valid one not searched). The same postcode keeps its list.
    const typed = e.payload.postcode.trim().toUpperCase()
    const same = typed === (d.address.postcode ?? '') || (isUkPostcode(typed) && normalisePostcode(typed) === d.address.postcode)
    if (!same) d.address = { postcode: typed === '' ? null : typed, status: 'idle', addresses: [] }
  },
  'lookup/AddressPostcodeEntered': (d, e) => {
    d.address = { postcode: e.payload.postcode, status: 'searching', addresses: [] }
  },
  'lookup/AddressesFound': (d, e) => {
    d.address = { postcode: e.payload.postcode, status: 'found', addresses: e.payload.addresses }
  },
  'lookup/AddressLookupFailed': (d, e) => {
    d.address = { postcode: e.payload.postcode, status: 'failed', addresses: [] }
  },
  'proposal/AddressReset': (d) => {
    d.address = { postcode: null, status: 'idle', addresses: [] }
  },
  'lookup/ReferenceListsLoaded': (d, e) => {
    for (const l of e.payload.lists) d.lists[bareListName(l.name)] = l.options
  },
  'lookup/ReferenceListLoaded': (d, e) => {
    d.lists[bareListName(e.payload.name)] = e.payload.options
  },
} satisfies Handlers<LookupsState>

/** The events this projection folds (the root checks that every other event is declared to change nothing). */
export type LookupsEventType = keyof typeof HANDLERS

/** Folds one event into the lookups, in the draft the root holds open. */
export const applyToLookups = foldOf<LookupsState>(HANDLERS)
