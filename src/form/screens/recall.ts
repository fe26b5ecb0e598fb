import { ask, type Question } from '../record'

/*
 * Retrieve a Quote (001 §2 'Recall', §5): the three questions. The answers are the form's own until Retrieve
 * Quote (they are not the proposal's), so the records give the questions' wording and widgets and the screen
 * judges its draft with the domain's recall rules (validation/recall-rules.ts).
 */

export const RECALL_REFERENCE: Question = ask({
  id: 'recall.reference',
  kind: 'text',
  label: 'Quote Reference',
  hint: 'Five numbers, five numbers, five numbers, with hyphens: for example 04821-65602-08925',
  inputMode: 'numeric',
  read: () => null,
  check: () => null,
})

export const RECALL_POSTCODE: Question = ask({
  id: 'recall.postcode',
  kind: 'postcode',
  label: 'Postcode',
  hint: 'The postcode of the address on your quote',
  read: () => null,
  check: () => null,
})

export const RECALL_DOB: Question = ask({
  id: 'recall.dob',
  kind: 'date',
  label: 'Date of Birth',
  hint: 'For example, 27/03/1980',
  read: () => null,
  check: () => null,
})
