import { createSelector } from 'reselect'
import type { ListName, ProposalInput, Vehicle } from '../domain/codecs'
import { formatPounds, formatUkDate } from '../domain/formats'
import type { ListsAtHand, StatementItem, StatementOfFact, StatementRow } from '../domain/statement'
import type { Who } from '../domain/events'
import { forRole } from '../domain/validation'
import { initialState, type AppState } from '../../reducers/root'
import { selectPerson } from '../../reducers/proposal-selectors'
import type { AnswerValue } from './answer-values'
import { CLAIM_DIALOG } from './dialogs/claim'
import { CONVICTION_DIALOG } from './dialogs/conviction'
import { MODIFICATION_DIALOG } from './dialogs/modification'
import { visibleItemFields, type ItemDialogRecord } from './item-record'
import { withThousands, type FormSection, type Question, type QuestionPresentation } from './record'
import { ALL_SECTIONS } from './sections/all'

/*
 * The statement of fact (DESIGN.md 'One declaration per concept': the answers the price rests on are the
 * question records): for each section of the form, every question shown for this proposal, in the form's order,
 * with its answer in the rider's own words; under a yes/no with a list, each item's answers (an additional
 * rider's own, their claims and convictions; a claim's, a conviction's, a modification's, from the dialogs'
 * records). Nothing here names a question: a new record is in the statement as soon as its section holds it.
 * A record marked `aboutTheRisk: false` (marketing consent) is left out.
 */

/** What an answer reads when a question shown was left empty (an optional one: the alternative phone). */
const NOT_GIVEN = 'Not given'

/** What a list value with no name reads (001 §3: 'A list value without a name shows Unknown'). */
const UNKNOWN = 'Unknown'

/** What a list value reads while its list is not to hand (the screen asks for it; the server has every one). */
const LOADING = 'Loading…'

/** A coded answer's name in its list; 'Unknown' when the list has no name for it; 'Loading…' while it is not to hand. */
const listName = (list: ListName, code: string, lists: ListsAtHand): string => {
  const options = lists(list)
  if (options === undefined) return LOADING
  return options.find((o) => o.value === code)?.name ?? UNKNOWN
}

/**
 * An answer in the rider's words, as its question presents it: the option's label (Yes/No, Monthly, £250, 10+),
 * a list value's name, a date as DD/MM/YYYY, money as £ with pence, a number with thousands separators and its
 * unit, text as it is. 'Not given' when empty.
 */
const answerText = (q: QuestionPresentation, value: AnswerValue | undefined, lists: ListsAtHand): string => {
  if (value === null || value === undefined || value === '') return NOT_GIVEN
  const option = q.options?.find((o) => o.value === value)
  if (option !== undefined) return option.label
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (q.list !== undefined) return listName(q.list, String(value), lists)
  if (typeof value === 'number') {
    if (q.kind === 'money') return formatPounds(value)
    const n = Number.isInteger(value) ? withThousands(value) : String(value)
    return q.number?.suffix === undefined ? n : `${n} ${q.number.suffix}`
  }
  return q.kind === 'date' ? formatUkDate(value) : value
}

/** The bike the lookup found: its registration, make and model, and year ('AB12CDE, Honda CB500F, 2019'). */
const vehicleText = (v: Vehicle): string => {
  const model = [v.manufacturer, v.description ?? v.model].filter((x) => x != null && x !== '').join(' ')
  const parts = [v.registration, model, v.year == null ? null : String(v.year)].filter((x): x is string => x != null && x !== '')
  return parts.length === 0 ? NOT_GIVEN : parts.join(', ')
}

/** The dialogs whose items are listed under a yes/no, by the item its repeater names. */
const ITEM_DIALOGS: Readonly<Record<string, ItemDialogRecord<never, never> | undefined>> = {
  claim: CLAIM_DIALOG as unknown as ItemDialogRecord<never, never>,
  conviction: CONVICTION_DIALOG as unknown as ItemDialogRecord<never, never>,
  modification: MODIFICATION_DIALOG as unknown as ItemDialogRecord<never, never>,
}

/** The stored items of a yes/no with a list about `who`: their claims, convictions, or the bike's modifications. */
const storedItems = (s: AppState, item: string, who: Who): readonly unknown[] => {
  const person = selectPerson(s, who)
  switch (item) {
    case 'claim':
      return person?.driver_details.claims ?? []
    case 'conviction':
      return person?.driver_details.licence.convictions ?? []
    case 'modification':
      return s.proposal.risk.vehicle.modifications
    default:
      return []
  }
}

/** The words an item's heading starts with: 'Claim', 'Additional rider'. */
const itemWord = (item: string): string => item.charAt(0).toUpperCase() + item.slice(1)

/** The answers of one stored item, from its dialog's records: each question the item asks, in the dialog's order. */
const itemRows = <D, I>(dialog: ItemDialogRecord<D, I>, stored: I, at: string, who: Who, lists: ListsAtHand): StatementRow[] => {
  const draft = dialog.draftOf(stored)
  const role = who === 'proposer' ? 'proposer' : 'additional_driver'
  return visibleItemFields(dialog, draft)
    .filter((field) => dialog.questions[field].aboutTheRisk !== false)
    .map((field) => {
      const q = dialog.questions[field]
      return { id: `${at}.${field}`, question: forRole(role, q.label), answer: answerText(q, q.read(draft), lists) }
    })
}

