import { enrol, type Enrolment } from './second-factor'
import { hashSecret, secretProblem, STAFF_NAME } from './staff-secrets'
import type { SupportStore } from './support-store'

/** What a change to an account gives: done (with the second factor to hand over, when one was made), or why not. */
export type StaffChange<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly message: string }

const nameProblem = (name: string): string | null =>
  STAFF_NAME.test(name) ? null : `A staff name is 2 to 64 lower-case letters, digits, '.', '-' or '_', starting with a letter (got ${JSON.stringify(name)}).`

const noSuchAccount = (name: string): { ok: false; message: string } => ({ ok: false, message: `No member of staff is called ${name}.` })

/**
 * Adds a member of staff with their secret and a second factor (one-time codes and recovery codes), which the
 * answer holds to show them once: only the secret's hash, the one-time-code secret encrypted with `key`, and the
 * recovery codes' hashes are stored. Refuses, saying why, a name that is not lower-case letters, digits, `.`, `-`
 * or `_` (2 to 64, starting with a letter), a name taken already, and a secret `secretProblem` refuses.
 */
export const addStaff = async (store: SupportStore, key: Buffer, name: string, secret: string, at: string): Promise<StaffChange<{ readonly enrolment: Enrolment }>> => {
  const problem = nameProblem(name) ?? secretProblem(secret, name)
  if (problem !== null) return { ok: false, message: problem }
  const enrolment = enrol(name, key)
  if (!(await store.addStaff(name, await hashSecret(secret), enrolment.stored, at))) return { ok: false, message: `A member of staff is called ${name} already: to give them a new secret, use the secret command.` }
  return { ok: true, enrolment }
}

/** Gives a member of staff a new secret (checked as addStaff checks it) and ends their desk sessions; the second factor stays. */
export const setStaffSecret = async (store: SupportStore, name: string, secret: string): Promise<StaffChange<object>> => {
  const problem = secretProblem(secret, name)
  if (problem !== null) return { ok: false, message: problem }
  return (await store.setSecret(name, await hashSecret(secret))) ? { ok: true } : noSuchAccount(name)
}

/**
 * Gives a member of staff a new second factor (a new phone, lost recovery codes, or an account from before one-time
 * codes) in place of the old, which stops working, and ends their desk sessions.
 */
export const enrolStaff = async (store: SupportStore, key: Buffer, name: string, at: string): Promise<StaffChange<{ readonly enrolment: Enrolment }>> => {
  const enrolment = enrol(name, key)
  return (await store.setSecondFactor(name, enrolment.stored, at)) ? { ok: true, enrolment } : noSuchAccount(name)
}
