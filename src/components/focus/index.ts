export { FOCUSABLE_SELECTOR, focusField, focusableWithin, isFocusable } from './focusable'
