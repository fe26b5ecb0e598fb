/** What the keyboard can reach: links, enabled controls, and anything with a non-negative tabindex. */
const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

const isHidden = (el: Element): boolean => el.closest('[hidden], [inert]') !== null

/** True when the element itself is a keyboard stop (see FOCUSABLE_SELECTOR) and not inside a hidden or inert subtree. */
const isFocusable = (el: Element): boolean => el.matches(FOCUSABLE_SELECTOR) && !isHidden(el)

/**
 * The keyboard stops inside `root`, in document order. A radio group counts once, as the browser's Tab does:
 * its checked radio, or its first radio when none is checked.
 */
export const focusableWithin = (root: ParentNode): HTMLElement[] => {
  const all = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter((el) => !isHidden(el))
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.name === '') return true
    const group = all.filter((o): o is HTMLInputElement => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name)
    const checked = group.find((o) => o.checked)
    return checked !== undefined ? checked === el : group[0] === el
  })
}

/** The radio of `radio`'s group that is checked, as Tab would reach the group; the radio itself when none is. */
const groupStop = (radio: HTMLInputElement): HTMLElement => {
  const group = radio.form?.elements.namedItem(radio.name)
  const checked = group instanceof RadioNodeList ? Array.from(group).find((r) => r instanceof HTMLInputElement && r.checked) : undefined
  return checked instanceof HTMLInputElement && isFocusable(checked) ? checked : radio
}

/**
 * Where the keyboard lands on the field with this id: the element itself when it is focusable (for a radio, its
 * group's checked one), otherwise the first focusable element inside it; null when there is no such element or
 * nothing in it can take focus.
 */
export const fieldStop = (id: string, doc: Document = document): HTMLElement | null => {
  const el = doc.getElementById(id)
  if (el === null) return null
  const own = el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '' ? groupStop(el) : el
  return isFocusable(own) ? own : (focusableWithin(el)[0] ?? null)
}

/**
 * Moves focus to the field with this id, where `fieldStop` says the keyboard lands. Its field wrapper (`.field`,
 * so label and message show) is scrolled into view first. Returns false, doing nothing, when there is no such
 * element or nothing in it can take focus.
 */
export const focusField = (id: string, doc: Document = document): boolean => {
  const target = fieldStop(id, doc)
  if (target === null) return false
  const el = doc.getElementById(id) ?? target
  const wrapper = el.closest('.field') ?? el
  wrapper.scrollIntoView?.({ block: 'start', behavior: 'auto' })
  target.focus({ preventScroll: true })
  return true
}
