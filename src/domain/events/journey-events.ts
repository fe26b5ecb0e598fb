import * as t from 'io-ts'
import { Code, nullable, Text } from '../primitives'
import { sensitive } from '../sensitive'
import { ev } from './meta'
import { RequestError } from './request-error'

const Step = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 5, 'Step')

export const Modal = t.keyof(
  {
    'medical-limit': null,
    'expired-start-date': null,
    'tracker-warning': null,
    'modifications-warning': null,
    'removed-addon': null,
    'ncd-protection': null,
    'direct-debit-guarantee': null,
  },
  'Modal',
)
export type Modal = t.TypeOf<typeof Modal>

const FormOpened = ev('journey/FormOpened', {
  mode: t.keyof({ create: null, edit: null }),
  uuid: nullable(t.string),
  step: nullable(Step),
})
const StepOpened = ev('journey/StepOpened', { step: Step })
const StepCompleted = ev('journey/StepCompleted', { step: Step })
const StepRefused = ev('journey/StepRefused', { step: Step, fields: t.array(t.string) })
const FormSubmitted = ev('journey/FormSubmitted', { mode: t.keyof({ create: null, edit: null }) })
const BotCheckCompleted = ev('journey/BotCheckCompleted', { success: t.boolean })
const LoadingStarted = ev('journey/LoadingStarted', { title: nullable(Text), text: nullable(Text) })
const LoadingFinished = ev('journey/LoadingFinished', {})
const ModalOpened = ev('journey/ModalOpened', { modal: Modal })
const ModalClosed = ev('journey/ModalClosed', { modal: Modal })
const Navigated = ev('journey/Navigated', { path: t.string })
export const DeclarationAnswered = ev('journey/DeclarationAnswered', {
  declaration: t.keyof({ honest: null, excesses: null, terms: null, self_service: null }),
  ticked: t.boolean,
})
/**
 * What would make the journey easier for the rider (the form's optional extra-support question): more time,
 * documents in large print or audio, help by phone, something else. Kept for support and never sent for rating.
 */
export const SupportNeed = t.keyof({ more_time: null, large_print: null, audio: null, phone_help: null, something_else: null }, 'SupportNeed')
export type SupportNeed = t.TypeOf<typeof SupportNeed>
/** One need of the extra-support question ticked or unticked. */
export const SupportNeedAnswered = ev('journey/SupportNeedAnswered', { need: SupportNeed, ticked: t.boolean })
/** The confirm-email field of the summary (personal data, redacted in exported trails). */
export const EmailConfirmationEntered = ev('journey/EmailConfirmationEntered', {
  value: sensitive(t.string, 'email', 'redacted@example.invalid'),
})
const NoteShown = ev('journey/NoteShown', { note: Text })
/** Retrieve a Quote found nothing, was refused for too many attempts, or failed: the form says which. */
const RecallRefused = ev('journey/RecallRefused', { reason: t.keyof({ 'not-found': null, 'too-many': null, failed: null }) })
/** A screen's section did not pass its checks on Continue (the summary's confirm details): its questions, in order. */
const SectionRefused = ev('journey/SectionRefused', { section: t.keyof({ 'confirm-details': null, 'direct-debit': null }), fields: t.array(t.string) })
const RequestFailed = ev('journey/RequestFailed', { call: Code, error: RequestError })
/**
 * The rider left a box whose text cannot be stored (a date that is none, an e-mail address without '@', a
 * postcode that is no postcode): the stored answer stays as it was, and the question's check gives `message`
 * until the box holds an answer that is stored or leaves the screen. Only the question and the message are
 * kept, never the text typed.
 */
const AnswerRefused = ev('journey/AnswerRefused', { question: t.string, message: Text })
/** The box of a refused answer no longer holds it: the rider gave an answer that was stored, or the box left the screen. */
const RefusedAnswerCleared = ev('journey/RefusedAnswerCleared', { question: t.string })

export const journeyEvents = [
  FormOpened,
  StepOpened,
  StepCompleted,
  StepRefused,
  FormSubmitted,
  BotCheckCompleted,
  LoadingStarted,
  LoadingFinished,
  ModalOpened,
  ModalClosed,
  Navigated,
  DeclarationAnswered,
  SupportNeedAnswered,
  EmailConfirmationEntered,
  NoteShown,
  RecallRefused,
  SectionRefused,
  RequestFailed,
  AnswerRefused,
  RefusedAnswerCleared,
] as const
