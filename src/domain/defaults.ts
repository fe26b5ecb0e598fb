import type { AdditionalDriver, DriverDetails, ProposalInput, Proposer, Vehicle } from './codecs'
import { isPlain, mergeOver } from './plain'

/** A fresh driver_details: no answers, empty repeaters. */
const emptyDriverDetails = (role: 'proposer' | 'additional_driver'): DriverDetails => ({
  driver_type: role,
  tests: [],
  licence: { convictions: [] },
  claims: [],
})

const personParts = (role: 'proposer' | 'additional_driver') => ({
  name: {},
  full_time_occupation: {},
  resident: {},
  driver_details: emptyDriverDetails(role),
})

const emptyProposer = (): Proposer => ({
  ...personParts('proposer'),
  address: {},
  phone_numbers: {},
})

export const emptyRider = (): AdditionalDriver => personParts('additional_driver')

const emptyVehicle = (): Vehicle => ({ purchased: {}, modifications: [] })

/** The proposal before the rider has answered anything: every structure present, every answer absent. */
export const emptyProposal = (): ProposalInput => ({
  addons: [],
  removed_addons: [],
  risk: {
    additional_drivers: [],
    proposer: emptyProposer(),
    userfields: {},
    duqs: {},
    voluntary_excess: 0,
    vehicle: emptyVehicle(),
  },
})

/**
 * Fills the structure a partial proposal body leaves out (a client may send only what it has answered), so
 * the strict codec can then judge the answers. Riders are completed one by one. Non-objects are returned
 * as they are, for the codec to refuse.
 */
export const withProposalDefaults = (input: unknown): unknown => {
  if (!isPlain(input)) return input
  const merged = mergeOver(emptyProposal(), input)
  if (!isPlain(merged) || !isPlain(merged.risk)) return merged
  const riders = merged.risk.additional_drivers
  if (Array.isArray(riders)) {
    merged.risk = { ...merged.risk, additional_drivers: riders.map((r) => (isPlain(r) ? mergeOver(emptyRider(), r) : r)) }
  }
  return merged
}
