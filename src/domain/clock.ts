/** Where "now" comes from: injected into the event middleware, the sagas and the screens, so tests fix the time. */
export interface Clock {
  /** Now, as an ISO timestamp. */
  now(): string
}

/** The insurer's clock is the UK's: a day and a time of day are read in Europe/London (GMT, or BST in summer). */
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as the UK reads it: its date (YYYY-MM-DD) and time of day (HH:MM). */
export interface UkMoment {
  readonly date: string
  readonly time: string
}

/**
 * The UK date and time of day of an ISO timestamp (`2026-07-01T23:30:00Z` is 2 July at 00:30 in British Summer
 * Time), or null when the text is no timestamp (a date alone has no time of day). A timestamp without a zone is read as UTC, as the server writes.
 */
export const ukMoment = (iso: string): UkMoment | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return null
  const zoned = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(iso) ? `${iso}Z` : iso
  const ms = Date.parse(zoned)
  if (Number.isNaN(ms)) return null
  const part = Object.fromEntries(UK_TIME.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/**
 * Today in the UK (YYYY-MM-DD) at the moment `now` (an ISO timestamp): the day every date rule of the spec is
 * judged on, by the screens, the sagas and the mock insurer alike. A text that is no timestamp gives its first
 * ten characters, as a date alone names its own day.
 */
export const ukToday = (now: string): string => ukMoment(now)?.date ?? now.slice(0, 10)
