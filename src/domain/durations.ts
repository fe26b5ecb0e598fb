/** `n` of `unit` in words, the unit singular for one: '1 minute', '15 minutes', '1 failed sign-in'. */
export const quantity = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * A wait of `seconds` in words, rounded up: whole seconds under a minute (at least one), whole minutes under two
 * hours, hours beyond: '45 seconds', '1 minute', '15 minutes', '3 hours'.
 */
export const waitInWords = (seconds: number): string => {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return quantity(whole, 'second')
  const minutes = Math.ceil(whole / 60)
  if (minutes < 120) return quantity(minutes, 'minute')
  return quantity(Math.ceil(minutes / 60), 'hour')
}
