import {
  ageAtLeastMessage,
  ageNoMoreThanMessage,
  maxLengthMessage,
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
 * An age in whole years within `min`..`max` (000 §5 age rule): 'The age must be at least N to proceed.' or
 * 'The age must be no more than N to proceed.'. The form asks no age as a number (the recall works it out from
 * a date of birth), so the rule's message for an empty age has no question to show on.
 */
export const ageBounds =
  (min: number, max: number) =>
  (years: number): string | null =>
    years < min ? ageAtLeastMessage(min) : years > max ? ageNoMoreThanMessage(max) : null

/** Characters of the trimmed answer (code points, so an accented letter counts once). */
const length = (value: Answer): number => [...answerText(value)].length

/** At most `n` characters: 'The question cannot exceed N characters.' Empty passes. */
export const maxLength =
  (n: number): Rule =>
  (value) =>
    isEmpty(value) || length(value) <= n ? null : maxLengthMessage(n)

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
