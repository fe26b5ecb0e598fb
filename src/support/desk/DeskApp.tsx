import { useMemo, useState, type FormEvent } from 'react'
import { decodeTrail } from '../../domain/trail/decode-trail'
import type { Trail } from '../../domain/trail/trail-format'
import { questionLabels } from '../question-labels'
import { buildTimeline, filterTimeline, screensOf, ticketSummary, timelineText, type TimelineEntry } from '../timeline'
import { SUPPORT_CODE_PATTERN, trailByCode, trailsByReference, type TrailListItem } from './desk-api'

/** Where the trail on show came from: a support code, or a file staff opened. */
interface Shown {
  readonly source: string
  readonly trail: Trail
}

const QUOTE_REFERENCE = /^\d{5}-\d{5}-\d{5}$/

/** Sign-in: the desk token, held in this page's memory only (never in the URL, storage or a log). */
const SignIn = ({ onToken }: { onToken: (token: string) => void }) => {
  const [token, setToken] = useState('')
  return (
    <form
      className="desk-card"
      onSubmit={(e) => {
        e.preventDefault()
        if (token.trim() !== '') onToken(token.trim())
      }}
    >
      <h2>Sign in</h2>
      <p>Staff only. The desk token is set on the server (SUPPORT_DESK_TOKEN).</p>
      <label htmlFor="desk-token">Desk token</label>
      <input id="desk-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
      <p>
        <button type="submit" className="desk-button">
          Sign in
        </button>
      </p>
    </form>
  )
}

/** The timeline of one trail: the ticket line, filters, the steps, and export as text. */
const TimelineView = ({ shown }: { shown: Shown }) => {
  const labels = useMemo(() => questionLabels(), [])
  const entries = useMemo(() => buildTimeline(shown.trail, labels), [shown, labels])
  const [screen, setScreen] = useState<string | null>(null)
  const [errorsOnly, setErrorsOnly] = useState(false)
  const visible: TimelineEntry[] = filterTimeline(entries, { screen, errorsOnly })
  const exportText = (): void => {
    const url = URL.createObjectURL(new Blob([timelineText(shown.trail, entries)], { type: 'text/plain' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `ridecover-timeline-${shown.trail.session}.txt`
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <section className="desk-card" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline: {shown.source}</h2>
      <p className="desk-summary" data-testid="ticket-summary">
        {ticketSummary(shown.trail, entries)}
      </p>
      <div className="desk-filters">
        <label htmlFor="desk-screen">Screen</label>
        <select id="desk-screen" value={screen ?? ''} onChange={(e) => setScreen(e.target.value === '' ? null : e.target.value)}>
          <option value="">Every screen</option>
          {screensOf(entries).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label className="desk-check">
          <input type="checkbox" checked={errorsOnly} onChange={(e) => setErrorsOnly(e.target.checked)} /> Errors only
        </label>
        <button type="button" className="desk-button desk-button--secondary" onClick={exportText}>
          Export as text
        </button>
      </div>
      <p role="status">
        {visible.length} of {entries.length} steps shown
      </p>
      <ol className="desk-timeline" data-testid="timeline">
        {visible.map((e) => (
          <li key={`${e.seq}-${e.kind}-${e.text}`} className={`desk-entry desk-entry--${e.kind}`}>
            <span className="desk-entry__time">{e.at.slice(11, 19)}</span> <span className="desk-entry__screen">{e.screen}</span>{' '}
            <span className="desk-entry__kind">{e.kind}</span> <span className="desk-entry__text">{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The support desk (`/support`, issue 11 item 3): staff sign in with the desk token, then find a rider's trail by
 * the support code the rider read out or by quote reference, or open a trail file the rider downloaded, and read
 * its timeline: each step as the rider saw it, the outcomes and the errors with their codes.
 */
export const DeskApp = () => {
  const [token, setToken] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [list, setList] = useState<readonly TrailListItem[] | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)

  const openCode = async (code: string, t: string): Promise<void> => {
    const r = await trailByCode(code, t)
    if (!r.ok) {
      if (r.status === 401) setToken(null)
      setMessage(r.message)
      return
    }
    setMessage(null)
    setShown({ source: `support code ${r.value.code}, received ${r.value.receivedAt.slice(0, 19).replace('T', ' ')}`, trail: r.value.trail })
  }

  const find = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    if (token === null) return
    const q = query.trim().toUpperCase()
    setList(null)
    setShown(null)
    if (SUPPORT_CODE_PATTERN.test(q)) return openCode(q, token)
    if (QUOTE_REFERENCE.test(q)) {
      const r = await trailsByReference(q, token)
      if (!r.ok) {
        if (r.status === 401) setToken(null)
        setMessage(r.message)
        return
      }
      setMessage(r.value.length === 0 ? `No trail was sent for the quote ${q}.` : null)
      setList(r.value)
      return
    }
    setMessage('Enter a support code (RC- and six characters) or a quote reference (12345-67890-12345).')
  }

  const openFile = async (file: File | undefined): Promise<void> => {
    if (file === undefined) return
    let raw: unknown
    try {
      raw = JSON.parse(await file.text())
    } catch {
      setMessage(`${file.name} is not a trail: it is not JSON.`)
      return
    }
    const trail = decodeTrail(raw)
    if (trail._tag === 'Left') {
      setMessage(`${file.name} is not a valid trail: ${trail.left.message}`)
      return
    }
    setMessage(null)
    setList(null)
    setShown({ source: `file ${file.name}`, trail: trail.right })
  }

  return (
    <main className="desk">
      <h1>RideCover support desk</h1>
      {token === null ? (
        <SignIn
          onToken={(t) => {
            setToken(t)
            setMessage(null)
          }}
        />
      ) : (
        <section className="desk-card" aria-labelledby="find-heading">
          <h2 id="find-heading">Find a session</h2>
          <form onSubmit={(e) => void find(e)}>
            <label htmlFor="desk-query">Support code or quote reference</label>
            <input id="desk-query" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
            <p>
              <button type="submit" className="desk-button">
                Find
              </button>{' '}
              <button type="button" className="desk-button desk-button--secondary" onClick={() => setToken(null)}>
                Sign out
              </button>
            </p>
          </form>
          <label htmlFor="desk-file">Or open a trail file the rider downloaded</label>
          <input id="desk-file" type="file" accept="application/json,.json" onChange={(e) => void openFile(e.target.files?.[0])} />
        </section>
      )}
      {message !== null ? (
        <p role="alert" className="desk-message">
          {message}
        </p>
      ) : null}
      {list !== null && list.length > 0 && token !== null ? (
        <section className="desk-card" aria-labelledby="list-heading">
          <h2 id="list-heading">Sessions sent for this quote</h2>
          <ul>
            {list.map((item) => (
              <li key={item.code}>
                <button type="button" className="desk-button-link" onClick={() => void openCode(item.code, token)}>
                  {item.code}
                </button>{' '}
                received {item.receivedAt.slice(0, 19).replace('T', ' ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shown !== null ? <TimelineView key={shown.source} shown={shown} /> : null}
    </main>
  )
}
