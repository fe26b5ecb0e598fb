/*
 * The pre-rendered first screen (scripts/prerender.tsx) can be used before the app's JavaScript has run: a
 * rider on a slow phone may type a name or tick a radio in the server's markup. React would keep what the page
 * shows but hear no event for it, so the answer would show on screen and never be committed (Continue would
 * say 'Please enter your first name' under a box holding a name). `noteEarlyAnswers`, just before hydration,
 * notes what the rider changed and puts each control back as the server rendered it (so hydration matches);
 * `replayEarlyAnswers`, called by the form once it is open, gives each answer again as the events React
 * listens to (input then blur for text, change for lists, click for radios and tick boxes).
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
interface Early {
  readonly id: string
  readonly kind: 'toggle' | 'select' | 'text'
  readonly value: string
}

let early: Early[] = []

const isToggle = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')

const setNativeValue = (el: Control, value: string): void => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
}

/** Call just before `hydrateRoot(root, …)`: notes the rider's early answers and restores the rendered markup. */
export const noteEarlyAnswers = (root: HTMLElement): void => {
  early = []
  for (const el of root.querySelectorAll<Control>('input, select, textarea')) {
    if (el.id === '') continue
    if (isToggle(el)) {
      if (el.checked !== el.hasAttribute('checked')) {
        if (el.checked) early.push({ id: el.id, kind: 'toggle', value: 'true' })
        el.checked = el.hasAttribute('checked')
      }
    } else if (el instanceof HTMLSelectElement) {
      const rendered = [...el.options].find((o) => o.hasAttribute('selected'))?.value ?? el.options[0]?.value ?? ''
      if (el.value !== rendered) {
        early.push({ id: el.id, kind: 'select', value: el.value })
        el.value = rendered
      }
    } else {
      const rendered = el.getAttribute('value') ?? ''
      if (el.value !== rendered) {
        early.push({ id: el.id, kind: 'text', value: el.value })
        el.value = rendered
      }
    }
  }
}

/** Gives the noted answers again, once, as the rider's own events; later calls do nothing. */
export const replayEarlyAnswers = (): void => {
  const answers = early
  early = []
  const focused = document.activeElement
  for (const a of answers) {
    const el = document.getElementById(a.id)
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue
    if (a.kind === 'toggle') {
      if (el instanceof HTMLInputElement && !el.checked) el.click()
    } else if (a.kind === 'select') {
      setNativeValue(el, a.value)
      el.dispatchEvent(new Event('change', { bubbles: true }))
    } else {
      el.focus()
      setNativeValue(el, a.value)
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.blur()
    }
  }
  if (focused instanceof HTMLElement && focused !== document.body) focused.focus()
}
