import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { LOGO_HEIGHT_PX, LOGO_HEIGHT_SCROLLED_PX } from '../../domain/constants'
import { HELP_PATH, ROUTES } from '../../domain/routes'

const NAV: readonly { label: string; href: string; internal: boolean }[] = [
  { label: 'Claims', href: `${HELP_PATH}#claims`, internal: true },
  { label: 'Policy details', href: `${HELP_PATH}#policy-details`, internal: true },
  { label: 'Get a quote', href: ROUTES.QuoteCreateForm, internal: true },
  { label: 'Retrieve a quote', href: ROUTES.Recall, internal: true },
]

/** The site header: the logo (107 px, shrinking to 50 px once the page scrolls) and the navigation menus. */
export const Header = () => {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const height = scrolled ? LOGO_HEIGHT_SCROLLED_PX : LOGO_HEIGHT_PX
  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link to={ROUTES.QuoteCreateForm} className="site-header__logo" aria-label="RideCover home" style={{ height }}>
          <svg viewBox="0 0 250 60" height={height} role="img" aria-hidden="true" focusable="false">
            <circle cx="30" cy="30" r="24" fill="none" stroke="currentColor" strokeWidth="6" />
            <circle cx="30" cy="30" r="6" fill="currentColor" />
            <text x="64" y="40" fontSize="30" fontWeight="700" fill="currentColor" fontFamily="system-ui, Arial, sans-serif">
              RideCover
            </text>
          </svg>
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            {NAV.map((n) => (
              <li key={n.label}>
                {n.internal ? <Link to={n.href}>{n.label}</Link> : <a href={n.href}>{n.label}</a>}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
