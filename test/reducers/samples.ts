import type { AdditionalDriver, Claim, Conviction, FoundVehicle, ManualVehicle, Modification, Proposal } from '../../src/domain/codecs'
import { emptyProposal, emptyRider } from '../../src/domain/defaults'
import type { Loose } from './given'

/** Sample answers and server answers for reducer tests; every one decodes with its codec once stamped. */

export const UUID = '3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'

export const claim = (description = 'ACC', date = '2024-05-01'): Loose<Claim> => ({
  description,
  date,
  has_own_damage_cost: true,
  own_damage_cost: 1200,
  is_ncb_prejudiced: false,
})

export const conviction = (code = 'SP30', date = '2023-08-14'): Loose<Conviction> => ({
  code,
  conviction_date: date,
  offence_date: date,
  points: 3,
  has_ban_months: false,
})

export const modification = (type: string, description = 'fitted after purchase'): Loose<Modification> => ({
  type,
  description,
})

/** An additional rider with a marital status and relationship (the per-rider duqs copy them). */
export const rider = (forenames: string, marital: string | null = 'S', relationship: string | null = 'F'): Loose<AdditionalDriver> => {
  const r = emptyRider()
  return {
    ...r,
    name: { title: 'Ms', forenames, surname: 'Rider' },
    marital_status: marital,
    relationship_to_proposer: relationship,
  }
}

export const foundVehicle = (abi: string, manufacturer = 'HONDA', description = 'CB500F'): Loose<FoundVehicle> => ({
  abi_code: abi,
  manufacturer,
  description,
  model: description,
  engine_size: 471,
  fuel_type: 'P',
  transmission: 'TransMan',
  year: 2019,
})

export const manualVehicle = (abi: string): Loose<ManualVehicle> => ({
  abi_code: abi,
  manufacturer: 'YAMAHA',
  model: 'MT-07',
  fuel_type: 'P',
  engine_size: 689,
  doors: 0,
  transmission: 'TransMan',
  year_min: 2014,
  year_max: 2020,
})

/** A proposal as the server answers it: the empty proposal with a uuid and the given changes. */
export const serverProposal = (change: (p: Loose<Proposal>) => void = () => undefined): Loose<Proposal> => {
  const p: Loose<Proposal> = { ...(emptyProposal() as Loose<Proposal>), uuid: UUID }
  change(p)
  return p
}

/** Addon as quoted: undecided until the rider chooses. */
export const addon = (code: string, premium = 20): { code: string; description: string; premium: number; is_selected: boolean | null } => ({
  code,
  description: `${code} cover`,
  premium,
  is_selected: null,
})

/** A quote offering the given addons. */
export const quoteWith = (addons: ReturnType<typeof addon>[]) => ({
  reference: '12345-67890-12345',
  premium: 412.35,
  is_quoted: true,
  metadata: {},
  addons,
  wordings: {},
  excesses: [],
  endorsements: [],
  ipids: [],
})

/** The rider's e-mail and mobile in `summaryReady`. */
export const SUMMARY_EMAIL = 'ffion.pritchard@example.org'
const SUMMARY_MOBILE = '07700900418'

/** A quoted proposal paid in full, ready for the summary: registration, e-mail and mobile as the form stored them. */
export const summaryReady = (change: (p: Proposal) => void = () => undefined): Proposal =>
  serverProposal((p) => {
    p.uuid = UUID
    p.risk.start_date = '2026-03-14'
    p.risk.vehicle.registration = 'WX19KPE'
    p.risk.vehicle.has_registration = true
    p.risk.proposer.email_address = SUMMARY_EMAIL
    p.risk.proposer.phone_numbers = { ...p.risk.proposer.phone_numbers, mobile: SUMMARY_MOBILE }
    p.is_quoted = true
    p.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
    change(p as unknown as Proposal)
  }) as unknown as Proposal
