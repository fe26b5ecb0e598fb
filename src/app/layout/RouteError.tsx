import { HELP_PHONE } from '../../domain/constants'
import { ROUTES } from '../../domain/routes'

/**
 * What the rider sees if a screen fails to load or render (a stale bundle after a release, say): the
 * technical-issue page, with a full reload to start again rather than a developer's stack trace.
 */
export const RouteError = () => (
  <main id="main" className="site-main">
    <h1>Sorry, there is a problem with the service</h1>
    <p>Something went wrong while showing this page. Your answers on the server have not been lost.</p>
    <p>Please try again. If you keep seeing this page, please call us on {HELP_PHONE}.</p>
    <p>
      <a className="button" href={ROUTES.QuoteCreateForm}>
        Start a quote
      </a>
    </p>
  </main>
)
