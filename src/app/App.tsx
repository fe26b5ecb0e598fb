import { ROUTES } from '../domain/routes'

/**
 * The application shell. The quote form and the screens after it arrive with their issues; until then the
 * shell says so plainly rather than pretending to quote.
 */
export const App = () => (
  <>
    <header className="site-header">
      <a href={ROUTES.QuoteCreateForm}>RideCover</a>
    </header>
    <main className="site-main" id="main">
      <h1>Motorcycle insurance</h1>
      <p className="notice" role="status">
        The quote form is being built. The domain model, event log and trail tools are in place; see the
        README for replaying a trail.
      </p>
    </main>
    <footer className="site-footer">
      RideCover is a trading name used for this demonstration. Authorised and regulated by the Financial
      Conduct Authority (demonstration statement).
    </footer>
  </>
)
