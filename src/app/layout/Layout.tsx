import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { routeNameOf, type RouteName } from '../../domain/routes'
import { useAppSelector } from '../store-context'
import { selectLoading } from '../../../reducers/journey-selectors'
import { Footer } from './Footer'
import { Header } from './Header'
import { LoadingOverlay } from './LoadingOverlay'
import { ProgressBar } from './ProgressBar'
import { SessionBanners } from './SessionBanners'
import { Sidebar } from './Sidebar'

/** Screens with a side column of their own (the extras' basket): the help column goes below them. */
const OWN_SIDE_COLUMN: readonly RouteName[] = ['Addons']

/** Every screen's frame: header, 'Your Quote' banner on the form, the offline and kept-session banners, progress bar, content, sidebar, footer, overlay. */
export const Layout = () => {
  const location = useLocation()
  const route = routeNameOf(location.pathname)
  const loading = useAppSelector(selectLoading)
  const onForm = route === 'QuoteCreateForm' || route === 'QuoteEditForm'
  return (
    <>
      <Header />
      {onForm ? (
        <div className="banner">
          <p className="banner__text">Your Quote</p>
        </div>
      ) : null}
      <div className="page">
        <SessionBanners />
        <ProgressBar route={route} />
        <div className={`page__body${OWN_SIDE_COLUMN.includes(route) ? ' page__body--stacked' : ''}`}>
          <main id="main" className="site-main" tabIndex={-1}>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <Outlet />
            </Suspense>
          </main>
          <Sidebar />
        </div>
      </div>
      <Footer />
      {loading !== null ? <LoadingOverlay title={loading.title} text={loading.text} /> : null}
    </>
  )
}
