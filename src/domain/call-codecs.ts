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
  SaveDeviceRiskCheckRequest,
  StatusAnswer,
  TypedPostcode,
} from './codecs'
import { Json } from './primitives'

/** What one call takes (its arguments, as a tuple) and what it answers once decoded. */
export interface CallCodec {
  readonly args: t.Mixed
  readonly answer: t.Mixed
}

const call = (args: t.Mixed[], answer: t.Mixed): CallCodec => ({ args: t.tuple(args as unknown as [t.Mixed]), answer })

const Uuid = t.string

/**
 * The codecs of every client call's arguments and decoded answer, so a recorded call (in a trail) is checked
 * on import and redacted through the same codec markings as events. The API client checks at compile time
 * that every one of its functions has an entry here (`src/api/client.ts`).
 */
export const CALL_CODECS = {
  getLists: call([], ReferenceLists),
  getList: call([ListName], ListAnswer),
  getProposal: call([Uuid], Proposal),
  createProposal: call([ProposalInput], Proposal),
  updateProposal: call([Uuid, ProposalInput], Proposal),
  createQuote: call([Uuid], Proposal),
  updateProposalJson: call([Proposal], Proposal),
  lookupAddress: call([TypedPostcode], AddressList),
  lookupRegistration: call([t.string], RegistrationLookupAnswer),
  lookupRegistrationByQuery: call([t.string], RegistrationLookupAnswer),
  searchVehicles: call([ManualSearchRequest], ManualSearchAnswer),
  verifyRecaptcha: call([RecaptchaRequest], RecaptchaAnswer),
  setPaymentOption: call([Uuid, PaymentOptionRequest], Proposal),
  sendAddons: call([Uuid, AddonsRequest], Proposal),
  confirm: call([Uuid, ConfirmRequest], Proposal),
  payMonthly: call([Uuid, PayMonthlyRequest], PayMonthlyAnswer),
  getPaymentUrl: call([Uuid, PaymentUrlRequest], PaymentUrlAnswer),
  deviceRisk: call([Uuid, DeviceRiskRequest], Proposal),
  saveDeviceRiskCheck: call([Uuid, SaveDeviceRiskCheckRequest], Json),
  acceptQuote: call([Uuid, AcceptRequest], Proposal),
  generatePortalLink: call([Uuid], PortalLinkAnswer),
  sendQuoteEmail: call([Uuid], t.undefined),
  recall: call([RecallRequest], Proposal),
  status: call([], StatusAnswer),
  requote: call([Proposal], Proposal),
} as const satisfies Record<string, CallCodec>
