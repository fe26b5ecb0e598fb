export { ErrorSummary } from './ErrorSummary'
export type { ErrorSummaryProps, FieldError } from './ErrorSummary'
