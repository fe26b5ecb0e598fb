import { isRight } from 'fp-ts/lib/Either'
import { Conviction } from '../../domain/codecs'
import { CONVICTIONS_LOOKBACK_YEARS } from '../../domain/constants'
import { compose, dateFrom, lookBackCalendarRange, MESSAGES, requiredMessage } from '../../domain/validation'
import { setNumber, setText, itemQuestions, type ItemDialogRecord, type ItemQuestions } from '../item-record'
import { answered, dateTextOf, isoOf, NO_NUMBER, numberAnswerOf, numberRule, recentDateRule, type NumberAnswer } from './draft-answers'

/**
 * The drink-driving offence codes whose conviction asks for the alcohol reading. The nine codes DR10 to DR90
 * in steps of ten, as the product lists them; the reference list's other codes never ask.
 */
const DRINK_DRIVING_CODES: readonly string[] = ['DR10', 'DR20', 'DR30', 'DR40', 'DR50', 'DR60', 'DR70', 'DR80', 'DR90']

/** True when the offence code asks for the alcohol reading type and reading. */
const isDrinkDriving = (code: string | null): boolean => code !== null && DRINK_DRIVING_CODES.includes(code)

/** What a reading type stores, its name, and the unit its reading is given in. */
interface AlcoholReadingType {
  readonly value: string
  readonly label: string
  /** Shown as the reading's hint; null for 'no reading'. */
  readonly unit: string | null
}

/** The stored value of 'no reading was taken' (e.g. DR30: failing to provide a specimen): the reading is then not asked. */
const NO_READING = 'NONE'

/**
 * How the alcohol level was measured. The spec names the fields but gives no list, so this is ours: the three
 * UK evidential specimens with their units (the legal limits in England and Wales are 35, 80 and 107), and
 * 'No reading was taken' for the offences where no specimen was analysed (failing to provide one, unfit
 * through drink or drugs). The reading is asked, and required, for the three specimens only.
 */
const ALCOHOL_READING_TYPES: readonly AlcoholReadingType[] = [
  { value: 'BREATH', label: 'Breath', unit: 'Micrograms of alcohol in 100 millilitres of breath' },
  { value: 'BLOOD', label: 'Blood', unit: 'Milligrams of alcohol in 100 millilitres of blood' },
  { value: 'URINE', label: 'Urine', unit: 'Milligrams of alcohol in 100 millilitres of urine' },
  { value: NO_READING, label: 'No reading was taken', unit: null },
]

/** The unit of a reading type, or null for 'no reading' (and an unknown or unanswered type). */
const readingUnitOf = (type: string | null): string | null => ALCOHOL_READING_TYPES.find((t) => t.value === type)?.unit ?? null

/** True when the reading itself is asked: a drink-driving code and a specimen type (not 'no reading'). */
const asksReading = (d: Pick<ConvictionDraft, 'code' | 'alcohol_reading_type'>): boolean =>
  isDrinkDriving(d.code) && d.alcohol_reading_type !== null && d.alcohol_reading_type !== NO_READING

/** A conviction while the rider fills in its dialog; nothing of it is in the store until Save. */
export interface ConvictionDraft {
  readonly code: string | null
  /** As typed, DD/MM/YYYY. */
  readonly offence_date: string
  /** As typed, DD/MM/YYYY. */
  readonly conviction_date: string
  readonly points: NumberAnswer
  readonly has_ban_months: boolean | null
  readonly ban_months: NumberAnswer
  readonly fine: NumberAnswer
  readonly alcohol_reading_type: string | null
  readonly alcohol_reading: NumberAnswer
}

type ConvictionField = keyof ConvictionDraft

/** The conviction's questions in the order the dialog asks them (and lists their errors). */
const CONVICTION_FIELDS: readonly ConvictionField[] = [
  'code',
  'offence_date',
  'conviction_date',
  'points',
  'has_ban_months',
  'ban_months',
  'fine',
  'alcohol_reading_type',
  'alcohol_reading',
]

