import { Secret, TOTP } from 'otpauth'
import { setTimeout as sleep } from 'node:timers/promises'
import { confirmEnrolment, enrol, type ConfirmedFactor } from '../../../src/support/service/second-factor'
import { addStaff, enrolStaff } from '../../../src/support/service/staff-accounts'
import type { SupportStore } from '../../../src/support/service/support-store'

/** The key the tests' services encrypt one-time-code secrets with (SUPPORT_TOTP_KEY), the same for every instance. */
export const TEST_SECOND_FACTOR_KEY = Buffer.alloc(32, 0x5a)

/** The key as SUPPORT_TOTP_KEY gives it to a process. */
export const TEST_SECOND_FACTOR_KEY_ENV = { SUPPORT_TOTP_KEY: TEST_SECOND_FACTOR_KEY.toString('hex') }

/** Two members of staff the tests add, each with their own secret (which, as every secret, holds neither name). */
export const ALICE = { name: 'alice', secret: 'amber-lantern-desk-41f0c2' } as const
export const BOB = { name: 'bob', secret: 'cobalt-harbour-desk-9e27d55a' } as const

/** A member of staff as a test knows them: name and secret, the one-time-code key their app was given, and their recovery codes. */
export interface EnrolledStaff {
  readonly name: string
  readonly secret: string
  /** The base32 key the enrolment showed (what the authenticator app holds). */
  readonly codeKey: string
  readonly recoveryCodes: readonly string[]
}

/**
 * A new second factor for `name`, confirmed as `npm run support:staff` confirms it, by a code of its app: the code of
 * the time step before this one (a phone a little behind, which is accepted), so the code of this step and later
 * ones are left to sign in with. Answers the factor to store and what the member of staff was shown.
 */
export const confirmedForTest = (name: string, key: Buffer = TEST_SECOND_FACTOR_KEY): { factor: ConfirmedFactor; codeKey: string; recoveryCodes: readonly string[] } => {
  const enrolment = enrol(name, key)
  const now = new Date()
  const factor = confirmEnrolment(name, enrolment, key, codeAt(enrolment.secret, Math.floor(now.getTime() / PERIOD_MS) - 1), now)
  if (factor === null) throw new Error('the enrolment refused its own code')
  return { factor, codeKey: enrolment.secret, recoveryCodes: enrolment.recoveryCodes }
}

/** Adds a member of staff as `npm run support:staff -- add` does, and answers what their enrolment showed. */
export const enrolStaffForTest = async (store: SupportStore, who: { readonly name: string; readonly secret: string }, key: Buffer = TEST_SECOND_FACTOR_KEY): Promise<EnrolledStaff> => {
  const { factor, codeKey, recoveryCodes } = confirmedForTest(who.name, key)
  const r = await addStaff(store, who.name, who.secret, factor, new Date().toISOString())
  if (!r.ok) throw new Error(r.message)
  return { ...who, codeKey, recoveryCodes }
}

/** Sets up new one-time codes for an existing account as `npm run support:staff -- enrol` does, and answers the account as its member of staff knows it. */
export const reenrolStaffForTest = async (store: SupportStore, who: { readonly name: string; readonly secret: string }, at: string): Promise<EnrolledStaff> => {
  const { factor, codeKey, recoveryCodes } = confirmedForTest(who.name)
  const r = await enrolStaff(store, who.name, factor, at)
  if (!r.ok) throw new Error(r.message)
  return { ...who, codeKey, recoveryCodes }
}

/** A clock a service reads (its `now`), which a test moves on instead of waiting. */
export interface TestClock {
  readonly now: () => Date
  readonly advance: (ms: number) => void
}

export const testClock = (): TestClock => {
  let offset = 0
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) }
}

const PERIOD_MS = 30_000

/** The one-time code of a time step for a key, as the member of staff's app shows it. */
export const codeAt = (codeKey: string, step: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(codeKey) }).generate({ timestamp: step * PERIOD_MS })

/** The last time step each key's code was given out for, in this test run. */
const lastStep = new Map<string, number>()

/**
 * A one-time code for `who` that this test run has not given out before (a code is accepted once): the current
 * step's, or, when that was given out, the next step's (accepted a step early). With a clock, the clock is moved
 * on to that step; without one (a service in another process), when the next step's was given out too, this waits
 * for the step to come.
 */
export const freshCode = async (who: EnrolledStaff, clock?: TestClock): Promise<string> => {
  const stepNow = (): number => Math.floor((clock?.now() ?? new Date()).getTime() / PERIOD_MS)
  const used = lastStep.get(who.codeKey) ?? -Infinity
  let step = stepNow()
  if (step <= used) {
    if (clock !== undefined) {
      clock.advance((used + 1 - step) * PERIOD_MS)
      step = stepNow()
    } else {
      while (stepNow() + 1 < used + 1) await sleep(250)
      step = used + 1
    }
  }
  lastStep.set(who.codeKey, step)
  return codeAt(who.codeKey, step)
}

/** A sign-in's body with a fresh one-time code (freshCode). */
export const signInBody = async (who: EnrolledStaff, clock?: TestClock): Promise<{ name: string; secret: string; code: string }> => ({
  name: who.name,
  secret: who.secret,
  code: await freshCode(who, clock),
})
