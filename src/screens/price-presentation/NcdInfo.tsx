import { memo, useState } from 'react'
import { Modal } from '../../components/modal'
import { ncdDiscountPercent } from '../../domain/constants'
import { NCD_STEP_BACK_YEARS, NCD_TABLE_CLAIMS, NCD_TABLE_MAX_YEARS, ncdAfterClaims } from '../../domain/rules'

/** The discount table of 001 §9, as rows of years and discount. */
const DISCOUNT_ROWS: readonly { years: string; percent: number }[] = [
  { years: '0', percent: ncdDiscountPercent(0) },
  { years: '1', percent: ncdDiscountPercent(1) },
  { years: '2 to 6', percent: ncdDiscountPercent(2) },
  { years: '7', percent: ncdDiscountPercent(7) },
  { years: '8', percent: ncdDiscountPercent(8) },
  { years: '9', percent: ncdDiscountPercent(9) },
  { years: '10 to 11', percent: ncdDiscountPercent(10) },
  { years: '12', percent: ncdDiscountPercent(12) },
  { years: '13 to 14', percent: ncdDiscountPercent(13) },
  { years: '15 to 16', percent: ncdDiscountPercent(15) },
  { years: '17 and over', percent: ncdDiscountPercent(17) },
]

const YEARS = Array.from({ length: NCD_TABLE_MAX_YEARS + 1 }, (_, n) => n)

/**
 * The no claims discount information (001 §2, §9): the rider's years and discount, the discount table, the
 * step-back table (NCD after 1, 2 or 3 claims in a year for 0 to 20 years, without and with protection) and
 * the NCD protection modal.
 */
export const NcdInfo = memo(function NcdInfo({ years, isProtected }: { years: number; isProtected: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="ncd-heading">
      <h2 id="ncd-heading">No claims discount</h2>
      <p data-testid="ncd-summary">
        {years} {years === 1 ? 'year' : 'years'} of no claims discount: {ncdDiscountPercent(years)}% off your premium
        {isProtected ? ', protected.' : '.'}
      </p>
      <details>
        <summary>How your discount is worked out</summary>
        <div className="table-scroll" role="region" aria-label="No claims discount by years (scrolls sideways)" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Years of no claims</th>
                <th scope="col">Discount</th>
              </tr>
            </thead>
            <tbody>
              {DISCOUNT_ROWS.map((r) => (
                <tr key={r.years}>
                  <td>{r.years}</td>
                  <td>{r.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <details>
        <summary>What happens to your discount after a claim</summary>
        <div className="table-scroll" role="region" aria-label="No claims discount after claims in one year (scrolls sideways)" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  Years now
                </th>
                {NCD_TABLE_CLAIMS.map((c) => (
                  <th key={c} scope="colgroup" colSpan={2}>
                    After {c} {c === 1 ? 'claim' : 'claims'} in a year
                  </th>
                ))}
              </tr>
              <tr>
                {NCD_TABLE_CLAIMS.flatMap((c) => [
                  <th key={`${String(c)}-u`} scope="col">
                    Not protected
                  </th>,
                  <th key={`${String(c)}-p`} scope="col">
                    Protected
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {YEARS.map((y) => (
                <tr key={y}>
                  <th scope="row">{y}</th>
                  {NCD_TABLE_CLAIMS.flatMap((c) => [
                    <td key={`${String(c)}-u`}>{ncdAfterClaims(y, c, false)}</td>,
                    <td key={`${String(c)}-p`}>{ncdAfterClaims(y, c, true)}</td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p>
        <button type="button" className="button-link" onClick={() => setOpen(true)}>
          What is no claims discount protection?
        </button>
      </p>
      {open && (
        <Modal title="No claims discount protection" onClose={() => setOpen(false)}>
          <p>
            Protecting your no claims discount means one claim in a policy year does not reduce it. Each further claim in
            the same year steps it back {NCD_STEP_BACK_YEARS} years, as the table shows.
          </p>
          <p>Protection does not stop your premium going up after a claim.</p>
          <p className="button-group">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </p>
        </Modal>
      )}
    </section>
  )
})
