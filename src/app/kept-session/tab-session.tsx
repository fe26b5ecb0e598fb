import { createContext, useContext, type ReactNode } from 'react'

/** What the screens may do with the tab's kept session: say once that a kept one was refused, and start again. */
export interface TabSession {
  /** The sentence saying a kept session could not be brought back, or null. */
  readonly notice: string | null
  /** Forgets the kept session and opens a new quote form. */
  startAgain(): void
}

/** Outside a running app (the build's pre-render) nothing is kept and there is nothing to forget. */
const NOTHING_KEPT: TabSession = { notice: null, startAgain: () => undefined }

const TabSessionContext = createContext<TabSession>(NOTHING_KEPT)

export const TabSessionProvider = ({ tab, children }: { tab: TabSession | undefined; children: ReactNode }) => (
  <TabSessionContext.Provider value={tab ?? NOTHING_KEPT}>{children}</TabSessionContext.Provider>
)

export const useTabSession = (): TabSession => useContext(TabSessionContext)
