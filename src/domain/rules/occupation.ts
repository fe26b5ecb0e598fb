import { EDUCATION_INDUSTRY_CODE, FULL_TIME_EDUCATION_ROLES, FULL_TIME_EDUCATION_STATUS, NON_WORKING_STATUSES } from '../constants'

type Status = string | null | undefined

/** The non-working statuses (retired, unemployed, none, not known, householder) have no occupation. */
// Stryker disable next-line ConditionalExpression: includes() is false for null and undefined too; the check narrows the type
export const isNonWorking = (status: Status): boolean => status != null && NON_WORKING_STATUSES.includes(status)

/** Full-time education fixes the industry (950) and limits the roles to its fixed list. */
export const isFullTimeEducation = (status: Status): boolean => status === FULL_TIME_EDUCATION_STATUS

/** The occupation (role, industry, second job) is asked once a working status is chosen. */
export const asksOccupation = (status: Status): boolean => status != null && !isNonWorking(status)

/** The roles a status allows: full-time education's fixed codes, or null for every role of the list. */
export const allowedRoles = (status: Status): readonly string[] | null =>
  isFullTimeEducation(status) ? FULL_TIME_EDUCATION_ROLES : null

/** The role kept for an answer: none for a non-working status, none outside the allowed roles. */
export const roleFor = <R extends string | null | undefined>(status: Status, role: R): R | null => {
  if (isNonWorking(status)) return null
  const allowed = allowedRoles(status)
  // Stryker disable next-line ConditionalExpression: a null role gives null either way; the check narrows the type
  return role != null && allowed !== null && !allowed.includes(role) ? null : role
}

/** The industry kept for an answer: 950 for full-time education, none for a non-working status. */
export const industryFor = <I extends string | null | undefined>(status: Status, industry: I): I | string | null =>
  isFullTimeEducation(status) ? EDUCATION_INDUSTRY_CODE : isNonWorking(status) ? null : industry
