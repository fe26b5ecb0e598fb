import { BUSINESS_CLASSES_OF_USE } from '../constants'

/** Business mileage is asked, and kept, only for the business classes of use C1, C2 and C3 (000 §4). */
export const asksBusinessMileage = (classOfUse: string | null | undefined): boolean =>
  // Stryker disable next-line ConditionalExpression: equivalent, the null check only narrows the type (the list holds no null)
  classOfUse != null && BUSINESS_CLASSES_OF_USE.includes(classOfUse)

/**
 * The kept postcode is asked, and kept, only when the bike is said NOT to be kept at the home address
 * (000 §4: 'Kept at home address Yes clears kept postcode'). Unanswered asks nothing: the postcode
 * question appears with No.
 */
export const asksKeptPostcode = (keptAtHome: boolean | null | undefined): boolean => keptAtHome === false
