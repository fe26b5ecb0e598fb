import { registerLaterSections } from '../../src/form/questions'
import { LATER_SECTIONS } from '../../src/form/sections/later'

/*
 * Loaded by mocha before any test file (.mocharc.cjs `require`): sections 2 to 5 of the quote form load on
 * demand in the app (the first page carries only section 1); the unit tests judge every section synchronously,
 * often while declaring their tests, so the sections are registered here, from a static import, before the
 * test files are read. Mocha reads some test files through require and some through import (two instances of a
 * module under tsx), so the imported instance is registered too, before the first test runs. The browser tests
 * prove the on-demand load itself.
 *
 * The flows that load on first use (sagas/lazy-flows.ts) are imported here too, before the first test: their
 * imported instances (and the selectors and reducers they import) would otherwise first load inside whichever
 * test starts a flow, and the mutation run would count what runs on loading them as that one test's, not as
 * loading, and test it with that test alone.
 */
registerLaterSections(LATER_SECTIONS)

export const mochaHooks = {
  async beforeAll(): Promise<void> {
    const [questions, later] = await Promise.all([
      import('../../src/form/questions'),
      import('../../src/form/sections/later'),
      import('../../sagas/after-quote'),
      import('../../sagas/form-steps'),
    ])
    questions.registerLaterSections(later.LATER_SECTIONS)
  },
}
