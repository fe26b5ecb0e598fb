export { QuestionField } from './QuestionField'
export { QuestionInput } from './QuestionInput'
export { useAnswerRefusal } from './use-answer-refusal'
export { useOptions } from './use-list-options'
