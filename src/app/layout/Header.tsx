import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { LOGO_HEIGHT_PX } from '../../domain/constants'
import { HELP_PATH, ROUTES } from '../../domain/routes'
import { LOGO_WORDMARK_PATH } from './logo-wordmark'

const NAV: readonly { label: string; href: string; internal: boolean }[] = [
  { label: 'Claims', href: `${HELP_PATH}#claims`, internal: true },
  { label: 'Policy details', href: `${HELP_PATH}#policy-details`, internal: true },
  { label: 'Get a quote', href: ROUTES.QuoteCreateForm, internal: true },
  { label: 'Retrieve a quote', href: ROUTES.Recall, internal: true },
]

const NAV_ID = 'site-nav'

/**
 * The site header: the logo (107 px, shrinking to 50 px once the page scrolls; on phones the stylesheet
 * scales it so the header stays at most 64 px tall) and the navigation menus. The shrink is a transform and the
 * header keeps its height (styles.css), so nothing on the page moves when it happens. Below the phone breakpoint
 * (styles.css, 64em) the navigation sits behind a Menu button (disclosure pattern: aria-expanded and
 * aria-controls; Escape closes it and focus returns to the button; following a link closes it).
 */
export const Header = () => {
  const [scrolled, setScrolled] = useState(false)
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const pageTop = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Scrolled is the page's top edge out of view. An observer is told after the browser's own layout, so the
    // header reads no layout: a read of window.scrollY here made the browser lay the page out inside this
    // effect, in the task that draws the screen (4 to 10 ms of a phone's start, measured).
    const edge = pageTop.current
    if (edge === null || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last !== undefined) setScrolled(!last.isIntersecting)
    })
    observer.observe(edge)
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <>
      <div ref={pageTop} className="page-top-edge" aria-hidden="true" />
      <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}${open ? ' site-header--menu-open' : ''}`}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <div className="site-header__inner">
          <Link to={ROUTES.QuoteCreateForm} className="site-header__logo" aria-label="RideCover home">
            <svg viewBox="0 0 250 60" height={LOGO_HEIGHT_PX} width={(LOGO_HEIGHT_PX * 250) / 60} role="img" aria-hidden="true" focusable="false">
              <circle cx="30" cy="30" r="24" fill="none" stroke="currentColor" strokeWidth="6" />
              <circle cx="30" cy="30" r="6" fill="currentColor" />
              <path d={LOGO_WORDMARK_PATH} fill="currentColor" />
            </svg>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpen((o) => !o)}
          >
            <svg className="site-header__menu-icon" viewBox="0 0 20 16" width="20" height="16" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M3 1l14 14M17 1L3 15" stroke="currentColor" strokeWidth="2.5" fill="none" />
              ) : (
                <path d="M0 2h20M0 8h20M0 14h20" stroke="currentColor" strokeWidth="2.5" fill="none" />
              )}
            </svg>
            Menu
          </button>
          <nav aria-label="Main" id={NAV_ID} className="site-header__nav">
            <ul className="site-nav">
              {NAV.map((n) => (
                <li key={n.label}>
                  {n.internal ? (
                    <Link to={n.href} onClick={() => setOpen(false)}>
                      {n.label}
                    </Link>
                  ) : (
                    <a href={n.href}>{n.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
    </>
  )
}
