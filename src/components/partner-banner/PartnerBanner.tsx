import type { ReactNode } from 'react'

/**
 * A price-comparison partner's logo (drawn here, nothing fetched) and its thank-you message (001 §1: source of
 * business codes 105, 114, 112, 115 and 104), on the form and on the price page.
 */
export const PartnerBanner = ({ source, children }: { source: string; children: ReactNode }) => (
  <div className="partner" role="note" data-testid="partner-banner">
    <svg width="64" height="32" viewBox="0 0 64 32" role="img" aria-label={`Partner ${source} logo`}>
      <rect width="64" height="32" rx="4" fill="#0b3d63" />
      <text x="32" y="21" textAnchor="middle" fontSize="13" fill="#fff" fontFamily="system-ui, Arial, sans-serif">
        {source}
      </text>
    </svg>
    <p>{children}</p>
  </div>
)
