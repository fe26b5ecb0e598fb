import type { Proposal } from '../src/domain/codecs'
import { FIRM } from '../src/domain/firm'
import { formatPounds } from '../src/domain/formats'
import { STATEMENT_ACCURACY, STATEMENT_HEADING, statementText, type StatementOfFact } from '../src/domain/statement'

/** A quote e-mail as the outbox keeps it. */
interface QuoteEmail {
  readonly subject: string
  readonly body: string
}

/**
 * The quote e-mail of proposal `p` (POST …/send-quote-email): its reference and price, then, when the server
 * was given the app's derivation, the statement of fact the Summary shows, under the same heading and sentence,
 * so the rider has the answers the price rests on in writing.
 */
export const quoteEmail = (p: Proposal, statement: StatementOfFact | undefined): QuoteEmail => {
  const q = p.quote
  const price =
    q == null
      ? []
      : p.is_pay_monthly === true && q.monthly_payment != null
        ? [`Monthly payments: ${formatPounds(q.monthly_payment)} a month`]
        : [`Price: ${formatPounds(q.premium)} to pay in full`]
  const lines = [
    `Your ${FIRM.brand} quote`,
    ...(q?.reference == null ? [] : [`WEB REF: ${q.reference}`]),
    ...price,
    ...(statement === undefined || statement.length === 0 ? [] : ['', STATEMENT_HEADING, STATEMENT_ACCURACY, statementText(statement)]),
  ]
  return { subject: `Your ${FIRM.brand} quote${q?.reference == null ? '' : ` ${q.reference}`}`, body: lines.join('\n') }
}
