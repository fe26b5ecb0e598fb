import { call, fork, put, select } from 'redux-saga/effects'
import type { AppState } from '../reducers/root'
import { SourceOfBusiness } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { BOT_CHECK_ACTION } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { asStep } from '../src/form/form-selectors'
import { decideGoToStep, decideSubmitStep } from '../src/form/step-decisions'
import { loadAllSections } from '../src/form/questions'
import { ROUTES } from '../src/domain/routes'
import { callApi } from './api-call'
import { getDeps, todayOf, type SagaDeps } from './context'
import { navigateTo } from './navigation'
import { fetchProposal } from './proposal-load'
import { loadFormSteps } from './lazy-flows'
import { loadedCode, loadOnce } from './loaded-code'

type FormSteps = typeof import('./form-steps')

/** A form opened beyond step 1 (a link, Edit Details, an edit) shows a later section at once: its code is needed first. */
export const opensLaterSection = ({ mode, step }: CommandOf<'form/OpenForm'>['payload']): boolean => {
  const opened = asStep(step)
  return mode === 'edit' || (opened !== null && opened > 1)
}

/**
 * `form/OpenForm`: records the form opening (mode, uuid, step). On edit it loads the proposal (GET, via
 * 'edit'); a failed load is logged and routed like any failure (419 → Expired; not_found/expired codes → the
 * rider stays; anything else → Exception), and the 001 §4 fetch redirects apply. A given source of business
 * is set after the load, so the loaded proposal does not overwrite it. An edit without a uuid has nothing
 * to load: logged only (the edit screen itself says there is no quote to edit).
 */
export function* openForm(cmd: CommandOf<'form/OpenForm'>) {
  const deps = yield* getDeps()
  const { mode, source } = cmd.payload
  const uuid = cmd.payload.uuid === '' ? null : cmd.payload.uuid
  if (mode === 'edit' && uuid === null) {
    deps.log('edit form opened without a uuid')
    return
  }
  const step = asStep(cmd.payload.step)
  if (opensLaterSection(cmd.payload)) yield* loadedCode(loadAllSections)
  yield put(event('journey/FormOpened', { mode, uuid, step }))
  if (mode === 'edit' && uuid !== null) {
    const stays: boolean = yield* fetchProposal(uuid, 'edit')
    if (!stays) return
  }
  if (source === null) return
  if (SourceOfBusiness.is(source)) yield put(event('proposal/SourceOfBusinessSet', { source }))
  else deps.log('source of business ignored', source)
}

/**
 * `form/GoToStep`: a step header. Moves to a step up to the furthest reached, with no validation (F2.04);
 * a step beyond it, or the step already shown, changes nothing and puts nothing.
 */
export function* goToStep(cmd: CommandOf<'form/GoToStep'>) {
  yield* loadedCode(loadAllSections)
  const state: AppState = yield select()
  for (const e of decideGoToStep(state, cmd.payload.step)) yield put(e)
}

/**
 * Step 1's bot check: a token for 'form_section_one', verified with POST /api/recaptcha. Anything but a
 * verified success (no token, the check's script failing, success false, a failed call) records
 * BotCheckCompleted false and sends the rider to Exception; a 419 on the call goes to Expired (001 §8).
 * Resolves true on success.
 */
function* passBotCheck() {
  const deps: SagaDeps = yield* getDeps()
  let token: string | null = null
  try {
    token = yield call(deps.botCheck, BOT_CHECK_ACTION)
  } catch (e) {
    deps.log('bot check failed', e)
  }
  if (token === null) deps.log('bot check gave no token')
  const verified =
    token === null ? null : yield* callApi('verifyRecaptcha', { response: token, action: BOT_CHECK_ACTION })
  const success = verified !== null && verified._tag === 'Right' && verified.right.success
  yield put(event('journey/BotCheckCompleted', { success }))
  if (success) return true
  const expired = verified !== null && verified._tag === 'Left' && verified.left.kind === 'session-expired'
  yield* navigateTo(expired ? ROUTES.Expired : ROUTES.Exception)
  return false
}

/**
 * `form/SubmitStep` (Continue, or Submit on step 5) for the step shown; a stale command for another step is
 * ignored. An invalid step is refused with its question ids in order (StepRefused) and does not move.
 * Step 1 must pass the bot check (else Exception). Steps 1 to 4 then complete (the reducer moves on and,
 * leaving step 2, copies the modification types into the duqs). Step 5 also checks the earlier steps, which
 * header moves skip: the first invalid one is opened and refused. A valid form is completed and sent (see
 * `sendForm`: create or update, then quote).
 */
export function* submitStep(cmd: CommandOf<'form/SubmitStep'>) {
  // Every section's questions are judged from here on (Submit checks the earlier steps too): loaded first.
  yield* loadedCode(loadAllSections)
  // The later steps' flows (their lookups, and sending the form) start loading now, not when first needed.
  yield fork(loadOnce, loadFormSteps)
  const state: AppState = yield select()
  const deps = yield* getDeps()
  const decision = decideSubmitStep(state, cmd.payload.step, todayOf(deps))
  if (decision.outcome === 'accepted' && decision.botCheck) {
    const passed: boolean = yield* passBotCheck()
    if (!passed) return
  }
  for (const e of decision.events) yield put(e)
  if (decision.outcome === 'accepted' && decision.send !== null) {
    // Sending the form is among the later steps' flows (loaded on their first use; fetched meanwhile below).
    const flows: FormSteps = yield* loadedCode(loadFormSteps)
    yield* flows.sendForm(decision.send)
  }
}
