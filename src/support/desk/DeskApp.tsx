import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { FIRM } from '../../domain/firm'
import { quantity } from '../../domain/durations'
import { isQuoteReference } from '../../domain/formats'
import { idleSignInEnded } from '../../domain/support-desk-access'
import { subjectText, type DataSubject } from '../../domain/trail/data-request'
import { decodeTrail } from '../../domain/trail/decode-trail'
import { SUPPORT_CODE } from '../../domain/trail/support-call'
import type { Trail } from '../../domain/trail/trail-format'
import { questionLabels } from '../question-labels'
import { buildTimeline, filterTimeline, firstError, screensOf, supportNeedsOf, ticketSummary, timelineText, type TimelineEntry } from '../timeline'
import {
  accessLog,
  endOtherSessions,
  signIn,
  signOut,
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

/** A sign-in refusal shown at the top of the form, and the field it concerns (marked invalid, and described by it). */
interface SignInError {
  readonly message: string
  readonly field: 'desk-name' | 'desk-secret' | 'desk-code' | null
}

/**
 * Sign-in with a member of staff's own name and secret, then their second factor: the one-time code their
 * authenticator app shows, or one of their recovery codes. Both steps' fields take what a password manager pastes
 * or fills (WCAG 3.3.8: nothing is to be remembered or transcribed by hand that a tool can give). The secret and
 * code live in this form's state until they are sent together, and are cleared after a refusal; the token the
 * server answers is handed up and held in memory only. A refusal is shown at the top of the form and given the
 * focus, so it is read out, and the field it concerns says it is wrong; a code used already asks for the next code,
 * any other refusal goes back to the first step (the server does not say which part was wrong).
 */
const SignIn = ({ onSignedIn, onAttempt, focusName }: { onSignedIn: (s: DeskSignIn) => void; onAttempt: () => void; focusName: boolean }) => {
  const [name, setName] = useState('')
  const [secret, setSecret] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'secret' | 'code'>('secret')
  const [recovery, setRecovery] = useState(false)
  const [error, setError] = useState<SignInError | null>(null)
  const sending = useRef(false)
  const nameField = useRef<HTMLInputElement>(null)
  const codeField = useRef<HTMLInputElement>(null)
  const errorBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusName) nameField.current?.focus()
  }, [focusName])
  useEffect(() => {
    if (error !== null) errorBox.current?.focus()
    else if (step === 'code') codeField.current?.focus()
  }, [error, step, recovery])
  const refuse = (message: string, field: SignInError['field']): void => setError({ message, field })
  const invalid = (id: SignInError['field']) => (error?.field === id ? { 'aria-invalid': true, 'aria-describedby': 'sign-in-error' } : {})

  const toCode = (e: FormEvent): void => {
    e.preventDefault()
    onAttempt()
    if (name.trim() === '' || secret === '') return refuse('Enter your staff name and your secret.', name.trim() === '' ? 'desk-name' : 'desk-secret')
    setError(null)
    setStep('code')
  }
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    if (sending.current) return
    onAttempt()
    if (code.trim() === '') return refuse(recovery ? 'Enter one of your recovery codes.' : 'Enter the code your authenticator app shows.', 'desk-code')
    sending.current = true
    const r = await signIn(name.trim(), secret, recovery ? { recoveryCode: code.trim() } : { code: code.trim() }).finally(() => {
      sending.current = false
    })
    if (r.ok) return onSignedIn(r.value)
    setCode('')
    if (r.status === 401 && r.code === 'code_used') return refuse(r.message, 'desk-code')
    if (r.status === 401 || r.status === 403) {
      setSecret('')
      setStep('secret')
      return refuse(r.message, null)
    }
    refuse(r.message, null)
  }
  const switchFactor = (): void => {
    setRecovery(!recovery)
    setCode('')
    setError(null)
  }
  const errorSummary =
    error === null ? null : (
      <div id="sign-in-error" className="desk-error" role="alert" tabIndex={-1} ref={errorBox}>
        {error.message}
      </div>
    )
  if (step === 'secret')
    return (
      <form className="desk-card" aria-labelledby="sign-in-heading" onSubmit={toCode} noValidate>
        <h2 id="sign-in-heading">Sign in</h2>
        {errorSummary}
        <p>Staff only: sign in with your own name and secret, then the code from your authenticator app.</p>
        <label htmlFor="desk-name">Staff name</label>
        <input id="desk-name" ref={nameField} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={name} onChange={(e) => setName(e.target.value)} {...invalid('desk-name')} />
        <label htmlFor="desk-secret">Secret</label>
        <input id="desk-secret" name="password" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} {...invalid('desk-secret')} />
        <p>
          <button type="submit" className="desk-button">
            Continue
          </button>
        </p>
      </form>
    )
  return (
    <form className="desk-card" aria-labelledby="sign-in-heading" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="sign-in-heading">Sign in</h2>
      {errorSummary}
      {/* The name stays in the form, for a password manager that saves the sign-in. */}
      <input type="hidden" name="username" autoComplete="username" value={name} />
      {recovery ? (
        <>
          <label htmlFor="desk-code">Recovery code</label>
          <p id="desk-code-hint" className="desk-hint">
            One of the recovery codes you were given with your account. Each one works once.
          </p>
          <input id="desk-code" ref={codeField} name="recovery-code" autoComplete="off" autoCapitalize="characters" spellCheck={false} aria-describedby={error?.field === 'desk-code' ? 'sign-in-error desk-code-hint' : 'desk-code-hint'} aria-invalid={error?.field === 'desk-code' ? true : undefined} value={code} onChange={(e) => setCode(e.target.value)} />
        </>
      ) : (
        <>
          <label htmlFor="desk-code">One-time code</label>
          <p id="desk-code-hint" className="desk-hint">
            The 6-digit code your authenticator app shows for {FIRM.brand} support desk, {name.trim()}.
          </p>
          <input id="desk-code" ref={codeField} name="one-time-code" autoComplete="one-time-code" inputMode="numeric" spellCheck={false} aria-describedby={error?.field === 'desk-code' ? 'sign-in-error desk-code-hint' : 'desk-code-hint'} aria-invalid={error?.field === 'desk-code' ? true : undefined} value={code} onChange={(e) => setCode(e.target.value)} />
        </>
      )}
      <p className="desk-actions">
        <button type="submit" className="desk-button">
          Sign in
        </button>
        <button type="button" className="desk-button desk-button--secondary" onClick={switchFactor}>
          {recovery ? 'Use a one-time code instead' : 'Use a recovery code instead'}
        </button>
        <button
          type="button"
          className="desk-button desk-button--secondary"
          onClick={() => {
            setStep('secret')
            setCode('')
            setError(null)
          }}
        >
          Back
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
  const needs = useMemo(() => supportNeedsOf(shown.trail, labels), [shown, labels])
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
    const url = URL.createObjectURL(new Blob([timelineText(shown.trail, entries, labels)], { type: 'text/plain' }))
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
        {ticketSummary(shown.trail, entries, labels)}
      </p>
      {needs.length > 0 ? (
        <div className="desk-needs" data-testid="support-needs">
          <h3>The rider asked for extra support</h3>
          <ul>
            {needs.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
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

const ACTION_WORDS: Readonly<Record<AccessEntry['action'], string>> = {
  opened: 'Opened',
  searched: 'Searched',
  'signed-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'signed-out': 'Signed out',
  'ended-other-sessions': 'Signed out everywhere else',
  exported: 'Exported',
  erased: 'Erased',
  'account-added': 'Account added, with one-time codes (command line)',
  'codes-set-up': 'New one-time codes set up (command line)',
  'secret-changed': 'New secret set (command line)',
  'account-disabled': 'Account disabled (command line)',
  'account-enabled': 'Account enabled (command line)',
  unlocked: 'Lock-out ended (command line)',
}

const DETAIL_WORDS: Readonly<Record<NonNullable<AccessEntry['detail']>, string>> = {
  'one-time-code': 'with a one-time code',
  'recovery-code': 'with a recovery code',
  'unknown-name': 'no such staff name',
  disabled: 'account disabled',
  'wrong-secret': 'wrong secret',
  'wrong-code': 'wrong code',
  'wrong-recovery-code': 'wrong recovery code',
  'code-used': 'code used already',
  'not-enrolled': 'no one-time codes set up',
  'locked-account': 'account locked',
  'locked-address': 'address locked out',
}

/**
 * An entry's action as the desk says it: 'Opened', 'Signed in with a recovery code', 'Sign-in refused: wrong code',
 * and with how many trails an export or erasure took, 'Erased (3 trails)'.
 */
const actionText = (e: AccessEntry): string => {
  const action = ACTION_WORDS[e.action]
  if (e.trails !== null) return `${action} (${e.trails} ${e.trails === 1 ? 'trail' : 'trails'})`
  if (e.detail === null) return action
  return e.action === 'sign-in-refused' ? `${action}: ${DETAIL_WORDS[e.detail]}` : `${action} ${DETAIL_WORDS[e.detail]}`
}

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
 * The access log as loaded: who signed in (and from which address), and every sign-in refused with its reason, who
 * opened which trail or searched which quote, who exported or erased a rider's trails (and how many), and when,
 * newest first. On a screen too narrow for its columns the table scrolls sideways in its own focusable region (so
 * by keyboard too), and the page itself never does.
 */
const AccessLogTable = ({ entries }: { entries: readonly AccessEntry[] }) =>
  entries.length === 0 ? (
    <p>Nothing has been logged yet.</p>
  ) : (
    <div className="desk-scroll" role="region" aria-labelledby="access-log-caption" tabIndex={0}>
      <table className="desk-log" data-testid="access-log">
        <caption id="access-log-caption">Who signed in and read, exported or erased which trail, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Staff</th>
            <th scope="col">Action</th>
            <th scope="col">Trail or quote</th>
            <th scope="col">From address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.at}-${e.staff}-${i}`}>
              <td>{when(e.at)}</td>
              <td>{e.staff === '' ? 'No such staff name' : e.staff}</td>
              <td>{actionText(e)}</td>
              <td>
                <Breakable text={e.code ?? e.reference ?? ''} />
              </td>
              <td>{e.address ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )

/** Runs `run` once `ms` have passed, and answers how to cancel that: the browser's timers, or a test's own clock. */
export type Schedule = (ms: number, run: () => void) => () => void

const browserTimers: Schedule = (ms, run) => {
  const timer = window.setTimeout(run, ms)
  return () => window.clearTimeout(timer)
}

/**
 * The support desk (`/support`). Each member of staff signs in with their own name and secret; the token the
 * server gives is held in this page's memory only (never in the URL, storage or a log), so a reload signs out.
 * Signed in, staff find a rider's trail by the support code the rider read out or by quote reference, or open a
 * trail file the rider downloaded, and read its timeline: each step as the rider saw it, the outcomes and the
 * errors with their codes, with who opened that trail before. For the code or reference found, staff answer the
 * rider's data requests: download all their trails, or erase them. The access log shows who signed in, opened,
 * searched, exported or erased what.
 *
 * Failures show as one sentence in an alert. A call refused because the sign-in ended (expired, or ended
 * elsewhere) returns to the sign-in form, saying so, and clears whatever was on show; so does 'Sign out', which
 * also ends the sign-in on the server; and so does the page itself once the sign-in has gone unused for its idle
 * time-out (ASVS V7.3), which the server counts from the same calls: a desk left open shows nothing of a rider
 * after it, without waiting for someone to click. `schedule` times that (the browser's timers by default).
 */
export const DeskApp = ({ schedule = browserTimers }: { readonly schedule?: Schedule }) => {
  const [session, setSession] = useState<DeskSignIn | null>(null)
  // The session as of now, for answers that arrive after a sign-out: they are dropped, not shown.
  const current = useRef<DeskSignIn | null>(null)
  /** Cancels the idle time-out of the sign-in on show. */
  const idleTimeOut = useRef<(() => void) | null>(null)
  const [signedOutOnce, setSignedOutOnce] = useState(false)
  const [query, setQuery] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [list, setList] = useState<readonly TrailListItem[] | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [log, setLog] = useState<readonly AccessEntry[] | null>(null)
  /** The support code or quote reference on show, whose rider's data staff may download or erase. */
  const [dataSubject, setDataSubject] = useState<DataSubject | null>(null)
  const [elsewhere, setElsewhere] = useState<string | null>(null)
  const queryField = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (session !== null) queryField.current?.focus()
  }, [session])

  /** Back to the sign-in form, with nothing read under the old sign-in left on the page. */
  const leave = (why: string | null): void => {
    idleTimeOut.current?.()
    idleTimeOut.current = null
    current.current = null
    setSession(null)
    setSignedOutOnce(true)
    setQuery('')
    setList(null)
    setShown(null)
    setLog(null)
    setDataSubject(null)
    setElsewhere(null)
    setMessage(why)
  }

  /** The sign-in was used just now (signed in, or a call answered): the page leaves it once it has gone unused for its idle time-out. */
  const used = (s: DeskSignIn): void => {
    idleTimeOut.current?.()
    idleTimeOut.current = schedule(s.idleMinutes * 60_000, () => {
      if (current.current?.token === s.token) leave(idleSignInEnded(s.idleMinutes))
    })
  }
  useEffect(() => () => idleTimeOut.current?.(), [])

  /** A signed-in call's answer, if the sign-in it was made under is still the page's; a failure is shown (a 401 signs out). */
  const settle = <A,>(token: string, r: DeskResult<A>): A | undefined => {
    if (current.current?.token !== token) return undefined
    if (r.ok || r.status !== 401) used(current.current)
    if (r.ok) return r.value
    if (r.status === 401) leave(r.message)
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

  /** Ends the member of staff's sign-ins in other browsers and devices, and says how many there were. */
  const endElsewhere = async (): Promise<void> => {
    if (session === null) return
    const ended = settle(session.token, await endOtherSessions(session.token))
    if (ended === undefined) return
    setMessage(null)
    setElsewhere(ended === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${ended} other ${ended === 1 ? 'sign-in' : 'sign-ins'}.`)
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
          onAttempt={() => setMessage(null)}
          onSignedIn={(s) => {
            current.current = s
            setSession(s)
            setMessage(null)
            used(s)
          }}
        />
      ) : (
        <>
          <div className="desk-user">
            <p>Signed in as {session.staff}</p>
            <p className="desk-actions">
              <button type="button" className="desk-button desk-button--secondary" onClick={() => void endElsewhere()}>
                Sign out everywhere else
              </button>
              <button type="button" className="desk-button desk-button--secondary" onClick={() => void signOutNow()}>
                Sign out
              </button>
            </p>
          </div>
          <p className="desk-hint">
            You are signed out after {quantity(session.idleMinutes, 'minute')} without using the desk, and at {when(session.expiresAt)} at the latest.
          </p>
          <p role="status">{elsewhere ?? ''}</p>
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
          <p>Every sign-in, every refused sign-in, every opening of a trail, every search by quote reference, every download or erasure of a rider's data, and every change to a staff account is logged with who did it (or to whom) and when.</p>
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
