import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { FIRM } from '../../domain/firm'
import { isQuoteReference } from '../../domain/formats'
import { subjectText, type DataSubject } from '../../domain/trail/data-request'
import { decodeTrail } from '../../domain/trail/decode-trail'
import { SUPPORT_CODE } from '../../domain/trail/support-call'
import type { Trail } from '../../domain/trail/trail-format'
import { questionLabels } from '../question-labels'
import { buildTimeline, filterTimeline, firstError, screensOf, ticketSummary, timelineText, type TimelineEntry } from '../timeline'
import {
  accessLog,
  signIn,
  signOut,
  SIGN_IN_ENDED,
  trailByCode,
  trailsByReference,
  type AccessEntry,
  type DeskResult,
  type DeskSignIn,
  type TrailListItem,
} from './desk-api'
import { DataRequests } from './DataRequests'
import { ScreenView } from './ScreenView'

/** Where the trail on show came from (a support code, or a file staff opened), and who opened it before (null for a file: the server never saw it). */
interface Shown {
  readonly source: string
  readonly trail: Trail
  readonly openedBefore: readonly AccessEntry[] | null
}


/** An ISO time as the desk shows it, saying its zone (staff in summer time would read it an hour behind): '2026-11-25 10:02:11 UTC'. */
const when = (iso: string): string => `${iso.slice(0, 19).replace('T', ' ')} UTC`

/**
 * Sign-in with a member of staff's own name and secret. The secret lives in this form's state until it is sent,
 * and is cleared after a refusal; the token the server answers is handed up and held in memory only.
 */
const SignIn = ({ onSignedIn, onRefused, focusName }: { onSignedIn: (s: DeskSignIn) => void; onRefused: (message: string) => void; focusName: boolean }) => {
  const [name, setName] = useState('')
  const [secret, setSecret] = useState('')
  const sending = useRef(false)
  const nameField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusName) nameField.current?.focus()
  }, [focusName])
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    if (sending.current) return
    if (name.trim() === '' || secret === '') {
      onRefused('Enter your staff name and your secret.')
      return
    }
    sending.current = true
    const r = await signIn(name.trim(), secret).finally(() => {
      sending.current = false
    })
    if (r.ok) {
      onSignedIn(r.value)
      return
    }
    setSecret('')
    onRefused(r.message)
  }
  return (
    <form className="desk-card" aria-labelledby="sign-in-heading" onSubmit={(e) => void submit(e)}>
      <h2 id="sign-in-heading">Sign in</h2>
      <p>Staff only: sign in with your own name and secret.</p>
      <label htmlFor="desk-name">Staff name</label>
      <input id="desk-name" ref={nameField} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="desk-secret">Secret</label>
      <input id="desk-secret" name="password" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
      <p>
        <button type="submit" className="desk-button">
          Sign in
        </button>
      </p>
    </form>
  )
}

/** Who opened a trail before this opening, newest first; nothing for a trail read from a file. */
const OpenedBefore = ({ entries }: { entries: readonly AccessEntry[] | null }) => {
  if (entries === null) return null
  const opened = entries.filter((e) => e.action === 'opened')
  if (opened.length === 0) return <p data-testid="opened-before">No one has opened this trail before.</p>
  return (
    <ul className="desk-opened" data-testid="opened-before">
      {opened.map((e, i) => (
        <li key={`${e.at}-${e.staff}-${i}`}>
          Opened before by {e.staff} at {when(e.at)}
        </li>
      ))}
    </ul>
  )
}

/** One step of the timeline as the desk lists it: its time, screen, kind and what happened. */
const EntryText = ({ entry }: { entry: TimelineEntry }) => (
  <>
    <span className="desk-entry__time">{entry.at.slice(11, 19)}</span> <span className="desk-entry__screen">{entry.screen}</span>{' '}
    <span className="desk-entry__kind">{entry.kind}</span> <span className="desk-entry__text">{entry.text}</span>
  </>
)

