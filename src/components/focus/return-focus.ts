import { createContext } from 'react'

/** Where focus should land: an element to focus, or null for nowhere (focus then stays where it is). */
export type Landing = () => HTMLElement | null

/** An element the keyboard can no longer be on: removed from the document, disabled, or in a hidden or inert part. */
export const gone = (el: Element): boolean => !el.isConnected || el.matches(':disabled') || el.closest('[hidden], [inert]') !== null

/**
 * Where focus lands when a dialog closes and the control that opened it is gone (a list's Add button hidden once
 * the list is full) or there was none (a dialog opened by a link as the page showed): read by `Modal`, given by
 * whatever draws the dialog. By default nowhere.
 */
export const FocusLanding = createContext<Landing>(() => null)

/**
 * Moves focus back to `opener` when the keyboard can still be on it (it is not the body and not gone), else to
 * `landing()`; what a dialog does as it closes.
 */
export const returnFocus = (opener: HTMLElement | null, landing: Landing): void => {
  const back = opener !== null && opener !== opener.ownerDocument.body && !gone(opener) ? opener : landing()
  back?.focus()
}
