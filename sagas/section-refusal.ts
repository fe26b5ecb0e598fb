import { put, select } from 'redux-saga/effects'
import type { AppState } from '../reducers/root'
import { event, type PayloadOf } from '../src/domain/events'

/** A section of a screen after the quote that its Continue refuses as a whole (001 §4). */
export type RefusableSection = PayloadOf<'journey/SectionRefused'>['section']

/**
 * Judges `section` on the state the store holds now: when `judge` finds questions there that fail, refuses the
 * section with them (`journey/SectionRefused`, their messages shown and the rider taken to the first) and answers
 * true; else answers false and puts nothing.
 */
export function* refusedSection(section: RefusableSection, judge: (s: AppState) => string[]) {
  const state: AppState = yield select()
  const fields = judge(state)
  if (fields.length === 0) return false
  yield put(event('journey/SectionRefused', { section, fields }))
  return true
}
