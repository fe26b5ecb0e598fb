import { useState, useSyncExternalStore } from 'react'
import { Button } from '../../components/button'
import { useTabSession } from '../kept-session/tab-session'

const subscribeToConnection = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const isOnline = (): boolean => window.navigator.onLine
// The pre-render and hydration assume a connection: the page was just served.
const onlineOnServer = (): boolean => true

/**
 * The banners of the page: while the device is offline, that the connection is lost and the answers are kept
 * (calls wait for it: src/api/browser-transport.ts), held at the foot of the screen above any overlay, so a rider
 * scrolled down a long step or waiting for a quote sees it; once, that a kept session could not be brought back.
 * The offline banner is drawn into a polite live region that is always there (empty while online), so a screen
 * reader hears it as the connection drops.
 */
export const SessionBanners = () => {
  const online = useSyncExternalStore(subscribeToConnection, isOnline, onlineOnServer)
  const { notice } = useTabSession()
  const [shownNotice, setShownNotice] = useState(notice)
  return (
    <>
      <div role="status" className="offline-region" data-testid="offline-region">
        {online ? null : (
          <div className="notice session-banner session-banner--offline">
            <strong>You are offline.</strong> Your answers are kept on this device; we will carry on when the connection is back.
          </div>
        )}
      </div>
      {shownNotice === null ? null : (
        <div className="notice session-banner" role="status">
          {shownNotice}{' '}
          <Button variant="link" onClick={() => setShownNotice(null)}>
            Dismiss
          </Button>
        </div>
      )}
    </>
  )
}
