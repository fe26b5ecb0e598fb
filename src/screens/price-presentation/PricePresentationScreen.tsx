import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { command } from '../../domain/commands'
import { selectProposal } from '../../../reducers/proposal-selectors'

const pounds = (n: number | null | undefined): string =>
  n == null ? '—' : `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * PricePresentation, as far as the quote-form issue takes it: the quote reference and the premium for the
 * uuid in the address. The full screen (payment choice, excess, extras…) comes with its own issue.
 */
export const PricePresentationScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const proposal = useAppSelector(selectProposal)
  useEffect(() => {
    if (uuid !== null && proposal.uuid !== uuid) dispatch(command('proposal/LoadProposal', { uuid }))
  }, [uuid, proposal.uuid, dispatch])
  const quote = proposal.uuid === uuid ? proposal.quote : null
  return (
    <section>
      <h1>Your quote</h1>
      {quote == null ? (
        <p role="status">Loading your quote…</p>
      ) : (
        <dl className="summary-list">
          <div>
            <dt>Quote reference</dt>
            <dd data-testid="quote-reference">{quote.reference}</dd>
          </div>
          <div>
            <dt>Annual premium (including Insurance Premium Tax)</dt>
            <dd data-testid="quote-premium">{pounds(quote.premium)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
