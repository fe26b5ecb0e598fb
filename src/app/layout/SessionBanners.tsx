import { useState } from 'react'
import { Button } from '../../components/button'
import { useTabSession } from '../kept-session/tab-session'

/** The banners above the page: once, that a kept session could not be brought back. */
export const SessionBanners = () => {
  const { notice } = useTabSession()
  const [shownNotice, setShownNotice] = useState(notice)
  return (
    <>
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
