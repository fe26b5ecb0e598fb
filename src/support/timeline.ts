import type { ApiError } from '../domain/api-error'
import type { DomainEvent, SupportNeed } from '../domain/events'
import { withSupportNeed } from '../../reducers/support-needs'
import { formatPounds } from '../domain/formats'
import { ROUTES } from '../domain/routes'
import type { CallEntry } from '../domain/trail/conversation'
import { quoteReferencesIn } from '../domain/trail/quote-references'
import type { Trail } from '../domain/trail/trail-format'

/*
 * The support desk's reading of a rider's trail: each step as the rider saw it — the screen,
 * the question in the form's words, the answer (or its redaction placeholder) — and the outcomes: quotes,
 * refusals, errors with their codes. Pure: the desk page draws it, exports it as text, and tests read it.
 */

type EntryKind = 'screen' | 'answer' | 'action' | 'outcome' | 'error'

export interface TimelineEntry {
  /** The event's sequence number (a call's: the events before it). */
  readonly seq: number
  readonly at: string
  /** The screen the rider was on, by its name ('Price page', 'Summary'…). */
  readonly screen: string
  readonly kind: EntryKind
  readonly text: string
}

/** What the desk knows of a question: its label and any fixed options, found by the event its answer makes. */
export interface QuestionLabel {
  readonly label: string
  readonly options?: readonly { readonly label: string; readonly value: unknown }[]
}
export type QuestionLabels = ReadonlyMap<string, QuestionLabel>

/**
 * The key of an answer event in `QuestionLabels`: the event type, and the field, feature, declaration or
 * question (a refused answer's) it is about.
 */
export const answerKey = (type: string, payload: unknown): string => {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>
  const part = [p.field, p.feature, p.declaration, p.need, p.question].find((v): v is string => typeof v === 'string') ?? ''
  return `${type}:${part}`
}

const SCREENS: readonly (readonly [string, string])[] = [
  [ROUTES.QuoteCreateForm, 'Quote form'],
  [ROUTES.QuoteEditForm, 'Edit form'],
  [ROUTES.PricePresentation, 'Price page'],
  [ROUTES.Addons, 'Extras'],
  [ROUTES.Summary, 'Summary'],
  [ROUTES.InstalmentsDeclined, 'Instalments declined'],
  [ROUTES.Instalments, 'Instalments'],
  [ROUTES.Failed, 'Payment failed'],
  [ROUTES.Payment, 'Payment'],
  [ROUTES.ThankYou, 'Thank you'],
  [ROUTES.Declined, 'Declined'],
  [ROUTES.SiraDeclined, 'Referred (SiraDeclined)'],
  [ROUTES.Expired, 'Session expired'],
  [ROUTES.Exception, 'Technical issue (Exception)'],
  [ROUTES.Recall, 'Retrieve a Quote'],
  [ROUTES.DeepLink, 'Deep link'],
]

/** A path's screen name; the path itself for one the app does not name. */
const screenOf = (path: string | null): string => {
  if (path === null) return 'Before any screen'
  const pathname = path.split('?')[0] ?? path
  return SCREENS.find(([p]) => p === pathname)?.[1] ?? pathname
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '(cleared)'
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  const text = JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}

/** An API error as one line: the call, the HTTP status or kind, and the server's code and message. */
const describeError = (call: string, e: ApiError): string => {
  if (e.kind === 'http') return `${call} failed: HTTP ${e.status}${e.code !== undefined ? ` ${e.code}` : ''}${e.message !== undefined ? ` (${e.message})` : ''}`
  if (e.kind === 'session-expired') return `${call} failed: HTTP 419 session expired`
  if (e.kind === 'network') return `${call} failed: no answer (${e.message})`
  return `${call} failed: the answer did not decode`
}

/** The figures of a quote answer, for a ticket. */
const quoteLine = (p: { quote?: { reference?: string | null; premium?: number | null; monthly_payment?: number | null } | null; is_pay_monthly?: boolean | null }): string => {
  const q = p.quote
  if (q == null) return 'no quote'
  const monthly = p.is_pay_monthly === true && q.monthly_payment != null ? `, ${formatPounds(q.monthly_payment)} a month` : ''
  return `${q.reference ?? 'no reference'}: ${q.premium == null ? 'no premium' : `${formatPounds(q.premium)} a year`}${monthly}`
}

const quoteOf = (p: Record<string, unknown>): string => {
  const proposal = p.proposal as { quote?: { reference?: string | null } | null } | undefined
  return proposal?.quote?.reference != null ? `: quote ${proposal.quote.reference}` : ''
}

