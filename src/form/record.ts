import type * as t from 'io-ts'
import { AdditionalDriver, Proposal, Proposer, type DriverRole, type ListName } from '../domain/codecs'
import { REPEATER_MAX, VOLUNTARY_EXCESS_VALUES } from '../domain/constants'
import type { Who } from '../domain/events'
import { listOf } from '../domain/list-code'
import { forRider, forRole, required as requiredRule, requiredFor, requiredKeyOf } from '../domain/validation'
import type { AppState } from '../../reducers/root'
import { selectPerson } from '../../reducers/proposal-selectors'
import { selectAnswerRefusal } from '../../reducers/journey-selectors'
import type { AnswerValue, WireConverter } from './answer-values'
import { personAnswerAt, type Commit, type Commits, type Person, type PersonBinding, type ProposalBinding } from './bindings'

/*
 * A question of the form is one record (DESIGN.md 'Questions are records'): its answer path, wording, widget,
 * option source, visibility, required message or check, calendar bounds, phone hints and the binding that
 * reads its answer and commits it as an event. The section files (sections/*.ts) and the rider dialog
 * (dialogs/rider.ts) hold the records; everything the screens, the step validation and the bindings use is
 * derived here from them: a record without a binding or a check does not compile.
 */

/** The form's steps, numbered as the rider sees them. */
export type FormStep = 1 | 2 | 3 | 4 | 5

/** Every step, in order. */
export const FORM_STEPS: readonly FormStep[] = [1, 2, 3, 4, 5]

/**
 * The sections' titles (000 §2), by step: the progress bar and the step headers need them before a section's
 * records load (sections 2 to 5 load on demand, `loadAllSections`); each section record takes its title here.
 */
export const SECTION_TITLES: Readonly<Record<FormStep, string>> = {
  1: 'About You',
  2: 'About Your Bike',
  3: 'Your Details',
  4: 'Cover Details',
  5: 'Additional Riders',
}

/** The input a question needs. */
type QuestionKind =
  | 'text'
  | 'date'
  | 'yes-no'
  | 'select'
  | 'number'
  | 'money'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'address-lookup'
  | 'vehicle-lookup'
  | 'repeater'
  | 'checkbox'

/** One option of a fixed option set: the label shown and the value stored. */
export interface Choice {
  readonly label: string
  readonly value: string | number | boolean
}

/** The spec's Yes/No option set. */
const YES_NO: readonly Choice[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
]

/**
 * The pillion question's inverted Yes/No (000 §3): the question asks whether pillion passengers are carried,
 * the answer is stored as `is_exclude_pillion_riders`, so Yes stores false and No stores true.
 */
export const PILLION_YES_NO: readonly Choice[] = [
  { label: 'Yes', value: false },
  { label: 'No', value: true },
]

/** Payment type: Monthly (true) or Annual (false), stored in `is_pay_monthly`. */
export const PAYMENT_TYPES: readonly Choice[] = [
  { label: 'Monthly', value: true },
  { label: 'Annual', value: false },
]

/** The other-vehicles count: 0 to 10+, the last stored as 10. */
export const OTHER_VEHICLE_COUNTS: readonly Choice[] = Array.from({ length: 11 }, (_, n) => ({
  label: n === 10 ? '10+' : String(n),
  value: n,
}))

/** A whole number with thousands separators (2,000), as en-GB writes it, without loading Intl's locale data at start. */
export const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',')

/** Voluntary excess in pounds: £0 to £2,000 in steps of £50. */
export const VOLUNTARY_EXCESS_CHOICES: readonly Choice[] = VOLUNTARY_EXCESS_VALUES.map((n) => ({
  label: `£${withThousands(n)}`,
  value: n,
}))

/** What a step's check reads: the state, the day it is judged on and the form's mode. */
export interface CheckContext {
  readonly state: AppState
  /** YYYY-MM-DD. */
  readonly today: string
  /** The quote edit form relaxes the address postcode and skips the pick-an-address rule. */
  readonly editForm: boolean
}

/** A person check also knows whose wording its messages take. */
interface PersonCheckContext extends CheckContext {
  readonly role: DriverRole
}

/** The `autocomplete` token of a field the rider fills in about themself (never a third party's). */
export type AutocompleteToken =
  | 'honorific-prefix'
  | 'given-name'
  | 'family-name'
  | 'bday'
  | 'email'
  | 'tel'
  | 'postal-code'
  | 'address-line1'

/** The keyboard a phone shows for a field. */
export type InputModeHint = 'numeric' | 'decimal' | 'tel' | 'email' | 'text'

