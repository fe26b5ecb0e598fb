import { selectProposal } from '../../../reducers/proposal-selectors'
import { useAppSelector } from '../../app/store-context'
import { useToday } from '../../app/today'
import { useOptions } from '../../components/question/use-list-options'
import { DEMANDS_HEADING, demandsAndNeeds } from '../../domain/demands-and-needs'

/**
 * The demands-and-needs statement of a non-advised sale (the domain's `demandsAndNeeds`, the quote e-mail's too):
 * the rider's needs from their own answers and choices, that the policy meets them, and that no personal
 * recommendation was given. On the Summary, before payment. A list value reads as its code while its list loads.
 */
export const DemandsAndNeeds = () => {
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const uses = useOptions('vehicle_class_of_use', undefined, null)
  const covers = useOptions('cover_type', undefined, null)
  const named = (list: 'vehicle_class_of_use' | 'cover_type', code: string | null | undefined): string => {
    const options = list === 'cover_type' ? covers : uses
    if (code == null) return '—'
    return options === undefined ? code : (options.find((o) => o.value === code)?.label ?? 'Unknown')
  }
  const [needs, meets, noAdvice] = demandsAndNeeds(proposal, today, named)
  return (
    <section aria-labelledby="demands-heading" className="demands-and-needs" data-testid="demands-and-needs">
      <h2 id="demands-heading">{DEMANDS_HEADING}</h2>
      <p>{needs}</p>
      <p>{meets}</p>
      <p>{noAdvice}</p>
    </section>
  )
}
