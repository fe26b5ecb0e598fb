import * as t from 'io-ts'
import { quantity } from './durations'
import { nullable } from './primitives'

/**
 * Why a desk sign-in was refused, as the access log keeps it (never the secret or code typed):
 * - `unknown-name`: no account has the name typed (the name itself is not kept: it may be a secret in the wrong field);
 * - `disabled`: the account is disabled;
 * - `wrong-secret`, `wrong-code`, `wrong-recovery-code`: that factor was wrong (a code is checked only after the secret);
 * - `code-used`: a right one-time code that had been accepted once already (on any instance);
 * - `not-enrolled`: the right secret, but the account has no one-time codes set up (`npm run support:staff -- enrol`);
 * - `locked-account`, `locked-address`: refused before anything was checked, for the failures before it.
 */
export const SignInRefusal = t.keyof(
  {
    'unknown-name': null,
    disabled: null,
    'wrong-secret': null,
    'wrong-code': null,
    'wrong-recovery-code': null,
    'code-used': null,
    'not-enrolled': null,
    'locked-account': null,
    'locked-address': null,
  },
  'SignInRefusal',
)
export type SignInRefusal = t.TypeOf<typeof SignInRefusal>

/** How a desk sign-in was completed: with a one-time code, or with one of the recovery codes (each usable once). */
export const SignInMethod = t.keyof({ 'one-time-code': null, 'recovery-code': null }, 'SignInMethod')
export type SignInMethod = t.TypeOf<typeof SignInMethod>

/**
 * What the support desk's access log records: a trail opened (its code), a quote searched (its reference), a
 * sign-in (its method) or a refused one (its reason), a sign-out, a member of staff ending their other sessions, a
 * rider's trails exported or erased (by code or reference, on the desk or the command line), and each change to a
 * staff account made with `npm run support:staff` (the account added, its codes set up again, a new secret, disabled,
 * enabled, its lock-out ended).
 */
export const AccessAction = t.keyof(
  {
    opened: null,
    searched: null,
    'signed-in': null,
    'sign-in-refused': null,
    'signed-out': null,
    'ended-other-sessions': null,
    exported: null,
    erased: null,
    'account-added': null,
    'codes-set-up': null,
    'secret-changed': null,
    'account-disabled': null,
    'account-enabled': null,
    unlocked: null,
  },
  'AccessAction',
)
export type AccessAction = t.TypeOf<typeof AccessAction>

/**
 * One entry of the access log. `staff` is the account acted as or tried ('' for a sign-in to a name no account
 * has), or for a change to an account, the account changed (the command line has no sign-in to say who changed it); `address` the client's address, for sign-ins only; `detail` a sign-in's method or a refusal's reason;
 * `trails` how many trails an export or erasure took (null for any other entry).
 */
export const AccessEntry = t.type(
  {
    at: t.string,
    staff: t.string,
    action: AccessAction,
    code: nullable(t.string),
    reference: nullable(t.string),
    address: nullable(t.string),
    detail: nullable(t.union([SignInMethod, SignInRefusal])),
    trails: nullable(t.number),
  },
  'AccessEntry',
)
export type AccessEntry = t.TypeOf<typeof AccessEntry>

/**
 * `POST /api/support/desk/sign-in`: a member of staff's name and secret, and their second factor: a one-time code
 * from their authenticator app, or one of their recovery codes. No other key is accepted.
 */
export const DeskSignInRequest = t.exact(
  t.intersection([t.type({ name: t.string, secret: t.string }), t.partial({ code: t.string, recoveryCode: t.string })]),
  'DeskSignInRequest',
)
export type DeskSignInRequest = t.TypeOf<typeof DeskSignInRequest>

/** What staff are told when a desk sign-in ended after `idleMinutes` without use (the server's 401, and the desk's own time-out). */
export const idleSignInEnded = (idleMinutes: number): string => `Your sign-in ended after ${quantity(idleMinutes, 'minute')} without use. Please sign in again.`

/** What staff are told when a desk sign-in ended at its absolute end, `sessionHours` after it began. */
export const expiredSignInEnded = (sessionHours: number): string => `Your sign-in ended: a sign-in lasts ${quantity(sessionHours, 'hour')} at most. Please sign in again.`
