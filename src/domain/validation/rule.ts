/**
 * An answer as a rule sees it: the text the rider typed (dates as DD/MM/YYYY), a stored value (a boolean
 * or a number), or nothing yet (null or undefined).
 */
export type Answer = string | number | boolean | null | undefined

/** A validation rule: the message to show, or null when the value is valid. */
export type Rule<T = Answer> = (value: T) => string | null

/** The failing fields of a group of answers, each with its message; a valid group gives `{}`. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** Runs the rules in order and returns the first message; null when every rule passes. */
export const compose =
  <T>(...rules: readonly Rule<T>[]): Rule<T> =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value)
      if (message !== null) return message
    }
    return null
  }

/** Passes the value through `prepare` before the rule sees it (e.g. stripping commas). */
export const before =
  <T>(prepare: (value: T) => T, rule: Rule<T>): Rule<T> =>
  (value) =>
    rule(prepare(value))

/** Rewrites the message of a failing rule (e.g. into a rider's wording); a passing rule stays null. */
export const mapMessage =
  <T>(rule: Rule<T>, rewrite: (message: string) => string): Rule<T> =>
  (value) => {
    const message = rule(value)
    return message === null ? null : rewrite(message)
  }

/**
 * True when nothing has been answered: null, undefined, NaN, or a string that is empty once trimmed.
 * `false` and `0` are answers. Every rule except the required ones passes on an empty answer, so rules
 * compose with `required`.
 */
export const isEmpty = (value: Answer): boolean =>
  value === null ||
  value === undefined ||
  // Stryker disable next-line ConditionalExpression: Number.isNaN is false for anything not a number; the check narrows the type
  (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '')

/** Keeps the failing entries of `[field, message]` pairs as a `FieldErrors` record. */
export const fieldErrors = <K extends string>(entries: ReadonlyArray<readonly [K, string | null]>): FieldErrors<K> => {
  const errors: FieldErrors<K> = {}
  for (const [field, message] of entries) if (message !== null) errors[field] = message
  return errors
}
