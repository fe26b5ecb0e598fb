import type { Proposal } from '../src/domain/codecs'
import type { ConversationEntry } from '../src/domain/trail/conversation'
import type { Trail } from '../src/domain/trail/trail-format'
import { TrailBuilder } from '../src/trail/trail-builder'

/** A small seeded PRNG (mulberry32), so the benchmark trail is the same on every run. */
const prng = (seed: number) => {
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
  const whoOf = () => (b.state.proposal.risk.additional_drivers.length > 0 && rnd() < 0.3 ? 0 : 'proposer')
  const newRider = () => ({
    name: { title: 'Mr', forenames: pick(NAMES), surname: 'Smith' },
    full_time_occupation: {},
    resident: {},
    driver_details: { tests: [], licence: { convictions: [] }, claims: [] },
    marital_status: 'S',
    relationship_to_proposer: 'F',
  })
  // Weights follow a rider's session: mostly plain answers, some answers with consequences, a few
  // repeater items and riders, and a server answer (the whole proposal) now and then.
  const kinds: [number, () => void][] = [
    [30, () => void b.add('proposal/PersonAnswered', { who: whoOf(), field: 'name.forenames', value: pick(NAMES) })],
    [20, () => void b.add('proposal/DetailAnswered', { field: 'business_mileage', value: Math.floor(rnd() * 3000) as never })],
    [10, () => void b.add('proposal/DetailAnswered', { field: 'vehicle.value', value: Math.floor(rnd() * 20000) as never })],
    [5, () => void b.add('proposal/CoverTypeChosen', { coverType: pick(COVERS) })],
    [5, () => void b.add('proposal/VoluntaryExcessChosen', { excess: Math.floor(rnd() * 41) * 50 })],
    [4, () => void b.add('proposal/ClassOfUseChosen', { classOfUse: pick(CLASSES) })],
    [4, () => void b.add('proposal/EmploymentStatusChosen', { who: whoOf(), status: pick(STATUSES) })],
    [4, () => void b.add('proposal/NcdYearsEntered', { years: Math.floor(rnd() * 12) - 1 })],
    [4, () => void b.add('proposal/KeeperAnswered', { keeper: rnd() < 0.5 })],
    [3, () => void b.add('journey/StepCompleted', { step: 1 + Math.floor(rnd() * 5) })],
    [2, () => void b.add('proposal/ClaimAdded', { who: whoOf(), claim: { description: 'ACC', date: '2024-01-15' as never, own_damage_cost: 900 as never } })],
    [2, () => void b.add('proposal/ClaimRemoved', { who: whoOf(), index: 0 })],
    [2, () => void b.add('proposal/ModificationAdded', { modification: { type: 'EXHAUST', description: 'Slip-on' } })],
    [2, () => void b.add('proposal/ModificationRemoved', { index: 0 })],
    [1, () => void b.add('proposal/RiderAdded', { rider: newRider() })],
    [1, () => void b.add('proposal/RiderRemoved', { index: 0 })],
    [1, () => void b.add('proposal/ProposalUpdated', { proposal: { ...b.state.proposal, uuid } as Proposal })],
  ]
  const total = kinds.reduce((n, [w]) => n + w, 0)
  while (b.events.length < count) {
    let r = rnd() * total
    for (const [w, add] of kinds) {
      r -= w
      if (r < 0) {
        add()
        break
      }
    }
  }
  return b
}

/**
 * The trail of `generateTrail(count, seed)` with the conversation a page would have recorded beside its events:
 * the page's start, each answer an input, and each server answer the updateProposal call that brought it, its
 * arguments and answer the proposal, then the taking of that answer (so the conversation is about as large as
 * the events, as in a recorded session).
 */
export const generateTrailWithConversation = (count: number, seed = 42): Trail => {
  const trail = generateTrail(count, seed).trail()
  const conversation: ConversationEntry[] = [{ kind: 'start', after: 0, at: trail.createdAt }]
  let calls = 0
  for (const [i, e] of trail.events.entries()) {
    if (e.type !== 'proposal/ProposalUpdated') {
      conversation.push({ kind: 'input', seq: e.meta.seq })
      continue
    }
    const { proposal } = e.payload
    conversation.push({ kind: 'call', name: 'updateProposal', after: i, at: e.meta.at, args: [proposal.uuid, proposal], outcome: { ok: true, value: proposal } })
    conversation.push({ kind: 'answer', call: calls++, after: i })
  }
  return { ...trail, conversation }
}
