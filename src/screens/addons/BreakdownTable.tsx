import { useDispatch } from '../../app/store-context'
import { Button } from '../../components'
import type { Addon } from '../../domain/codecs'
import { commitAnswer } from '../../form'
import { addonQuestion } from '../../form/screens/addons'
import { formatPounds } from '../../domain/formats'

/** The rows of the breakdown comparison and the tiers that include each (001 §2: European cover is in none). */
const BREAKDOWN_FEATURES: readonly { readonly label: string; readonly tiers: readonly string[] }[] = [
  { label: 'Roadside assistance', tiers: ['B1', 'B2', 'B3'] },
  { label: 'Local recovery', tiers: ['B1', 'B2', 'B3'] },
  { label: 'Home assist', tiers: ['B2', 'B3'] },
  { label: 'National recovery', tiers: ['B3'] },
  { label: 'European cover', tiers: [] },
]

/**
 * The 'If you breakdown...' comparison (J2.66-67): B1, B2 and B3 side by side, a row per benefit, and an Add
 * or Remove button per tier. Adding a tier commits the tier's question as true (the reducer deselects the
 * others, J4.04); Remove commits false.
 */
export const BreakdownTable = ({ tiers }: { tiers: readonly Addon[] }) => {
  const dispatch = useDispatch()
  const decide = (a: Addon, selected: boolean): void => {
    const c = commitAnswer(addonQuestion(a), selected)
    if (c.ok) dispatch(c.action)
  }
  return (
    <div className="table-scroll" role="region" aria-label="Breakdown cover compared" tabIndex={0}>
      <table className="breakdown-table" data-testid="breakdown-table">
        <thead>
          <tr>
            <th scope="col">Cover</th>
            {tiers.map((a) => (
              <th key={a.code} scope="col" data-code={a.code}>
                {a.description ?? a.code}
                <span className="breakdown-table__price">{formatPounds(a.premium)} a year</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BREAKDOWN_FEATURES.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              {tiers.map((a) => (
                <td key={a.code} className={f.tiers.includes(a.code) ? 'breakdown-table__yes' : 'breakdown-table__no'}>
                  {f.tiers.includes(a.code) ? 'Included' : 'Not included'}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Your choice</th>
            {tiers.map((a) => (
              <td key={a.code}>
                {a.is_selected === true ? (
                  <Button variant="secondary" aria-label={`Remove ${a.description ?? a.code}`} data-testid={`remove-${a.code}`} onClick={() => decide(a, false)}>
                    Remove
                  </Button>
                ) : (
                  <Button aria-label={`Add ${a.description ?? a.code}`} data-testid={`add-${a.code}`} onClick={() => decide(a, true)}>
                    Add
                  </Button>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
