import type { AppState } from '../../reducers/root'
import type { AnswerValue } from './answer-values'
import type { Commit } from './bindings'
import type { Question } from './record'

/*
 * The binding between a form question and the store, as its record gives it (sections/*.ts): `answerOf`
 * reads the answer an input shows; `commitAnswer` turns what the rider committed into the one event (or
 * command) the spec's consequence needs, checked by that event's codec, so a screen never dispatches an event
 * the store would refuse. The vehicle lookup and the address picker have their own widgets and commands.
 */

export type { AnswerValue } from './answer-values'
export type { Commit } from './bindings'

/**
 * The stored answer a question's input shows, null while unanswered. Dates are the stored YYYY-MM-DD; yes/no
 * answers booleans; selects their stored code or number; each record says how it reads (the import type, the
 * inverted pillion answer, the searched postcode, the chosen address on one line). A question about a rider
 * who does not exist reads null.
 */
export const answerOf = (s: AppState, q: Question): AnswerValue => q.read(s) ?? null

/**
 * What committing `raw` to the question dispatches, as its record binds it: the named event where the spec
 * gives the answer a consequence, else `proposal/PersonAnswered` or `proposal/DetailAnswered`, or a command
 * (the medical condition, the address lookup). The value goes in its wire form; a value the event's codec
 * would refuse is refused (`ok: false`). Throws RangeError for a question answered through its own widget
 * (a record without `commit`).
 */
export const commitAnswer = (q: Question, raw: AnswerValue): Commit => {
  if (q.commit === undefined) throw new RangeError(`${q.id} is answered through its own widget, not commitAnswer`)
  return q.commit(raw)
}
