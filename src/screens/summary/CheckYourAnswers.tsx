import { memo, useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { afterNextPaint } from '../../app/after-paint'
import { useAppSelector } from '../../app/store-context'
import { useReferenceLists } from '../../components/question'
import { ROUTES, withUuid } from '../../domain/routes'
import { STATEMENT_ACCURACY, STATEMENT_HEADING, type StatementItem, type StatementRow } from '../../domain/statement'
import { selectStatement } from '../../form/statement'

/** Where a row's Change link opens: the edit form at the question's step, focused on its input (`#<question id>`). */
const changeHref = (uuid: string, step: number, id: string): string => `${withUuid(ROUTES.QuoteEditForm, uuid)}&step=${step}#${id}`

/** 'Date of birth' as it reads inside a sentence ('Change date of birth'); an acronym ('UK…') keeps its capital. */
const inSentence = (text: string): string => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1))

type Heading = 'h4' | 'h5' | 'h6'
const DEEPER: Record<Heading, Heading> = { h4: 'h5', h5: 'h6', h6: 'h6' }

interface RowsProps {
  readonly rows: readonly StatementRow[]
  readonly uuid: string
  readonly step: number
  /** The headings of the items these rows are in ('Additional rider 1: Jane Smith', 'Claim 1'), outermost first. */
  readonly within: readonly string[]
  readonly heading: Heading
}

type RowProps = Omit<RowsProps, 'rows' | 'heading'> & { row: StatementRow }

/** The same row drawn: its question, answer, step and item headings read alike (the statement is derived afresh on each change). */
const sameRow = (a: RowProps, b: RowProps): boolean =>
  a.row.id === b.row.id &&
  a.row.question === b.row.question &&
  a.row.answer === b.row.answer &&
  a.uuid === b.uuid &&
  a.step === b.step &&
  a.within.join('\n') === b.within.join('\n')

/**
 * One answer: the question, the answer, and its Change link naming the question (and the item it is about). Drawn
 * again only when it reads differently, so a reference list arriving redraws the answers it names, not every row
 * and its link.
 */
const Row = memo(function Row({ row, uuid, step, within }: RowProps) {
  return (
    <div className="check-answers__row">
      <dt className="check-answers__key">{row.question}</dt>
      <dd className="check-answers__value">{row.answer}</dd>
      <dd className="check-answers__actions">
        <Link to={changeHref(uuid, step, row.id)}>
          Change{' '}
          <span className="visually-hidden">
            {inSentence(row.question)}
            {within.length === 0 ? '' : ` for ${within.map(inSentence).join(', ')}`}
          </span>
        </Link>
      </dd>
    </div>
  )
}, sameRow)

/**
 * Rows as GOV.UK summary lists: the rows up to one with items in a list, then each item under its heading with
 * its own rows (an additional rider's claims under the rider), then the rows after.
 */
const Rows = ({ rows, uuid, step, within, heading }: RowsProps) => {
  const blocks: ReactNode[] = []
  let run: StatementRow[] = []
  const close = (): void => {
    if (run.length === 0) return
    const shown = run
    blocks.push(
      <dl key={`list-${shown[0]?.id ?? ''}`} className="check-answers__list">
        {shown.map((row) => (
          <Row key={row.id} row={row} uuid={uuid} step={step} within={within} />
        ))}
      </dl>,
    )
    run = []
  }
  for (const row of rows) {
    run.push(row)
    if (row.items === undefined) continue
    close()
    row.items.forEach((item: StatementItem, i) => {
      const H = heading
      blocks.push(
        <div key={`${row.id}-item-${i}`} className="check-answers__item">
          <H className="check-answers__item-heading">{item.heading}</H>
          <Rows rows={item.rows} uuid={uuid} step={step} within={[...within, item.heading]} heading={DEEPER[heading]} />
        </div>,
      )
    })
  }
  close()
  return <>{blocks}</>
}

/**
 * How many of the statement's `count` sections are drawn in full: none in the Summary's first frame, then one more
 * after each paint. A section not yet drawn in full is laid out only if it is near the screen (its class's
 * `content-visibility: auto`), so the first frame lays out what the rider sees, not the whole statement, and each
 * section's layout after it is a short task of its own. Once drawn, a section is laid out like the rest of the
 * page, so what measures the page (a tool checking target sizes, a print) meets it whole.
 */
const useSectionsDrawn = (count: number): number => {
  const [drawn, setDrawn] = useState(0)
  useEffect(() => {
    if (drawn >= count) return undefined
    return afterNextPaint(() => setDrawn((n) => n + 1))
  }, [drawn, count])
  return drawn
}

/**
 * 'Check your answers' (the statement of fact, DESIGN.md 'Selling, not only quoting'): every answer the price
 * rests on, as the form's sections group them, in the rider's own words, each with a Change link that opens the
 * question in the edit form; why accuracy matters; and 'Print or save a copy' (the Summary prints without the
 * page's frame, its buttons and the Change links: its print styles in src/app/styles.css). The rows are the
 * form's question records' (`selectStatement`); a reference list not loaded yet is asked for, its answers
 * reading 'Loading…' meanwhile.
 */
export const CheckYourAnswers = ({ uuid }: { uuid: string }) => {
  const { statement, missingLists } = useAppSelector(selectStatement)
  const drawn = useSectionsDrawn(statement.length)
  useReferenceLists(missingLists)
  return (
    <section className="check-answers" aria-labelledby="check-answers-heading">
      <h2 id="check-answers-heading">{STATEMENT_HEADING}</h2>
      <p>{STATEMENT_ACCURACY}</p>
      <button type="button" className="button button--secondary check-answers__print" onClick={() => window.print()}>
        Print or save a copy
      </button>
      {statement.map((section, i) => (
        <section
          key={section.step}
          className={i < drawn ? 'check-answers__section' : 'check-answers__section check-answers__section--later'}
          aria-labelledby={`check-answers-step-${section.step}`}>
          <h3 id={`check-answers-step-${section.step}`}>{section.title}</h3>
          <Rows rows={section.rows} uuid={uuid} step={section.step} within={[]} heading="h4" />
        </section>
      ))}
    </section>
  )
}
