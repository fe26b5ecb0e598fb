import type { compose } from 'redux'

/** What the Redux DevTools browser extension puts on the page: called with options, it answers a compose. */
type DevtoolsCompose = (options: { readonly name: string; readonly trace: boolean }) => typeof compose

/**
 * The Redux DevTools extension's compose when the extension is installed (development builds only: main.tsx
 * reaches this module behind its NODE_ENV check), so a developer sees every stamped event, command and the
 * folded state in the extension, and can jump between them; undefined without the extension.
 */
export const devtoolsCompose = (win: object = window): typeof compose | undefined => {
  const ext = (win as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevtoolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
  return typeof ext === 'function' ? ext({ name: 'Ride Cover (development)', trace: false }) : undefined
}