/** The draft of a stored conviction, or an empty one for a new conviction. */
const convictionDraftOf = (c?: Conviction | null): ConvictionDraft => ({
  code: c?.code ?? null,
  offence_date: dateTextOf(c?.offence_date),
  conviction_date: dateTextOf(c?.conviction_date),
  points: numberAnswerOf(c?.points),
  has_ban_months: c?.has_ban_months ?? null,
  ban_months: numberAnswerOf(c?.ban_months),
  fine: numberAnswerOf(c?.fine),
  alcohol_reading_type: c?.alcohol_reading_type ?? null,
  alcohol_reading: numberAnswerOf(c?.alcohol_reading),
})

/** The draft after a new offence code: a code that is not drink-driving forgets the alcohol answers. */
const withCode = (d: ConvictionDraft, code: string | null): ConvictionDraft =>
  isDrinkDriving(code) ? { ...d, code } : { ...d, code, alcohol_reading_type: null, alcohol_reading: NO_NUMBER }

/** The draft after Yes or No to the ban: No forgets the months. */
const withBanAnswer = (d: ConvictionDraft, has: boolean): ConvictionDraft =>
  has ? { ...d, has_ban_months: true } : { ...d, has_ban_months: false, ban_months: NO_NUMBER }

/** The draft after a reading type: 'no reading' forgets the reading. */
const withReadingType = (d: ConvictionDraft, type: string | null): ConvictionDraft =>
  type === NO_READING || type === null ? { ...d, alcohol_reading_type: type, alcohol_reading: NO_NUMBER } : { ...d, alcohol_reading_type: type }

/** The days an offence or conviction date's calendar offers on `today`: the look-back's first day to today. */
const lookBack = (today: string) => lookBackCalendarRange(today, CONVICTIONS_LOOKBACK_YEARS)

/**
 * The conviction's questions (000 §2, §3, §5, §9), in the proposer's wording: the offence code
 * (motor_convictions list); offence and conviction dates each valid, not in the future and within 5 years
 * ('Please provide offence date within 5 years'), the conviction not before the offence ('Please enter a date
 * from DD/MM/YYYY', judged once the offence date is valid); penalty points required ('Please enter the amount
 * of points recieved.'), a whole number from 0; the ban yes/no, and its months (a whole number from 1) when
 * Yes; the fine in pounds from 0 (0 for none); for drink-driving codes the reading type, and the reading (from
 * 0) unless no reading was taken.
 */
