import { useDispatch } from '../../app/store-context'
import { Button, Modal } from '../../components'
import { event } from '../../domain/events'

/**
 * The 'Sorry!' modal: one medical condition per quote between all drivers (000 §8). In a bundle of its own, as
 * the form's first page never shows it; OK or closing it closes it.
 */
export const MedicalLimitModal = () => {
  const dispatch = useDispatch()
  return (
    <Modal title="Sorry!" onClose={() => dispatch(event('journey/ModalClosed', { modal: 'medical-limit' }))}>
      <p>We can only accept a limit of one medical condition per quote between all drivers on the policy.</p>
      <Button onClick={() => dispatch(event('journey/ModalClosed', { modal: 'medical-limit' }))}>OK</Button>
    </Modal>
  )
}
