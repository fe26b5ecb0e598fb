import { useContext, useEffect, useState } from 'react'
import { UNSAFE_LocationContext, useLocation, type Location } from 'react-router-dom'

/*
 * A Change link of the Summary's statement of fact opens the edit form at a question's step with the question's
 * id in the address's fragment (`/quote/edit?uuid=…&step=1#risk.proposer.date_of_birth`): the form focuses that
 * question's input, and an answer of an item (an additional rider's, a claim's) opens the item's dialog on it.
 */

/** The question id a fragment (`#risk.proposer.date_of_birth`) names, or null without one (or with one that is not text). */
const targetOf = (hash: string): string | null => {
  if (hash.length <= 1) return null
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return null
  }
}

/** The question id the address's fragment names, or null without one. */
export const useChangeTarget = (): string | null => targetOf(useLocation().hash)

/** The item of a list a question id is about: its index and the rest of the id inside it ('date', 'name.title'). */
interface ItemTarget {
  readonly index: number
  readonly within: string
}

/** The item at `itemsAt` (`risk.additional_drivers`) whose answer `target` names (`risk.additional_drivers.0.date_of_birth`), or null. */
const itemTargetOf = (target: string | null, itemsAt: string): ItemTarget | null => {
  if (target === null || !target.startsWith(`${itemsAt}.`)) return null
  const [index = '', ...within] = target.slice(itemsAt.length + 1).split('.')
  return /^\d+$/.test(index) && within.length > 0 ? { index: Number(index), within: within.join('.') } : null
}

/** The lists (by the address's history entry and their place) whose item the fragment opened already. */
const opened = new Set<string>()

/**
 * The item of the list at `itemsAt` that a Change link asked to open (one of `count`), once per visit of the
 * address: the list opens its dialog as it first shows, and not again when it shows again (the rider closed it
 * and came back to the step, or opened the rider who holds it once more). Null for none.
 */
export const useItemChangeTarget = (itemsAt: string | undefined, count: number): ItemTarget | null => {
  // A list drawn outside any address (a dialog drawn alone) has no Change link to answer: the context is null there.
  const location = useContext(UNSAFE_LocationContext) as { location: Location } | null
  const target = location === null ? null : targetOf(location.location.hash)
  const key = location?.location.key ?? ''
  const found = itemsAt === undefined ? null : itemTargetOf(target, itemsAt)
  const visit = `${key}|${itemsAt ?? ''}`
  const [asked] = useState(() => (found !== null && found.index < count && !opened.has(visit) ? found : null))
  useEffect(() => {
    if (asked !== null) opened.add(visit)
  }, [asked, visit])
  return asked
}
