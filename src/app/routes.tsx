import { Navigate, Route, Routes } from 'react-router-dom'
import { flowsReadyFor } from '../../sagas/root'
import { command, type Command } from '../domain/commands'
import { HELP_PATH, isProposalScreen, REDIRECTS_TO_FORM, ROUTES, routeNameOf, type RouteName } from '../domain/routes'
import { AddressProposal } from './address-proposal'
import { Layout } from './layout/Layout'
import { lazyScreen, type LazyScreen } from './lazy-screen'

/**
 * A screen's bundle, answered once the flow of `judge`, the command by which the screen judges what the rider gave
 * (its Continue), can run at once (sagas/flows.ts): pressed on the screen, the command reaches its flow as it is
 * given, and the flow judges the answers it was pressed on. Held for its code instead (the store's gate holds
 * commands, not events), it would be judged on the answers given after it as well: an e-mail left without '@',
 * Continue, the e-mail put right at once, and the summary went on to Payment. Code that cannot load leaves the
 * command to meet the failure when it is given, as before: the screen is drawn all the same. Its table entry keeps
 * the shape scripts/route-pages.ts reads from the build (`lazyScreen(() => ….then((m) => m.SummaryScreen))`).
 */
const judgedAtOnce = <M,>(judge: Command, load: () => Promise<M>): Promise<M> =>
  Promise.all([load(), flowsReadyFor(judge).catch(() => undefined)]).then(([module]) => module)

/**
 * Each screen of the route table, loaded on demand in its own bundle (a bundle a new build replaced reloads the
 * page: lazyScreen loads through loadCode), the firm's own pages among them; the help page beside them.
 */
const SCREENS: Record<RouteName | 'Help', LazyScreen> = {
  QuoteCreateForm: lazyScreen(() => import('../screens/quote-form/QuoteFormScreen').then((m) => m.QuoteCreateScreen)),
  QuoteEditForm: lazyScreen(() => import('../screens/quote-form/QuoteFormScreen').then((m) => m.QuoteEditScreen)),
  PricePresentation: lazyScreen(() => import('../screens/price-presentation/PricePresentationScreen').then((m) => m.PricePresentationScreen)),
  Addons: lazyScreen(() => import('../screens/addons/AddonsScreen').then((m) => m.AddonsScreen)),
  Summary: lazyScreen(() => judgedAtOnce(command('summary/Continue', {}), () => import('../screens/summary/SummaryScreen')).then((m) => m.SummaryScreen)),
  Payment: lazyScreen(() => import('../screens/payment/PaymentScreen').then((m) => m.PaymentScreen)),
  Instalments: lazyScreen(() => judgedAtOnce(command('instalments/Continue', {}), () => import('../screens/instalments/InstalmentsScreen')).then((m) => m.InstalmentsScreen)),
  InstalmentsDeclined: lazyScreen(() => import('../screens/results/pages').then((m) => m.InstalmentsDeclinedPage)),
  ThankYou: lazyScreen(() => import('../screens/thank-you/ThankYouScreen').then((m) => m.ThankYouScreen)),
  Failed: lazyScreen(() => import('../screens/results/pages').then((m) => m.FailedPage)),
  Declined: lazyScreen(() => import('../screens/results/pages').then((m) => m.DeclinedPage)),
  SiraDeclined: lazyScreen(() => import('../screens/results/pages').then((m) => m.SiraDeclinedPage)),
  Expired: lazyScreen(() => import('../screens/results/pages').then((m) => m.ExpiredPage)),
  Exception: lazyScreen(() => import('../screens/results/pages').then((m) => m.ExceptionPage)),
  Recall: lazyScreen(() => import('../screens/recall/RecallScreen').then((m) => m.RecallScreen)),
  DeepLink: lazyScreen(() => import('../screens/recall/DeepLinkScreen').then((m) => m.DeepLinkScreen)),
  PrivacyNotice: lazyScreen(() => import('../screens/firm/PrivacyNoticePage').then((m) => m.PrivacyNoticePage)),
  AboutUs: lazyScreen(() => import('../screens/firm/AboutUsPage').then((m) => m.AboutUsPage)),
  NotFound: lazyScreen(() => import('../screens/results/pages').then((m) => m.NotFoundPage)),
  Help: lazyScreen(() => import('../screens/results/HelpPage').then((m) => m.HelpPage)),
}

/**
 * Fetches the bundle of the screen a path shows, so that the app's first render draws that screen at once (the
 * frame never stands with a loading line where the screen then arrives and pushes the help column and the footer
 * down). Never rejects: a bundle that cannot load is the route's error boundary's to report when it renders.
 */
export const preloadScreenAt = (path: string): Promise<void> => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return SCREENS[clean === HELP_PATH ? 'Help' : routeNameOf(clean)].preload().catch(() => undefined)
}

/**
 * The route table of both spec documents. `/` and `/quote` redirect to the form; anything else is NotFound. A
 * screen that shows the proposal its address names (PROPOSAL_SCREEN_HEADINGS) is drawn in AddressProposal: a
 * screen of OPENS_ADDRESS_PROPOSAL opens on that proposal (its load runs before the screen's effects), and each
 * says in its place when that proposal cannot be found.
 * Declarative routes (no data router): they weigh about half as much, and the sagas, not loaders, fetch.
 */
export const AppRoutes = () => (
  <Routes>
    <Route element={<Layout />}>
      {REDIRECTS_TO_FORM.map((path) => (
        <Route key={path} path={path} element={<Navigate to={ROUTES.QuoteCreateForm} replace />} />
      ))}
      {(Object.keys(ROUTES) as (keyof typeof ROUTES)[]).map((name) => {
        const { Screen } = SCREENS[name]
        const element = isProposalScreen(name) ? (
          <AddressProposal screen={name}>
            <Screen />
          </AddressProposal>
        ) : (
          <Screen />
        )
        return <Route key={name} path={ROUTES[name]} element={element} />
      })}
      <Route path={HELP_PATH} element={<SCREENS.Help.Screen />} />
      <Route path="*" element={<SCREENS.NotFound.Screen />} />
    </Route>
  </Routes>
)
