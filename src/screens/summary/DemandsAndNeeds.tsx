import { selectBasket, selectDeclinedExtras, selectProposal } from '../../../reducers/proposal-selectors'
import { useAppSelector } from '../../app/store-context'
import { useToday } from '../../app/today'
import { ListValue } from '../../components/question'
import { HELP } from '../../domain/firm'
import { formatPounds } from '../../domain/formats'

/** Names joined as a sentence says them: 'a', 'a and b', 'a, b and c'. */
const joined = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`

/**
 * The demands-and-needs statement of a non-advised sale, built from the rider's own answers and choices: the bike
 * and its use, who rides it, the cover and the voluntary excess, the extras added and those turned down; that the
 * policy meets the needs they told us; and that no personal recommendation was given. On the Summary, before
 * payment.
 */
export const DemandsAndNeeds = () => {
  const today = useToday()
  const { risk } = useAppSelector(selectProposal)
  const basket = useAppSelector(selectBasket, today)
  const declined = useAppSelector(selectDeclinedExtras, today)
  const { vehicle } = risk
  const bike = [vehicle.year, vehicle.manufacturer, vehicle.model ?? vehicle.description].filter((p) => p != null && p !== '').join(' ')
  const others = risk.additional_drivers.length
  const riders = others === 0 ? 'you' : `you and ${others} other ${others === 1 ? 'rider' : 'riders'}`
  const added = (basket?.extras ?? []).map((e) => e.description)
  const turnedDown = [...declined.cards.map((a) => a.description ?? a.code), ...(declined.noBreakdown ? ['breakdown cover'] : [])]
  return (
    <section aria-labelledby="demands-heading" className="demands-and-needs" data-testid="demands-and-needs">
      <h2 id="demands-heading">What you told us you need</h2>
      <p>
        You want to insure your {bike === '' ? 'bike' : bike}, ridden by {riders}, for this use:{' '}
        <ListValue list="vehicle_class_of_use" code={vehicle.class_of_use} />. You chose{' '}
        <ListValue list="cover_type" code={vehicle.cover_type} /> cover with a voluntary excess of {formatPounds(risk.voluntary_excess ?? 0)}
        {added.length === 0 ? ', with no extras' : `, and added ${joined(added)}`}.
        {turnedDown.length > 0 && ` You chose not to add ${joined(turnedDown)}.`}
      </p>
      <p>This policy meets the needs you told us about.</p>
      <p>
        We have not given you a personal recommendation. You chose this policy and its extras yourself, from the information we gave you. If
        you are not sure it suits you, please call us on {HELP.phone} before you buy.
      </p>
    </section>
  )
}
