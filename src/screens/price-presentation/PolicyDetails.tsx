import { memo } from 'react'
import { endorsementLines } from '../../../reducers/proposal-selectors'
import { SafeHtml } from '../../components/safe-html'
import type { Quote } from '../../domain/codecs'
import { formatPounds } from '../../domain/formats'

/** Who an excess applies to: the proposer (driver 0) or the additional rider of that number. */
const riderName = (driver: number, names: readonly string[]): string => names[driver] ?? `Rider ${String(driver + 1)}`

/**
 * Excesses and endorsements (001 §2; only when a quote exists): the excess table in its desktop layout (one
 * table, a row per rider and section) and its mobile layout (a card per section), switched at 885 px by CSS;
 * each endorsement's HTML through DOMPurify, plus 'Riding other bikes is excluded' unless endorsement 39 is
 * present; the policy wording and insurance product information documents.
 */
export const PolicyDetails = memo(function PolicyDetails({ quote, riders, voluntaryExcess }: { quote: Quote; riders: readonly string[]; voluntaryExcess: number }) {
  return (
    <section aria-labelledby="excesses-heading">
      <h2 id="excesses-heading">Excesses and endorsements</h2>
      <p>
        Compulsory excess {formatPounds(quote.compulsory_excess)}; voluntary excess {formatPounds(voluntaryExcess)}. The total you pay towards
        a claim is shown for each part of the cover.
      </p>
      <div className="excess-table excess-table--desktop table-scroll" role="region" aria-label="Excesses (scrolls sideways)" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Rider</th>
              <th scope="col">Section of the policy</th>
              <th scope="col">Total excess</th>
            </tr>
          </thead>
          <tbody>
            {quote.excesses.map((x) => (
              <tr key={`${String(x.driver)}-${x.policy_section}`}>
                <td>{riderName(x.driver, riders)}</td>
                <td>{x.policy_section}</td>
                <td>{formatPounds(x.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="excess-table excess-table--mobile" aria-label="Excesses">
        {quote.excesses.map((x) => (
          <li key={`${String(x.driver)}-${x.policy_section}`}>
            <strong>{x.policy_section}</strong>: {formatPounds(x.value)} <span className="hint">({riderName(x.driver, riders)})</span>
          </li>
        ))}
      </ul>
      <h3>Endorsements</h3>
      <ul className="endorsements" data-testid="endorsements">
        {endorsementLines(quote.endorsements).map((html, i) => (
          <SafeHtml key={i} as="li" html={html} />
        ))}
      </ul>
      <h3>Your documents</h3>
      <ul>
        {quote.wordings.policyDocumentUrl != null && (
          <li>
            <a href={quote.wordings.policyDocumentUrl} target="_blank" rel="noopener">
              Policy wording (opens in a new tab)
            </a>
          </li>
        )}
        {quote.ipids.map((d) => (
          <li key={d.url}>
            <a href={d.url} target="_blank" rel="noopener">
              {d.name ?? 'Insurance Product Information Document'} (opens in a new tab)
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
})
