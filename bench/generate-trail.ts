import type { Proposal } from '../src/domain/codecs'
import { TrailBuilder } from '../src/trail/trail-builder'

/** A small seeded PRNG (mulberry32), so the benchmark trail is the same on every run. */
export const prng = (seed: number) => {
  let a = seed >>> 0
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NAMES = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Freya', 'Noah', 'Ivy', 'Arthur']
const COVERS = ['C', 'TPFT', 'TPO'] as const
const CLASSES = ['SDP', 'SDPC', 'C1', 'C2', 'C3']
const STATUSES = ['Employed', 'SelfEmp', 'FullTmEdu', 'Retired', 'UnEmploy', 'HsePerson']

/**
 * A realistic trail of `count` events: a rider answering, changing their mind, adding and removing claims,
 * convictions, modifications and riders, with the proposal created and requoted now and then.
 */
export const generateTrail = (count: number, seed = 42): TrailBuilder => {
  const rnd = prng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
  const b = new TrailBuilder('bench-session', '2026-11-01T08:00:00.000Z', 250)
  b.add('journey/FormOpened', { mode: 'create', uuid: null, step: null })
  const uuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
  while (b.events.length < count) {
    const who = b.state.proposal.risk.additional_drivers.length > 0 && rnd() < 0.3 ? 0 : 'proposer'
    switch (Math.floor(rnd() * 16)) {
      case 0:
        b.add('proposal/PersonAnswered', { who, field: 'name.forenames', value: pick(NAMES) })
        break
      case 1:
        b.add('proposal/CoverTypeChosen', { coverType: pick(COVERS) })
        break
      case 2:
        b.add('proposal/VoluntaryExcessChosen', { excess: Math.floor(rnd() * 41) * 50 })
        break
      case 3:
        b.add('proposal/ClassOfUseChosen', { classOfUse: pick(CLASSES) })
        break
      case 4:
        b.add('proposal/DetailAnswered', { field: 'business_mileage', value: Math.floor(rnd() * 3000) as never })
        break
      case 5:
        b.add('proposal/ClaimAdded', { who, claim: { description: 'ACC', date: '2024-01-15' as never, own_damage_cost: 900 as never } })
        break
      case 6:
        b.add('proposal/ClaimRemoved', { who, index: 0 })
        break
      case 7:
        b.add('proposal/EmploymentStatusChosen', { who, status: pick(STATUSES) })
        break
      case 8:
        b.add('proposal/NcdYearsEntered', { years: Math.floor(rnd() * 12) - 1 })
        break
      case 9:
        b.add('proposal/ModificationAdded', { modification: { type: 'EXHAUST', description: 'Slip-on' } })
        break
      case 10:
        b.add('proposal/ModificationRemoved', { index: 0 })
        break
      case 11:
        b.add('proposal/RiderAdded', {
          rider: {
            name: { title: 'Mr', forenames: pick(NAMES), surname: 'Smith' },
            full_time_occupation: {},
            resident: {},
            driver_details: { tests: [], licence: { convictions: [] }, claims: [] },
            marital_status: 'S',
            relationship_to_proposer: 'F',
          },
        })
        break
      case 12:
        b.add('proposal/RiderRemoved', { index: 0 })
        break
      case 13:
        b.add('journey/StepCompleted', { step: 1 + Math.floor(rnd() * 5) })
        break
      case 14:
        b.add('proposal/KeeperAnswered', { keeper: rnd() < 0.5 })
        break
      default:
        b.add('proposal/ProposalUpdated', { proposal: { ...b.state.proposal, uuid } as Proposal })
    }
  }
  return b
}
