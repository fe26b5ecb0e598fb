import type * as t from 'io-ts'
import type { DriverRole } from '../domain/codecs'
import { forRole } from '../domain/validation'
import type { AnswerValue } from './answer-values'
import { listFrom, type QuestionPresentation } from './record'

/*
 * An item dialog (claim, conviction, modification) asks its questions of a draft the dialog keeps until Save,
 * which commits the whole item as one event. Its questions are records too: one per field of the draft, with
 * their wording, widget, option source, visibility over the draft, check, calendar bounds, and how a committed
 * answer changes the draft. The dialog files (dialogs/*.ts) hold them; the screen draws them with the same
 * renderer as the form's sections.
 */

/** Who an item is about and the day it is judged on (YYYY-MM-DD). */
export interface ItemContext {
  readonly today: string
  /** 'you/your' for the proposer, 'they/their' for an additional rider. */
  readonly role: DriverRole
}

/** One question of an item dialog about draft `D`. Labels and hints are in the proposer's wording. */
interface ItemQuestion<D> extends QuestionPresentation {
  /** Whether the question is asked for this draft; a hidden question is never judged. */
  readonly visible?: (d: D) => boolean
  /** A hint that depends on other answers (the alcohol reading's unit); else `hint`. */
  readonly hintOf?: (d: D) => string | null
  /** The bounds of a date question's picker on `today` for this draft. */
  readonly calendarOf?: (today: string, d: D) => { readonly min?: string; readonly max?: string }
  /** The answer the input shows. */
  readonly read: (d: D) => AnswerValue
  /** The draft after the rider commits `raw` (with the text typed, '' for a choice). */
  readonly answer: (d: D, raw: AnswerValue, text: string) => D
  /** The message for this answer, in the proposer's wording; null when it can be saved. */
  readonly check: (d: D, c: ItemContext) => string | null
}

/** A record for every field of the draft: the compiler catches a field without a question or a check. */
export type ItemQuestions<D> = { readonly [F in keyof D & string]: ItemQuestion<D> }

/** A dialog's question as its record writes it: a select's list is not among it (`itemQuestions` adds it). */
type ItemRecord<D> = Omit<ItemQuestion<D>, 'list'>

/**
 * The questions of records about the fields of an item whose codec is `item` (a draft's fields are named as the
 * item's): each select without fixed options offers the reference list the codec names for its field.
 */
export const itemQuestions = <D>(item: t.Mixed, records: { readonly [F in keyof D & string]: ItemRecord<D> }): ItemQuestions<D> =>
  Object.fromEntries(Object.entries<ItemRecord<D>>(records).map(([field, r]) => [field, { ...r, ...listFrom(item, field, r) }])) as ItemQuestions<D>

/** An item dialog: its questions in order, how a draft starts from the stored item and what Save stores. */
export interface ItemDialogRecord<D, I> {
  /** The prefix of its controls' ids ('claim' gives 'claim-date'). */
  readonly name: string
  readonly order: readonly (keyof D & string)[]
  readonly questions: ItemQuestions<D>
  /** The draft of a stored item, or an empty one for a new item. */
  readonly draftOf: (item?: I | null) => D
  /** The item a valid draft saves. Throws when its codec refuses it, which `itemErrorsOf` rules out. */
  readonly itemOf: (d: D) => I
}

/** The id of a field's control (for a yes/no, its first radio): '{name}-{field}'. */
export const itemFieldId = <D, I>(dialog: ItemDialogRecord<D, I>, field: keyof D & string): string => `${dialog.name}-${field}`

/** The fields a draft asks, in order. */
export const visibleItemFields = <D, I>(dialog: ItemDialogRecord<D, I>, d: D): (keyof D & string)[] =>
  dialog.order.filter((f) => dialog.questions[f].visible?.(d) ?? true)

/**
 * The draft's problems, field → message, in dialog order: each asked question's check, its message in the
 * role's wording. `{}` when the item can be saved.
 */
export const itemErrorsOf = <D, I>(dialog: ItemDialogRecord<D, I>, d: D, c: ItemContext): Partial<Record<keyof D & string, string>> => {
  const errors: Partial<Record<keyof D & string, string>> = {}
  for (const field of visibleItemFields(dialog, d)) {
    const message = dialog.questions[field].check(d, c)
    if (message !== null) errors[field] = forRole(c.role, message)
  }
  return errors
}

/** Answer builders for the common draft shapes. */
export const setChoice =
  <D>(field: keyof D & string) =>
  (d: D, raw: AnswerValue): D => ({ ...d, [field]: raw === null ? null : String(raw) })

export const setYesNo =
  <D>(field: keyof D & string) =>
  (d: D, raw: AnswerValue): D => ({ ...d, [field]: typeof raw === 'boolean' ? raw : null })

/** A date or free text: the text as typed. */
export const setText =
  <D>(field: keyof D & string) =>
  (d: D, _raw: AnswerValue, text: string): D => ({ ...d, [field]: text })

/** A number box: the number (null when empty or no number) with the text typed. */
export const setNumber =
  <D>(field: keyof D & string) =>
  (d: D, raw: AnswerValue, text: string): D => ({ ...d, [field]: { value: typeof raw === 'number' ? raw : null, text } })
