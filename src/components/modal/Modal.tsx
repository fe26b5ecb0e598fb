import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { FocusLanding, focusableWithin, focusField, returnFocus } from '../focus'

export interface ModalProps {
  title: ReactNode
  /** Called on Escape and on the close button; the caller unmounts the modal. */
  onClose: () => void
  children: ReactNode
  /** Id of an element inside that describes the dialog (aria-describedby), e.g. the 'Sorry!' message. */
  describedBy?: string
  /** Accessible name of the × button. */
  closeLabel?: string
  /** Id of the field inside to take focus when it opens (a Change link's question); else its first focusable element. */
  initialFocus?: string
}

/**
 * Where dialogs are drawn: the page's body (null, the app), or the body of the frame a replayed screen is drawn in
 * (src/app/replay-screen/), so a dialog of a replayed screen stays in its frame and leaves the page around it as it is.
 */
export const ModalHost = createContext<HTMLElement | null>(null)

/** Open dialogs in the order they opened: only the last one answers the keyboard. */
const openDialogs: HTMLElement[] = []

/** Makes every other child of the host inert while the dialog is open; returns the undo. */
const isolate = (host: HTMLElement, backdrop: HTMLElement): (() => void) => {
  const others = Array.from(host.children).filter((el) => el !== backdrop && !el.hasAttribute('inert'))
  others.forEach((el) => el.setAttribute('inert', ''))
  return () => others.forEach((el) => el.removeAttribute('inert'))
}

/**
 * A modal dialog (role dialog, aria-modal, named by its heading), rendered into body (or the ModalHost) over a
 * backdrop. While it is open: focus moves to the field `initialFocus` names, else to its first focusable element
 * (or the dialog itself); Tab and Shift+Tab cycle inside it; Escape calls onClose; the rest of the host is inert
 * and the host does not scroll. As it unmounts, before its elements leave the page, focus returns to the element
 * that had it before, or, when that is gone or was the body, to where the `FocusLanding` around it says: it goes
 * from the dialog straight there, never through the page's body. An opener taken away in the same render as the
 * dialog counts as gone only once it has been (draw the dialog after it: RepeaterBase). A click on the
 * backdrop does nothing (a half-filled claim is not thrown away by a stray click) and keeps focus in the dialog. The × close button comes last in the DOM, so a
 * form's first field gets focus. A modal opened from inside another (the 'Sorry!' modal over a rider's modal)
 * stacks on top: the one below is inert until it closes, and Escape closes only the top one.
 */
export const Modal = ({ title, onClose, children, describedBy, closeLabel = 'Close', initialFocus }: ModalProps) => {
  const titleId = useId()
  const backdropRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const host = useContext(ModalHost) ?? document.body
  const doc = host.ownerDocument
  const landing = useContext(FocusLanding)

  // A layout effect: its cleanup runs as the dialog unmounts, before React takes its elements out of the page, so
  // focus moves from the dialog straight to where it returns and is never on the page's body, not even within the
  // task (a passive cleanup ran after the elements had gone: focus fell to the body first, for a frame or more when
  // the close was not drawn at once).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    const backdrop = backdropRef.current
    if (dialog === null || backdrop === null) return undefined
    // Of the host's document, whose elements (a frame's) need not be this window's HTMLElements.
    const opener = doc.activeElement as HTMLElement | null
    const overflow = host.style.overflow
    host.style.overflow = 'hidden'
    const restore = isolate(host, backdrop)
    openDialogs.push(dialog)
    if (initialFocus === undefined || !dialog.contains(doc.getElementById(initialFocus)) || !focusField(initialFocus)) {
      ;(focusableWithin(dialog)[0] ?? dialog).focus()
    }
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1)
      restore()
      host.style.overflow = overflow
      returnFocus(opener, landing)
    }
    // Once per host, as it opens: the field first focused is the one asked for then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, doc])

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent): void => {
      const dialog = dialogRef.current
      if (dialog === null || openDialogs[openDialogs.length - 1] !== dialog) return
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose()
        return
      }
      if (e.key !== 'Tab') return
      const stops = focusableWithin(dialog)
      const first = stops[0]
      const last = stops[stops.length - 1]
      const active = doc.activeElement
      if (first === undefined || last === undefined) {
        e.preventDefault()
        dialog.focus()
      } else if (active === null || !dialog.contains(active)) {
        e.preventDefault()
        ;(e.shiftKey ? last : first).focus()
      } else if (e.shiftKey && (active === first || active === dialog)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && active === last) {
        e.preventDefault()
        first.focus()
      }
    }
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [onClose, host, doc])

  return createPortal(
    <div
      ref={backdropRef}
      className="modal-backdrop"
      onMouseDown={(e) => {
        // a press on the backdrop itself would move focus to body, out of the dialog
        if (e.target === e.currentTarget) e.preventDefault()
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <button type="button" className="modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
    </div>,
    host,
  )
}
