import { SendToSupportButton } from './SendToSupportButton'
import { TrailExportButton } from './TrailExportButton'

/** The footer with the regulator statement, and the support trail download. */
export const Footer = () => (
  <footer className="site-footer">
    <p>
      RideCover is a trading name of RideCover Insurance Services Limited, registered in England and Wales.
      RideCover Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.
    </p>
    <p>
      <TrailExportButton />
    </p>
    <p>
      <SendToSupportButton />
    </p>
    <p className="site-footer__small">
      The support trail records your answers on this device with your personal details removed, so our support
      team can see what happened if something goes wrong. It leaves this device only when you send it.
    </p>
  </footer>
)
