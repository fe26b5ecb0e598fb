/** The mock card provider's rules: Luhn check, expiry, security code, and documented test cards. */

/** A card number that passes the Luhn check (13 to 19 digits, spaces allowed). */
const isLuhnValid = (raw: string): boolean => {
  const digits = raw.replace(/\s+/g, '')
  if (!/^\d{13,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Expiry MM/YY: valid through the end of that month, judged against `today` (YYYY-MM-DD). */
const isExpiryValid = (raw: string, today: string): boolean => {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(raw.trim())
  if (m === null) return false
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return false
  const [ty, tm] = today.split('-').map(Number) as [number, number]
  return year > ty || (year === ty && month >= tm)
}

const isSecurityCodeValid = (raw: string): boolean => /^\d{3,4}$/.test(raw.trim())

/** Test cards: this one is always refused by the issuer (every other valid card is accepted). */
const REFUSED_TEST_CARD = '4000000000000002'

export interface CardForm {
  readonly card_number: string
  readonly expiry: string
  readonly cvc: string
  readonly name: string
}

export type CardCheck = { ok: true; refused: boolean } | { ok: false; errors: { field: keyof CardForm; message: string }[] }

/** Checks a card form; `refused` is the issuer's answer for a well-formed card. */
export const checkCard = (form: CardForm, today: string): CardCheck => {
  const errors: { field: keyof CardForm; message: string }[] = []
  if (form.name.trim() === '') errors.push({ field: 'name', message: 'Enter the name on the card' })
  if (!isLuhnValid(form.card_number)) errors.push({ field: 'card_number', message: 'Enter a valid card number' })
  if (!isExpiryValid(form.expiry, today)) errors.push({ field: 'expiry', message: 'Enter a valid expiry date (MM/YY) that has not passed' })
  if (!isSecurityCodeValid(form.cvc)) errors.push({ field: 'cvc', message: 'Enter the 3 or 4 digit security code' })
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, refused: form.card_number.replace(/\s+/g, '') === REFUSED_TEST_CARD }
}