/** The picker bounds of a date question on `today` (YYYY-MM-DD); typed dates are still judged by the check. */
/** What a date question's picker bounds may depend on (dates YYYY-MM-DD, null when not yet answered). */
export interface CalendarFacts {
  readonly today: string
  readonly proposerDateOfBirth: string | null
  /** The date of birth of the person the question asks about (the proposer's or a rider's own). */
  readonly ownDateOfBirth: string | null
  readonly vehicleYear: number | null
}

/** The picker bounds of a date question (the domain's `calendarBounds`); typed dates are still judged by the check. */
type CalendarRule = (facts: CalendarFacts) => { readonly min?: string; readonly max?: string }

/** How a number box looks and what it takes: the lowest value, decimals, its width and a unit after it. */
interface NumberPresentation {
  readonly min?: number
  readonly allowDecimals?: boolean
  readonly width?: 2 | 3 | 4 | 5 | 10 | 20
  readonly suffix?: string
}

/** What every record (of a section or of an item dialog) may say about how its question looks. */
export interface QuestionPresentation {
  readonly kind: QuestionKind
  readonly label: string
  readonly hint?: string
  /**
   * The reference list a select loads its options from (`insurer.{list}`): never written in a record, it is
   * the list the entity codec names for the answer's field (`listCode`, src/domain/list-code.ts).
   */
  readonly list?: ListName
  /** The fixed option set of a yes-no question or a select without a reference list. */
  readonly options?: readonly Choice[]
  /** The bounds of a date question's picker; without it, up to today. */
  readonly calendar?: CalendarRule
  /** The phone keyboard; numbers and money default to 'numeric'. */
  readonly inputMode?: InputModeHint
  /** A number or money box's bounds and look; without it, from 0. */
  readonly number?: NumberPresentation
  /** The answer must be typed: copy, paste and the context menu are blocked (the summary's confirm email). */
  readonly noClipboard?: boolean
  /** The message for typed text that cannot be stored at all (else the input kind's format message). */
  readonly invalidMessage?: string
  /** A text box's mask: 'registration' keeps letters and digits, upper case, at most 7 (spaces typed are dropped, not counted). */
  readonly mask?: 'registration'
  /**
   * False for a question the price does not rest on (marketing consent): the statement of fact the rider checks
   * before buying leaves it out (src/form/statement.ts). Every other question shown is in it.
   */
  readonly aboutTheRisk?: false
}

/** What a record says about how its question looks: all but the list, which its answer's codec names. */
export type RecordPresentation = Omit<QuestionPresentation, 'list'>

/**
 * A required message written in the record itself, in the proposer's wording and the spec's style ('Please
 * confirm if…', 'Please select…'): a new question needs no key in the domain's table.
 */
interface RequiredText {
  readonly message: string
}

/**
 * The message when unanswered, or the full check. `required: true` takes the domain's required message of the
 * answer's path (`requiredKeyOf`: a proposal record's id without `risk.`, a person record's role and path
 * without `driver_details.`); a text is the record's own.
 */
type Judged<C> = { readonly required: true | RequiredText; readonly check?: never } | { readonly check: C; readonly required?: never }

/** A yes/no with a list of items under it (claims, convictions, modifications, riders). */
interface RepeaterSpec {
  /** The item, as the 'Please add at least one {item}' message names it. */
  readonly item: string
  /** Where the items are stored in the proposal. */
  readonly itemsAt: string
  /** How many items may be added; the Add button is hidden beyond it. */
  readonly max: number
  /** How many items the rider has added. */
  readonly count: (s: AppState) => number
  /** The questions asked about one item, when the step validates them (additional riders); else absent. */
  readonly itemQuestions?: (index: number) => readonly Question[]
}

/**
 * A question about the proposal as a whole (or asked of the proposer only): its id is the answer's path in
 * the proposal, `read` gives the answer its input shows, `commit` turns a committed answer into its event and
 * `commits` says which (both absent for the lookups, answered through their own widgets), and `required` or
 * `check` judges it.
 */
export type ProposalRecord = RecordPresentation &
  Judged<(c: CheckContext) => string | null> &
  ProposalBinding & {
    readonly id: string
    /** Where the answer is stored when the id names something the proposal keeps elsewhere. */
    readonly storedAt?: string
    readonly repeater?: RepeaterSpec
    /** Whether the question is shown (call a named selector); a hidden question is never validated. */
    readonly visible?: (s: AppState) => boolean
    /** Shown but not answerable (the voluntary excess for TPO cover). */
    readonly disabled?: (s: AppState) => boolean
    readonly autocomplete?: AutocompleteToken
  }

