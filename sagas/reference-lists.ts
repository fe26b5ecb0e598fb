import { put, select } from 'redux-saga/effects'
import { selectHasList } from '../reducers/lookups-selectors'
import type { CommandOf } from '../src/domain/commands'
import { ListName } from '../src/domain/codecs'
import { event } from '../src/domain/events'
import { callApi } from './api-call'

/**
 * `lists/LoadList`: loads one reference list by name (prefixed insurer. on the wire), unless it is loaded
 * already (many fields ask for the same list as a screen mounts). Failures are logged only, so a list that
 * failed may be asked for again.
 */
export function* loadList(cmd: CommandOf<'lists/LoadList'>) {
  const name = cmd.payload.name
  const loaded: boolean = yield select(selectHasList, name)
  if (loaded || !ListName.is(name)) return
  const result = yield* callApi('getList', name)
  if (result._tag === 'Right') yield put(event('lookup/ReferenceListLoaded', { name, options: result.right.options }))
}
