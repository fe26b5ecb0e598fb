import { hashSecret, secretProblem, STAFF_NAME } from './staff-secrets'
import type { SupportStore } from './support-store'

/**
 * Adds a member of staff, or gives an existing one a new secret (ending their desk sessions and enabling the
 * account again). Refuses, saying why, a name that is not lower-case letters, digits, `.`, `-` or `_`
 * (2 to 64, starting with a letter), and a secret shorter than the minimum. Only the secret's hash is stored.
 */
export const putStaff = async (store: SupportStore, name: string, secret: string, at: string): Promise<{ ok: true } | { ok: false; message: string }> => {
  if (!STAFF_NAME.test(name)) return { ok: false, message: `A staff name is 2 to 64 lower-case letters, digits, '.', '-' or '_', starting with a letter (got ${JSON.stringify(name)}).` }
  const problem = secretProblem(secret)
  if (problem !== null) return { ok: false, message: problem }
  await store.putStaff(name, await hashSecret(secret), at)
  return { ok: true }
}
