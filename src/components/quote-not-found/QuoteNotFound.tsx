import { Link } from 'react-router-dom'
import { QUOTE_NOT_FOUND } from '../../domain/constants'
import { ROUTES } from '../../domain/routes'

/** The way on to a new quote: the quote form. */
export const StartAQuote = () => (
  <Link className="button" to={ROUTES.QuoteCreateForm}>
    Start a quote
  </Link>
)

/** Ways on when there is no quote to show (an unknown quote, an expired session, no quote to edit): start one, or retrieve a saved one. */
export const StartOrRetrieve = () => (
  <p className="button-group">
    <StartAQuote />
    <Link className="button button--secondary" to={ROUTES.Recall}>
      Retrieve a quote
    </Link>
  </p>
)

/**
 * A screen whose quote cannot be found, in the screen's place: its heading, 001 §8's not-found sentence as an alert
 * (announced as it takes the place of the skeleton's 'Loading your quote…'), and the ways on.
 */
export const QuoteNotFound = ({ heading }: { heading: string }) => (
  <section className="quote-not-found" data-testid="quote-not-found">
    <h1>{heading}</h1>
    <div className="error-summary" role="alert">
      <p>{QUOTE_NOT_FOUND}</p>
    </div>
    <StartOrRetrieve />
  </section>
)
