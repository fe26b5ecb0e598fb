import 'global-jsdom/register'
import type { JSDOM } from 'jsdom'

interface DomGlobals {
  window?: unknown
  document?: unknown
  $jsdom?: JSDOM
}

/**
 * Puts global-jsdom's window and document back when an earlier test file replaced or deleted them (mocha runs
 * every file in one process; test/api/browser-transport swaps in fakes and deletes both after each test).
 * Component tests call it in a beforeEach.
 */
export const restoreJsdomGlobals = (): void => {
  const g = globalThis as DomGlobals
  const jsdom = g.$jsdom
  if (jsdom === undefined) throw new Error('global-jsdom/register is not loaded')
  if (g.document !== jsdom.window.document) {
    g.window = jsdom.window
    g.document = jsdom.window.document
  }
}
