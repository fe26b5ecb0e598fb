import * as t from 'io-ts'
import {
  AcceptRequest,
  AddonsRequest,
  AddressList,
  ConfirmRequest,
  DeviceRiskRequest,
  ListAnswer,
  ListName,
  ManualSearchAnswer,
  ManualSearchRequest,
  PayMonthlyAnswer,
  PayMonthlyRequest,
  PaymentOptionRequest,
  PaymentUrlAnswer,
  PaymentUrlRequest,
  PortalLinkAnswer,
  Proposal,
  ProposalInput,
  RecallRequest,
  RecaptchaAnswer,
  RecaptchaRequest,
  ReferenceLists,
  RegistrationLookupAnswer,
  RegistrationLookupRequest,
  SaveDeviceRiskCheckRequest,
  SendQuoteEmailRequest,
  StatusAnswer,
  TypedPostcode,
} from './codecs'
import type { ErrorCode } from './error-answers'
import { normaliseRegistration } from './formats'
import { wireListName } from './list-names'
import { Json } from './primitives'
import type { WireSchema } from './wire-schema'

/** The values a tuple of codecs decodes to: `[typeof Uuid, typeof ConfirmRequest]` → `[string, ConfirmRequest]`. */
type ValuesOf<C extends readonly t.Mixed[]> = { -readonly [I in keyof C]: t.TypeOf<C[I]> }

/** The positions of a tuple as numbers: `[A, B]` → `0 | 1`. */
type Positions<C extends readonly unknown[]> = { [I in keyof C]: I extends `${infer N extends number}` ? N : never }[number]

/**
 * What an entry of the table declares.
 * - `args`: the codecs of the client function's arguments, in order (a trail records and checks them).
 * - `path`: the request's path from those arguments, every segment and query value URL-encoded.
 * - `body` (POST only): absent when the call sends none; the position of the argument that is the body (its
 *   codec is then the call's request codec); or a body built from the arguments, with its codec.
 * - `answer`: the codec of what the client function resolves to, and what a trail records. `answerIn: 'data'`
 *   when the server wraps it as `{ data: … }`; `ignoreAnswer` when any 2xx will do and its body is not read
 *   (the answer is then `t.undefined`).
 * - `status`: the status of the insurer's answer when the call succeeds, when not 200 (the app takes any 2xx).
 * - `refuses`: the codes of the error answers the call gives beyond those of its kind (`ERROR_ANSWERS`' scopes:
 *   every call, every POST, every call checking a body or query, every call naming a proposal in its path).
 */
interface Declared<A extends readonly t.Mixed[], R extends t.Mixed> {
  readonly method: 'GET' | 'POST'
  readonly args: A
  // Methods, so that every entry is also a Call of the widest arguments (the client's one builder takes any).
  path(...args: ValuesOf<A>): string
  readonly answer: R
  readonly answerIn?: 'data'
  readonly ignoreAnswer?: true
  readonly status?: 201
  readonly refuses?: readonly ErrorCode[]
}

/** A body built from the arguments: its codec, and how the arguments make it. */
interface BuiltBody<A extends readonly t.Mixed[], Q extends t.Mixed> {
  readonly codec: Q
  of(...args: ValuesOf<A>): t.TypeOf<Q>
}

/** An entry of the table: as declared, with its request codec (`undefined` when it sends no body) and its body from the arguments. */
interface Call<A extends readonly t.Mixed[], R extends t.Mixed, Q extends t.Mixed | undefined> extends Declared<A, R> {
  readonly request: Q
  body(...args: ValuesOf<A>): unknown
}

/** Any entry of the table, its arguments and codecs unknown: what the client's one builder works with. */
export type AnyCall = Call<readonly t.Mixed[], t.Mixed, t.Mixed | undefined>

// The built body's form comes first: an overload tried before it would leave its `of` without parameter types.
function call<const A extends readonly t.Mixed[], R extends t.Mixed, Q extends t.Mixed>(
  c: Declared<A, R> & { readonly method: 'POST'; readonly body: BuiltBody<A, Q> },
): Call<A, R, Q>
function call<const A extends readonly t.Mixed[], R extends t.Mixed, const P extends Positions<A>>(
  c: Declared<A, R> & { readonly method: 'POST'; readonly body: P },
): Call<A, R, A[P]>
function call<const A extends readonly t.Mixed[], R extends t.Mixed>(c: Declared<A, R>): Call<A, R, undefined>
function call(c: Declared<readonly t.Mixed[], t.Mixed> & { readonly body?: number | BuiltBody<readonly t.Mixed[], t.Mixed> }): AnyCall {
  const { body, ...declared } = c
  if (body === undefined) return { ...declared, request: undefined, body: () => undefined }
  if (typeof body === 'number') return { ...declared, request: c.args[body], body: (...args) => args[body] }
  return { ...declared, request: body.codec, body: (...args) => body.of(...args) }
}

const segment = encodeURIComponent

/** A path under one proposal, the uuid URL-encoded: `/api/proposal/{uuid}{suffix}`. */
const proposalPath = (uuid: string, suffix = ''): string => `/api/proposal/${segment(uuid)}${suffix}`

