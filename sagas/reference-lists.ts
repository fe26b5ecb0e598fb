import { call, fork, put, select, take } from 'redux-saga/effects'
import { selectHasList } from '../reducers/lookups-selectors'
import type { CommandOf } from '../src/domain/commands'
import { ListName } from '../src/domain/codecs'
import { event } from '../src/domain/events'
import { callApi } from './api-call'

/** Loads one reference list by name (prefixed insurer. on the wire). Failures are logged only. */
function* loadList(cmd: CommandOf<'lists/LoadList'>) {
  if (!ListName.is(cmd.payload.name)) return
  const result = yield* callApi('getList', cmd.payload.name)
  if (result._tag === 'Right') yield put(event('lookup/ReferenceListLoaded', { name: cmd.payload.name, options: result.right.options }))
}

/**
 * Loads each list once: many fields ask for the same list as a screen mounts, so a list already loaded or
 * on its way is not asked for again. A failed load may be asked for again later.
 */
export function* watchLoadList() {
  const pending = new Set<string>()
  for (;;) {
    const cmd: CommandOf<'lists/LoadList'> = yield take('lists/LoadList')
    const name = cmd.payload.name
    const loaded: boolean = yield select(selectHasList, name)
    if (loaded || pending.has(name)) continue
    pending.add(name)
    yield fork(function* () {
      try {
        yield call(loadList, cmd)
      } finally {
        pending.delete(name)
      }
    })
  }
}