/** One event as the desk says it, or null for one that says nothing a support person needs. */
const describeEvent = (e: DomainEvent, labels: QuestionLabels): { kind: EntryKind; text: string } | null => {
  const p = e.payload as Record<string, unknown>
  const label = labels.get(answerKey(e.type, e.payload))
  switch (e.type) {
    case 'journey/Navigated':
      return { kind: 'screen', text: `Opened ${screenOf(e.payload.path)}` }
    case 'journey/StepCompleted':
      return { kind: 'action', text: `Completed form step ${e.payload.step}` }
    case 'journey/StepOpened':
      return { kind: 'action', text: `Opened form step ${e.payload.step}` }
    case 'journey/StepRefused':
      return { kind: 'error', text: `Form step ${e.payload.step} refused: ${e.payload.fields.join(', ')}` }
    case 'journey/AnswerRefused':
      // The text itself is never in the trail: what the rider read, under the question they read it at.
      return { kind: 'error', text: `${label?.label ?? e.payload.question}: what was typed was refused (${e.payload.message})` }
    case 'journey/SectionRefused':
      return { kind: 'error', text: `The ${e.payload.section} section refused: ${e.payload.fields.join(', ')}` }
    case 'journey/BotCheckCompleted':
      return e.payload.success ? null : { kind: 'error', text: 'The bot check did not report success' }
    case 'journey/RequestFailed':
      return { kind: 'error', text: describeError(e.payload.call, e.payload.error) }
    case 'journey/RecallRefused':
      return { kind: 'error', text: `Retrieve a Quote refused: ${e.payload.reason}` }
    case 'journey/FormSubmitted':
      return { kind: 'action', text: `Submitted the ${e.payload.mode} form` }
    case 'journey/ModalOpened':
      return { kind: 'outcome', text: `Shown the ${e.payload.modal} window` }
    case 'journey/NoteShown':
      return { kind: 'outcome', text: `Shown: ${e.payload.note}` }
    case 'proposal/ProposalCreated':
      return { kind: 'outcome', text: 'Proposal created' }
    case 'proposal/ProposalNotFound':
      return { kind: 'outcome', text: `Shown that quote ${e.payload.uuid} cannot be found` }
    case 'quote/QuoteCalculated':
      return { kind: 'outcome', text: `Quoted ${quoteLine(e.payload.proposal)}` }
    case 'quote/QuoteDeclined':
      return { kind: 'outcome', text: 'Quote declined' }
    case 'quote/DirectDebitRefused':
      return { kind: 'error', text: `Direct Debit refused: ${e.payload.message}` }
    case 'quote/DirectDebitAccepted':
      return { kind: 'outcome', text: 'Direct Debit set up' }
    case 'quote/PaymentSuperseded':
      return { kind: 'outcome', text: `Payment page replaced: ${e.payload.message}` }
    case 'quote/QuoteAccepted':
      return { kind: 'outcome', text: `Policy accepted: ${quoteLine(e.payload.proposal)}` }
    case 'quote/AddonsSent':
      return { kind: 'outcome', text: 'Extras sent' }
    case 'quote/QuoteEmailSent':
      return { kind: 'outcome', text: 'The quote was e-mailed to the rider' }
    case 'quote/PaymentUrlReceived':
      return { kind: 'outcome', text: 'Card payment page opened' }
    case 'quote/DeviceRiskChecked':
      return { kind: 'outcome', text: 'Device check passed' }
    default:
      break
  }
  if (label !== undefined) {
    const value = 'value' in p ? p.value : 'has' in p ? p.has : 'known' in p ? p.known : 'ticked' in p ? p.ticked : Object.values(p).find((v) => typeof v !== 'object')
    const who = typeof p.who === 'number' ? ` (rider ${p.who + 1})` : ''
    // The option as the rider read it ('Pay monthly'), where the question has fixed options.
    const option = label.options?.find((o) => o.value === value)?.label
    return { kind: 'answer', text: `${label.label}${who}: ${option ?? shown(value)}` }
  }
  // Any other answer or change of the proposal, by its event's name (its values, redacted where personal).
  if (e.type.startsWith('proposal/') && !['proposal/ProposalLoaded', 'proposal/ProposalUpdated'].includes(e.type)) return { kind: 'answer', text: `${e.type.slice(9)}: ${shown(p)}` }
  if (e.type === 'proposal/ProposalLoaded') return { kind: 'outcome', text: `Proposal loaded (${String(p.via)})${quoteOf(p)}` }
  return null
}

/**
 * The trail's timeline, in order: its events as the desk says them, and every call that failed (from the
 * conversation, with its code), each on the screen the rider was on. Events that say nothing for support
 * (list loads, overlay flags) are left out.
 */
