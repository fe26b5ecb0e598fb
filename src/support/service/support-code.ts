import { randomInt } from 'node:crypto'
import { SUPPORT_CODE_ALPHABET } from '../../domain/trail/support-call'

/** A short code a rider reads out to support: `RC-` and six characters (SUPPORT_CODE matches it). */
export const supportCode = (random: (n: number) => number = randomInt): string =>
  `RC-${Array.from({ length: 6 }, () => SUPPORT_CODE_ALPHABET[random(SUPPORT_CODE_ALPHABET.length)]).join('')}`
