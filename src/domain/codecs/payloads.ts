import * as t from 'io-ts'
import { Code, entity, entityWith, nullable, Text, UkRegistration } from '../primitives'
import { AddonCode } from './addon'
import { DirectDebit } from './direct-debit'
import { Proposal } from './proposal'
import { Email, Phone } from './proposer'
import { Userfields } from './userfields'

/** Payload of POST /api/proposal/{uuid}/payment-option. */
export const PaymentOptionRequest = entity(
  {
    check: nullable(t.boolean),
    is_pay_monthly: nullable(t.boolean),
    consent_to_auto_renew: nullable(t.boolean),
    risk: entity(
      {
        vehicle: entity({ registration: nullable(UkRegistration) }, 'PaymentOptionVehicle'),
        userfields: Userfields,
      },
      'PaymentOptionRisk',
    ),
  },
  'PaymentOptionRequest',
)
export type PaymentOptionRequest = t.TypeOf<typeof PaymentOptionRequest>

/** Payload of POST /api/proposal/{uuid}/addons. */
export const AddonsRequest = t.strict({ addons: t.array(t.strict({ code: AddonCode })) }, 'AddonsRequest')
export type AddonsRequest = t.TypeOf<typeof AddonsRequest>

/** Payload of POST /api/proposal/{uuid}/confirm. */
export const ConfirmRequest = entity(
  {
    risk: entity(
      {
        proposer: entity(
          {
            email_address: nullable(Email),
            phone_numbers: entity({ mobile: nullable(Phone) }, 'ConfirmPhones'),
          },
          'ConfirmProposer',
        ),
        vehicle: entity({ registration: nullable(UkRegistration) }, 'ConfirmVehicle'),
      },
      'ConfirmRisk',
    ),
    registration: nullable(UkRegistration),
    consent_to_auto_renew: nullable(t.boolean),
  },
  'ConfirmRequest',
)
export type ConfirmRequest = t.TypeOf<typeof ConfirmRequest>

/** Payload of POST /api/proposal/{uuid}/pay-monthly (third_party dropped when the proposer holds the account). */
export const PayMonthlyRequest = entityWith({ is_pay_monthly: t.boolean, direct_debit: DirectDebit }, {}, 'PayMonthlyRequest')
export type PayMonthlyRequest = t.TypeOf<typeof PayMonthlyRequest>

/** Answer of pay-monthly: success, or the server's message to show. */
export const PayMonthlyAnswer = entityWith(
  { success: t.boolean },
  { message: nullable(Text), proposal: nullable(Proposal) },
  'PayMonthlyAnswer',
)
export type PayMonthlyAnswer = t.TypeOf<typeof PayMonthlyAnswer>

/** Payload and answer of POST /api/proposal/{uuid}/quote/payment. */
export const PaymentUrlRequest = t.strict({ return_url: t.string }, 'PaymentUrlRequest')
export type PaymentUrlRequest = t.TypeOf<typeof PaymentUrlRequest>
export const PaymentUrlAnswer = t.type({ payment_url: t.string }, 'PaymentUrlAnswer')
export type PaymentUrlAnswer = t.TypeOf<typeof PaymentUrlAnswer>

/** Payload of POST /api/proposal/{uuid}/device-risk. */
export const DeviceRiskRequest = entityWith(
  { blackbox: t.string },
  { consent_to_auto_renew: nullable(t.boolean) },
  'DeviceRiskRequest',
)
export type DeviceRiskRequest = t.TypeOf<typeof DeviceRiskRequest>

/** Payload of POST /api/proposal/{uuid}/save-device-risk-check (not shown in the spec; we send the outcome). */
export const SaveDeviceRiskCheckRequest = entity(
  { blackbox: nullable(t.string), outcome: nullable(Code) },
  'SaveDeviceRiskCheckRequest',
)
export type SaveDeviceRiskCheckRequest = t.TypeOf<typeof SaveDeviceRiskCheckRequest>

/** Answers wrapped in `data` (/json/proposal/update, save-device-risk-check, re-quote). */
export const DataAnswer = <C extends t.Mixed>(codec: C) => t.type({ data: codec }, `DataAnswer<${codec.name}>`)

/** Payload of POST /api/proposal/{uuid}/quote/accept: the direct debit when paying monthly. */
export const AcceptRequest = entity({ direct_debit: nullable(DirectDebit) }, 'AcceptRequest')
export type AcceptRequest = t.TypeOf<typeof AcceptRequest>

export const PortalLinkAnswer = t.type({ portal_url: t.string }, 'PortalLinkAnswer')
export type PortalLinkAnswer = t.TypeOf<typeof PortalLinkAnswer>

export const SendQuoteEmailRequest = t.strict({ uuid: t.string }, 'SendQuoteEmailRequest')
export type SendQuoteEmailRequest = t.TypeOf<typeof SendQuoteEmailRequest>

/** Payload and answer of POST /api/recaptcha. */
export const RecaptchaRequest = entityWith({ response: t.string }, { action: nullable(Code) }, 'RecaptchaRequest')
export type RecaptchaRequest = t.TypeOf<typeof RecaptchaRequest>
export const RecaptchaAnswer = t.type({ success: t.boolean }, 'RecaptchaAnswer')
export type RecaptchaAnswer = t.TypeOf<typeof RecaptchaAnswer>

/** Answer of GET /json/status. */
export const StatusAnswer = t.type({ status: t.string }, 'StatusAnswer')
export type StatusAnswer = t.TypeOf<typeof StatusAnswer>

/** An error body of the server: a code, a message for people, and the failing paths of a bad request. */
export const ErrorBody = t.intersection(
  [
    t.type({ code: t.string }),
    t.partial({ message: t.string, errors: t.array(t.type({ path: t.string, message: t.string })) }),
  ],
  'ErrorBody',
)
export type ErrorBody = t.TypeOf<typeof ErrorBody>

