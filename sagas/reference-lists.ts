import { put, takeEvery } from 'redux-saga/effects'
import type { CommandOf } from '../src/domain/commands'
import { ListName } from '../src/domain/codecs'
import { event } from '../src/domain/events'
import { callApi } from './api-call'

/** Loads one reference list by name (prefixed insurer. on the wire). Failures are logged only. */
export function* loadList(cmd: CommandOf<'lists/LoadList'>) {
  if (!ListName.is(cmd.payload.name)) return
  const result = yield* callApi('getList', cmd.payload.name)
  if (result._tag === 'Right') yield put(event('lookup/ReferenceListLoaded', { name: cmd.payload.name, options: result.right.options }))
}

export function* watchLoadList() {
  yield takeEvery('lists/LoadList', loadList)
}
