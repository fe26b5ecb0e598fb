import { CALL_CODECS, type CallCodec } from '../domain/call-codecs'
import * as t from 'io-ts'
import { chainW, map, type Either } from 'fp-ts/lib/Either'
import {
  AcceptRequest,
  AddonsRequest,
  AddressList,
  ConfirmRequest,
  DataAnswer,
  DeviceRiskRequest,
  ListAnswer,
  ManualSearchAnswer,
  ManualSearchRequest,
  PayMonthlyAnswer,
  PayMonthlyRequest,
  PaymentOptionRequest,
  PaymentUrlAnswer,
  PaymentUrlRequest,
  PortalLinkAnswer,
  Proposal,
  ProposalDataAnswer,
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
  type ListName,
} from '../domain/codecs'
import { normaliseRegistration } from '../domain/formats'
import { Json } from '../domain/primitives'
import { decodeAnswer } from '../domain/decode-report'
import type { ApiError } from './errors'
import { addressPath, listPath, proposalPath, vehicleQueryPath } from './paths'
import type { Transport } from './transport'

/** What every call resolves to: never a rejection. */
export type ApiResult<A> = Promise<Either<ApiError, A>>

/**
 * The typed client: one function per call of both spec call tables (000 §7, 001 §7). Each decodes its
 * answer with its codec; every failure is a Left ApiError (network, http with the server's code and
 * message, session-expired on 419, decode with the failing paths), and no function throws or rejects.
 * Request bodies are encoded with their codecs, so fields a codec does not know are not sent. uuids are
 * URL-encoded in paths.
 */
export interface ApiClient {
  /** GET /api/list: every reference list with its options. */
  getLists(): ApiResult<ReferenceLists>
  /** GET /api/list/insurer.{name}: one list; its options are used. */
  getList(name: ListName): ApiResult<ListAnswer>
  /** GET /api/proposal/{uuid}. */
  getProposal(uuid: string): ApiResult<Proposal>
  /** POST /api/proposal: creates the proposal; the answer carries its uuid. */
  createProposal(proposal: ProposalInput): ApiResult<Proposal>
  /** POST /api/proposal/{uuid}: updates the proposal (form edit, excess, registration). */
  updateProposal(uuid: string, proposal: ProposalInput): ApiResult<Proposal>
  /** POST /api/proposal/{uuid}/quote with no body: (re-)creates the quote. */
  createQuote(uuid: string): ApiResult<Proposal>
  /** POST /json/proposal/update (start date change): the answer's `data` is the proposal returned. */
  updateProposalJson(proposal: Proposal): ApiResult<Proposal>
  /** GET /api/address?postcode=: the postcode is sent without spaces. */
  lookupAddress(postcode: string): ApiResult<AddressList>
  /** POST /api/vehicle/registration {registration}, normalised (spaces removed, upper case); empty vehicles means not found. */
  lookupRegistration(registration: string): ApiResult<RegistrationLookupAnswer>
  /** GET /api/vehicle?registration= (the other reading of the lookup), normalised the same way. */
  lookupRegistrationByQuery(registration: string): ApiResult<RegistrationLookupAnswer>
  /** POST /api/vehicle: the manual cascade's choices so far; answers the next options and matching vehicles. */
  searchVehicles(request: ManualSearchRequest): ApiResult<ManualSearchAnswer>
  /** POST /api/recaptcha: a Right with success false is the bot check not reporting success. */
  verifyRecaptcha(request: RecaptchaRequest): ApiResult<RecaptchaAnswer>
  /** POST /api/proposal/{uuid}/payment-option. */
  setPaymentOption(uuid: string, request: PaymentOptionRequest): ApiResult<Proposal>
  /** POST /api/proposal/{uuid}/addons: the answer is the proposal, used as is. */
  sendAddons(uuid: string, request: AddonsRequest): ApiResult<Proposal>
  /** POST /api/proposal/{uuid}/confirm: email, mobile, registration, auto-renew consent. */
  confirm(uuid: string, request: ConfirmRequest): ApiResult<Proposal>
  /**
   * POST /api/proposal/{uuid}/pay-monthly. A non-2xx answer is an `http` Left whose `message` is the
   * server's message for the Instalments screen; a 2xx `{ success: false, message }` is a Right.
   */
  payMonthly(uuid: string, request: PayMonthlyRequest): ApiResult<PayMonthlyAnswer>
  /** POST /api/proposal/{uuid}/quote/payment {return_url}: the card payment page URL. */
  getPaymentUrl(uuid: string, request: PaymentUrlRequest): ApiResult<PaymentUrlAnswer>
  /** POST /api/proposal/{uuid}/device-risk {blackbox, consent_to_auto_renew}. */
  deviceRisk(uuid: string, request: DeviceRiskRequest): ApiResult<Proposal>
  /** POST /api/proposal/{uuid}/save-device-risk-check: the answer's `data`, any JSON. */
  saveDeviceRiskCheck(uuid: string, request: SaveDeviceRiskCheckRequest): ApiResult<Json>
  /** POST /api/proposal/{uuid}/quote/accept: acceptance is confirmed when `quote.is_accepted` is true. */
  acceptQuote(uuid: string, request: AcceptRequest): ApiResult<Proposal>
  /** GET /api/proposal/{uuid}/generate-portal-link. */
  generatePortalLink(uuid: string): ApiResult<PortalLinkAnswer>
  /** POST /api/proposal/{uuid}/send-quote-email {uuid}: any 2xx is success and the body is ignored (204 too). */
  sendQuoteEmail(uuid: string): ApiResult<void>
  /** POST /api/proposal/recall: a Left `http` with code `not_found` means no quote matches. */
  recall(request: RecallRequest): ApiResult<Proposal>
  /** GET /json/status. */
  status(): ApiResult<StatusAnswer>
  /** POST /json/proposal/re-quote (defined by the spec, unused by it): the answer's `data` is the proposal. */
  requote(proposal: Proposal): ApiResult<Proposal>
}

