import { optionName, type ListName, type ListOption, type Proposal } from '../src/domain/codecs'
import { DEMANDS_HEADING, demandsAndNeeds } from '../src/domain/demands-and-needs'
import { FIRM, HELP, regulatorStatement } from '../src/domain/firm'
import { formatPounds } from '../src/domain/formats'
import { policyDocuments } from '../src/domain/policy-documents'
import { STATEMENT_ACCURACY, STATEMENT_HEADING, statementText, type StatementOfFact } from '../src/domain/statement'

/** A quote e-mail as the outbox keeps it. */
interface QuoteEmail {
  readonly subject: string
  readonly body: string
}

/** What the e-mail reads besides the proposal: the day it is sent, the lists that name its codes, the site's address. */
export interface QuoteEmailContext {
  /** YYYY-MM-DD, the day the extras shown and charged are decided on (as the Summary decides them). */
  readonly today: string
  readonly lists: (list: ListName) => readonly ListOption[] | undefined
  /** The site's own address (scheme and host), which a document's path is read against. */
  readonly origin: string
}

/**
 * The quote e-mail of proposal `p` (POST …/send-quote-email): a copy to keep of what the Summary shows before
 * payment. Its reference and price; when the server was given the app's derivation, the statement of fact under
 * the Summary's heading and sentence; the demands and needs (`demandsAndNeeds`, the Summary's own derivation); the
 * policy documents with their full addresses; and who the firm is and how to get help.
 */
export const quoteEmail = (p: Proposal, statement: StatementOfFact | undefined, at: QuoteEmailContext): QuoteEmail => {
  const q = p.quote
  const price =
    q == null
      ? []
      : p.is_pay_monthly === true && q.monthly_payment != null
        ? [`Monthly payments: ${formatPounds(q.monthly_payment)} a month`]
        : [`Price: ${formatPounds(q.premium)} to pay in full`]
  const named = (list: 'vehicle_class_of_use' | 'cover_type', code: string | null | undefined): string =>
    code == null ? '—' : optionName(at.lists(list), code)
  const documents = q == null ? [] : policyDocuments(q)
  const lines = [
    `Your ${FIRM.brand} quote`,
    ...(q?.reference == null ? [] : [`WEB REF: ${q.reference}`]),
    ...price,
    ...(statement === undefined || statement.length === 0 ? [] : ['', STATEMENT_HEADING, STATEMENT_ACCURACY, statementText(statement)]),
    ...(q == null ? [] : ['', DEMANDS_HEADING, ...demandsAndNeeds(p, at.today, named)]),
    ...(documents.length === 0 ? [] : ['', 'Your policy documents', ...documents.map((d) => `${d.text}: ${new URL(d.href, at.origin).href}`)]),
    '',
    `Questions? E-mail ${HELP.email} or call ${HELP.phone} (${HELP.hours}).`,
    regulatorStatement(),
  ]
  return { subject: `Your ${FIRM.brand} quote${q?.reference == null ? '' : ` ${q.reference}`}`, body: lines.join('\n') }
}
