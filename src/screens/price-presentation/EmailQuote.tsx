import { memo } from 'react'
import { selectQuoteEmailSent } from '../../../reducers/journey-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { command } from '../../domain/commands'

/**
 * 'Email yourself this quote' (001 §2): reads 'Email has been sent' once the server has sent it, and cannot be
 * sent again; a failed send changes nothing on screen (001 §8: logged only).
 */
export const EmailQuoteButton = memo(function EmailQuoteButton() {
  const dispatch = useDispatch()
  const sent = useAppSelector(selectQuoteEmailSent)
  return (
    <p>
      <button type="button" className="button button--secondary" disabled={sent} onClick={() => dispatch(command('quote/EmailQuote', {}))}>
        {sent ? 'Email has been sent' : 'Email yourself this quote'}
      </button>
    </p>
  )
})