/**
 * A proposal's uuid as the client is given it: any string (the server judges it, and answers 404 when none
 * matches). Its name is the route parameter that stands for it (`routeOf`); a call with it in its path names a
 * proposal (the `proposal` scope of `ERROR_ANSWERS`).
 */
export const ProposalUuid = new t.Type<string, string, unknown>('uuid', t.string.is, t.string.validate, t.identity)
/** ProposalUuid in the OpenAPI document: any string, as the client sends it. */
export const ProposalUuidSchema: WireSchema = { codec: ProposalUuid, schema: { type: 'string' } }

/** POST /api/proposal/{uuid}{suffix}, the arguments the uuid and the body (encoded with `request`). */
const postToProposal = <const Q extends t.Mixed, R extends t.Mixed>(
  suffix: string,
  request: Q,
  answer: R,
  more: Pick<Declared<[], R>, 'answerIn' | 'refuses'> = {},
) => call({ method: 'POST', args: [ProposalUuid, request], path: (uuid) => proposalPath(uuid, suffix), body: 1, answer, ...more })

/**
 * Every call of both spec call tables (000 §7, 001 §7), declared once. The API client's type and functions
 * (`src/api/client.ts`), the codecs a trail checks recorded calls with (`src/domain/trail/conversation.ts`) and
 * the mock insurer's decoding of request bodies (`CALLS.<name>.request`) are derived from it.
 */
