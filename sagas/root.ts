import { all, fork } from 'redux-saga/effects'
import { watchLookupAddress } from './address-lookup'
import { watchLeaveAddons } from './addons'
import { watchManualCascade } from './manual-cascade'
import { watchAnswerMedicalCondition } from './medical-condition'
import { watchLoadProposal } from './proposal-load'
import { watchEmailQuote, watchPricePresentation, watchRegistrationCheck } from './price-presentation'
import { watchSummary } from './summary'
import { watchCheckout, watchInstalments } from './checkout'
import { watchGoToStep, watchOpenForm, watchSubmitStep } from './quote-form'
import { watchLoadList } from './reference-lists'
import { watchRiders } from './riders'
import { watchFindAnotherRegistration, watchLookupRegistration } from './vehicle-lookup'

/** Every flow's watcher. */
export function* rootSaga() {
  yield all([
    fork(watchLoadList),
    fork(watchLookupRegistration),
    fork(watchFindAnotherRegistration),
    fork(watchRiders),
    fork(watchManualCascade),
    fork(watchLookupAddress),
    fork(watchAnswerMedicalCondition),
    fork(watchOpenForm),
    fork(watchGoToStep),
    fork(watchSubmitStep),
    fork(watchLoadProposal),
    fork(watchLeaveAddons),
    fork(watchPricePresentation),
    fork(watchEmailQuote),
    fork(watchRegistrationCheck),
    fork(watchSummary),
    fork(watchCheckout),
    fork(watchInstalments),
  ])
}
