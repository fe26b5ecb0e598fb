import { useEffect, useRef, useState } from 'react'

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
  /** Commits the text when it differs from what was last committed or shown from the prop (Enter). */
  readonly commit: () => void
  /**
   * The box's blur handler: commits at once, or, when a pointer press took the focus away, as that press is
   * released (see `afterPointerRelease`), so a question the answer reveals cannot move the page under the click.
   */
  readonly leave: () => void
  /** Shows `text` and commits it (a value chosen another way, e.g. from a calendar). */
  readonly commitText: (text: string) => void
}

/*
 * A pointer press on another control blurs the box during mousedown; the click is only decided at mouseup,
 * after the press is released. Committing at blur would let the answer reveal a question while the button
 * is down, moving the control the rider aimed at away from under the pointer (type the NCD years, click
 * Monthly: the click lands on the question that appeared). So a commit caused by a press waits for the
 * press's release: the pointerup listener (window, capture) runs before mouseup and click are dispatched to
 * the targets already hit, so the click lands where it was aimed, and a Continue click still sees the answer
 * committed. A blur without a press (Tab, a script) commits at once.
 */
let pressed = false
const waiting: (() => void)[] = []
let listening = false

const release = (): void => {
  pressed = false
  for (const run of waiting.splice(0)) run()
}

const listen = (): void => {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('pointerdown', () => void (pressed = true), true)
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
  // A press released outside the window sends no pointerup; focus coming back or a key ends the wait too.
  window.addEventListener('blur', (e) => (e.target === window ? release() : undefined))
  window.addEventListener('keydown', release, true)
}

/** Runs `run` now, or when the pointer press under way is released. */
const afterPointerRelease = (run: () => void): void => {
  listen()
  if (pressed) waiting.push(run)
  else run()
}

/**
 * Local text for a controlled answer (`value`) that is committed, not sent per keystroke. While the rider types
 * only the local text changes; `commit` passes `parse(text)` and the text to `onCommit`, once per change: on blur,
 * on Enter, and when the page is left (pagehide) or the box taken away (unmount) with the text still being typed. When
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
  const commitText = (text: string): void => {
    if (text !== current.text) setState((s) => ({ ...s, text }))
    if (text === current.committed) return
    const parsed = parse(text)
    setState((s) => ({ ...s, committed: text, echo: { value: parsed } }))
    onCommit(parsed, text)
  }
  listen()
  const commit = (): void => commitText(current.text)
  // Leaving sends the box no blur: a reload, a link out or a closed tab (pagehide), or Back and Forward taking the
  // box away with the step (unmount). What the rider was typing is committed then, so the tab's kept session holds
  // it and the step shows it again.
  const latest = useRef(commit)
  useEffect(() => {
    latest.current = commit
  })
  useEffect(() => {
    const onPageHide = (): void => latest.current()
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      latest.current()
    }
  }, [])
  return { text: current.text, change, commit, commitText, leave: () => afterPointerRelease(commit) }
}
