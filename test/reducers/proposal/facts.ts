import type { AppState } from '../../../reducers/root'
import { fact, type Fact } from '../given'
import { rider } from '../samples'

type Who = 'proposer' | number

export const vehicleOf = (s: AppState) => s.proposal.risk.vehicle
export const proposerOf = (s: AppState) => s.proposal.risk.proposer
export const riderOf = (s: AppState, i: number) => {
  const r = s.proposal.risk.additional_drivers[i]
  if (r === undefined) throw new Error(`no rider ${i}`)
  return r
}
export const personOf = (s: AppState, who: Who) => (who === 'proposer' ? proposerOf(s) : riderOf(s, who))
export const duqs = (s: AppState): Record<string, unknown> => s.proposal.risk.duqs

export const addRider = (name: string, marital: string | null = 'S', relationship: string | null = 'F') =>
  fact('proposal/RiderAdded', { rider: rider(name, marital, relationship) })

/** Both kinds of person an answer can be about: the proposer, and the first additional rider. */
export const PEOPLE: readonly { who: Who; label: string; history: Fact[] }[] = [
  { who: 'proposer', label: 'the proposer', history: [] },
  { who: 0, label: 'an additional rider', history: [addRider('Ann')] },
]
