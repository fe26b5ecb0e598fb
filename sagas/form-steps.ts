import type { Channel, Task } from 'redux-saga'
import { cancel, fork, take } from 'redux-saga/effects'
import type { CommandOf } from '../src/domain/commands'
import { lookupAddress } from './address-lookup'
import { LATEST, type FORM_STEP_COMMANDS } from './form-steps-commands'
import { chooseManualValue, confirmManualVehicle, startManualSearch } from './manual-cascade'
import { answerMedicalCondition } from './medical-condition'
import { addRider, cancelRider } from './riders'
import { findAnotherRegistration, lookupRegistration } from './vehicle-lookup'

export { sendForm } from './send-form'

/*
 * The flows of the quote form's later steps (vehicle lookups, address lookup, riders, medical condition), in one
 * module loaded on their first command (sagas/root.ts), so the rider's first page does not carry them.
 */

type FormStepCommand = CommandOf<(typeof FORM_STEP_COMMANDS)[number]>

/** One command, to its flow. */
export function* handleFormStep(cmd: FormStepCommand) {
  switch (cmd.type) {
    case 'vehicle/LookupRegistration':
      return yield* lookupRegistration(cmd)
    case 'vehicle/FindAnotherRegistration':
      return yield* findAnotherRegistration()
    case 'vehicle/StartManualSearch':
      return yield* startManualSearch()
    case 'vehicle/ChooseManualValue':
      return yield* chooseManualValue(cmd)
    case 'vehicle/ConfirmManualVehicle':
      return yield* confirmManualVehicle(cmd)
    case 'address/LookupAddress':
      return yield* lookupAddress(cmd)
    case 'proposal/AddRider':
      return yield* addRider()
    case 'proposal/CancelRider':
      return yield* cancelRider(cmd)
    case 'proposal/AnswerMedicalCondition':
      return yield* answerMedicalCondition(cmd)
  }
}

/**
 * Runs each command as it arrives, from the first (already taken) on, as the form's watchers did: a command in
 * `LATEST` cancels the one of its kind still running (takeLatest), any other runs beside the rest (takeEvery).
 */
export function* runFormSteps(commands: Channel<FormStepCommand>, first: FormStepCommand) {
  const running = new Map<string, Task>()
  let next = first
  for (;;) {
    if (LATEST.has(next.type)) {
      const before = running.get(next.type)
      if (before !== undefined && before.isRunning()) yield cancel(before)
    }
    const task: Task = yield fork(handleFormStep, next)
    if (LATEST.has(next.type)) running.set(next.type, task)
    next = yield take(commands)
  }
}
