import { put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import { selectVehicle } from '../reducers/proposal-selectors'
import type { CommandOf } from '../src/domain/commands'
import type { UkRegistration } from '../src/domain/primitives'
import { event } from '../src/domain/events'
import { isUkRegistration, normaliseRegistration } from '../src/domain/formats'
import { decideFindAnotherRegistration } from '../src/domain/vehicle-decisions'
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

/** 'Find another registration': the events of `decideFindAnotherRegistration` for the bike held. */
export function* findAnotherRegistration() {
  const vehicle: ReturnType<typeof selectVehicle> = yield select(selectVehicle)
  for (const e of decideFindAnotherRegistration(vehicle)) yield put(e)
}

/** The latest lookup wins: a new Find cancels one still waiting. */
export function* watchLookupRegistration() {
  yield takeLatest('vehicle/LookupRegistration', lookupRegistration)
  yield takeEvery('vehicle/FindAnotherRegistration', findAnotherRegistration)
}
