import { foldOf, type Handlers } from './handlers'
import { withSupportNeed } from './support-needs'
import type { Modal, RequestError, SupportNeed } from '../src/domain/events'
import { LAST_FORM_STEP } from '../src/domain/constants'
import { needsRequote, PRICE_PAGE_ANSWERS } from '../src/domain/rules'
import type { Draft } from 'immer'

export type FormMode = 'create' | 'edit'
export type Declaration = 'honest' | 'excesses' | 'terms' | 'self_service'

/** Where the rider is in the journey and what the screen is showing besides the proposal. */
export interface JourneyState {
  readonly mode: FormMode
  readonly uuid: string | null
  readonly step: number
  readonly furthestStep: number
  /** The recaptcha-verified flag: true until a bot check fails. */
  readonly recaptchaVerified: boolean
  readonly loading: { readonly title: string | null; readonly text: string | null } | null
  readonly requoting: boolean
  /** The start date or excess changed since the last quote: 'Confirm & requote' is offered. */
  readonly requotePending: boolean
  readonly modals: Modal[]
  readonly path: string | null
  readonly declarations: Readonly<Record<Declaration, boolean>>
  readonly emailConfirmation: string | null
  readonly note: string | null
  readonly refusedFields: string[]
  /**
   * The questions whose box holds text that could not be stored, each with its message (question id →
   * message): their checks give that message, not a judgement of the answer stored before.
   */
  readonly refusedAnswers: Readonly<Record<string, string>>
  readonly paymentUrl: string | null
  readonly portalUrl: string | null
  readonly quoteEmailSent: boolean
  readonly directDebitMessage: string | null
  readonly lastFailure: { readonly call: string; readonly error: RequestError } | null
  /** Why the last Retrieve a Quote did not find one, or null. */
  readonly recallRefused: 'not-found' | 'too-many' | 'failed' | null
  /** The uuid the server last answered not_found for, until a proposal is loaded; else null. */
  readonly proposalNotFound: string | null
  /** What the rider said would make this easier (the extra-support question), in the order ticked; kept for the session. */
  readonly supportNeeds: readonly SupportNeed[]
}

export const initialJourney: JourneyState = {
  mode: 'create',
  uuid: null,
  step: 1,
  furthestStep: 1,
  recaptchaVerified: true,
  loading: null,
  requoting: false,
  requotePending: false,
  modals: [],
  path: null,
  declarations: { honest: false, excesses: false, terms: false, self_service: false },
  emailConfirmation: null,
  note: null,
  refusedFields: [],
  refusedAnswers: {},
  paymentUrl: null,
  portalUrl: null,
  quoteEmailSent: false,
  directDebitMessage: null,
  lastFailure: null,
  recallRefused: null,
  proposalNotFound: null,
  supportNeeds: [],
}

/** An answer at `riskPath` of a proposal the insurer holds offers 'Confirm & requote' when the price reads that path. */
const answeredOnPricePage =
  (riskPath: string) =>
  (d: Draft<JourneyState>): void => {
    d.requotePending = d.uuid !== null && needsRequote(riskPath)
  }

/**
 * The journey is on the quote `uuid` the server answered with. The summary's confirmations (the e-mail typed again,
 * the ticked declarations, a refusal of them) were given for the quote the journey was on: another quote (one
 * retrieved or opened by its address in the same tab, or a new one) asks for its own.
 */
const onQuote = (d: Draft<JourneyState>, uuid: string): void => {
  if (d.uuid !== uuid) {
    if (Object.values(d.declarations).some(Boolean)) d.declarations = { ...initialJourney.declarations }
    if (d.emailConfirmation !== null) d.emailConfirmation = null
    if (d.refusedFields.length > 0) d.refusedFields = []
  }
  d.uuid = uuid
}

const openModal = (modals: Modal[], m: Modal): void => {
  if (!modals.includes(m)) modals.push(m)
}

