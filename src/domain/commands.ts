import * as t from 'io-ts'
import { ManualField, TypedPostcode } from './codecs'
import { Who } from './events/meta'
import { sensitive } from './sensitive'

const cmd = <T extends string, P extends t.Props>(type: T, props: P) => t.type({ type: t.literal(type), payload: t.type(props) }, type)

const Step = t.union([t.number, t.null])

const commands = [
  cmd('form/OpenForm', {
    mode: t.union([t.literal('create'), t.literal('edit')]),
    uuid: t.union([t.string, t.null]),
    step: Step,
    source: t.union([t.string, t.null]),
  }),
  cmd('form/SubmitStep', { step: t.number }),
  cmd('form/GoToStep', { step: t.number }),
  cmd('proposal/LoadProposal', { uuid: t.string }),
  cmd('lists/LoadList', { name: t.string }),
  cmd('vehicle/LookupRegistration', { registration: t.string }),
  cmd('vehicle/StartManualSearch', {}),
  cmd('vehicle/FindAnotherRegistration', {}),
  cmd('vehicle/ChooseManualValue', { field: ManualField, value: t.union([t.string, t.number, t.null]) }),
  cmd('vehicle/ConfirmManualVehicle', { index: t.number }),
  cmd('address/LookupAddress', { postcode: TypedPostcode }),
  cmd('proposal/AnswerMedicalCondition', { who: Who, has: t.boolean }),
  cmd('proposal/AddRider', {}),
  cmd('proposal/CancelRider', { index: t.number, isNew: t.boolean }),
  cmd('addons/LeaveAddons', { to: t.union([t.literal('Summary'), t.literal('PricePresentation')]) }),
  // The price page (001 §2, §4): 'Confirm & requote' (also the expired start date modal's Submit), and Continue.
  cmd('quote/Requote', { via: t.keyof({ panel: null, 'expired-start-date': null }) }),
  cmd('quote/ContinueFromPrice', {}),
  cmd('quote/EmailQuote', {}),
  cmd('summary/Continue', {}),
  cmd('payment/OpenPayment', { uuid: t.string }),
  // The provider page refused a payment because the price changed after it opened (its message says the new amount).
  cmd('payment/RefreshPayment', { uuid: t.string, message: t.string }),
  cmd('payment/CompletePurchase', { uuid: t.string }),
  cmd('instalments/Continue', {}),
  cmd('payment/PayInFull', { uuid: t.string }),
  cmd('quote/CheckRegistration', { registration: t.string }),
  cmd('quote/ConfirmRegistration', { registration: t.string }),
  // Retrieve a Quote and the deep link: what the rider (or the comparison site's link) gave, dob as YYYY-MM-DD.
  cmd('quote/Recall', {
    reference: t.string,
    postcode: TypedPostcode,
    dob: sensitive(t.string, 'date-of-birth', '1970-01-01'),
    via: t.keyof({ recall: null, deeplink: null }),
  }),
] as const

/**
 * Intents from the UI, handled by sagas (the only code that does I/O). Named `<area>/<Imperative>`. A
 * command is recorded in the session's conversation (trail) and decoded with this codec on import, so a
 * developer can re-run it through the sagas.
 */
export const Command = t.union(commands as unknown as [(typeof commands)[0], (typeof commands)[1], ...(typeof commands)[number][]], 'Command')
export type Command = t.TypeOf<typeof Command>

export type CommandType = Command['type']
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>

const COMMAND_TYPES: ReadonlySet<string> = new Set(commands.map((c) => c.props.type.value))

/** True for the type of a command (anything else dispatched is an event or a framework action). */
export const isCommandType = (type: unknown): type is CommandType => typeof type === 'string' && COMMAND_TYPES.has(type)

/** Builds a command. */
export const command = <T extends CommandType>(type: T, payload: CommandOf<T>['payload']) => ({ type, payload }) as CommandOf<T>