export const buildTimeline = (trail: Trail, labels: QuestionLabels): TimelineEntry[] => {
  const out: TimelineEntry[] = []
  let path: string | null = null
  const failedCalls = new Map<number, CallEntry[]>()
  for (const c of trail.conversation) {
    if (c.kind !== 'call' || c.outcome === null || c.outcome.ok) continue
    failedCalls.set(c.after, [...(failedCalls.get(c.after) ?? []), c as CallEntry])
  }
  const calls = (after: number): void => {
    for (const c of failedCalls.get(after) ?? []) {
      const o = c.outcome
      if (o === null || o.ok) continue
      // A call's failure is also logged as an event (RequestFailed); a thrown effect (bot check, fingerprint) only here.
      if ('thrown' in o) out.push({ seq: after, at: c.at, screen: screenOf(path), kind: 'error', text: `${c.name} failed: ${o.thrown}` })
    }
  }
  calls(0)
  for (const e of trail.events) {
    if (e.type === 'journey/Navigated') path = e.payload.path
    const said = describeEvent(e, labels)
    if (said !== null) out.push({ seq: e.meta.seq, at: e.meta.at, screen: screenOf(path), ...said })
    calls(e.meta.seq)
  }
  return out
}

export interface TimelineFilter {
  /** Only entries on this screen (its name), or all. */
  readonly screen: string | null
  readonly errorsOnly: boolean
}

export const filterTimeline = (entries: readonly TimelineEntry[], f: TimelineFilter): TimelineEntry[] =>
  entries.filter((e) => (f.screen === null || e.screen === f.screen) && (!f.errorsOnly || e.kind === 'error'))

/** The screens the timeline visits, in the order first seen (the desk's screen filter). */
export const screensOf = (entries: readonly TimelineEntry[]): string[] => [...new Set(entries.map((e) => e.screen))]

/** The last quote reference the trail holds (its quote answers), or null. */
const referenceOf = (trail: Trail): string | null => quoteReferencesIn(trail.events).at(-1) ?? null

/** The first error of a timeline (a refused answer or step, a failed call), or undefined when there is none. */
export const firstError = (entries: readonly TimelineEntry[]): TimelineEntry | undefined => entries.find((e) => e.kind === 'error')

/**
 * How many of the trail's events the rider's state held at an entry: those up to its event, or before its call.
 * The rider's screen at that entry is drawn from them.
 */
export const eventsAt = (events: readonly DomainEvent[], entry: TimelineEntry): number => events.filter((e) => e.meta.seq <= entry.seq).length

/**
 * The extra support the rider still asks for at the trail's end, folded by the journey's own rule
 * (`withSupportNeed`), in the question's words from `labels`; empty when none.
 */
export const supportNeedsOf = (trail: Trail, labels: QuestionLabels): string[] =>
  trail.events
    .reduce<readonly SupportNeed[]>((needs, e) => (e.type === 'journey/SupportNeedAnswered' ? withSupportNeed(needs, e.payload) : needs), [])
    .map((need) => labels.get(answerKey('journey/SupportNeedAnswered', { need }))?.label ?? need)

/**
 * The one line for a ticket: the quote reference, the last screen, the first error (or that there was none), the
 * extra support asked for (when any: `supportNeedsOf`), the session.
 */
export const ticketSummary = (trail: Trail, entries: readonly TimelineEntry[], labels: QuestionLabels): string => {
  const needs = supportNeedsOf(trail, labels)
  const last = [...entries].reverse().find((e) => e.kind === 'screen')?.screen ?? entries[entries.length - 1]?.screen ?? 'no screen'
  const error = firstError(entries)
  const time = (at: string): string => at.slice(11, 19)
  return [
    `Quote ${referenceOf(trail) ?? 'none'}`,
    `last screen ${last}`,
    error === undefined ? 'no error' : `first error at ${time(error.at)} on ${error.screen}: ${error.text}`,
    ...(needs.length === 0 ? [] : [`extra support asked for: ${needs.join('; ')}`]),
    `session ${trail.session}`,
  ].join(' · ')
}

/** The timeline as plain text, one line per entry under the ticket summary (the desk's 'Export as text'). */
export const timelineText = (trail: Trail, entries: readonly TimelineEntry[], labels: QuestionLabels): string =>
  [ticketSummary(trail, entries, labels), '', ...entries.map((e) => `${e.at.slice(11, 19)}  [${e.screen}]  ${e.kind.padEnd(7)}  ${e.text}`)].join('\n') + '\n'
