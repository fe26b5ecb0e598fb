import type { ConfirmedFactor } from './second-factor'
import { hashSecret, secretProblem, STAFF_NAME } from './staff-secrets'
import type { SupportStore } from './support-store'

/** What a change to an account gives: done, or why not. */
export type StaffChange = { readonly ok: true } | { readonly ok: false; readonly message: string }

const nameProblem = (name: string): string | null =>
  STAFF_NAME.test(name) ? null : `A staff name is 2 to 64 lower-case letters, digits, '.', '-' or '_', starting with a letter (got ${JSON.stringify(name)}).`

/** A name and a secret's own problems, before the store is asked whether the name is free. */
const accountProblem = (name: string, secret: string): string | null => nameProblem(name) ?? secretProblem(secret, name)

const nameTaken = (name: string): string => `A member of staff is called ${name} already: to give them a new secret, use the secret command.`

const noSuchAccount = (name: string): string => `No member of staff is called ${name}.`

/**
 * Why a member of staff cannot be added under `name` with `secret`, or null: a name that is not lower-case letters,
 * digits, `.`, `-` or `_` (2 to 64, starting with a letter), a name taken already, or a secret `secretProblem`
 * refuses. Asked before their one-time codes are shown, so nobody scans a QR code for an account that is then refused.
 */
export const additionProblem = async (store: SupportStore, name: string, secret: string): Promise<string | null> => {
  const problem = accountProblem(name, secret)
  if (problem !== null) return problem
  return (await store.staff(name)) === undefined ? null : nameTaken(name)
}

/**
 * Adds a member of staff with their secret and a second factor whose first code they gave: only the secret's hash,
 * the one-time-code secret encrypted, and the recovery codes' hashes are stored. Refuses, saying why, what
 * `additionProblem` refuses, also a name another run took meanwhile (nothing is written then).
 */
export const addStaff = async (store: SupportStore, name: string, secret: string, factor: ConfirmedFactor, at: string): Promise<StaffChange> => {
  const problem = accountProblem(name, secret)
  if (problem !== null) return { ok: false, message: problem }
  return (await store.addStaff(name, await hashSecret(secret), factor, at)) ? { ok: true } : { ok: false, message: nameTaken(name) }
}

/** Gives a member of staff a new secret (checked as addStaff checks it) and ends their desk sessions; the second factor stays. */
export const setStaffSecret = async (store: SupportStore, name: string, secret: string): Promise<StaffChange> => {
  const problem = secretProblem(secret, name)
  if (problem !== null) return { ok: false, message: problem }
  return (await store.setSecret(name, await hashSecret(secret))) ? { ok: true } : { ok: false, message: noSuchAccount(name) }
}

/** Why `name`'s codes cannot be set up again, or null: no account has that name. Asked before the new codes are shown. */
export const enrolmentProblem = async (store: SupportStore, name: string): Promise<string | null> => ((await store.staff(name)) === undefined ? noSuchAccount(name) : null)

/**
 * Gives a member of staff a new second factor whose first code they gave (a new phone, lost recovery codes, or an
 * account from before one-time codes) in place of the old, which stops working only now, and ends their desk sessions.
 */
export const enrolStaff = async (store: SupportStore, name: string, factor: ConfirmedFactor, at: string): Promise<StaffChange> =>
  (await store.setSecondFactor(name, factor, at)) ? { ok: true } : { ok: false, message: noSuchAccount(name) }
