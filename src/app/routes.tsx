import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { loadCode } from '../api/code-loading'
import { HELP_PATH, REDIRECTS_TO_FORM, ROUTES } from '../domain/routes'
import { Layout } from './layout/Layout'

// Each screen loads on demand, in its own bundle (a bundle a new build replaced reloads the page: loadCode).
const QuoteCreateScreen = lazy(() => loadCode(() => import('../screens/quote-form/QuoteFormScreen')).then((m) => ({ default: m.QuoteCreateScreen })))
const QuoteEditScreen = lazy(() => loadCode(() => import('../screens/quote-form/QuoteFormScreen')).then((m) => ({ default: m.QuoteEditScreen })))
const PricePresentationScreen = lazy(() =>
  loadCode(() => import('../screens/price-presentation/PricePresentationScreen')).then((m) => ({ default: m.PricePresentationScreen })),
)
const PaymentScreen = lazy(() => loadCode(() => import('../screens/payment/PaymentScreen')).then((m) => ({ default: m.PaymentScreen })))
const ThankYouScreen = lazy(() => loadCode(() => import('../screens/thank-you/ThankYouScreen')).then((m) => ({ default: m.ThankYouScreen })))
const InstalmentsScreen = lazy(() => loadCode(() => import('../screens/instalments/InstalmentsScreen')).then((m) => ({ default: m.InstalmentsScreen })))
const RecallScreen = lazy(() => loadCode(() => import('../screens/recall/RecallScreen')).then((m) => ({ default: m.RecallScreen })))
const DeepLinkScreen = lazy(() => loadCode(() => import('../screens/recall/DeepLinkScreen')).then((m) => ({ default: m.DeepLinkScreen })))
const SummaryScreen = lazy(() => loadCode(() => import('../screens/summary/SummaryScreen')).then((m) => ({ default: m.SummaryScreen })))
const AddonsScreen = lazy(() => loadCode(() => import('../screens/addons/AddonsScreen')).then((m) => ({ default: m.AddonsScreen })))
const results = () => loadCode(() => import('../screens/results/pages'))
const DeclinedPage = lazy(() => results().then((m) => ({ default: m.DeclinedPage })))
const SiraDeclinedPage = lazy(() => results().then((m) => ({ default: m.SiraDeclinedPage })))
const ExceptionPage = lazy(() => results().then((m) => ({ default: m.ExceptionPage })))
const ExpiredPage = lazy(() => results().then((m) => ({ default: m.ExpiredPage })))
const FailedPage = lazy(() => results().then((m) => ({ default: m.FailedPage })))
const InstalmentsDeclinedPage = lazy(() => results().then((m) => ({ default: m.InstalmentsDeclinedPage })))
const NotFoundPage = lazy(() => results().then((m) => ({ default: m.NotFoundPage })))
const HelpPage = lazy(() => loadCode(() => import('../screens/results/HelpPage')).then((m) => ({ default: m.HelpPage })))

/**
 * The route table of both spec documents. `/` and `/quote` redirect to the form; anything else is NotFound.
 * Declarative routes (no data router): they weigh about half as much, and the sagas, not loaders, fetch.
 */
export const AppRoutes = () => (
  <Routes>
    <Route element={<Layout />}>
      {REDIRECTS_TO_FORM.map((path) => (
        <Route key={path} path={path} element={<Navigate to={ROUTES.QuoteCreateForm} replace />} />
      ))}
      <Route path={ROUTES.QuoteCreateForm} element={<QuoteCreateScreen />} />
      <Route path={ROUTES.QuoteEditForm} element={<QuoteEditScreen />} />
      <Route path={ROUTES.PricePresentation} element={<PricePresentationScreen />} />
      <Route path={ROUTES.Addons} element={<AddonsScreen />} />
      <Route path={ROUTES.Summary} element={<SummaryScreen />} />
      <Route path={ROUTES.Payment} element={<PaymentScreen />} />
      <Route path={ROUTES.Recall} element={<RecallScreen />} />
      <Route path={ROUTES.DeepLink} element={<DeepLinkScreen />} />
      <Route path={ROUTES.Instalments} element={<InstalmentsScreen />} />
      <Route path={ROUTES.ThankYou} element={<ThankYouScreen />} />
      <Route path={ROUTES.Declined} element={<DeclinedPage />} />
      <Route path={ROUTES.SiraDeclined} element={<SiraDeclinedPage />} />
      <Route path={ROUTES.Exception} element={<ExceptionPage />} />
      <Route path={ROUTES.Expired} element={<ExpiredPage />} />
      <Route path={ROUTES.Failed} element={<FailedPage />} />
      <Route path={ROUTES.InstalmentsDeclined} element={<InstalmentsDeclinedPage />} />
      <Route path={HELP_PATH} element={<HelpPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
)
