import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useToday } from '../../app/today'
import './calendar.css'

/*
 * The calendar beside a date box: a small non-modal dialog with a month grid. Loaded on demand (DateInput
 * imports it lazily), so the first page does not carry it. Keyboard: arrows move a day or a week, Page Up and
 * Page Down a month, Home and End the start and end of the week, Enter or Space pick, Escape closes. Days
 * outside min..max are disabled; the month and year lists only offer months and years with a day in range.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC, so no time zone can shift it). */
const dayOf = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000
const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10)
const partsOf = (day: number) => {
  const d = new Date(day * 86_400_000)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), date: d.getUTCDate(), weekday: (d.getUTCDay() + 6) % 7 }
}
const dayAt = (year: number, month: number, date: number): number => Date.UTC(year, month, date) / 86_400_000
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
/** The same day of another month, kept within that month (31 January + 1 month is 28 or 29 February). */
const addMonths = (day: number, n: number): number => {
  const p = partsOf(day)
  const first = new Date(Date.UTC(p.year, p.month + n, 1))
  const y = first.getUTCFullYear()
  const m = first.getUTCMonth()
  return dayAt(y, m, Math.min(p.date, daysInMonth(y, m)))
}

interface CalendarProps {
  /** The question the calendar answers, for its description. */
  readonly label: string
  /** The date in the box (YYYY-MM-DD), or null. */
  readonly value: string | null
  readonly min: string
  readonly max: string
  readonly onPick: (iso: string) => void
  readonly onClose: () => void
}

const Calendar = ({ label, value, min, max, onPick, onClose }: CalendarProps) => {
  const lo = dayOf(min)
  const hi = Math.max(lo, dayOf(max))
  const clamp = (d: number): number => Math.min(hi, Math.max(lo, d))
  const today = dayOf(useToday())
  const [focused, setFocused] = useState(() => clamp(value !== null ? dayOf(value) : today))
  const grid = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const selected = value !== null ? dayOf(value) : null
  const { year, month } = partsOf(focused)

  useEffect(() => {
    // The focused day takes the focus when the calendar opens and after each move.
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  }, [focused])

  const move = (d: number): void => {
    moved.current = true
    setFocused(clamp(d))
  }
  const onKey = (e: KeyboardEvent<HTMLTableElement>): void => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
    const wd = partsOf(focused).weekday
    let next: number | null = null
    if (e.key in steps) next = focused + (steps[e.key] ?? 0)
    else if (e.key === 'PageUp') next = addMonths(focused, e.shiftKey ? -12 : -1)
    else if (e.key === 'PageDown') next = addMonths(focused, e.shiftKey ? 12 : 1)
    else if (e.key === 'Home') next = focused - wd
    else if (e.key === 'End') next = focused + (6 - wd)
    if (next === null) return
    e.preventDefault()
    move(next)
  }

  const first = dayAt(year, month, 1)
  const lead = partsOf(first).weekday
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: daysInMonth(year, month) }, (_, i) => first + i)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  const years: number[] = []
  for (let y = partsOf(hi).year; y >= partsOf(lo).year; y--) years.push(y)
  const monthInRange = (m: number): boolean => dayAt(year, m + 1, 0) >= lo && dayAt(year, m, 1) <= hi
  const titleId = `calendar-${min}-${max}-title`

  return (
    <div
      className="calendar"
      role="dialog"
      aria-label="Calendar"
      aria-describedby={`${titleId}-for`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
    >
      <div className="calendar__head">
        <button type="button" className="calendar__nav" aria-label="Previous month" disabled={dayAt(year, month, 0) < lo} onClick={() => move(addMonths(focused, -1))}>
          ‹
        </button>
        <select aria-label="Month" className="calendar__select" value={month} onChange={(e) => move(dayAt(year, Number(e.target.value), Math.min(partsOf(focused).date, daysInMonth(year, Number(e.target.value)))))}>
          {MONTHS.map((name, m) =>
            monthInRange(m) ? (
              <option key={name} value={m}>
                {name}
              </option>
            ) : null,
          )}
        </select>
        <select aria-label="Year" className="calendar__select" value={year} onChange={(e) => move(dayAt(Number(e.target.value), month, Math.min(partsOf(focused).date, daysInMonth(Number(e.target.value), month))))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button type="button" className="calendar__nav" aria-label="Next month" disabled={dayAt(year, month + 1, 1) > hi} onClick={() => move(addMonths(focused, 1))}>
          ›
        </button>
      </div>
      <p id={`${titleId}-for`} className="visually-hidden">
        For: {label}
      </p>
      <p id={titleId} className="visually-hidden" aria-live="polite">
        {MONTHS[month]} {year}
      </p>
      <table className="calendar__grid" role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" abbr={w}>
                {w.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((d, j) =>
                d === null ? (
                  <td key={`empty-${j}`} />
                ) : (
                  <td key={d} role="gridcell" aria-selected={d === selected}>
                    <button
                      type="button"
                      className={`calendar__day${d === selected ? ' calendar__day--selected' : ''}${d === today ? ' calendar__day--today' : ''}`}
                      tabIndex={d === focused ? 0 : -1}
                      disabled={d < lo || d > hi}
                      aria-label={`${WEEKDAYS[partsOf(d).weekday] ?? ''} ${partsOf(d).date} ${MONTHS[month] ?? ''} ${year}`}
                      onClick={() => onPick(isoOf(d))}
                    >
                      {partsOf(d).date}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button-link calendar__close" onClick={onClose}>
        Close calendar
      </button>
    </div>
  )
}

export default Calendar
