import { useDeferredValue } from 'react'

/**
 * Whether a screen that waits for its data draws it now: false on the render in which the data arrives (and on
 * the screen's first render), then true in a render React may interrupt, as a transition. A long screen is
 * so drawn in slices that leave the page free to answer between them, never in one task that blocks it; its
 * skeleton, the size of the screen, holds the room meanwhile.
 */
export const useDrawnWhenReady = (ready: boolean): boolean => useDeferredValue(ready, false)