/**
 * The timeline of one trail: the ticket line, who opened it before, filters, the steps, and export as text. Beside
 * the steps, on request, the rider's screen at one of them (the last, at first): each step of the list then shows
 * its screen when chosen, and 'Go to the first error' moves the list and the screen to the first refused answer or
 * failed call. Choosing a step the filters hide clears them, so the list shows it.
 */
const TimelineView = ({ shown }: { shown: Shown }) => {
  const labels = useMemo(() => questionLabels(), [])
  const entries = useMemo(() => buildTimeline(shown.trail, labels), [shown, labels])
  const [screen, setScreen] = useState<string | null>(null)
  const [errorsOnly, setErrorsOnly] = useState(false)
  const [screenOpen, setScreenOpen] = useState(false)
  const [at, setAt] = useState(entries.length - 1)
  const list = useRef<HTMLOListElement>(null)
  const visible: TimelineEntry[] = filterTimeline(entries, { screen, errorsOnly })
  const error = firstError(entries)
  const errorAt = error === undefined ? -1 : entries.indexOf(error)
  const indexOf = useMemo(() => new Map(entries.map((e, i) => [e, i])), [entries])
  useEffect(() => {
    if (screenOpen) list.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [screenOpen, at])
  const showStep = (i: number): void => {
    const entry = entries[i]
    if (entry === undefined) return
    setScreenOpen(true)
    setAt(i)
    // A step the filters hide is shown: the list moves to it too.
    if (!visible.includes(entry)) {
      setScreen(null)
      setErrorsOnly(false)
    }
  }
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
      <OpenedBefore entries={shown.openedBefore} />
      <p className="desk-summary" data-testid="ticket-summary">
        {ticketSummary(shown.trail, entries)}
      </p>
      {entries.length > 0 ? (
        <p className="desk-actions">
          <button type="button" className="desk-button" aria-expanded={screenOpen} aria-controls="desk-screen-view" onClick={() => setScreenOpen(!screenOpen)}>
            {screenOpen ? "Hide the rider's screen" : "Show the rider's screen"}
          </button>
          {errorAt >= 0 ? (
            <button type="button" className="desk-button desk-button--secondary" onClick={() => showStep(errorAt)}>
              Go to the first error
            </button>
          ) : null}
        </p>
      ) : null}
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
      <div className={screenOpen ? 'desk-split' : undefined}>
        <ol ref={list} className="desk-timeline" data-testid="timeline">
          {visible.map((e) => {
            const i = indexOf.get(e) ?? -1
            const current = screenOpen && i === at
            return (
              <li key={`${e.seq}-${e.kind}-${e.text}`} className={`desk-entry desk-entry--${e.kind}${current ? ' desk-entry--current' : ''}`} aria-current={current ? 'step' : undefined}>
                {screenOpen ? (
                  <button type="button" className="desk-entry__pick" onClick={() => showStep(i)}>
                    <EntryText entry={e} />
                  </button>
                ) : (
                  <EntryText entry={e} />
                )}
              </li>
            )
          })}
        </ol>
        {screenOpen ? <ScreenView trail={shown.trail} entries={entries} visible={visible} at={at} onStep={showStep} /> : null}
      </div>
    </section>
  )
}

const ACTION_WORDS: Readonly<Record<AccessEntry['action'], string>> = { opened: 'Opened', searched: 'Searched', exported: 'Exported', erased: 'Erased' }

/** An entry's action as the access log shows it, with how many trails an export or erasure took: 'Erased (3 trails)'. */
const actionText = (e: AccessEntry): string => `${ACTION_WORDS[e.action]}${e.trails === undefined || e.trails === null ? '' : ` (${e.trails} ${e.trails === 1 ? 'trail' : 'trails'})`}`

