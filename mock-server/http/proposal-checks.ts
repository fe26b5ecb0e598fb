import type * as t from 'io-ts'
import { DirectDebit, Proposal, type AdditionalDriver, type ListName, type Proposer } from '../../src/domain/codecs'
import { CALENDAR_YEARS_BACK, MAX_ADDITIONAL_RIDERS, REPEATER_MAX, START_DATE_WINDOW_DAYS } from '../../src/domain/constants'
import { addYears, formatUkDate, isName } from '../../src/domain/formats'
import { ageDay, asksBusinessMileage, choosesSeveralTiers, holderMustBeThirdParty, lastStartDate } from '../../src/domain/rules'
import {
  accountHolder,
  accountName,
  accountNumber,
  businessMileage,
  dateOfBirth,
  licenceDate,
  sortCode,
  startDate,
  thirdPartyHolderErrors,
  tpaDateOfBirth,
  type Answer,
} from '../../src/domain/validation'
import { listValues } from '../catalogue'
import type { FieldError } from '../../src/domain/api-error'
import { isPlain } from '../../src/domain/plain'
import { codedValues } from '../../src/domain/list-code'

/*
 * What the codecs cannot judge alone: every coded field must be a value of the reference list its codec names
 * (src/domain/list-code.ts), dates and amounts must be in range, repeaters within the spec's maxima. The rules
 * of the spec are the domain's (src/domain/validation, src/domain/constants); the bounds below are the mock
 * insurer's own underwriting limits where the spec gives none. A code is looked up in its list's Set of values (the
 * catalogue's `listValues`), so a code such as "constructor" or "__proto__" is simply not a value.
 */

/** The insurer's limits where the spec has none (docs/mock-insurer.md). */
const LIMITS = {
  vehicleValue: 500_000,
  mileage: 200_000,
  engineSize: 10_000,
  otherVehicles: 10,
  claimCost: 10_000_000,
  convictionPoints: 24,
  banMonths: 600,
  fine: 100_000,
} as const

/** Is `code` a value of one of `lists`? */
const ofAList = (code: string, lists: readonly ListName[]): boolean =>
  // Stryker disable next-line MethodExpression: the one field with two lists (a title: person_title_gender or person_title) has the same values in both (the fixtures' test holds them equal), so a code of one list is of every one
  lists.some((l) => listValues(l).has(code))

/**
 * Every coded field of `value` (walked beside `codec`, its paths under `at`) whose code is a value of none of
 * the lists its codec names, with the message naming them.
 */
const listErrors = (codec: t.Mixed, value: unknown, at: string): FieldError[] =>
  codedValues(codec, value, at)
    .filter((c) => !ofAList(c.code, c.lists))
    .map((c) => ({ path: c.path, message: `not a value of the list ${c.lists.join(' or ')}` }))

type Push = (path: string, message: string) => void

const atMost = (push: Push, path: string, n: number | null | undefined, max: number): void => {
  if (n !== null && n !== undefined && n > max) push(path, `must be at most ${max}`)
}

/** A name as the form takes it (src/domain/formats `isName`: a letter first, then letters, digits, . ' space -); unanswered passes. */
const named = (push: Push, path: string, name: string | null | undefined): void => {
  if (name !== null && name !== undefined && name !== '' && !isName(name)) push(path, 'must start with a letter and hold only letters, digits, full stops, apostrophes, spaces and hyphens')
}

/** A date that cannot be after today (a licence, a purchase, a claim, a conviction); unanswered passes. */
const notAfter = (push: Push, path: string, date: string | null | undefined, today: string): void => {
  if (date !== null && date !== undefined && date > today) push(path, 'must not be after today')
}

/**
 * A rider's answers, judged on `today` as the form judges them (the date of birth by the form's own rule: 16 or
 * over today); the insurer's own upper age limit on the day ages are judged on (`ageDay` of the start date).
 */
