import { redirect, type RouteObject } from 'react-router-dom'
import { REDIRECTS_TO_FORM, ROUTES } from '../domain/routes'
import { Layout } from './layout/Layout'
import { RouteError } from './layout/RouteError'

/**
 * The route table of both spec documents. Screens load on demand (one bundle per screen); `/` and `/quote`
 * redirect to the form; anything else is NotFound.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p role="status">Loading…</p>,
    children: [
      ...REDIRECTS_TO_FORM.map((path) => ({ path, loader: () => redirect(ROUTES.QuoteCreateForm) })),
      {
        path: ROUTES.QuoteCreateForm,
        lazy: () => import('../screens/quote-form/QuoteFormScreen').then((m) => ({ Component: m.QuoteCreateScreen })),
      },
      {
        path: ROUTES.QuoteEditForm,
        lazy: () => import('../screens/quote-form/QuoteFormScreen').then((m) => ({ Component: m.QuoteEditScreen })),
      },
      {
        path: ROUTES.PricePresentation,
        lazy: () => import('../screens/price-presentation/PricePresentationScreen').then((m) => ({ Component: m.PricePresentationScreen })),
      },
      { path: ROUTES.Declined, lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.DeclinedPage })) },
      { path: ROUTES.SiraDeclined, lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.SiraDeclinedPage })) },
      { path: ROUTES.Exception, lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.ExceptionPage })) },
      { path: ROUTES.Expired, lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.ExpiredPage })) },
      { path: ROUTES.Failed, lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.FailedPage })) },
      {
        path: ROUTES.InstalmentsDeclined,
        lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.InstalmentsDeclinedPage })),
      },
      { path: '*', lazy: () => import('../screens/results/pages').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]
