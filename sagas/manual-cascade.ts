import { put, select } from 'redux-saga/effects'
import type { ManualSearchRequest, ManualVehicle, ProposalInput } from '../src/domain/codecs'
import { decideStartManualSearch } from '../src/domain/decisions'
import { selectManualChoices, selectManualSearch } from '../reducers/lookups-selectors'
import { selectProposal } from '../reducers/proposal-selectors'
import type { CommandOf } from '../src/domain/commands'
import { event } from '../src/domain/events'
import { callApi } from './api-call'

/** Asks for the options after the choices so far; a failure is logged and jumps to the confirm stage. */
function* search(request: ManualSearchRequest) {
  const result = yield* callApi('searchVehicles', request)
  if (result._tag === 'Left') yield put(event('lookup/ManualSearchFailed', { request, error: result.left }))
  else yield put(event('lookup/ManualOptionsLoaded', { request, answer: result.right }))
}

/** 'Find your vehicle manually': the decision starts the cascade (a bike on the card goes first); then the manufacturers load. */
export function* startManualSearch() {
  const proposal: ProposalInput = yield select(selectProposal)
  for (const e of decideStartManualSearch(proposal)) yield put(e)
  yield* search({})
}

/** A cascade choice: resets the later ones (in the reducer) and loads the next list. */
export function* chooseManualValue(cmd: CommandOf<'vehicle/ChooseManualValue'>) {
  const { field, value } = cmd.payload
  // Years and door counts travel as numbers, whatever the option list's value type.
  const numeric = field === 'year' || field === 'doors'
  const chosen = value === null || !numeric ? value : Number(value)
  if (typeof chosen === 'number' && !Number.isFinite(chosen)) return
  yield put(event('lookup/ManualChoiceMade', { field, value: chosen }))
  if (chosen === null) return
  const choices: ManualSearchRequest = yield select(selectManualChoices)
  yield* search(choices)
}

/** Confirm: applies the picked vehicle (with the year chosen in the cascade) to the proposal. */
export function* confirmManualVehicle(cmd: CommandOf<'vehicle/ConfirmManualVehicle'>) {
  const { vehicles, choices }: { vehicles: ManualVehicle[]; choices: ManualSearchRequest } = yield select(selectManualSearch)
  const vehicle = vehicles[cmd.payload.index]
  if (vehicle === undefined) return
  yield put(event('lookup/ManualVehiclePicked', { index: cmd.payload.index }))
  yield put(event('proposal/ManualVehicleConfirmed', { vehicle, year: choices.year ?? null }))
}

