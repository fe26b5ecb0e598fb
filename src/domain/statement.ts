import type { ListName, ListOption, ProposalInput } from './codecs'

/*
 * The statement of fact: every answer the price rests on, as the rider gave it, for the rider to check before
 * buying and to keep (DESIGN.md 'Selling, not only quoting'). Its rows are derived from the question records
 * (src/form/statement.ts); this is the shape both the Summary and the quote e-mail read, and the e-mail's plain
 * text of it, so the mock insurer, which may import only the domain, sends the very rows the Summary shows.
 */

/** One answer: the question as the rider read it and the answer in their own words (names, DD/MM/YYYY, £, Yes/No). */
export interface StatementRow {
  /** The question's id, the answer's path in the proposal (an item's answer under its item: `…claims.0.date`). */
  readonly id: string
  readonly question: string
  readonly answer: string
  /** The items a yes/no with a list holds (claims, convictions, modifications, additional riders), in order. */
  readonly items?: readonly StatementItem[]
}

/** One item under a yes/no with a list ('Claim 1', 'Additional rider 1: Jane Smith') and its answers. */
export interface StatementItem {
  readonly heading: string
  readonly rows: readonly StatementRow[]
}

/** A numbered section of the quote form (000 §2) and the answers given in it. */
interface StatementSection {
  /** The form step whose section asks these questions: a row's Change link opens it. */
  readonly step: number
  readonly title: string
  readonly rows: readonly StatementRow[]
}

/** The statement of fact: the form's sections in order, each with its answers; a section with none is left out. */
export type StatementOfFact = readonly StatementSection[]

/** A reference list's options, or undefined while it is not to hand (not loaded yet). */
export type ListsAtHand = (list: ListName) => readonly ListOption[] | undefined

/**
 * The statement of fact of a stored proposal, its list values named from `lists`: the form's derivation
 * (src/form/statement.ts `statementOfProposal`), handed to the mock insurer by the composition that starts it,
 * so the quote e-mail carries the rows the Summary shows.
 */
export type StatementOfProposal = (proposal: ProposalInput, lists: ListsAtHand) => StatementOfFact

/** Why the rider should check the statement (shown above it and in the quote e-mail). */
export const STATEMENT_ACCURACY = 'Please check these answers. If any is wrong, your insurer may refuse a claim or cancel your policy.'

/** The statement's heading, on the Summary and in the quote e-mail. */
export const STATEMENT_HEADING = 'Check your answers'

/** A question and its answer on one line: 'Date of birth: 27/03/1990', 'Is the bike an import? No'. */
const answerLine = (r: StatementRow): string => `${r.question}${/[?:]$/.test(r.question) ? '' : ':'} ${r.answer}`

const rowLines = (rows: readonly StatementRow[], indent: string): string[] =>
  rows.flatMap((r) => [
    `${indent}${answerLine(r)}`,
    ...(r.items ?? []).flatMap((item) => [`${indent}  ${item.heading}`, ...rowLines(item.rows, `${indent}    `)]),
  ])

/**
 * The statement as plain text, one answer a line ('Date of birth: 27/03/1990'), each section under its title and
 * each item under its heading, indented: what the quote e-mail's body carries. An empty statement gives ''.
 */
export const statementText = (statement: StatementOfFact): string =>
  statement.flatMap((section) => ['', section.title, ...rowLines(section.rows, '  ')]).join('\n').trim()
