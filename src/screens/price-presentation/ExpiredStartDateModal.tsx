import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { Modal } from '../../components/modal'
import { selectQuestionMessage } from '../../form/form-selectors'
import { PANEL_QUESTIONS } from '../../form/screens/price-presentation'
import { command } from '../../domain/commands'
import { event } from '../../domain/events'
import { QuestionField } from '../../components/question'
import { selectStartDateExpired } from '../../../reducers/proposal-selectors'

const { startDate } = PANEL_QUESTIONS

/**
 * 'Your quote start date has expired' (001 §2): asks for a new start date; Submit updates the proposal and
 * requotes (a failure goes to Declined).
 */
export const ExpiredStartDateModal = ({ requoting }: { requoting: boolean }) => {
  const dispatch = useDispatch()
  const today = useToday()
  const problem = useAppSelector(selectQuestionMessage, startDate, today)
  const expired = useAppSelector(selectStartDateExpired, today)
  return (
    <Modal title="Your quote start date has expired" onClose={() => dispatch(event('journey/ModalClosed', { modal: 'expired-start-date' }))}>
      <p>The start date of your quote has passed. Please choose a new start date, from today up to 30 days ahead.</p>
      <QuestionField q={startDate} error={expired ? null : problem} />
      <p className="button-group">
        <button
          type="button"
          className="button"
          disabled={expired || problem !== null || requoting}
          onClick={() => dispatch(command('quote/Requote', { via: 'expired-start-date' }))}
        >
          Submit
        </button>
      </p>
    </Modal>
  )
}
