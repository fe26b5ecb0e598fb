import type { ManualField } from './codecs'
import type { Who } from './events'

/**
 * Intents from the UI, handled by sagas (the only code that does I/O). Commands are not logged: what a
 * command leads to is, as events. Named `<area>/<Imperative>`.
 */
export type Command =
  | { type: 'form/OpenForm'; payload: { mode: 'create' | 'edit'; uuid: string | null; step: number | null; source: string | null } }
  | { type: 'form/SubmitStep'; payload: { step: number } }
  | { type: 'form/GoToStep'; payload: { step: number } }
  | { type: 'proposal/LoadProposal'; payload: { uuid: string } }
  | { type: 'lists/LoadList'; payload: { name: string } }
  | { type: 'vehicle/LookupRegistration'; payload: { registration: string } }
  | { type: 'vehicle/StartManualSearch'; payload: Record<string, never> }
  | { type: 'vehicle/FindAnotherRegistration'; payload: Record<string, never> }
  | { type: 'vehicle/ChooseManualValue'; payload: { field: ManualField; value: string | number | null } }
  | { type: 'vehicle/ConfirmManualVehicle'; payload: { index: number } }
  | { type: 'address/LookupAddress'; payload: { postcode: string } }
  | { type: 'proposal/AnswerMedicalCondition'; payload: { who: Who; has: boolean } }
  | { type: 'proposal/AddRider'; payload: Record<string, never> }
  | { type: 'proposal/CancelRider'; payload: { index: number; isNew: boolean } }

export type CommandType = Command['type']
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>

/** Builds a command. */
export const command = <T extends CommandType>(type: T, payload: CommandOf<T>['payload']) => ({ type, payload }) as CommandOf<T>
