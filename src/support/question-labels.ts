import type { Question } from '../form/record'
import { riderQuestions } from '../form/dialogs/rider'
import { INSTALMENT_QUESTIONS } from '../form/screens/instalments'
import { PANEL_QUESTIONS, PAYMENT_METHOD } from '../form/screens/price-presentation'
import { SUMMARY_QUESTIONS } from '../form/screens/summary'
import { EXTRA_SUPPORT } from '../form/screens/extra-support'
import { ALL_SECTIONS } from '../form/sections/all'
import { answerKey, type QuestionLabel, type QuestionLabels } from './timeline'

/**
 * Every question's label, keyed by the event its answer makes (answerKey), and by its refusal: the form's five sections, a
 * rider's questions, and the records of the screens after the form. Built from the records themselves, so a
 * question reads on the desk exactly as the rider read it; the first record for a key wins (the proposer's
 * wording before a rider's).
 */
export const questionLabels = (): QuestionLabels => {
  const all: Question[] = [
    ...ALL_SECTIONS.flatMap((s) => s.groups.flatMap((g) => g.questions)),
    ...riderQuestions(0),
    PAYMENT_METHOD,
    ...Object.values(PANEL_QUESTIONS),
    ...SUMMARY_QUESTIONS,
    ...INSTALMENT_QUESTIONS,
    ...EXTRA_SUPPORT,
  ]
  const labels = new Map<string, QuestionLabel>()
  for (const q of all) {
    // What a question commits is data of its binding: the event type, and the field, feature or declaration.
    const key = q.commits === undefined ? undefined : answerKey(q.commits.type, q.commits)
    if (key !== undefined && !labels.has(key)) labels.set(key, q.options === undefined ? { label: q.label } : { label: q.label, options: q.options })
    // Text typed into its box that could not be stored is refused under the question's id.
    const refused = answerKey('journey/AnswerRefused', { question: q.id })
    if (!labels.has(refused)) labels.set(refused, { label: q.label })
  }
  return labels
}
