import { put, select } from 'redux-saga/effects'
import { selectProposal } from '../reducers/proposal-selectors'
import type { CommandOf } from '../src/domain/commands'
import type { ProposalInput } from '../src/domain/codecs'
import { decideMedicalCondition } from '../src/domain/decisions'

/** Answers the medical-condition question, refused when another driver already holds the quote's one condition. */
export function* answerMedicalCondition(cmd: CommandOf<'proposal/AnswerMedicalCondition'>) {
  const proposal: ProposalInput = yield select(selectProposal)
  yield put(decideMedicalCondition(proposal, cmd.payload.who, cmd.payload.has))
}

