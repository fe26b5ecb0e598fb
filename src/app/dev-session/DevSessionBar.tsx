import { useState, useSyncExternalStore, type CSSProperties } from 'react'
import { Button } from '../../components/button'
import type { EventLog } from '../event-log'

const BAR: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  padding: '0.25rem 1rem',
  background: '#fff7bf',
  borderBottom: '2px solid #594d00',
  color: '#0b0c0c',
  fontSize: '0.875rem',
}

const NOTICE: CSSProperties = { flexBasis: '100%', margin: 0, fontWeight: 700 }

/**
 * The development session's strip above the page (development builds only): how many events this tab
 * keeps across reloads, a 'Start afresh' button, and, once, the notice that a kept log no longer fitted the
 * code and the app started afresh.
 */
export const DevSessionBar = ({ log, notice, onStartAfresh }: { log: EventLog; notice: string | null; onStartAfresh: () => void }) => {
  const count = useSyncExternalStore(log.subscribe, () => log.all().length)
  const [shownNotice, setShownNotice] = useState(notice)
  return (
    <div role="region" aria-label="Development session" data-testid="dev-session" style={BAR}>
      {shownNotice !== null && (
        <p role="alert" style={NOTICE}>
          {shownNotice}{' '}
          <Button variant="link" onClick={() => setShownNotice(null)}>
            Dismiss
          </Button>
        </p>
      )}
      <span>
        Development: this tab keeps its session across reloads ({count} {count === 1 ? 'event' : 'events'}).
      </span>
      <Button variant="secondary" onClick={onStartAfresh}>
        Start afresh
      </Button>
    </div>
  )
}
