/**
 * Which calls give an error answer without their entry in `CALLS` naming it:
 * - `every`: any call (the session expiring, a failure on the insurer's side, an address that cannot be read);
 * - `post`: every POST (its CSRF echo, its body's JSON, size and media type);
 * - `checked`: every call with a request body or a query parameter (the value is refused at its paths);
 * - `proposal`: every call naming a proposal in its path (`/api/proposal/{uuid}…`);
 * - `declared`: only the calls whose entry names it (`refuses`).
 */
export type ErrorScope = 'every' | 'post' | 'checked' | 'proposal' | 'declared'

/** One error answer of the insurer: its HTTP status, when it comes, and what the app does with it. */
export interface ErrorAnswer {
  readonly status: number
  readonly of: ErrorScope
  /** What the answer means, for the insurer's developers. */
  readonly meaning: string
  /** What the app does on it (001 §8). */
  readonly app: string
  /** The answer carries `Retry-After` (seconds). */
  readonly retryAfter?: true
}

const EXCEPTION = 'Exception page (001 §8: any failure not handled where it happens).'

/**
 * The insurer's error answers, declared once by their `code`: the body is always
 * `{ code, message?, errors?: [{ path, message }] }` (`ErrorBody`). The mock insurer answers them through this
 * table (its status from here), the OpenAPI document lists them under each call (their scope, and the entry's
 * `refuses`), and the app's routing (`src/api/errors.ts`) names its codes by this table's type. 001 §8 routes
 * 419 to Expired, `not_found`, `expired` and a pay-monthly failure to the screen that made the call, and any
 * other failure to Exception.
 */
export const ERROR_ANSWERS = {
  invalid_request: {
    status: 400,
    of: 'checked',
    meaning: 'The request body or a query parameter is refused; `errors` names each failing path (`risk.vehicle.owner`, `direct_debit.account_number`), never echoing a value.',
    app: 'The Instalments screen shows its message; elsewhere the Exception page.',
  },
  invalid_json: { status: 400, of: 'post', meaning: 'The request body is not valid JSON.', app: EXCEPTION },
  bad_request: { status: 400, of: 'every', meaning: 'The request could not be read (a malformed percent-encoding in its address).', app: EXCEPTION },
  csrf_failed: {
    status: 403,
    of: 'post',
    meaning: 'The POST does not echo its session’s XSRF-TOKEN cookie in X-XSRF-TOKEN; the answer sets the cookie.',
    app: 'Sent once more with the token the refusal set; a second refusal is the Exception page.',
  },
  not_found: {
    status: 404,
    of: 'proposal',
    meaning: 'What the call names does not exist: no proposal with that uuid, no quote matching a recall, no such list.',
    app: 'Handled where it happens: recall and the deep link say no quote matches; a proposal screen says the quote cannot be found.',
  },
  already_purchased: { status: 409, of: 'declared', meaning: 'The policy has been bought: the proposal can no longer change.', app: EXCEPTION },
  not_quoted: { status: 409, of: 'declared', meaning: 'There is no quote to pay for or accept.', app: EXCEPTION },
  referred: { status: 409, of: 'declared', meaning: 'The quote is referred and cannot be bought online.', app: EXCEPTION },
  direct_debit_missing: { status: 409, of: 'declared', meaning: 'Paying monthly needs the Direct Debit first.', app: EXCEPTION },
  not_purchased: { status: 409, of: 'declared', meaning: 'The quote is accepted only once it has been paid for.', app: EXCEPTION },
  no_email: { status: 409, of: 'declared', meaning: 'The proposal has no e-mail address to send the quote to.', app: 'Logged only; the button stays as it was.' },
  expired: {
    status: 410,
    of: 'proposal',
    meaning: 'The quote the call names is past its validity.',
    app: 'Handled where it happens: a proposal screen goes to the Expired page.',
  },
  payload_too_large: { status: 413, of: 'post', meaning: 'The request body is over 256 KB.', app: EXCEPTION },
  unsupported_media_type: { status: 415, of: 'post', meaning: 'The request body is not JSON in UTF-8.', app: EXCEPTION },
  session_expired: { status: 419, of: 'every', meaning: 'The session has expired (server-driven, 001 §9).', app: 'Expired page, whatever the call.' },
  direct_debit_refused: {
    status: 422,
    of: 'declared',
    meaning: 'The bank refused the Direct Debit details; `message` says so to the rider.',
    app: 'The Instalments screen shows the message and scrolls to it.',
  },
  credit_declined: {
    status: 422,
    of: 'declared',
    meaning: 'The credit application for paying monthly is declined; `message` says so to the rider.',
    app: 'The Instalments screen shows the message and scrolls to it.',
  },
  too_many_requests: {
    status: 429,
    of: 'declared',
    meaning: 'Too many attempts from this client (or for this quote) in the window; try again after `Retry-After` seconds.',
    app: 'Recall says so; elsewhere the Exception page.',
    retryAfter: true,
  },
  server_error: { status: 500, of: 'every', meaning: 'Something went wrong on the insurer’s side; no internal detail is given.', app: EXCEPTION },
} as const satisfies Record<string, ErrorAnswer>

/** The code of an error answer of the insurer (`not_found`, `expired`…). */
export type ErrorCode = keyof typeof ERROR_ANSWERS
