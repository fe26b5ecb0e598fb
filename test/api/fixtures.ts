import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import {
  AcceptRequest,
  AddonsRequest,
  ConfirmRequest,
  DeviceRiskRequest,
  ManualSearchRequest,
  PayMonthlyRequest,
  PaymentOptionRequest,
  Proposal,
  ProposalInput,
  RecallRequest,
  RecaptchaRequest,
  SaveDeviceRiskCheckRequest,
} from '../../src/domain/codecs'
import { reportErrors } from '../../src/domain/decode-report'

/** Decodes a fixture, failing loudly (with the paths) when the codecs have moved on. */
const valid = <A>(codec: t.Decoder<unknown, A>, value: unknown): A => {
  const result = codec.decode(value)
  if (isLeft(result)) throw new Error(`fixture is not a valid ${codec.name}: ${reportErrors(result.left).join('; ')}`)
  return result.right
}

export const UUID = '3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'

const driverDetails = { driver_type: 'proposer', tests: [], licence: { convictions: [] }, claims: [] }

const quoteJson = {
  reference: '12345-67890-12345',
  premium: 412.35,
  is_quoted: true,
  metadata: {},
  addons: [],
  wordings: { policyDocumentUrl: 'https://example.test/policy.pdf' },
  excesses: [],
  endorsements: [],
  ipids: [],
}

/** A quoted proposal as the server answers it (plain JSON). */
export const proposalJson = {
  uuid: UUID,
  addons: [],
  removed_addons: [],
  is_quoted: true,
  is_pay_monthly: false,
  risk: {
    additional_drivers: [],
    proposer: {
      name: { title: 'Mr', forenames: 'Sam', surname: 'Rider' },
      full_time_occupation: {},
      resident: {},
      driver_details: driverDetails,
      address: { line_1: '1 High Street', postcode: 'SW1A 1AA' },
      phone_numbers: { mobile: '07700900123' },
      email_address: 'sam@example.com',
    },
    userfields: {},
    duqs: {},
    voluntary_excess: 100,
    vehicle: { purchased: {}, modifications: [], registration: 'AB12CDE', cover_type: 'C' },
  },
  quote: quoteJson,
}
export const proposal: Proposal = valid(Proposal, proposalJson)

/** The same proposal with a premium that is not Money. */
export const badProposalJson = { ...proposalJson, quote: { ...quoteJson, premium: 'abc' } }

const { uuid: _uuid, ...inputJson } = proposalJson
export const proposalInputJson = inputJson
export const proposalInput: ProposalInput = valid(ProposalInput, proposalInputJson)

export const paymentOptionJson = {
  check: true,
  is_pay_monthly: true,
  consent_to_auto_renew: true,
  risk: { vehicle: { registration: 'AB12CDE' }, userfields: { has_email_consent: true, has_third_party_authority: false } },
}
export const paymentOption = valid(PaymentOptionRequest, paymentOptionJson)

export const addonsJson = { addons: [{ code: 'BPA' }, { code: 'B2' }] }
export const addons = valid(AddonsRequest, addonsJson)

export const confirmJson = {
  risk: {
    proposer: { email_address: 'sam@example.com', phone_numbers: { mobile: '07700900123' } },
    vehicle: { registration: 'AB12CDE' },
  },
  registration: 'AB12CDE',
  consent_to_auto_renew: true,
}
export const confirmRequest = valid(ConfirmRequest, confirmJson)

const directDebitJson = {
  account_name: 'Sam Rider',
  account_number: '12345678',
  sort_code: '112233',
  collection_day: '14',
  is_proposer_account_holder: true,
}
export const payMonthlyJson = { is_pay_monthly: true, direct_debit: directDebitJson }
export const payMonthlyRequest = valid(PayMonthlyRequest, payMonthlyJson)

export const deviceRiskJson = { blackbox: '0400abcdef', consent_to_auto_renew: true }
export const deviceRiskRequest = valid(DeviceRiskRequest, deviceRiskJson)

export const saveDeviceRiskJson = { blackbox: '0400abcdef', outcome: 'ALLOW' }
export const saveDeviceRiskRequest = valid(SaveDeviceRiskCheckRequest, saveDeviceRiskJson)

export const acceptJson = { direct_debit: directDebitJson }
export const acceptRequest = valid(AcceptRequest, acceptJson)

export const recallJson = { reference: '12345-67890-12345', postcode: 'SW1A 1AA', dob: '1990-04-01' }
export const recallRequest = valid(RecallRequest, recallJson)

export const recaptchaJson = { response: 'token-123', action: 'form_section_one' }
export const recaptchaRequest = valid(RecaptchaRequest, recaptchaJson)

export const manualSearchJson = { manufacturer: 'HONDA', model: 'CBR650R' }
export const manualSearchRequest = valid(ManualSearchRequest, manualSearchJson)
