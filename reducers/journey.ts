import { produce } from 'immer'
import type { DomainEvent, Modal, RequestError } from '../src/domain/events'
import { LAST_FORM_STEP } from '../src/domain/constants'

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
  readonly paymentUrl: string | null
  readonly portalUrl: string | null
  readonly quoteEmailSent: boolean
  readonly directDebitMessage: string | null
  readonly lastFailure: { readonly call: string; readonly error: RequestError } | null
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
  paymentUrl: null,
  portalUrl: null,
  quoteEmailSent: false,
  directDebitMessage: null,
  lastFailure: null,
}

const openModal = (modals: Modal[], m: Modal): void => {
  if (!modals.includes(m)) modals.push(m)
}

/** Folds the journey: steps, flags, modals, overlay and the outcomes the screens show. */
export const journeyReducer = (state: JourneyState = initialJourney, e: DomainEvent): JourneyState =>
  produce(state, (d) => {
    switch (e.type) {
      case 'journey/FormOpened':
        d.mode = e.payload.mode
        d.uuid = e.payload.uuid
        d.step = e.payload.step ?? 1
        d.furthestStep = e.payload.mode === 'edit' ? LAST_FORM_STEP : Math.max(d.step, e.payload.uuid === null ? 1 : d.furthestStep)
        if (e.payload.mode === 'create' && e.payload.uuid === null) d.furthestStep = d.step
        d.refusedFields = []
        return
      case 'journey/StepOpened':
        // Revisiting a completed step, or moving to the furthest step reached, needs no validation.
        if (e.payload.step <= d.furthestStep) d.step = e.payload.step
        d.refusedFields = []
        return
      case 'journey/StepCompleted':
        if (e.payload.step < LAST_FORM_STEP) {
          d.step = e.payload.step + 1
          d.furthestStep = Math.max(d.furthestStep, d.step)
        }
        d.refusedFields = []
        return
      case 'journey/StepRefused':
        d.refusedFields = e.payload.fields
        return
      case 'journey/BotCheckCompleted':
        d.recaptchaVerified = e.payload.success
        return
      case 'journey/LoadingStarted':
        d.loading = { title: e.payload.title, text: e.payload.text }
        return
      case 'journey/LoadingFinished':
        d.loading = null
        return
      case 'journey/ModalOpened':
        openModal(d.modals, e.payload.modal)
        return
      case 'journey/ModalClosed':
        d.modals = d.modals.filter((m) => m !== e.payload.modal)
        return
      case 'proposal/MedicalConditionRefused':
        openModal(d.modals, 'medical-limit')
        return
      case 'journey/Navigated':
        d.path = e.payload.path
        d.note = null
        return
      case 'journey/DeclarationAnswered':
        d.declarations[e.payload.declaration] = e.payload.ticked
        return
      case 'journey/EmailConfirmationEntered':
        d.emailConfirmation = e.payload.value
        return
      case 'journey/NoteShown':
        d.note = e.payload.note
        return
      case 'journey/RequestFailed':
        d.lastFailure = { call: e.payload.call, error: e.payload.error }
        d.loading = null
        d.requoting = false
        return
      case 'proposal/ProposalCreated':
      case 'proposal/ProposalLoaded':
        d.uuid = e.payload.proposal.uuid
        return
      case 'proposal/StartDateChosen':
      case 'proposal/VoluntaryExcessChosen':
      case 'proposal/CoverTypeChosen':
        d.requotePending = d.uuid !== null
        return
      case 'quote/RequoteStarted':
        d.requoting = true
        return
      case 'quote/RequoteFinished':
        d.requoting = false
        if (e.payload.ok) d.requotePending = false
        return
      case 'quote/QuoteCalculated':
        d.uuid = e.payload.proposal.uuid
        d.requotePending = false
        return
      case 'quote/PaymentUrlReceived':
        d.paymentUrl = e.payload.paymentUrl
        return
      case 'quote/DirectDebitRefused':
        d.directDebitMessage = e.payload.message
        return
      case 'quote/DirectDebitAccepted':
        d.directDebitMessage = null
        return
      case 'quote/PortalLinkReceived':
        d.portalUrl = e.payload.portalUrl
        return
      case 'quote/QuoteEmailSent':
        d.quoteEmailSent = true
        return
      default:
        return
    }
  })
