import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { selectProposal } from '../../reducers/proposal-selectors'
import { command } from '../domain/commands'
import { useAppSelector, useDispatch } from './store-context'

/**
 * Beside a screen of OPENS_ADDRESS_PROPOSAL (src/domain/routes.ts) in the route table: asks for the proposal the
 * address's `uuid` names when the store holds another or none (001 §4's redirects apply to what the server
 * answers). Its effect runs before the screen's own, its sibling after it. Draws nothing.
 */
export const AddressProposal = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const held = useAppSelector(selectProposal).uuid
  const dispatch = useDispatch()
  useEffect(() => {
    if (uuid !== null && held !== uuid) dispatch(command('proposal/LoadProposal', { uuid }))
  }, [uuid, held, dispatch])
  return null
}
