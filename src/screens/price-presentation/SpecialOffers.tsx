import { memo } from 'react'
import { selectPartnerSource, selectShowsSpecialOffers } from '../../../reducers/proposal-selectors'
import { useAppSelector } from '../../app/store-context'
import { PartnerBanner } from '../../components/partner-banner'

/**
 * Special offers (001 §2: only when source_of_business is set and is not Website); a price-comparison partner's
 * quote (105, 114, 112, 115, 104) also shows the partner's logo and thank-you message.
 */
export const SpecialOffers = memo(function SpecialOffers() {
  const shows = useAppSelector(selectShowsSpecialOffers)
  const partner = useAppSelector(selectPartnerSource)
  if (!shows) return null
  return (
    <section aria-labelledby="offers-heading" className="special-offers">
      <h2 id="offers-heading">Special offers</h2>
      {partner !== null && <PartnerBanner source={partner}>Thank you for coming to RideCover through our partner.</PartnerBanner>}
      <p>You came to us through one of our partners. The price shown is the price you pay, with any offer you were shown already in it.</p>
    </section>
  )
})
