/** The footer with the regulator statement. */
export const Footer = () => (
  <footer className="site-footer">
    <p>
      RideCover is a trading name of RideCover Insurance Services Limited, registered in England and Wales.
      RideCover Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.
    </p>
    <p>
      <a href="/privacy">Privacy and cookies</a> · <a href="/terms">Terms of business</a> ·{' '}
      <a href="/accessibility">Accessibility</a>
    </p>
  </footer>
)
