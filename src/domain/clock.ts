/** Where "now" comes from: injected into the event middleware, the sagas and the screens, so tests fix the time. */
export interface Clock {
  /** Now, as an ISO timestamp. */
  now(): string
}

/**
 * The insurer's clock is the UK's: a day and a time of day are read in Europe/London (GMT, or BST in summer).
 * Built on first use: a page's first `Intl` formatter loads the browser's locale data, tens of milliseconds that
 * would otherwise block the page's start. Only moments before 1996 need it (`ukOffsetHours`).
 */
let ukTime: Intl.DateTimeFormat | undefined
const ukTimeFormat = (): Intl.DateTimeFormat =>
  (ukTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }))

const HOUR_MS = 3_600_000

/** The UTC instant of the last Sunday of `month` (0-based) of `year`, at 01:00 UTC. */
const lastSundayAt1Utc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Europe/London's offset from UTC in hours at the instant `ms`, by the summer-time rule the UK has kept since 1996
 * (BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October; the time-zone
 * database's rule, which it carries on for later years), or null for a year the rule does not cover.
 */
const ukOffsetHours = (ms: number): number | null => {
  const year = new Date(ms).getUTCFullYear()
  if (year < 1996 || year > 9999) return null
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 1 : 0
}

const two = (n: number): string => String(n).padStart(2, '0')

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
  const offset = ukOffsetHours(ms)
  if (offset !== null) {
    const uk = new Date(ms + offset * HOUR_MS)
    return { date: `${String(uk.getUTCFullYear())}-${two(uk.getUTCMonth() + 1)}-${two(uk.getUTCDate())}`, time: `${two(uk.getUTCHours())}:${two(uk.getUTCMinutes())}` }
  }
  const part = Object.fromEntries(ukTimeFormat().formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/**
 * Today in the UK (YYYY-MM-DD) at the moment `now` (an ISO timestamp): the day every date rule of the spec is
 * judged on, by the screens, the sagas and the mock insurer alike. A text that is no timestamp gives its first
 * ten characters, as a date alone names its own day.
 */
export const ukToday = (now: string): string => ukMoment(now)?.date ?? now.slice(0, 10)