/**
 * A question asked of the proposer and of every additional rider, keyed by its path inside the person. The
 * label is in the proposer's wording; a rider reads `riderLabel`, else `forRider` of it; `required: true` takes
 * the role's required message of that path (`proposer.{path}` / `additional_driver.{path}`). `autocomplete`
 * applies to the proposer's own field only.
 */
export type PersonRecord = RecordPresentation &
  Judged<(p: Person, c: PersonCheckContext) => string | null> &
  /** A plain answer at the record's own path says only how its value goes on the wire (`answer`); any other, its binding. */
  (PersonBinding | { readonly answer: WireConverter }) & {
    readonly riderLabel?: string
    readonly visible?: (s: AppState, who: Who) => boolean
    /** The codes of its list this person may choose now (call a named selector); null or absent: every one. */
    readonly allowed?: (s: AppState, who: Who) => readonly string[] | null
    readonly repeater?: { readonly item: string; readonly itemsAt: string; readonly count: (s: AppState, who: Who) => number }
    readonly autocomplete?: AutocompleteToken
  }

interface QuestionBase extends QuestionPresentation {
  /** The proposal path of the answer, unique in the form. */
  readonly id: string
  readonly storedAt?: string
  readonly repeater?: RepeaterSpec
  readonly visible: (s: AppState) => boolean
  readonly disabled?: (s: AppState) => boolean
  /** The codes of its list the rider may choose in this state; null or absent: every one. */
  readonly allowed?: (s: AppState) => readonly string[] | null
  readonly autocomplete?: AutocompleteToken
  /** The stored answer the input shows; undefined or null while unanswered. */
  readonly read: (s: AppState) => AnswerValue | undefined
  /** The event (or command) of a committed answer; absent for a question answered through its own widget. */
  readonly commit?: (raw: AnswerValue) => Commit
  /** What `commit` dispatches, as data: present exactly when `commit` is. */
  readonly commits?: Commits
  /**
   * The question's message in this state, shown or not; null when its answer is valid. Text left in its box
   * that could not be stored is judged first (its refusal's message), so the answer stored before it never
   * passes in its place.
   */
  readonly check: (c: CheckContext) => string | null
}

/** A question about one person of the quote, as derived from its record for that person. */
export interface PersonQuestion extends QuestionBase {
  readonly about: 'person'
  readonly who: Who
  /** The answer's path inside the person (Proposer or AdditionalDriver). */
  readonly path: string
}

/** A question about the proposal as a whole. */
export interface ProposalQuestion extends QuestionBase {
  readonly about: 'proposal'
}

/** A question of the form, derived from its record. */
export type Question = PersonQuestion | ProposalQuestion

/** The headed groups of the sections. */
type GroupId =
  | 'about-you'
  | 'bike'
  | 'using-the-bike'
  | 'riding'
  | 'personal'
  | 'employment'
  | 'education'
  | 'contact'
  | 'non-motoring-conviction'
  | 'address'
  | 'cover'
  | 'additional-riders'
  | 'third-party-authority'

/** A headed group of questions inside a section. */
interface QuestionGroup {
  readonly id: GroupId
  readonly heading: string
  readonly questions: readonly Question[]
}

/** One numbered section of the form. */
export interface FormSection {
  readonly step: FormStep
  readonly title: string
  readonly groups: readonly QuestionGroup[]
}

const always = (): boolean => true

const withOptions = (kind: QuestionKind, options: readonly Choice[] | undefined): { options?: readonly Choice[] } =>
  options !== undefined ? { options } : kind === 'yes-no' || kind === 'repeater' ? { options: YES_NO } : {}

/**
 * The reference list of a select without fixed options: the one the entity codec (`codec`) names for the
 * field at `path`. A question of another kind offers no list, even on a coded field ('Is the bike an import?'
 * is a yes/no on `vehicle.imported`).
 */
export const listFrom = (codec: t.Mixed, path: string, p: RecordPresentation): { list?: ListName } => {
  const list = p.kind === 'select' && p.options === undefined ? listOf(codec, path) : undefined
  return list !== undefined ? { list } : {}
}

/**
 * The keyboard a question asks for: its own `inputMode`, else numeric for a whole-number or money box (000's
 * amounts are whole pounds; a box that takes decimals keeps the decimal keyboard it draws by itself).
 */
export const inputModeOf = (p: QuestionPresentation): InputModeHint | undefined =>
  p.inputMode ?? ((p.kind === 'number' || p.kind === 'money') && p.number?.allowDecimals !== true ? 'numeric' : undefined)

