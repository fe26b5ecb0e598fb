import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { selectAddressProposalElsewhere, selectAddressProposalMissing } from '../../reducers/journey-selectors'
import { QuoteNotFound } from '../components/quote-not-found'
import { command } from '../domain/commands'
import { OPENS_ADDRESS_PROPOSAL, PROPOSAL_SCREEN_HEADINGS, withUuid, type ProposalScreen } from '../domain/routes'
import { useAppSelector, useDispatch } from './store-context'

/**
 * Asks the server for the proposal the address's `uuid` names each time a screen opens on it (001 §4's redirects
 * and §8's routing apply to what it answers), also when the tab holds it: a tab that kept it, or one arriving from
 * another screen, shows the held proposal meanwhile, never instead. The screen is among the effect's inputs, as the
 * router keeps this component from one proposal screen to the next. Drawn before the screen, so its effect runs
 * before the screen's own. Draws nothing.
 */
const LoadAddressProposal = ({ screen, uuid }: { screen: ProposalScreen; uuid: string | null }) => {
  const dispatch = useDispatch()
  useEffect(() => {
    if (uuid !== null) dispatch(command('proposal/LoadProposal', { uuid }))
  }, [screen, uuid, dispatch])
  return null
}

/** Whether the app runs in a browser: the build's pre-render renders with the server snapshot, false. */
const noChanges = (): (() => void) => () => undefined
const running = (): boolean => true
const preRendering = (): boolean => false

/**
 * Around a screen of PROPOSAL_SCREEN_HEADINGS (src/domain/routes.ts) in the route table. When the proposal its
 * address names is missing (`selectAddressProposalMissing`: the server did not know the uuid, or there is no uuid
 * and no proposal), draws the notice that the quote cannot be found, under the screen's heading, in the screen's
 * place. An address that names no proposal while the tab holds one (`selectAddressProposalElsewhere`) is replaced by
 * the held proposal's address, so the screen shows that one. Otherwise draws the screen. A screen of
 * OPENS_ADDRESS_PROPOSAL is drawn after `LoadAddressProposal`, whose effect so runs before the screen's own (this
 * component has none); it asks also under the notice (a tab that kept a not_found answer asks again as it opens).
 * The build's pre-render, which knows no address's query, draws the screen (its skeleton) whatever the store holds.
 */
export const AddressProposal = ({ screen, children }: { screen: ProposalScreen; children: ReactNode }) => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const inBrowser = useSyncExternalStore(noChanges, running, preRendering)
  const { pathname } = useLocation()
  const elsewhere = useAppSelector(selectAddressProposalElsewhere, uuid)
  const missing = useAppSelector(selectAddressProposalMissing, uuid)
  if (inBrowser && elsewhere !== null) return <Navigate to={withUuid(pathname, elsewhere)} replace />
  return (
    <>
      {OPENS_ADDRESS_PROPOSAL.has(screen) ? <LoadAddressProposal screen={screen} uuid={uuid} /> : null}
      {missing && inBrowser ? <QuoteNotFound heading={PROPOSAL_SCREEN_HEADINGS[screen]} /> : children}
    </>
  )
}
