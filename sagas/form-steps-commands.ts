import type { Command } from '../src/domain/commands'

/**
 * The commands of the quote form's later steps (sagas/form-steps.ts): the vehicle lookups, the address lookup,
 * the riders and the medical condition. None is dispatched before the rider reaches step 2, so the root buffers
 * them from the start and loads their module on the first one. `LATEST` are handled as takeLatest (a newer one
 * cancels the one still running: a lookup answered late never overwrites a newer one); the others as takeEvery.
 */
export const FORM_STEP_COMMANDS = [
  'vehicle/LookupRegistration',
  'vehicle/FindAnotherRegistration',
  'vehicle/StartManualSearch',
  'vehicle/ChooseManualValue',
  'vehicle/ConfirmManualVehicle',
  'address/LookupAddress',
  'proposal/AddRider',
  'proposal/CancelRider',
  'proposal/AnswerMedicalCondition',
] as const satisfies readonly Command['type'][]

export const LATEST: ReadonlySet<(typeof FORM_STEP_COMMANDS)[number]> = new Set([
  'vehicle/LookupRegistration',
  'vehicle/StartManualSearch',
  'vehicle/ChooseManualValue',
  'address/LookupAddress',
] as const)