const keyboardOf = (p: QuestionPresentation): { inputMode?: InputModeHint } => {
  const inputMode = inputModeOf(p)
  return inputMode !== undefined ? { inputMode } : {}
}

/** The question of a proposal record. */
export const ask = (r: ProposalRecord): ProposalQuestion => {
  const required = r.required
  const rule = required === undefined ? null : required === true ? requiredFor(requiredKeyOf(r.id)) : requiredRule(required.message)
  const check = r.check ?? ((c: CheckContext) => rule?.(r.read(c.state)) ?? null)
  return {
    ...r,
    about: 'proposal',
    ...listFrom(Proposal, r.storedAt ?? r.id, r),
    ...withOptions(r.kind, r.options),
    ...keyboardOf(r),
    visible: r.visible ?? always,
    check: (c) => selectAnswerRefusal(c.state, r.id) ?? check(c),
  }
}

/**
 * Question `q` judged by `check` instead of its own check (the summary asks the form's e-mail and mobile under
 * its own rules): text left in its box that could not be stored is still judged first, as `ask` does.
 */
export const judgedBy = <Q extends Question>(q: Q, check: (c: CheckContext) => string | null): Q => ({
  ...q,
  check: (c) => selectAnswerRefusal(c.state, q.id) ?? check(c),
})

/**
 * The ids of `questions` whose box holds text that could not be stored (`journey/AnswerRefused`), in order: what
 * the rider sees there was never stored, so each fails its check whatever answer was stored before.
 */
export const heldRefusals = (s: AppState, questions: readonly Question[]): string[] =>
  questions.filter((q) => selectAnswerRefusal(s, q.id) !== null).map((q) => q.id)

/** Where a person's answers live in the proposal: 'risk.proposer' or 'risk.additional_drivers.N'. */
const personPrefix = (who: Who): string => (who === 'proposer' ? 'risk.proposer' : `risk.additional_drivers.${who}`)

const roleOf = (who: Who): DriverRole => (who === 'proposer' ? 'proposer' : 'additional_driver')

/**
 * The question of person record `r` (at `path` inside the person) about `who`, in that person's wording,
 * with its id under `personPrefix(who)`. A question about a rider who does not exist is hidden and reads null.
 */
export const askPerson = (who: Who, path: string, r: PersonRecord): PersonQuestion => {
  const binding = 'answer' in r ? personAnswerAt(path, r.answer) : r
  const rider = who !== 'proposer'
  const prefix = personPrefix(who)
  const shown = r.visible
  const allowed = r.allowed
  const repeater = r.repeater
  const required = r.required
  const role = roleOf(who)
  // Found now, so a path with no required message fails when the form is built, not when a rider leaves it blank.
  const ownRequired = required === true ? requiredFor(requiredKeyOf(path, role)) : () => null
  const personCheck =
    r.check ??
    ((p: Person, c: PersonCheckContext) =>
      required === undefined
        ? null
        : required === true
          ? ownRequired(binding.read(p))
          : requiredRule(forRole(c.role, required.message))(binding.read(p)))
  return {
    about: 'person',
    who,
    path,
    id: `${prefix}.${path}`,
    kind: r.kind,
    label: rider ? (r.riderLabel ?? forRider(r.label)) : r.label,
    ...(r.hint !== undefined ? { hint: rider ? forRider(r.hint) : r.hint } : {}),
    ...listFrom(rider ? AdditionalDriver : Proposer, path, r),
    ...withOptions(r.kind, r.options),
    ...(r.calendar !== undefined ? { calendar: r.calendar } : {}),
    ...keyboardOf(r),
    ...(r.autocomplete !== undefined && !rider ? { autocomplete: r.autocomplete } : {}),
    ...(r.aboutTheRisk === false ? { aboutTheRisk: false } : {}),
    ...(repeater !== undefined
      ? {
          repeater: {
            item: repeater.item,
            itemsAt: `${prefix}.${repeater.itemsAt}`,
            max: REPEATER_MAX,
            count: (s: AppState) => repeater.count(s, who),
          },
        }
      : {}),
    visible: (s) => selectPerson(s, who) !== undefined && (shown === undefined || shown(s, who)),
    ...(allowed !== undefined ? { allowed: (s: AppState) => allowed(s, who) } : {}),
    read: (s) => {
      const p = selectPerson(s, who)
      return p === undefined ? null : binding.read(p)
    },
    commit: (raw) => binding.commit(who, raw),
    commits: binding.commits,
    check: (c) => {
      const p = selectPerson(c.state, who)
      return p === undefined ? null : (selectAnswerRefusal(c.state, `${prefix}.${path}`) ?? personCheck(p, { ...c, role }))
    },
  }
}
