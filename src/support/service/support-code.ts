import { randomInt } from 'node:crypto'

/** Support codes avoid letters and digits a rider could misread over the phone (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A support code: `RC-` and six characters of the alphabet. */
export const SUPPORT_CODE = new RegExp(`^RC-[${ALPHABET}]{6}$`)

/** A short code a rider reads out to support: `RC-` and six characters. */
export const supportCode = (random: (n: number) => number = randomInt): string =>
  `RC-${Array.from({ length: 6 }, () => ALPHABET[random(ALPHABET.length)]).join('')}`