const CONVICTION_QUESTIONS: ItemQuestions<ConvictionDraft> = itemQuestions<ConvictionDraft>(Conviction, {
  code: {
    kind: 'select',
    label: 'Offence code',
    hint: 'As shown on your driving licence record, for example SP30.',
    read: (d) => d.code,
    answer: (d, raw) => withCode(d, raw === null ? null : String(raw)),
    check: (d) => answered('conviction.code', d.code),
  },
  offence_date: {
    kind: 'date',
    label: 'Date of the offence',
    hint: 'For example, 27/03/2024. It must be within the last 5 years.',
    calendarOf: (today) => lookBack(today),
    read: (d) => isoOf(d.offence_date),
    answer: setText('offence_date'),
    check: (d, { today }) =>
      recentDateRule(requiredMessage('conviction.offence_date'), 'offence', CONVICTIONS_LOOKBACK_YEARS, today)(d.offence_date),
  },
  conviction_date: {
    kind: 'date',
    label: 'Date of the conviction',
    hint: 'For example, 27/03/2024. It cannot be before the offence.',
    calendarOf: (today, d) => {
      const offence = isoOf(d.offence_date)
      const { min, max } = lookBack(today)
      return { min: offence !== null && offence > min ? offence : min, max }
    },
    read: (d) => isoOf(d.conviction_date),
    answer: setText('conviction_date'),
    check: (d, { today }) => {
      const offence = isoOf(d.offence_date)
      return compose(
        recentDateRule(requiredMessage('conviction.conviction_date'), 'conviction', CONVICTIONS_LOOKBACK_YEARS, today),
        ...(offence !== null && offence <= today ? [dateFrom(offence, today)] : []),
      )(d.conviction_date)
    },
  },
  points: {
    kind: 'number',
    label: 'How many penalty points did you receive?',
    hint: 'Enter 0 if you received no points.',
    number: { min: 0, width: 3 },
    read: (d) => d.points.value,
    answer: setNumber('points'),
    check: (d) => numberRule(MESSAGES.penaltyPoints, 0)(d.points),
  },
  has_ban_months: {
    kind: 'yes-no',
    label: 'Were you banned from riding or driving?',
    read: (d) => d.has_ban_months,
    answer: (d, raw) => (typeof raw === 'boolean' ? withBanAnswer(d, raw) : d),
    check: (d) => answered('conviction.has_ban_months', d.has_ban_months),
  },
  ban_months: {
    kind: 'number',
    label: 'How many months was the ban?',
    number: { min: 1, width: 3, suffix: 'months' },
    visible: (d) => d.has_ban_months === true,
    read: (d) => d.ban_months.value,
    answer: setNumber('ban_months'),
    check: (d) => numberRule(requiredMessage('conviction.ban_months'), 1)(d.ban_months),
  },
  fine: {
    kind: 'money',
    label: 'How much was the fine?',
    hint: 'Enter 0 if you were not fined.',
    read: (d) => d.fine.value,
    answer: setNumber('fine'),
    check: (d) => numberRule(requiredMessage('conviction.fine'), 0)(d.fine),
  },
  alcohol_reading_type: {
    kind: 'select',
    label: 'How was the alcohol level measured?',
    options: ALCOHOL_READING_TYPES.map((t) => ({ value: t.value, label: t.label })),
    visible: (d) => isDrinkDriving(d.code),
    read: (d) => d.alcohol_reading_type,
    answer: (d, raw) => withReadingType(d, raw === null ? null : String(raw)),
    check: (d) => answered('conviction.alcohol_reading_type', d.alcohol_reading_type),
  },
  alcohol_reading: {
    kind: 'number',
    label: 'What was the alcohol reading?',
    number: { min: 0, allowDecimals: true, width: 5 },
    hintOf: (d) => readingUnitOf(d.alcohol_reading_type),
    visible: asksReading,
    read: (d) => d.alcohol_reading.value,
    answer: setNumber('alcohol_reading'),
    check: (d) => numberRule(requiredMessage('conviction.alcohol_reading'), 0)(d.alcohol_reading),
  },
})

/**
 * The conviction a valid draft saves: dates as YYYY-MM-DD; ban months only with a ban; alcohol answers only
 * for a drink-driving code (the reading only for a specimen type), else null. Throws when the Conviction
 * codec refuses it, which `itemErrorsOf` rules out.
 */
const convictionOf = (d: ConvictionDraft): Conviction => {
  const drink = isDrinkDriving(d.code)
  const decoded = Conviction.decode({
    code: d.code,
    offence_date: isoOf(d.offence_date),
    conviction_date: isoOf(d.conviction_date),
    points: d.points.value,
    has_ban_months: d.has_ban_months,
    ban_months: d.has_ban_months === true ? d.ban_months.value : null,
    fine: d.fine.value,
    alcohol_reading_type: drink ? d.alcohol_reading_type : null,
    alcohol_reading: asksReading(d) ? d.alcohol_reading.value : null,
  })
  if (!isRight(decoded)) throw new Error('convictionOf: the draft is not a valid conviction; validate it with itemErrorsOf first')
  return decoded.right
}

/** The conviction dialog (000 §2 modals): its records, draft and saved item. */
export const CONVICTION_DIALOG: ItemDialogRecord<ConvictionDraft, Conviction> = {
  name: 'conviction',
  order: CONVICTION_FIELDS,
  questions: CONVICTION_QUESTIONS,
  draftOf: convictionDraftOf,
  itemOf: convictionOf,
}
