import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { gone, type Landing } from './return-focus'

/**
 * The element that last took focus, then its parent and so on up to the root, as they were when it took focus:
 * once it has left the document, this still says where it was. Empty until something takes focus, and again once
 * a lost focus has been handled.
 */
let held: readonly Element[] = []

const track = (e: FocusEvent): void => {
  const chain: Element[] = []
  for (let el = e.target instanceof Element ? e.target : null; el !== null; el = el.parentElement) chain.push(el)
  held = chain
}

const tracked = new WeakSet<Document>()

/**
 * True when the focus of `doc` has fallen to its body (or nowhere, or stays on a control that is gone, as some
 * browsers leave it on a button just disabled) because the element that held it is gone (see `gone`) and that
 * element was inside `scope` when it took focus.
 */
const focusLost = (doc: Document, scope: Element): boolean => {
  const active = doc.activeElement
  const el = held[0]
  if ((active !== null && active !== doc.body && !gone(active)) || el === undefined || !gone(el)) return false
  return held.includes(scope)
}

/**
 * Keeps the keyboard's place when the page takes away the control that held focus (a Remove button with its row, a
 * Confirm button that is done, one view of a lookup replaced by the next): whenever the part of the page inside
 * `scope` changes, in the same task as the change (a mutation observer), and focus has fallen to the page's body
 * because the element holding it, inside `scope` when it took focus, was removed, disabled or hidden, focus moves to
 * `landing()`, the place the rider's next step starts. Focus anywhere else is left alone, so a move the rider or
 * the screen made on purpose always wins. It does not matter which component drew the change.
 *
 * Returns `landNext`: for an action whose control may stay (React may keep a list's row for the next item), it asks
 * for the landing at the next change inside `scope` whatever happens to focus. The first call starts following
 * focus on the scope's document (one listener per document; a screen's bundle that carries its own copy of this
 * module follows focus for itself, which is as good); the scope's element may come and go.
 */
export const useFocusLanding = (scope: RefObject<HTMLElement | null>, landing: Landing): (() => void) => {
  const latest = useRef(landing)
  const asked = useRef(false)
  const watched = useRef<{ readonly el: HTMLElement; readonly observer: MutationObserver } | null>(null)
  useLayoutEffect(() => {
    latest.current = landing
    const el = scope.current
    if (watched.current?.el === el) return
    watched.current?.observer.disconnect()
    watched.current = null
    if (el === null) return
    const doc = el.ownerDocument
    if (!tracked.has(doc)) {
      tracked.add(doc)
      doc.addEventListener('focusin', track, true)
    }
    const observer = new MutationObserver(() => {
      if (!asked.current && !focusLost(doc, el)) return
      asked.current = false
      held = []
      latest.current()?.focus()
    })
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] })
    watched.current = { el, observer }
  })
  useEffect(() => {
    const current = watched
    return () => {
      current.current?.observer.disconnect()
      current.current = null
    }
  }, [])
  return useCallback(() => {
    asked.current = true
  }, [])
}
