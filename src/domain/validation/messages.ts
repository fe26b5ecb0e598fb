import { formatUkDate } from '../formats'

/**
 * The fixed validation texts of 000 §5 and 001 §5, exactly as the spec writes them (typos and missing full
 * stops included: they are the product's texts). Texts marked "ours" are not given by the spec and are
 * written in its style.
 */
export const MESSAGES = {
  /** Fallback required message, with its full stop. */
  required: 'Please provide an answer to this question to proceed.',
  /** Pillion, imported and sidecar questions: the same sentence without the full stop. */
  answerToProceed: 'Please provide an answer to this question to proceed',
  findYourBike: 'Please enter your registration and select a vehicle',
  purchased: 'Please select if you have purchased the vehicle',
  datePurchased: 'Select the date you became the owner of the vehicle',
  vehicleValue: 'Enter the value of the vehicle',
  claims: 'Confirm if you have had any accidents, claims or losses in the last 5 years.',
  convictions: 'Confirm if you have had any points, penalties, disqualifications or bans in the last 5 years.',
  penaltyPoints: 'Please enter the amount of points recieved.',
  coverStartDate: 'Cover start date is required',
  registration: 'Please enter your registration',
  email: 'Please provide a valid email.',
  name: 'Please provide a valid name.',
  postcode: 'This field must be a valid UK postcode.',
  addressNotSelected: 'Please search for your address and select it from the list.',
  phone: 'Please provide a valid UK phone number.',
  invalidDate: 'Please enter a valid date',
  purchaseBeforeManufacture: 'Purchase date cannot be before vehicle manufacturer date',
  businessMileageAboveTotal: "The business mileage can't be more than total mileage",
  quoteReference: 'Quote reference is invalid',
  emailsDoNotMatch: 'Email addresses do not match',
  accountNumber: 'Please enter a valid bank account number of 8 numbers.',
  sortCode: 'Please enter a valid sort code of 6 numbers.',
  /** 001 §4: the summary's registration that is under 2 characters. */
  registrationTooShort: 'Please enter a valid registration number to continue',
  /** Ours: 001 §5 asks for a 'cannot find'-style text but does not give it. */
  registrationNotFound: 'Sorry, we cannot find a bike with that registration. Please check it and try again.',
  /** Ours: the spec's number rule has no message. */
  number: 'Please enter a valid number.',
} as const

/** 'today', or a date as YYYY-MM-DD that the message shows as DD/MM/YYYY. */
export type MessageDate = 'today' | string

// Stryker disable next-line ConditionalExpression,StringLiteral: formatUkDate leaves 'today' as it is; the branch says so plainly
const shownDate = (date: MessageDate): string => (date === 'today' ? 'today' : formatUkDate(date))

/** 'The question cannot exceed N characters.' (the maximum length). */
export const maxLengthMessage = (n: number): string => `The question cannot exceed ${n} characters.`

/** 'The age must be at least N to proceed.' */
export const ageAtLeastMessage = (n: number): string => `The age must be at least ${n} to proceed.`

/** 'The age must be no more than N to proceed.' */
export const ageNoMoreThanMessage = (n: number): string => `The age must be no more than ${n} to proceed.`

/** "The value can't be less than N" (000 §5 gives it for N = 0). */
export const minValueMessage = (n: number): string => `The value can't be less than ${n}`

/** 'You need to be N years or over to take out insurance with us' */
export const minimumAgeMessage = (n: number): string => `You need to be ${n} years or over to take out insurance with us`

/** 'Please provide {what} date within N years', e.g. what = 'claim'. */
export const withinYearsMessage = (what: string, n: number): string => `Please provide ${what} date within ${n} years`

/** 'Please enter a date from today' or 'Please enter a date from DD/MM/YYYY'. */
export const dateFromMessage = (date: MessageDate): string => `Please enter a date from ${shownDate(date)}`

/** 'Please enter a date up to today' or 'Please enter a date up to DD/MM/YYYY'. */
export const dateUpToMessage = (date: MessageDate): string => `Please enter a date up to ${shownDate(date)}`

/** 'Please add at least one {item}', e.g. item = 'claim'. */
export const repeaterMessage = (item: string): string => `Please add at least one ${item}`
