import { useCallback, useRef, useState } from 'react'

/** A dialog's local draft: what it shows, how to change it, and the latest draft for Save. */
export interface Draft<D> {
  /** The draft as of this render. */
  readonly draft: D
  /** Applies a change; the latest draft sees it at once, the screen on the next render. */
  readonly update: (change: (d: D) => D) => void
  /**
   * The draft with every change so far, including one made earlier in the same event: Enter in a text box
   * commits the box and then submits the form before React renders again.
   */
  readonly latest: () => D
}

/** Keeps an item dialog's answers locally (never in the store) until Save. */
export const useDraft = <D>(initial: () => D): Draft<D> => {
  const [draft, setDraft] = useState(initial)
  const ref = useRef(draft)
  const update = useCallback((change: (d: D) => D) => {
    ref.current = change(ref.current)
    setDraft(ref.current)
  }, [])
  const latest = useCallback(() => ref.current, [])
  return { draft, update, latest }
}
