import { put, select } from 'redux-saga/effects'
import { selectProposal } from '../reducers/proposal-selectors'
import type { ProposalInput } from '../src/domain/codecs'
import { decideFindAnotherRegistration } from '../src/domain/decisions'
import type { CommandOf } from '../src/domain/commands'
import type { UkRegistration } from '../src/domain/primitives'
import { event } from '../src/domain/events'
import { isUkRegistration, normaliseRegistration } from '../src/domain/formats'
import { callApi } from './api-call'

/**
 * Looks a registration up: success when at least one vehicle comes back (the first is used); no vehicle
 * or a failed call shows the find-failure panel. A registration that is not a UK registration is not
 * looked up (Find stays disabled until it matches).
 */
export function* lookupRegistration(cmd: CommandOf<'vehicle/LookupRegistration'>) {
  const registration = normaliseRegistration(cmd.payload.registration)
  if (!isUkRegistration(registration)) return
  const reg = registration as UkRegistration
  yield put(event('proposal/RegistrationEntered', { registration: reg }))
  const result = yield* callApi('lookupRegistration', reg)
  if (result._tag === 'Left') {
    yield put(event('proposal/VehicleNotFound', { registration: reg, reason: 'failed' }))
  } else if (result.right.vehicles.length === 0) {
    yield put(event('proposal/VehicleNotFound', { registration: reg, reason: 'no-match' }))
  } else {
    yield put(event('proposal/VehicleFound', { registration: reg, vehicles: result.right.vehicles }))
  }
}

/** 'Find another registration' on the vehicle card: records what the decision says, no I/O. */
export function* findAnotherRegistration() {
  const proposal: ProposalInput = yield select(selectProposal)
  for (const e of decideFindAnotherRegistration(proposal)) yield put(e)
}

