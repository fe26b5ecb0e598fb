/** Joins the class names that are set; false, null, undefined and '' are left out. */
export const classNames = (...names: readonly (string | false | null | undefined)[]): string =>
  names.filter((n): n is string => typeof n === 'string' && n !== '').join(' ')
