import {
  ageAtLeastMessage,
  ageNoMoreThanMessage,
  maxLengthMessage,
  maxLengthNamedMessage,
  MESSAGES,
  minValueMessage,
  repeaterMessage,
} from './messages'
import { answerNumber, answerText } from './answer-parsing'
import { requiredMessage, type RequiredKey } from './required-messages'
import { isEmpty, type Answer, type Rule } from './rule'

/**
 * Required (000 §5): any non-empty string, any boolean and any number passes; `false` and `0` are answers.
 * Fails with `message` (default: the spec's fallback) on null, undefined, NaN or a blank string.
 */
export const required =
  (message: string = MESSAGES.required): Rule =>
  (value) =>
    isEmpty(value) ? message : null

/** `required` with the keyed message of `key`. */
export const requiredFor = (key: RequiredKey): Rule => required(requiredMessage(key))

/** A tick box that must be ticked: only `true` passes; `false`, null and undefined fail with `message`. */
export const mustBeTicked =
  (message: string): Rule<boolean | null | undefined> =>
  (value) =>
    value === true ? null : message

/** Number (000 §5): a finite number or plain decimal text; fails with the number message. Empty passes. */
export const numeric: Rule = (value) => (isEmpty(value) || answerNumber(value) !== null ? null : MESSAGES.number)

/** At least `min`: "The value can't be less than N". Empty and non-numeric answers pass (compose with `numeric`). */
export const minValue =
  (min: number): Rule =>
  (value) => {
    const n = answerNumber(value)
    return n === null || n >= min ? null : minValueMessage(min)
  }

/**
 * An age typed as a number (000 §5 age rule): empty fails with 'Please answer this question in order to
 * proceed.', text that is not a number with the number message, then the at-least / no-more-than messages.
 */
export const age =
  (min: number, max: number): Rule =>
  (value) => {
    if (isEmpty(value)) return MESSAGES.ageEmpty
    const n = answerNumber(value)
    if (n === null) return MESSAGES.number
    if (n < min) return ageAtLeastMessage(min)
    if (n > max) return ageNoMoreThanMessage(max)
    return null
  }

/** Characters of the trimmed answer (code points, so an accented letter counts once). */
const length = (value: Answer): number => [...answerText(value)].length

/**
 * At most `n` characters. Unnamed: 'The question cannot exceed N characters.'; named: the spec's variant,
 * which says 'at least' although it is a maximum (kept as the product's text). Empty passes.
 */
export const maxLength =
  (n: number, what?: string): Rule =>
  (value) =>
    isEmpty(value) || length(value) <= n ? null : what === undefined ? maxLengthMessage(n) : maxLengthNamedMessage(what, n)

/** A yes/no question with a repeater under it: the answer and how many items the rider added. */
export interface RepeaterAnswer {
  readonly answer: Answer
  readonly count: number
}

/** Repeater (000 §5): when the answer is Yes (true) at least one item is needed: 'Please add at least one {item}'. */
export const repeaterItems =
  (item: string): Rule<RepeaterAnswer> =>
  ({ answer, count }) =>
    answer === true && count < 1 ? repeaterMessage(item) : null
