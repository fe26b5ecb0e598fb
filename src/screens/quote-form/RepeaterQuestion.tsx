import { useEffect } from 'react'
import type { Question } from '../../form'
import { RepeaterBase } from './RepeaterBase'
import { lazyScreen, prefetchAfterPaint } from '../../app/lazy-screen'

const RIDER_DIALOG = lazyScreen(() => import('./modals/RiderModal').then((m) => m.default))
const RiderModal = RIDER_DIALOG.Screen

/**
 * A question of the form with a list under it (claims, convictions, modifications, additional riders): the
 * repeater block with every item dialog, the additional-rider dialog included.
 */
export const RepeaterQuestion = ({ q, error }: { q: Question; error: string | null }) => {
  // The rider dialog is fetched once the riders' question is drawn, as the other item dialogs are.
  const riders = q.repeater?.item === 'additional rider'
  useEffect(() => (riders ? prefetchAfterPaint(RIDER_DIALOG) : undefined), [riders])
  return <RepeaterBase q={q} error={error} RiderDialog={RiderModal} />
}