/** Folds the journey: steps, flags, modals, overlay and the outcomes the screens show. */
const HANDLERS = {
  'journey/FormOpened': (d, e) => {
    d.mode = e.payload.mode
    d.uuid = e.payload.uuid
    d.step = e.payload.step ?? 1
    // The edit form has every step completed; a new quote starts afresh at the step it opens; the create form
    // reopened for a quote it already sent keeps the furthest step reached.
    if (e.payload.mode === 'edit') d.furthestStep = LAST_FORM_STEP
    else if (e.payload.uuid === null) d.furthestStep = d.step
    else d.furthestStep = Math.max(d.step, d.furthestStep)
    if (d.refusedFields.length > 0) d.refusedFields = []
    if (Object.keys(d.refusedAnswers).length > 0) d.refusedAnswers = {}
    // An opening starts afresh: a failed load of another quote before it is not this opening's.
    if (d.lastFailure !== null) d.lastFailure = null
  },
  'journey/StepOpened': (d, e) => {
    // Revisiting a completed step, or moving to the furthest step reached, needs no validation.
    if (e.payload.step <= d.furthestStep) d.step = e.payload.step
    if (d.refusedFields.length > 0) d.refusedFields = []
  },
  'journey/StepCompleted': (d, e) => {
    if (e.payload.step < LAST_FORM_STEP) {
      d.step = e.payload.step + 1
      d.furthestStep = Math.max(d.furthestStep, d.step)
    }
    if (d.refusedFields.length > 0) d.refusedFields = []
  },
  'journey/StepRefused': (d, e) => {
    d.refusedFields = e.payload.fields
  },
  'journey/BotCheckCompleted': (d, e) => {
    d.recaptchaVerified = e.payload.success
  },
  'journey/LoadingStarted': (d, e) => {
    d.loading = { title: e.payload.title, text: e.payload.text }
  },
  'journey/LoadingFinished': (d) => {
    d.loading = null
  },
  'journey/ModalOpened': (d, e) => {
    openModal(d.modals, e.payload.modal)
  },
  'journey/ModalClosed': (d, e) => {
    d.modals = d.modals.filter((m) => m !== e.payload.modal)
  },
  'proposal/MedicalConditionRefused': (d) => {
    openModal(d.modals, 'medical-limit')
  },
  'journey/Navigated': (d, e) => {
    d.path = e.payload.path
    d.note = null
    // A payment page belongs to the visit that opened it: coming back to Payment opens a fresh one with the
    // amount due then, never a page opened before a requote.
    d.paymentUrl = null
  },
  'journey/DeclarationAnswered': (d, e) => {
    d.declarations[e.payload.declaration] = e.payload.ticked
  },
  'journey/SupportNeedAnswered': (d, e) => {
    d.supportNeeds = withSupportNeed(d.supportNeeds, e.payload)
  },
  'journey/EmailConfirmationEntered': (d, e) => {
    d.emailConfirmation = e.payload.value
  },
  'journey/NoteShown': (d, e) => {
    d.note = e.payload.note
  },
  'journey/RecallRefused': (d, e) => {
    d.recallRefused = e.payload.reason
  },
  'journey/SectionRefused': (d, e) => {
    d.refusedFields = e.payload.fields
  },
  'journey/AnswerRefused': (d, e) => {
    d.refusedAnswers[e.payload.question] = e.payload.message
  },
  'journey/RefusedAnswerCleared': (d, e) => {
    delete d.refusedAnswers[e.payload.question]
  },
  'journey/RequestFailed': (d, e) => {
    d.lastFailure = { call: e.payload.call, error: e.payload.error }
    d.loading = null
    d.requoting = false
  },
  'proposal/ProposalCreated': (d, e) => {
    onQuote(d, e.payload.proposal.uuid)
  },
  'proposal/ProposalLoaded': (d, e) => {
    onQuote(d, e.payload.proposal.uuid)
    d.recallRefused = null
    // A proposal loaded (the one not found, found after all, or another) ends the not-found notice.
    d.proposalNotFound = null
  },
  'proposal/ProposalNotFound': (d, e) => {
    d.proposalNotFound = e.payload.uuid
  },
  'proposal/StartDateChosen': answeredOnPricePage(PRICE_PAGE_ANSWERS['proposal/StartDateChosen']),
  'proposal/VoluntaryExcessChosen': answeredOnPricePage(PRICE_PAGE_ANSWERS['proposal/VoluntaryExcessChosen']),
  'proposal/CoverTypeChosen': answeredOnPricePage(PRICE_PAGE_ANSWERS['proposal/CoverTypeChosen']),
  'quote/RequoteStarted': (d) => {
    d.requoting = true
  },
  'quote/RequoteFinished': (d, e) => {
    d.requoting = false
    if (e.payload.ok) d.requotePending = false
  },
  'quote/QuoteCalculated': (d, e) => {
    onQuote(d, e.payload.proposal.uuid)
    d.requotePending = false
  },
  'quote/PaymentSuperseded': (d, e) => {
    d.paymentUrl = null
    d.note = e.payload.message
  },
  'quote/PaymentUrlReceived': (d, e) => {
    d.paymentUrl = e.payload.paymentUrl
  },
  'quote/DirectDebitRefused': (d, e) => {
    d.directDebitMessage = e.payload.message
  },
  'quote/DirectDebitAccepted': (d) => {
    d.directDebitMessage = null
  },
  'quote/PortalLinkReceived': (d, e) => {
    d.portalUrl = e.payload.portalUrl
  },
  'quote/QuoteEmailSent': (d) => {
    d.quoteEmailSent = true
  },
} satisfies Handlers<JourneyState>

/** The events this projection folds (the root checks that every other event is declared to change nothing). */
export type JourneyEventType = keyof typeof HANDLERS

/** Folds one event into the journey, in the draft the root holds open. */
export const applyToJourney = foldOf<JourneyState>(HANDLERS)
