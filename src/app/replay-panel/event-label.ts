import type { DomainEvent } from '../../domain/events'

/** One line of the replay panel's event list: its number (1-based), type and the path it navigated to, if any. */
export const eventLabel = (e: DomainEvent, index: number): string =>
  `${String(index + 1)}. ${e.type}${e.type === 'journey/Navigated' ? ` → ${e.payload.path}` : ''}`