const person = (push: Push, path: string, p: Proposer | AdditionalDriver, role: 'proposer' | 'additional_driver', today: string, start: string | null | undefined): void => {
  named(push, `${path}.name.forenames`, p.name.forenames)
  named(push, `${path}.name.surname`, p.name.surname)
  if (p.date_of_birth != null) {
    const message = dateOfBirth({ today, role })(formatUkDate(p.date_of_birth))
    if (message !== null) push(`${path}.date_of_birth`, message)
    else if (p.date_of_birth < addYears(ageDay(start, today), -CALENDAR_YEARS_BACK)) push(`${path}.date_of_birth`, `must be at most ${CALENDAR_YEARS_BACK} years before the start date`)
  }
  const d = p.driver_details
  if (d.licence.date != null) {
    // The form's own rule: from the 16th birthday (or 100 years back) to today.
    const message = licenceDate({ today, role, dateOfBirth: p.date_of_birth ?? null })(formatUkDate(d.licence.date))
    if (message !== null) push(`${path}.driver_details.licence.date`, message)
  }
  atMost(push, `${path}.driver_details.number_of_other_vehicles`, d.number_of_other_vehicles, LIMITS.otherVehicles)
  if (d.claims.length > REPEATER_MAX) push(`${path}.driver_details.claims`, `at most ${REPEATER_MAX} claims`)
  d.claims.forEach((c, i) => {
    notAfter(push, `${path}.driver_details.claims[${i}].date`, c.date, today)
    atMost(push, `${path}.driver_details.claims[${i}].own_damage_cost`, c.own_damage_cost, LIMITS.claimCost)
    atMost(push, `${path}.driver_details.claims[${i}].third_party_cost`, c.third_party_cost, LIMITS.claimCost)
  })
  const convictions = d.licence.convictions
  if (convictions.length > REPEATER_MAX) push(`${path}.driver_details.licence.convictions`, `at most ${REPEATER_MAX} convictions`)
  convictions.forEach((c, i) => {
    const at = `${path}.driver_details.licence.convictions[${i}]`
    notAfter(push, `${at}.conviction_date`, c.conviction_date, today)
    notAfter(push, `${at}.offence_date`, c.offence_date, today)
    atMost(push, `${at}.points`, c.points, LIMITS.convictionPoints)
    atMost(push, `${at}.ban_months`, c.ban_months, LIMITS.banMonths)
    atMost(push, `${at}.fine`, c.fine, LIMITS.fine)
  })
}

export interface CheckContext {
  /** Today, YYYY-MM-DD. */
  readonly today: string
  /** Check the start date's window (today to 30 days ahead): when quoting, and when a body sets the date. */
  readonly startDateWindow: boolean
}

/**
 * The failing paths of a proposal about to be stored or priced (empty when it may be): reference-list
 * codes, date windows, repeater maxima and value bounds. A date of birth is 16 years or more before today (the
 * form's rule) and at most 100 years before the day ages are judged on (`ageDay`: the start date while cover
 * can start on it, else today).
 */