type CallName = keyof ApiClient

const JsonDataAnswer = DataAnswer(Json)

/** Builds the client on a transport (see `createBrowserTransport`, or a transport on a fake fetch in tests). */
/** Every client function has the codecs of its arguments and answer, for trails (a missing entry does not compile). */
const _everyCallHasCodecs: { readonly [K in keyof ApiClient]: CallCodec } = CALL_CODECS

export const createApiClient = (transport: Transport): ApiClient => {
  const get = <A>(call: CallName, path: string, answer: t.Decoder<unknown, A>): ApiResult<A> =>
    transport.send({ call, method: 'GET', path }).then(chainW(decodeAnswer(answer, call, path)))

  const post = <A>(call: CallName, path: string, answer: t.Decoder<unknown, A>, body?: unknown): ApiResult<A> =>
    transport.send({ call, method: 'POST', path, body }).then(chainW(decodeAnswer(answer, call, path)))

  const data = <A>(result: ApiResult<{ data: A }>): ApiResult<A> => result.then(map((a) => a.data))

  return {
    getLists: () => get('getLists', '/api/list', ReferenceLists),
    getList: (name) => get('getList', listPath(name), ListAnswer),
    getProposal: (uuid) => get('getProposal', proposalPath(uuid), Proposal),
    createProposal: (p) => post('createProposal', '/api/proposal', Proposal, ProposalInput.encode(p)),
    updateProposal: (uuid, p) => post('updateProposal', proposalPath(uuid), Proposal, ProposalInput.encode(p)),
    createQuote: (uuid) => post('createQuote', proposalPath(uuid, '/quote'), Proposal),
    updateProposalJson: (p) =>
      data(post('updateProposalJson', '/json/proposal/update', ProposalDataAnswer, Proposal.encode(p))),
    lookupAddress: (postcode) => get('lookupAddress', addressPath(postcode), AddressList),
    lookupRegistration: (registration) =>
      post(
        'lookupRegistration',
        '/api/vehicle/registration',
        RegistrationLookupAnswer,
        RegistrationLookupRequest.encode({ registration: normaliseRegistration(registration) }),
      ),
    lookupRegistrationByQuery: (registration) =>
      get('lookupRegistrationByQuery', vehicleQueryPath(registration), RegistrationLookupAnswer),
    searchVehicles: (req) => post('searchVehicles', '/api/vehicle', ManualSearchAnswer, ManualSearchRequest.encode(req)),
    verifyRecaptcha: (req) => post('verifyRecaptcha', '/api/recaptcha', RecaptchaAnswer, RecaptchaRequest.encode(req)),
    setPaymentOption: (uuid, req) =>
      post('setPaymentOption', proposalPath(uuid, '/payment-option'), Proposal, PaymentOptionRequest.encode(req)),
    sendAddons: (uuid, req) => post('sendAddons', proposalPath(uuid, '/addons'), Proposal, AddonsRequest.encode(req)),
    confirm: (uuid, req) => post('confirm', proposalPath(uuid, '/confirm'), Proposal, ConfirmRequest.encode(req)),
    payMonthly: (uuid, req) =>
      post('payMonthly', proposalPath(uuid, '/pay-monthly'), PayMonthlyAnswer, PayMonthlyRequest.encode(req)),
    getPaymentUrl: (uuid, req) =>
      post('getPaymentUrl', proposalPath(uuid, '/quote/payment'), PaymentUrlAnswer, PaymentUrlRequest.encode(req)),
    deviceRisk: (uuid, req) => post('deviceRisk', proposalPath(uuid, '/device-risk'), Proposal, DeviceRiskRequest.encode(req)),
    saveDeviceRiskCheck: (uuid, req) =>
      data(
        post(
          'saveDeviceRiskCheck',
          proposalPath(uuid, '/save-device-risk-check'),
          JsonDataAnswer,
          SaveDeviceRiskCheckRequest.encode(req),
        ),
      ),
    acceptQuote: (uuid, req) => post('acceptQuote', proposalPath(uuid, '/quote/accept'), Proposal, AcceptRequest.encode(req)),
    generatePortalLink: (uuid) => get('generatePortalLink', proposalPath(uuid, '/generate-portal-link'), PortalLinkAnswer),
    sendQuoteEmail: (uuid) =>
      transport
        .send({
          call: 'sendQuoteEmail',
          method: 'POST',
          path: proposalPath(uuid, '/send-quote-email'),
          body: SendQuoteEmailRequest.encode({ uuid }),
          ignoreAnswer: true,
        })
        .then(map(() => undefined)),
    recall: (req) => post('recall', '/api/proposal/recall', Proposal, RecallRequest.encode(req)),
    status: () => get('status', '/json/status', StatusAnswer),
    requote: (p) => data(post('requote', '/json/proposal/re-quote', ProposalDataAnswer, Proposal.encode(p))),
  }
}
