import { formatUkDate } from '../../domain/formats'
import {
  answerDate,
  compose,
  dateUpTo,
  MESSAGES,
  minValue,
  required,
  requiredMessage,
  validDate,
  withinYears,
  type RequiredKey,
  type Rule,
} from '../../domain/validation'

/*
 * The answers of an item dialog's draft (claim, conviction, modification) as the rider gave them: dates as the
 * DD/MM/YYYY text typed (what the date rules read), numbers with the text they came from (so '12,500' and
 * 'abc' can be told apart from an empty box). Only Save turns a draft into the item's codec type.
 */

/** A number box's answer: the parsed number (null when empty or not a number) and the text typed. */
export interface NumberAnswer {
  readonly value: number | null
  readonly text: string
}

/** An unanswered number box. */
export const NO_NUMBER: NumberAnswer = { value: null, text: '' }

/** The answer a stored number shows as. */
export const numberAnswerOf = (n: number | null | undefined): NumberAnswer => (n == null ? NO_NUMBER : { value: n, text: String(n) })

/** The text a stored YYYY-MM-DD date shows as (DD/MM/YYYY); '' when there is none. */
export const dateTextOf = (iso: string | null | undefined): string => (iso == null ? '' : formatUkDate(iso))

/** The YYYY-MM-DD of a typed date, or null when it is empty or not a strict DD/MM/YYYY date from 1900. */
export const isoOf = (text: string): string | null => answerDate(text)

/**
 * A number box that must be answered: `requiredMessage` when empty, 'Please enter a valid number.' when the
 * text is not a number (or a fraction where only whole numbers are taken), "The value can't be less than N"
 * below `min`.
 */
export const numberRule =
  (requiredMessage: string, min: number): Rule<NumberAnswer> =>
  (a) => {
    if (a.text.trim() === '') return requiredMessage
    if (a.value === null) return MESSAGES.number
    return minValue(min)(a.value)
  }

/**
 * A date of a claim or conviction (000 §5, §9): required, a valid DD/MM/YYYY date, not after today ('Please
 * enter a date up to today') and within the look-back ('Please provide {what} date within 5 years').
 */
export const recentDateRule = (requiredMessage: string, what: string, years: number, today: string): Rule =>
  compose(required(requiredMessage), validDate, dateUpTo(today, today), withinYears(years, what, today))

/** A yes/no or list answer of a draft: its required message while unanswered (null). */
export const answered = (key: RequiredKey, value: boolean | string | null): string | null =>
  value === null ? requiredMessage(key) : null
