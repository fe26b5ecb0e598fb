import { useState } from 'react'

interface State<V> {
  /** The value prop this state was last synced with. */
  readonly prop: V
  /** What the box shows. */
  readonly text: string
  /** The text last committed, or shown from the prop; committing the same text again does nothing. */
  readonly committed: string
  /** The value of the last commit, so the prop coming back with it does not overwrite what the rider typed. */
  readonly echo: { readonly value: V } | null
}

const synced = <V>(value: V, format: (v: V) => string): State<V> => {
  const text = format(value)
  return { prop: value, text, committed: text, echo: null }
}

/** A text box whose answer is committed on blur or Enter: what it shows, and its change and commit handlers. */
export interface CommittedText {
  readonly text: string
  readonly change: (text: string) => void
  /** Commits the text when it differs from what was last committed or shown from the prop. */
  readonly commit: () => void
}

/**
 * Local text for a controlled answer (`value`) that is committed, not sent per keystroke. While the rider types
 * only the local text changes; `commit` passes `parse(text)` and the text to `onCommit`, once per change. When
 * `value` changes from outside the box shows `format(value)`, unless the new value is the one just committed
 * (the store echoing the commit), in which case the rider's own text stays, '1,500' or an invalid date included.
 * Values are compared with Object.is, so V should be a primitive (string, number, null).
 */
export const useCommittedText = <V>(
  value: V,
  format: (v: V) => string,
  parse: (text: string) => V,
  onCommit: (parsed: V, text: string) => void,
): CommittedText => {
  const [state, setState] = useState<State<V>>(() => synced(value, format))
  let current = state
  if (!Object.is(state.prop, value)) {
    const isEcho = state.echo !== null && Object.is(state.echo.value, value)
    current = isEcho ? { ...state, prop: value, echo: null } : synced(value, format)
    setState(current)
  }
  const change = (text: string): void => setState((s) => ({ ...s, text }))
  const commit = (): void => {
    const { text } = current
    if (text === current.committed) return
    const parsed = parse(text)
    setState((s) => ({ ...s, committed: text, echo: { value: parsed } }))
    onCommit(parsed, text)
  }
  return { text: current.text, change, commit }
}
