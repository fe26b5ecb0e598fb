import { Link } from 'react-router-dom'
import { HELP_EMAIL } from '../../domain/constants'
import { HELP_PATH } from '../../domain/routes'

const CARDS = ['Visa', 'Visa Debit', 'Mastercard', 'Maestro'] as const

/** The sidebar: Contact Us mail link, FAQs link, and the card payment options we accept. */
export const Sidebar = () => (
  <aside className="sidebar" aria-label="Help">
    <h2 className="sidebar__heading">Need help?</h2>
    <p>
      <a href={`mailto:${HELP_EMAIL}`}>Contact Us</a>
    </p>
    <p>
      <Link to={HELP_PATH}>FAQs</Link>
    </p>
    <h2 className="sidebar__heading">We accept</h2>
    <ul className="sidebar__cards" aria-label="Accepted cards">
      {CARDS.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  </aside>
)
