import type { DriverRole } from '../codecs/driver-details'

/**
 * The second-person words the spec rewrites for an additional rider, as whole words: "you're" and "you've"
 * come before "you" in the alternation, so they are rewritten as one word (with the apostrophe, straight or
 * curly, kept as written). A letter, digit or underscore on either side means it is part of another word.
 */
const SECOND_PERSON = /(?<![\p{L}\p{N}_])(you['’]re|you['’]ve|your|you)(?![\p{L}\p{N}_])/giu

/** Gives `replacement` the case pattern of `original` (a word of 3 or 4 letters): ALL CAPS, Capitalised, or lower case. */
const matchCase = (original: string, replacement: string): string => {
  if (original === original.toUpperCase()) return replacement.toUpperCase()
  const first = original.charAt(0)
  if (first !== first.toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1)
  return replacement
}

const rewrite = (word: string): string => {
  const lower = word.toLowerCase()
  if (lower === 'your') return matchCase(word, 'their')
  // you, you're, you've: 'you' becomes 'they'; an apostrophe and ending stay as the rider would read them
  return matchCase(word.slice(0, 3), 'they') + word.slice(3)
}

/**
 * Rewrites a proposer message for an additional rider (000 §5): you're→they're, you've→they've, your→their,
 * you→they, whole words only, case preserved ('You'→'They', 'YOUR'→'THEIR'). Words that merely contain
 * these letters ('yourself', 'bayou') are left alone. Idempotent: the output has nothing left to rewrite.
 */
export const forRider = (message: string): string => message.replace(SECOND_PERSON, rewrite)

/** The message in the wording of the role: unchanged for the proposer, `forRider` for an additional rider. */
export const forRole = (role: DriverRole, message: string): string =>
  role === 'additional_driver' ? forRider(message) : message
