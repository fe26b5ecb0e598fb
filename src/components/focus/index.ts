export { focusField, focusableWithin } from './focusable'
