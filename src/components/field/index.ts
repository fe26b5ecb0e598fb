export { ErrorIcon, ErrorMessage, Field, describeControl, errorId, hintId } from './Field'
export type { ControlDescription, FieldProps } from './Field'