export const proposalErrors = (p: Proposal, ctx: CheckContext): FieldError[] => {
  // Every coded field of the proposal, at the list its codec names.
  const errors: FieldError[] = listErrors(Proposal, p, '')
  const push: Push = (path, message) => void errors.push({ path, message })
  const risk = p.risk
  const start = risk.start_date
  if (ctx.startDateWindow && start != null) {
    const message = startDate({ today: ctx.today })(formatUkDate(start))
    if (message !== null) push('risk.start_date', message)
  } else if (start != null && start > lastStartDate(ctx.today)) {
    // A stored proposal's start date may pass (it is re-checked when quoted), but is never beyond the window.
    // Stryker disable next-line StringLiteral: startDate refuses every day after the window's last, so its own message is always the one pushed
    push('risk.start_date', startDate({ today: ctx.today })(formatUkDate(start)) ?? `must be at most ${START_DATE_WINDOW_DAYS} days ahead`)
  }
  person(
    push,
    'risk.proposer',
    risk.proposer,
    // Stryker disable next-line StringLiteral: any role but additional_driver reads in the proposer's wording, and the one message keyed by role (required) is never given here, as only a date that is there is judged
    'proposer',
    ctx.today,
    start,
  )
  if (risk.additional_drivers.length > MAX_ADDITIONAL_RIDERS) push('risk.additional_drivers', `at most ${MAX_ADDITIONAL_RIDERS} riders`)
  risk.additional_drivers.forEach((r, i) => person(push, `risk.additional_drivers[${i}]`, r, 'additional_driver', ctx.today, start))

  const v = risk.vehicle
  atMost(push, 'risk.vehicle.value', v.value, LIMITS.vehicleValue)
  atMost(push, 'risk.vehicle.engine_size', v.engine_size, LIMITS.engineSize)
  notAfter(push, 'risk.vehicle.purchased.date_purchased', v.purchased.date_purchased, ctx.today)
  if (v.modifications.length > REPEATER_MAX) push('risk.vehicle.modifications', `at most ${REPEATER_MAX} modifications`)

  atMost(push, 'risk.total_mileage', risk.total_mileage, LIMITS.mileage)
  wholeNumber(push, 'risk.total_mileage', risk.total_mileage)
  wholeNumber(push, 'risk.business_mileage', risk.business_mileage)
  wholeNumber(push, 'risk.proposer.driver_details.number_of_other_vehicles', risk.proposer.driver_details.number_of_other_vehicles)
  // Business mileage is kept only for the business classes of use (the form clears it otherwise).
  if (risk.business_mileage != null && risk.business_mileage > 0 && v.class_of_use != null && !asksBusinessMileage(v.class_of_use)) {
    push('risk.business_mileage', `only for the business classes of use, not ${v.class_of_use}`)
  }
  if (risk.business_mileage != null) {
    const message = businessMileage(risk.total_mileage ?? null)(risk.business_mileage)
    if (message !== null) push('risk.business_mileage', message)
  }
  const tpa = risk.userfields
  named(push, 'risk.userfields.tpa_forename', tpa.tpa_forename)
  named(push, 'risk.userfields.tpa_surname', tpa.tpa_surname)
  if (tpa.tpa_date_of_birth != null) {
    const message = tpaDateOfBirth(ctx.today)(formatUkDate(tpa.tpa_date_of_birth))
    if (message !== null) push('risk.userfields.tpa_date_of_birth', message)
  }
  return errors
}

const wholeNumber = (push: Push, path: string, n: number | null | undefined): void => {
  if (n !== null && n !== undefined && !Number.isInteger(n)) push(path, 'must be a whole number')
}

/**
 * What a quote needs besides a valid proposal (000 §5: the answers the rating reads, which the form requires
 * before it sends the proposal): the start date, the proposer's date of birth, home postcode and licence type,
 * and the bike's cover, use, value, mileage and identity. Empty when the proposal can be priced.
 */
export const missingForQuote = (p: Proposal): FieldError[] => {
  const r = p.risk
  const needed: [string, unknown][] = [
    ['risk.start_date', r.start_date],
    ['risk.proposer.date_of_birth', r.proposer.date_of_birth],
    ['risk.proposer.address.postcode', r.proposer.address.postcode],
    ['risk.proposer.driver_details.licence.type', r.proposer.driver_details.licence.type],
    ['risk.vehicle.cover_type', r.vehicle.cover_type],
    ['risk.vehicle.class_of_use', r.vehicle.class_of_use],
    ['risk.vehicle.value', r.vehicle.value],
    ['risk.vehicle.manufacturer', r.vehicle.manufacturer],
    ['risk.vehicle.model', r.vehicle.model],
    ['risk.total_mileage', r.total_mileage],
  ]
  return needed.filter(([, value]) => value === null || value === undefined || value === '').map(([path]) => ({ path, message: 'needed for a quote' }))
}

