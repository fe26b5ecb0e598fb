import { put, select } from 'redux-saga/effects'
import { selectProposal } from '../reducers/proposal-selectors'
import type { ProposalInput } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { decideAddRider, decideCancelRider } from '../src/domain/decisions'

/** 'Add rider': records the decision (an empty rider, up to the maximum). */
export function* addRider() {
  const proposal: ProposalInput = yield select(selectProposal)
  for (const e of decideAddRider(proposal)) yield put(e)
}

/** Cancel in the rider dialog: records the decision (a rider just added goes again). */
export function* cancelRider(cmd: CommandOf<'proposal/CancelRider'>) {
  const proposal: ProposalInput = yield select(selectProposal)
  for (const e of decideCancelRider(proposal, cmd.payload.index, cmd.payload.isNew)) yield put(e)
}

