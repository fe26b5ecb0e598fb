/** Money as the server gives it, in pounds: £1,234.56 (— when absent). */
export const formatPounds = (n: number | null | undefined): string =>
  n == null ? '—' : `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