/** The chosen extras (codes), refused at `addons` when they hold more than one breakdown tier (the domain's `choosesSeveralTiers`). */
export const breakdownTierErrors = (chosenCodes: readonly string[]): FieldError[] =>
  choosesSeveralTiers(chosenCodes) ? [{ path: 'addons', message: 'at most one breakdown tier (B1, B2, B3)' }] : []

/** A value sent where the rules read an answer; anything else (an object, an array) is no answer (the codec names it). */
const answerOf = (v: unknown): Answer => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null)
const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null)
/** A date sent as text (YYYY-MM-DD), as the form's rules read it (DD/MM/YYYY); anything else is no answer (the codec names it). */
const ukDateOf = (v: unknown): string | null => (typeof v === 'string' ? formatUkDate(v) : null)

/** 001 §4: a proposer under 18 who says they hold the account. */
const HOLDER_UNDER_18 = 'the proposer is under 18: the account must be held by someone aged 18 or over (a third party)'

/**
 * A direct debit to pay monthly by, judged as sent (any JSON) by the Instalments screen's own rules (001 §5,
 * src/domain/validation): the holder question answered, the name on the account, an account number of 8
 * digits and a sort code of 6 (`accountHolder`, `accountName`, `accountNumber`, `sortCode`); when a third
 * party holds the account, its title (from its list), first name, surname, date of birth (18 or over on
 * `today`) and a picked address (`thirdPartyHolderErrors`); and a proposer under 18 cannot be the holder
 * (`holderMustBeThirdParty`). Each missing or invalid field at its path (`direct_debit.account_number`) with
 * the form's message. A `sent` that is not an object gives none (the codec refuses it at `direct_debit`).
 */
export const directDebitAnswerErrors = (sent: unknown, facts: { readonly today: string; readonly proposerDateOfBirth: string | null | undefined }): FieldError[] => {
  if (!isPlain(sent)) return []
  const errors: FieldError[] = []
  const push: Push = (path, message) => void errors.push({ path, message })
  const field = (name: string, message: string | null): void => {
    if (message !== null) push(`direct_debit.${name}`, message)
  }
  const holder = sent.is_proposer_account_holder
  field('is_proposer_account_holder', accountHolder(answerOf(holder)) ?? (holder === true && holderMustBeThirdParty(facts.proposerDateOfBirth, facts.today) ? HOLDER_UNDER_18 : null))
  field('account_name', accountName(answerOf(sent.account_name)))
  field('account_number', accountNumber(answerOf(sent.account_number)))
  field('sort_code', sortCode(answerOf(sent.sort_code)))
  const tp = isPlain(sent.third_party) ? sent.third_party : {}
  if (holder === false) {
    const address = isPlain(tp.address) ? { line_1: textOf(tp.address.line_1), postcode: textOf(tp.address.postcode) } : null
    const failing = thirdPartyHolderErrors(
      { title: answerOf(tp.title), forename: answerOf(tp.forename), surname: answerOf(tp.surname), date_of_birth: ukDateOf(tp.date_of_birth), address },
      { today: facts.today },
    )
    for (const [name, message] of Object.entries(failing)) field(`third_party.${name}`, message ?? null)
  }
  // A title given must be of its list (a missing one is named above, once).
  const unlessNamed: Push = (path, message) => {
    if (!errors.some((e) => e.path === path)) push(path, message)
  }
  for (const e of listErrors(DirectDebit, sent, 'direct_debit')) unlessNamed(e.path, e.message)
  return errors
}

/** Bank details the mock bank refuses (documented in docs/mock-insurer.md): account 00000000, or a sort code starting 00. */
export const isRefusedBankAccount = (accountNumber: string | null | undefined, sortCode: string | null | undefined): boolean =>
  // Stryker disable next-line StringLiteral: any text not starting 00 answers the same for a missing sort code
  accountNumber === '00000000' || (sortCode ?? '').startsWith('00')
