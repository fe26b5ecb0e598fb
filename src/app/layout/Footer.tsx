import { Link } from 'react-router-dom'
import { Button } from '../../components/button'
import { regulatorStatement } from '../../domain/firm'
import { ROUTES } from '../../domain/routes'
import { useTabSession } from '../kept-session/tab-session'
import { SendToSupportButton } from './SendToSupportButton'
import { TrailExportButton } from './TrailExportButton'

/**
 * The footer with the regulator statement and the firm's pages (who we are and how to complain; the privacy
 * notice), the support trail download, and what this tab keeps (with Start again).
 */
export const Footer = () => {
  const { startAgain } = useTabSession()
  return (
    <footer className="site-footer">
      <p>{regulatorStatement()}</p>
      <p>
        <Link to={ROUTES.AboutUs}>About us and complaints</Link>{' '}
        <span aria-hidden="true">·</span>{' '}
        <Link to={ROUTES.PrivacyNotice}>Privacy notice</Link>
      </p>
      <p>
        <TrailExportButton />
      </p>
      <p>
        <SendToSupportButton />
      </p>
      <p>
        The support trail records your answers on this device with your personal details removed, so our support
        team can see what happened if something goes wrong. It leaves this device only when you send it.
      </p>
      <p>
        Your answers are kept in this browser tab only (its session storage, on this device), so a reload or the
        Back button loses nothing. They are forgotten when you buy your policy, start a new quote, your session
        expires or you close the tab.{' '}
        <Button variant="link" onClick={startAgain}>
          Start again
        </Button>
      </p>
    </footer>
  )
}
