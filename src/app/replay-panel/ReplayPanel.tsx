import { useState, type ChangeEvent } from 'react'
import { decodeTrail } from '../../domain/trail/decode-trail'
import type { Trail } from '../../domain/trail/trail-format'
import { replayConversation, type ConversationReplay } from '../conversation-replay'
import { ReplayedScreen } from '../replay-screen/ReplayedScreen'
import { eventLabel } from './event-label'

const ConversationResult = ({ result }: { result: ConversationReplay }) =>
  result.divergence === null ? (
    <p data-testid="conversation-result">
      Same {result.calls.length} calls in the same order, and the same {result.events.length} events.
    </p>
  ) : (
    <div data-testid="conversation-result">
      <p>
        <strong>
          First divergence at {result.divergence.kind} {result.divergence.index + 1}
        </strong>
      </p>
      <dl className="summary-list">
        <div>
          <dt>Recorded</dt>
          <dd>
            <code>{result.divergence.recorded}</code>
          </dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd>
            <code>{result.divergence.now}</code>
          </dd>
        </div>
      </dl>
      {result.divergence.differences.length > 0 && (
        <ul>
          {result.divergence.differences.map((d) => (
            <li key={d}>
              <code>{d}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  )

/**
 * The developers' replay panel (`/dev/replay`; development builds, and production builds when the server is
 * started with REPLAY_PANEL=on): load a trail, step through it (first, back, forward, last, or
 * jump to any event) with the real screens drawn at each step from the folded events, and re-run its
 * conversation through the real sagas against the recorded answers, to see the same calls and events or the
 * first divergence.
 */
export const ReplayPanel = () => {
  const [trail, setTrail] = useState<Trail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [count, setCount] = useState(0)
  const [result, setResult] = useState<ConversationReplay | 'running' | null>(null)

  const open = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0]
    if (file === undefined) return
    const decoded = decodeTrail(await file.text())
    setResult(null)
    if (decoded._tag === 'Left') {
      setTrail(null)
      setError(`This file is not a trail this version can replay: ${decoded.left.message}`)
      return
    }
    setError(null)
    setTrail(decoded.right)
    setCount(decoded.right.events.length)
  }
  const total = trail?.events.length ?? 0
  const go = (n: number): void => setCount(Math.max(0, Math.min(total, n)))
  const current = trail !== null && count > 0 ? trail.events[count - 1] : undefined

  return (
    <section className="replay-panel">
      <h1>Replay a trail</h1>
      <p>
        <label htmlFor="replay-file">Trail file</label>{' '}
        <input id="replay-file" type="file" accept="application/json,.json" onChange={(e) => void open(e)} />
      </p>
      {error !== null && (
        <p role="alert" className="error-message">
          {error}
        </p>
      )}
      {trail !== null && (
        <>
          <p data-testid="replay-summary">
            Session {trail.session}, app {trail.appVersion}, {trail.redacted ? 'redacted' : 'full'}: {total} events,{' '}
            {trail.conversation.length} conversation entries.
          </p>
          <div className="replay-controls" role="group" aria-label="Step through the events">
            <button type="button" className="button" onClick={() => go(0)} disabled={count === 0}>
              First event
            </button>
            <button type="button" className="button" onClick={() => go(count - 1)} disabled={count === 0}>
              Back one event
            </button>
            <button type="button" className="button" onClick={() => go(count + 1)} disabled={count === total}>
              Forward one event
            </button>
            <button type="button" className="button" onClick={() => go(total)} disabled={count === total}>
              Last event
            </button>
          </div>
          <p role="status" data-testid="replay-position">
            {count === 0 ? `Before the first of ${total} events` : `Event ${count} of ${total}: ${current?.type ?? ''}`}
          </p>
          <p>
            <label htmlFor="replay-jump">Jump to an event</label>{' '}
            <select id="replay-jump" value={count} onChange={(e) => go(Number(e.target.value))}>
              <option value={0}>Before the first event</option>
              {trail.events.map((ev, i) => (
                <option key={ev.meta.seq} value={i + 1}>
                  {eventLabel(ev, i)}
                </option>
              ))}
            </select>
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={result === 'running'}
              onClick={() => {
                setResult('running')
                void replayConversation(trail).then(setResult)
              }}
            >
              Replay the conversation
            </button>
          </p>
          {result === 'running' && <p role="status">Replaying the conversation through the sagas…</p>}
          {result !== null && result !== 'running' && <ConversationResult result={result} />}
          <h2>The screen at this step</h2>
          <ReplayedScreen trail={trail} count={count} />
        </>
      )}
    </section>
  )
}
