export { fieldStop, focusField, focusableWithin } from './focusable'
export { useFocusLanding } from './focus-landing'
export { FocusLanding, returnFocus } from './return-focus'
