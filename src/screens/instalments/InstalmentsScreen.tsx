import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { selectJourney } from '../../../reducers/journey-selectors'
import { selectHolderAddress, selectHolderMustBeThirdParty, selectProposal, selectThirdPartyHolder } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { Modal } from '../../components/modal'
import { selectRefusedMessage } from '../../form/form-selectors'
import {
  ACCOUNT_HOLDER,
  ACCOUNT_NAME,
  ACCOUNT_NUMBER,
  HOLDER_ADDRESS,
  HOLDER_POSTCODE,
  SORT_CODE,
  THIRD_PARTY_HOLDER,
} from '../../form/screens/instalments'
import { command } from '../../domain/commands'
import { DIRECT_DEBIT_NOTICE_WORKING_DAYS } from '../../domain/constants'
import { event } from '../../domain/events'
import { PROPOSAL_SCREEN_HEADINGS, ROUTES, withUuid } from '../../domain/routes'
import { AddressLookup } from '../quote-form/AddressLookup'
import { CheckedQuestionField } from '../../components/question'
import { ScreenSkeleton, useDrawnWhenReady } from '../../components/screen-skeleton'

const GUARANTEE = [
  'The Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  `If there are any changes to the amount, date or frequency of your Direct Debit we will notify you ${DIRECT_DEBIT_NOTICE_WORKING_DAYS} working days in advance of your account being debited or as otherwise agreed.`,
  'If an error is made in the payment of your Direct Debit, by us or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
]

/**
 * Instalments (`/quote/instalments?uuid=`, 001 §2, §4): the Direct Debit Guarantee (a modal), whether the
 * proposer holds the account (a proposer under 18 cannot: the holder is a third party, and a notice says so),
 * the name on the account (the proposer's full name when they hold it), a third-party holder's details and
 * address, account number and sort code; the server's message in a highlighted block, scrolled to; Back to the
 * summary, Continue (the saga sends pay-monthly).
 */
export const InstalmentsScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const journey = useAppSelector(selectJourney)
  const mustBeThirdParty = useAppSelector(selectHolderMustBeThirdParty, today)
  const thirdParty = useAppSelector(selectThirdPartyHolder)
  const holderAddress = useAppSelector(selectHolderAddress)
  const serverMessage = useRef<HTMLDivElement>(null)
  const loaded = proposal.uuid === uuid && proposal.quote != null
  useEffect(() => {
    if (loaded && mustBeThirdParty && proposal.direct_debit?.is_proposer_account_holder !== false) {
      dispatch(event('proposal/AccountHolderAnswered', { isProposer: false }))
    }
  }, [loaded, mustBeThirdParty, proposal.direct_debit?.is_proposer_account_holder, dispatch])
  useEffect(() => {
    if (journey.directDebitMessage !== null) {
      serverMessage.current?.scrollIntoView({ block: 'center' })
      serverMessage.current?.focus()
    }
  }, [journey.directDebitMessage])
  const refused = journey.refusedFields
  const addressError = useAppSelector(selectRefusedMessage, HOLDER_ADDRESS, today)
  const postcodeError = useAppSelector(selectRefusedMessage, HOLDER_POSTCODE, today)
  useEffect(() => {
    const first = refused[0]
    if (first !== undefined) document.getElementById(first)?.focus()
  }, [refused])

  const drawn = useDrawnWhenReady(loaded)
  if (!loaded || !drawn) {
    return <ScreenSkeleton heading={PROPOSAL_SCREEN_HEADINGS.Instalments} blocks={['field', 'field', 'field', 'field', 'buttons']} className="instalments-skeleton" />
  }
  const guaranteeOpen = journey.modals.includes('direct-debit-guarantee')
  return (
    <section className="instalments-page">
      <h1>{PROPOSAL_SCREEN_HEADINGS.Instalments}</h1>
      <p>
        Your payments are protected by the{' '}
        <button type="button" className="button-link" onClick={() => dispatch(event('journey/ModalOpened', { modal: 'direct-debit-guarantee' }))}>
          Direct Debit Guarantee
        </button>
        .
      </p>
      {journey.directDebitMessage !== null && (
        <div ref={serverMessage} className="error-summary" role="alert" tabIndex={-1} data-testid="direct-debit-message">
          <p>{journey.directDebitMessage}</p>
        </div>
      )}
      {mustBeThirdParty ? (
        <p className="notice" data-testid="over-18-notice">
          As you are under 18, the bank account must be held by someone aged 18 or over. Please give their details below.
        </p>
      ) : (
        <CheckedQuestionField q={ACCOUNT_HOLDER} />
      )}
      <CheckedQuestionField q={ACCOUNT_NAME} />
      {THIRD_PARTY_HOLDER.map((q) => (
        <CheckedQuestionField key={q.id} q={q} />
      ))}
      {thirdParty && (
        <AddressLookup
          postcode={HOLDER_POSTCODE}
          address={HOLDER_ADDRESS}
          postcodeError={postcodeError}
          addressError={addressError}
          holder={{
            chosen: holderAddress,
            heading: "Account holder's address",
            choose: (a) => event('proposal/DetailAnswered', { field: 'direct_debit.third_party.address', value: a }),
            reset: () => event('proposal/DetailAnswered', { field: 'direct_debit.third_party.address', value: null }),
          }}
        />
      )}
      <CheckedQuestionField q={ACCOUNT_NUMBER} />
      <CheckedQuestionField q={SORT_CODE} />
      <div className="button-group">
        <Link className="button button--secondary" to={withUuid(ROUTES.Summary, uuid)}>
          Back
        </Link>
        <button type="button" className="button" onClick={() => dispatch(command('instalments/Continue', {}))}>
          Continue
        </button>
      </div>
      {guaranteeOpen && (
        <Modal title="The Direct Debit Guarantee" onClose={() => dispatch(event('journey/ModalClosed', { modal: 'direct-debit-guarantee' }))}>
          <ul>
            {GUARANTEE.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </Modal>
      )}
    </section>
  )
}
