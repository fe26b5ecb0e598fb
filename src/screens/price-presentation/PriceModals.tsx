import { memo, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { selectOpenModalAmong } from '../../../reducers/journey-selectors'
import { selectHasQuote, selectPriceWarnings, selectUuid } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { Modal } from '../../components/modal'
import { event, type Modal as ModalId } from '../../domain/events'
import { ROUTES, withUuid } from '../../domain/routes'

const WARNINGS: readonly ModalId[] = ['removed-addon', 'tracker-warning', 'modifications-warning']

/**
 * The price page's warnings (001 §2), each opened once when the quote is first shown and one at a time: the
 * removed extra (Enhanced Personal Accident Cover is no longer available), the tracking device warning (an
 * endorsement with extra_info '41') and the modifications warning, for a price-comparison partner's quote, whose
 * form may not ask about modifications ('add modifications' → the edit form at step 2; 'confirm no modifications'
 * closes it).
 */
export const PriceWarningModals = memo(function PriceWarningModals() {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const uuid = useAppSelector(selectUuid)
  const hasQuote = useAppSelector(selectHasQuote)
  const warnings = useAppSelector(selectPriceWarnings)
  const open = useAppSelector(selectOpenModalAmong, WARNINGS)
  const shownFor = useRef<string | null>(null)
  useEffect(() => {
    if (uuid === null || !hasQuote || shownFor.current === uuid) return
    shownFor.current = uuid
    for (const m of warnings) dispatch(event('journey/ModalOpened', { modal: m }))
  }, [uuid, hasQuote, warnings, dispatch])
  const close = (m: ModalId) => dispatch(event('journey/ModalClosed', { modal: m }))

  if (open === 'removed-addon') {
    return (
      <Modal title="An extra has been removed" onClose={() => close(open)}>
        <p>Enhanced Personal Accident Cover is no longer available on your quote, so we have removed it and updated your premium.</p>
        <p className="button-group">
          <button type="button" className="button" onClick={() => close(open)}>
            OK
          </button>
        </p>
      </Modal>
    )
  }
  if (open === 'tracker-warning') {
    return (
      <Modal title="A tracking device is required" onClose={() => close(open)}>
        <p>Your quote requires a working GPS tracking device fitted to your motorcycle.</p>
        <p>If a tracker is not fitted, or is not operational, theft cover is excluded.</p>
        <p className="button-group">
          <button type="button" className="button" onClick={() => close(open)}>
            I understand
          </button>
        </p>
      </Modal>
    )
  }
  if (open === 'modifications-warning') {
    return (
      <Modal title="Is your motorcycle modified?" onClose={() => close(open)}>
        <p>Your quote assumes your motorcycle has not been modified from the manufacturer&apos;s standard specification.</p>
        <p className="button-group">
          <button type="button" className="button" onClick={() => close(open)}>
            Confirm no modifications
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              close(open)
              void navigate(`${withUuid(ROUTES.QuoteEditForm, uuid)}&step=2`)
            }}
          >
            Add modifications
          </button>
        </p>
      </Modal>
    )
  }
  return null
})
