import { lazy } from 'react'
import type { Question } from '../../form'
import { RepeaterBase } from './RepeaterBase'
import { loadCode } from '../../api/code-loading'

const RiderModal = lazy(() => loadCode(() => import('./modals/RiderModal')))

/**
 * A question of the form with a list under it (claims, convictions, modifications, additional riders): the
 * repeater block with every item dialog, the additional-rider dialog included.
 */
export const RepeaterQuestion = ({ q, error }: { q: Question; error: string | null }) => (
  <RepeaterBase q={q} error={error} RiderDialog={RiderModal} />
)