/** A code or quote reference that may wrap after its hyphens on a narrow screen, and nowhere else. */
const Breakable = ({ text }: { text: string }) => (
  <>
    {text.split('-').map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? '-' : null}
        {i > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
)

/**
 * The access log as loaded: who opened which trail or searched which quote, and when, newest first. On a screen
 * too narrow for its columns the table scrolls sideways in its own focusable region (so by keyboard too), and the
 * page itself never does.
 */
const AccessLogTable = ({ entries }: { entries: readonly AccessEntry[] }) =>
  entries.length === 0 ? (
    <p>No one has opened a trail or searched a quote yet.</p>
  ) : (
    <div className="desk-scroll" role="region" aria-labelledby="access-log-caption" tabIndex={0}>
      <table className="desk-log" data-testid="access-log">
        <caption id="access-log-caption">Who read which trail, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Staff</th>
            <th scope="col">Action</th>
            <th scope="col">Trail or quote</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.at}-${e.staff}-${i}`}>
              <td>{when(e.at)}</td>
              <td>{e.staff}</td>
              <td>{actionText(e)}</td>
              <td>
                <Breakable text={e.code ?? e.reference ?? ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )

/**
 * The support desk (`/support`). Each member of staff signs in with their own name and secret; the token the
 * server gives is held in this page's memory only (never in the URL, storage or a log), so a reload signs out.
 * Signed in, staff find a rider's trail by the support code the rider read out or by quote reference, or open a
 * trail file the rider downloaded, and read its timeline: each step as the rider saw it, the outcomes and the
 * errors with their codes, with who opened that trail before. For the code or reference found, staff answer the
 * rider's data requests: download all their trails, or erase them. The access log shows who opened, searched,
 * exported or erased what.
 *
 * Failures show as one sentence in an alert. A call refused because the sign-in ended (expired, or ended
 * elsewhere) returns to the sign-in form, saying so, and clears whatever was on show; so does 'Sign out', which
 * also ends the sign-in on the server.
 */
export const DeskApp = () => {
  const [session, setSession] = useState<DeskSignIn | null>(null)
  // The session as of now, for answers that arrive after a sign-out: they are dropped, not shown.
  const current = useRef<DeskSignIn | null>(null)
  const [signedOutOnce, setSignedOutOnce] = useState(false)
  const [query, setQuery] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [list, setList] = useState<readonly TrailListItem[] | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [log, setLog] = useState<readonly AccessEntry[] | null>(null)
  /** The support code or quote reference on show, whose rider's data staff may download or erase. */
  const [dataSubject, setDataSubject] = useState<DataSubject | null>(null)
  const queryField = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (session !== null) queryField.current?.focus()
  }, [session])

  /** Back to the sign-in form, with nothing read under the old sign-in left on the page. */
  const leave = (why: string | null): void => {
    current.current = null
    setSession(null)
    setSignedOutOnce(true)
    setQuery('')
    setList(null)
    setShown(null)
    setLog(null)
    setDataSubject(null)
    setMessage(why)
  }

  /** A signed-in call's answer, if the sign-in it was made under is still the page's; a failure is shown (a 401 signs out). */
  const settle = <A,>(token: string, r: DeskResult<A>): A | undefined => {
    if (current.current?.token !== token) return undefined
    if (r.ok) return r.value
    if (r.status === 401) leave(SIGN_IN_ENDED)
    else setMessage(r.message)
    return undefined
  }

  const openCode = async (code: string, token: string): Promise<void> => {
    const found = settle(token, await trailByCode(code, token))
    if (found === undefined) return
    setMessage(null)
    setShown({ source: `support code ${found.code}, received ${when(found.receivedAt)}`, trail: found.trail, openedBefore: found.openedBefore })
    setDataSubject({ kind: 'code', code: found.code })
  }

  const find = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    if (session === null) return
    const { token } = session
    const q = query.trim().toUpperCase()
    setList(null)
    setShown(null)
    setDataSubject(null)
    if (SUPPORT_CODE.test(q)) return openCode(q, token)
    if (isQuoteReference(q)) {
      const trails = settle(token, await trailsByReference(q, token))
      if (trails === undefined) return
      setMessage(trails.length === 0 ? `No trail was sent for the quote ${q}.` : null)
      setList(trails)
      if (trails.length > 0) setDataSubject({ kind: 'reference', reference: q })
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
    setDataSubject(null)
    setShown({ source: `file ${file.name}`, trail: trail.right, openedBefore: null })
  }

  const showLog = async (): Promise<void> => {
    if (session === null) return
    const entries = settle(session.token, await accessLog(session.token))
    if (entries === undefined) return
    setMessage(null)
    setLog(entries)
  }

  /** Ends the sign-in on the server; the page signs out at once whatever the server answers, and says when the server could not confirm it. */
  const signOutNow = async (): Promise<void> => {
    if (session === null) return
    const { token, expiresAt } = session
    leave(null)
    const r = await signOut(token)
    if (!r.ok && r.status !== 401) setMessage(`You are signed out on this page, but the server did not confirm it: ${r.message} The sign-in ends by itself at ${when(expiresAt)}.`)
  }

  return (
    <main className="desk">
      <h1>{FIRM.brand} support desk</h1>
      {session === null ? (
        <SignIn
          focusName={signedOutOnce}
          onRefused={setMessage}
          onSignedIn={(s) => {
            current.current = s
            setSession(s)
            setMessage(null)
          }}
        />
      ) : (
        <>
          <div className="desk-user">
            <p>Signed in as {session.staff}</p>
            <button type="button" className="desk-button desk-button--secondary" onClick={() => void signOutNow()}>
              Sign out
            </button>
          </div>
          <section className="desk-card" aria-labelledby="find-heading">
            <h2 id="find-heading">Find a session</h2>
            <form onSubmit={(e) => void find(e)}>
              <label htmlFor="desk-query">Support code or quote reference</label>
              <input id="desk-query" ref={queryField} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
              <p>
                <button type="submit" className="desk-button">
                  Find
                </button>
              </p>
            </form>
            <label htmlFor="desk-file">Or open a trail file the rider downloaded</label>
            <input id="desk-file" type="file" accept="application/json,.json" onChange={(e) => void openFile(e.target.files?.[0])} />
          </section>
        </>
      )}
      {message !== null ? (
        <p role="alert" className="desk-message">
          {message}
        </p>
      ) : null}
      {list !== null && list.length > 0 && session !== null ? (
        <section className="desk-card" aria-labelledby="list-heading">
          <h2 id="list-heading">Sessions sent for this quote</h2>
          <ul>
            {list.map((item) => (
              <li key={item.code}>
                <button type="button" className="desk-button-link" onClick={() => void openCode(item.code, session.token)}>
                  {item.code}
                </button>{' '}
                received {when(item.receivedAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shown !== null ? <TimelineView key={shown.source} shown={shown} /> : null}
      {dataSubject !== null && session !== null ? (
        <DataRequests
          key={subjectText(dataSubject)}
          subject={dataSubject}
          token={session.token}
          settle={settle}
          onErased={() => {
            setShown(null)
            setList(null)
          }}
        />
      ) : null}
      {session !== null ? (
        <section className="desk-card" aria-labelledby="log-heading">
          <h2 id="log-heading">Access log</h2>
          <p>Every opening of a trail, every search by quote reference, and every download or erasure of a rider's data is logged with who did it and when.</p>
          <p>
            <button type="button" className="desk-button desk-button--secondary" onClick={() => void showLog()}>
              Show the access log
            </button>
          </p>
          <p role="status">{log === null ? '' : `${log.length} ${log.length === 1 ? 'entry' : 'entries'} shown.`}</p>
          {log !== null ? <AccessLogTable entries={log} /> : null}
        </section>
      ) : null}
    </main>
  )
}
