import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { createAppStore } from '../../../src/app/store'
import { StoreProvider } from '../../../src/app/store-context'
import { ClockProvider } from '../../../src/app/today'
import { fakeDeps } from '../../sagas/fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

type Fakes = Parameters<typeof fakeDeps>[0]

/**
 * `screen` rendered at `path` in a real store (its sagas running against a fake API answering `fakes`), as the
 * route table draws it: returns the store and the API calls made so far.
 */
export const renderAt = (path: string, screen: ReactNode, fakes: Fakes = {}) => {
  const { deps, calls } = fakeDeps(fakes, NOW)
  const { store, log } = createAppStore(deps)
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store} log={log}>
        <ClockProvider clock={deps.clock}>{screen}</ClockProvider>
      </StoreProvider>
    </MemoryRouter>,
  )
  return { calls, store }
}