export const CALLS = {
  /** GET /api/list: every reference list with its options. */
  getLists: call({ method: 'GET', args: [], path: () => '/api/list', answer: ReferenceLists }),
  /** GET /api/list/insurer.{name}: one list; its options are used. */
  getList: call({ method: 'GET', args: [ListName], path: (name) => `/api/list/${segment(wireListName(name))}`, answer: ListAnswer, refuses: ['not_found'] }),
  /** GET /api/proposal/{uuid}: the stored proposal (a quote opened at its address, the thank-you page). */
  getProposal: call({ method: 'GET', args: [ProposalUuid], path: (uuid) => proposalPath(uuid), answer: Proposal }),
  /** POST /api/proposal: creates the proposal (201); the answer carries its uuid. Limited per client. */
  createProposal: call({
    method: 'POST',
    args: [ProposalInput],
    path: () => '/api/proposal',
    body: 0,
    answer: Proposal,
    status: 201,
    refuses: ['too_many_requests', 'direct_debit_refused'],
  }),
  /** POST /api/proposal/{uuid}: updates the proposal (form edit, excess, registration). */
  updateProposal: postToProposal('', ProposalInput, Proposal, { refuses: ['already_purchased', 'direct_debit_refused'] }),
  /** POST /api/proposal/{uuid}/quote with no body: (re-)creates the quote. */
  createQuote: call({ method: 'POST', args: [ProposalUuid], path: (uuid) => proposalPath(uuid, '/quote'), answer: Proposal, refuses: ['already_purchased'] }),
  /** POST /json/proposal/update (start date change): the answer's `data` is the proposal returned. */
  updateProposalJson: call({
    method: 'POST',
    args: [Proposal],
    path: () => '/json/proposal/update',
    body: 0,
    answer: Proposal,
    answerIn: 'data',
    refuses: ['not_found', 'expired', 'already_purchased', 'direct_debit_refused'],
  }),
  /** GET /api/address?postcode=: the postcode is sent without spaces. */
  lookupAddress: call({
    method: 'GET',
    args: [TypedPostcode],
    path: (postcode) => `/api/address?postcode=${segment(postcode.replace(/\s+/g, ''))}`,
    answer: AddressList,
  }),
  /** POST /api/vehicle/registration {registration}, normalised (spaces removed, upper case); empty vehicles means not found. */
  lookupRegistration: call({
    method: 'POST',
    args: [t.string],
    path: () => '/api/vehicle/registration',
    body: { codec: RegistrationLookupRequest, of: (registration) => ({ registration: normaliseRegistration(registration) }) },
    answer: RegistrationLookupAnswer,
  }),
  /** GET /api/vehicle?registration= (the other reading of the lookup), normalised the same way. */
  lookupRegistrationByQuery: call({
    method: 'GET',
    args: [t.string],
    path: (registration) => `/api/vehicle?registration=${segment(normaliseRegistration(registration))}`,
    answer: RegistrationLookupAnswer,
  }),
  /** POST /api/vehicle: the manual cascade's choices so far; answers the next options and matching vehicles. */
  searchVehicles: call({ method: 'POST', args: [ManualSearchRequest], path: () => '/api/vehicle', body: 0, answer: ManualSearchAnswer }),
  /**
   * POST /api/recaptcha: the bot check of the token the page was given. A 2xx answer with `success: false` (a
   * Right) is the bot check not reporting success.
   */
  verifyRecaptcha: call({ method: 'POST', args: [RecaptchaRequest], path: () => '/api/recaptcha', body: 0, answer: RecaptchaAnswer }),
  /**
   * POST /api/proposal/{uuid}/payment-option: pay monthly or in full, with the renewal consent, the registration
   * and `userfields`; the quote stays.
   */
  setPaymentOption: postToProposal('/payment-option', PaymentOptionRequest, Proposal, { refuses: ['already_purchased'] }),
  /** POST /api/proposal/{uuid}/addons: the answer is the proposal, used as is. */
  sendAddons: postToProposal('/addons', AddonsRequest, Proposal, { refuses: ['already_purchased'] }),
  /** POST /api/proposal/{uuid}/confirm: email, mobile, registration, auto-renew consent. */
  confirm: postToProposal('/confirm', ConfirmRequest, Proposal, { refuses: ['already_purchased'] }),
  /**
   * POST /api/proposal/{uuid}/pay-monthly: the Direct Debit of a rider paying monthly. A non-2xx answer is an
   * `http` Left whose `message` is the server's message for the Instalments screen; a 2xx
   * `{ success: false, message }` is a Right.
   */
  payMonthly: postToProposal('/pay-monthly', PayMonthlyRequest, PayMonthlyAnswer, { refuses: ['already_purchased', 'credit_declined', 'direct_debit_refused'] }),
  /** POST /api/proposal/{uuid}/quote/payment {return_url}: the card payment page URL, for a quote that can be bought now. */
  getPaymentUrl: postToProposal('/quote/payment', PaymentUrlRequest, PaymentUrlAnswer, {
    refuses: ['already_purchased', 'not_quoted', 'referred', 'direct_debit_missing'],
  }),
  /**
   * POST /api/proposal/{uuid}/device-risk {blackbox, consent_to_auto_renew}: the thank-you page's device check;
   * answers the proposal.
   */
  deviceRisk: postToProposal('/device-risk', DeviceRiskRequest, Proposal),
  /** POST /api/proposal/{uuid}/save-device-risk-check: the answer's `data`, any JSON. */
  saveDeviceRiskCheck: postToProposal('/save-device-risk-check', SaveDeviceRiskCheckRequest, Json, { answerIn: 'data' }),
  /** POST /api/proposal/{uuid}/quote/accept: acceptance is confirmed when `quote.is_accepted` is true; only once paid for. */
  acceptQuote: postToProposal('/quote/accept', AcceptRequest, Proposal, { refuses: ['not_quoted', 'not_purchased'] }),
  /**
   * GET /api/proposal/{uuid}/generate-portal-link: the customer portal's address for the quote (the thank-you
   * page's REGISTER link).
   */
  generatePortalLink: call({ method: 'GET', args: [ProposalUuid], path: (uuid) => proposalPath(uuid, '/generate-portal-link'), answer: PortalLinkAnswer }),
  /**
   * POST /api/proposal/{uuid}/send-quote-email {uuid}: any 2xx is success and the body is ignored (204 too).
   * Limited per quote.
   */
  sendQuoteEmail: call({
    method: 'POST',
    args: [ProposalUuid],
    path: (uuid) => proposalPath(uuid, '/send-quote-email'),
    body: { codec: SendQuoteEmailRequest, of: (uuid) => ({ uuid }) },
    answer: t.undefined,
    ignoreAnswer: true,
    refuses: ['already_purchased', 'no_email', 'too_many_requests'],
  }),
  /** POST /api/proposal/recall: a Left `http` with code `not_found` means no quote matches. Limited per client. */
  recall: call({
    method: 'POST',
    args: [RecallRequest],
    path: () => '/api/proposal/recall',
    body: 0,
    answer: Proposal,
    refuses: ['not_found', 'too_many_requests'],
  }),
  /** GET /json/status: the first call of a page; its answer sets the session's cookies, XSRF-TOKEN among them. */
  status: call({ method: 'GET', args: [], path: () => '/json/status', answer: StatusAnswer }),
  /** POST /json/proposal/re-quote (defined by the spec, unused by it): the answer's `data` is the proposal. */
  requote: call({
    method: 'POST',
    args: [Proposal],
    path: () => '/json/proposal/re-quote',
    body: 0,
    answer: Proposal,
    answerIn: 'data',
    refuses: ['not_found', 'expired', 'already_purchased', 'direct_debit_refused'],
  }),
}

type Calls = typeof CALLS
export type CallName = keyof Calls

/**
 * The route of a call as an Express router takes it: its path with each argument a named parameter (the
 * argument codec's name: `/api/proposal/:uuid/confirm`, `/api/list/insurer.:ListName`) and without its query
 * (`/api/address`). The mock insurer serves each call at this route with the call's method (`serveCall`).
 */
export const routeOf = (c: AnyCall): string => {
  const path = c.path(...c.args.map((codec) => `:${codec.name}`))
  return decodeURIComponent(path.split('?')[0] ?? path)
}

/** Every call's name, in the table's order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[]

/** The types of a call's arguments, in order. */
export type ArgsOf<K extends CallName> = ValuesOf<Calls[K]['args']>

/** What a call resolves to once its answer is decoded (and taken out of `data`). */
export type AnswerOf<K extends CallName> = t.TypeOf<Calls[K]['answer']>
