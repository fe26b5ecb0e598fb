import { put } from 'redux-saga/effects'
import type { CommandOf } from '../src/domain/commands'
import { event } from '../src/domain/events'
import { isUkPostcode, normalisePostcode } from '../src/domain/formats'
import type { UkPostcode } from '../src/domain/primitives'
import { callApi } from './api-call'

/** Finds the addresses at a postcode. A failure is logged only: no message for the rider. */
export function* lookupAddress(cmd: CommandOf<'address/LookupAddress'>) {
  if (!isUkPostcode(cmd.payload.postcode)) return
  const postcode = normalisePostcode(cmd.payload.postcode) as UkPostcode
  yield put(event('lookup/AddressPostcodeEntered', { postcode }))
  const result = yield* callApi('lookupAddress', postcode)
  if (result._tag === 'Left') yield put(event('lookup/AddressLookupFailed', { postcode, error: result.left }))
  else yield put(event('lookup/AddressesFound', { postcode, addresses: result.right }))
}

