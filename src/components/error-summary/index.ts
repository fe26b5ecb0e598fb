export { ErrorSummary } from './ErrorSummary'
export type { FieldError } from './ErrorSummary'