/** The items listed under question `q`, a yes/no with a list answered Yes; none for any other. */
const itemsOf = (s: AppState, q: Question, lists: ListsAtHand): StatementItem[] => {
  const repeater = q.repeater
  if (repeater === undefined || q.read(s) !== true) return []
  const count = repeater.count(s)
  if (repeater.itemQuestions !== undefined) {
    const questions = repeater.itemQuestions
    return Array.from({ length: count }, (_, i) => {
      const rider = selectPerson(s, i)
      const name = [rider?.name.forenames, rider?.name.surname].filter((x) => x != null && x !== '').join(' ')
      return {
        heading: `${itemWord(repeater.item)} ${i + 1}${name === '' ? '' : `: ${name}`}`,
        rows: rowsOf(s, questions(i), lists),
      }
    })
  }
  const dialog = ITEM_DIALOGS[repeater.item]
  if (dialog === undefined) return []
  const who: Who = q.about === 'person' ? q.who : 'proposer'
  return storedItems(s, repeater.item, who)
    .slice(0, count)
    .map((stored, i) => ({
      heading: `${itemWord(repeater.item)} ${i + 1}`,
      rows: itemRows(dialog, stored as never, `${repeater.itemsAt}.${i}`, who, lists),
    }))
}

/** The answer of question `q` in the rider's words: the lookups' own (the bike found, the address chosen), else its read. */
const questionAnswer = (s: AppState, q: Question, lists: ListsAtHand): string =>
  q.kind === 'vehicle-lookup' ? vehicleText(s.proposal.risk.vehicle) : answerText(q, q.read(s), lists)

/** The rows of those of `questions` shown in this state and about the risk, in order, each with its items. */
function rowsOf(s: AppState, questions: readonly Question[], lists: ListsAtHand): StatementRow[] {
  return questions
    .filter((q) => q.aboutTheRisk !== false && q.visible(s))
    .map((q) => {
      const items = itemsOf(s, q, lists)
      const row: StatementRow = { id: q.id, question: q.label, answer: questionAnswer(s, q, lists) }
      return items.length === 0 ? row : { ...row, items }
    })
}

/** The statement of `s` and the lists it needed but had not: their answers read 'Loading…' until they are to hand. */
interface DerivedStatement {
  readonly statement: StatementOfFact
  readonly missingLists: readonly ListName[]
}

/** One section's rows, and each list they read with what it held (undefined: not to hand, its answers 'Loading…'). */
interface SectionRows {
  readonly rows: StatementRow[]
  readonly read: ReadonlyMap<ListName, readonly unknown[] | undefined>
}

/** The rows of `section` in `s`, list values named from `lists`, noting each list read. */
const sectionRows = (s: AppState, section: FormSection, lists: ListsAtHand): SectionRows => {
  const read = new Map<ListName, readonly unknown[] | undefined>()
  const noting: ListsAtHand = (list) => {
    const options = lists(list)
    read.set(list, options)
    return options
  }
  return { rows: rowsOf(s, section.groups.flatMap((g) => g.questions), noting), read }
}

/** The statement of `sections` from each one's rows, a section with none left out; and the lists read and not to hand. */
const assembled = (sections: readonly FormSection[], rowsOfSection: (section: FormSection) => SectionRows): DerivedStatement => {
  const missing = new Set<ListName>()
  const statement = sections
    .map((section) => {
      const { rows, read } = rowsOfSection(section)
      for (const [list, options] of read) if (options === undefined) missing.add(list)
      return { step: section.step, title: section.title, rows }
    })
    .filter((section) => section.rows.length > 0)
  return { statement, missingLists: [...missing] }
}

/**
 * The statement of fact of a stored proposal, its list values named from `lists` (every one to hand): what
 * the quote e-mail carries (the one-machine composition hands it to the mock insurer, which may import only
 * the domain). The same rows the Summary shows for that proposal, of `sections` (default the form's five).
 */
export const statementOfProposal = (
  proposal: ProposalInput,
  lists: ListsAtHand,
  sections: readonly FormSection[] = ALL_SECTIONS,
): StatementOfFact => {
  const s: AppState = { ...initialState, proposal }
  return assembled(sections, (section) => sectionRows(s, section, lists)).statement
}

const selectProposal = (s: AppState) => s.proposal
const selectLists = (s: AppState) => s.lookups.lists

/** A section's rows as last derived for the store, and the proposal they were derived from. */
interface KeptRows extends SectionRows {
  readonly proposal: ProposalInput
}

/** The rows of each section (by its step) as `selectStatement` last derived them. */
const keptRows = new Map<number, KeptRows>()

/**
 * The statement of fact of the proposal in the store (read as the quote e-mail reads a stored proposal:
 * `statementOfProposal`), its list values named from the lists loaded, and the lists still to load (their
 * answers read 'Loading…' until then). Memoised on the proposal and the lists, and section by section: a section
 * is derived again only for another proposal or when a list it read holds something else. The Summary asks for a
 * dozen lists at once, and each one's answer, put in a task of its own, derived the whole statement again in that
 * task; now only the sections naming its values.
 */
export const selectStatement = createSelector([selectProposal, selectLists], (proposal, loaded): DerivedStatement => {
  const s: AppState = { ...initialState, proposal }
  const lists: ListsAtHand = (list) => loaded[list]
  return assembled(ALL_SECTIONS, (section) => {
    const kept = keptRows.get(section.step)
    if (kept !== undefined && kept.proposal === proposal && [...kept.read].every(([list, options]) => loaded[list] === options)) return kept
    const rows = { ...sectionRows(s, section, lists), proposal }
    keptRows.set(section.step, rows)
    return rows
  })
})
