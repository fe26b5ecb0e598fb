import { replayEarlyAnswers } from '../../app/early-answers'
import { PartnerBanner } from '../../components/partner-banner'
import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { Button, ErrorSummary } from '../../components'
import { command } from '../../domain/commands'
import { LAST_FORM_STEP } from '../../domain/constants'
import { FORM_STEPS, isSectionLoaded, loadAllSections, SECTION_TITLES, sectionOf, type FormSection, type FormStep, type Question } from '../../form'
import { asStep, selectCurrentStep, selectOpenableSteps, selectShownErrors, selectVisibleQuestions } from '../../form/form-selectors'
import { selectPartnerSource, selectUuid } from '../../../reducers/proposal-selectors'
import {
  selectFurthestStepReached,
  selectProposalLoadFailed,
  selectRefusedFields,
  selectShowsMedicalLimit,
} from '../../../reducers/journey-selectors'
import { QuestionField } from '../../components/question'
import { StartOrRetrieve } from '../../components/quote-not-found'
import { loadFormSteps } from '../../../sagas/lazy-flows'
import { PrivacySummary } from './PrivacySummary'
import { focusField } from '../../components/focus'
import { useChangeTarget } from './change-target'
import { afterNextPaint } from '../../app/after-paint'
import { lazyScreen, prefetchAfterPaint } from '../../app/lazy-screen'

// The lookups, repeaters and the medical limit's dialog are first needed from step 2: they are fetched once the rider has started, after the
// page is drawn, so the step that shows one draws it at once, without evaluating its bundle inside Continue's task.
const WIDGETS = {
  vehicle: lazyScreen(() => import('./VehicleLookup').then((m) => m.VehicleLookup)),
  address: lazyScreen(() => import('./AddressLookup').then((m) => m.AddressLookup)),
  repeater: lazyScreen(() => import('./RepeaterQuestion').then((m) => m.RepeaterQuestion)),
  medicalLimit: lazyScreen(() => import('./MedicalLimitModal').then((m) => m.MedicalLimitModal)),
}
const { Screen: VehicleLookup } = WIDGETS.vehicle
const { Screen: AddressLookup } = WIDGETS.address
const { Screen: RepeaterQuestion } = WIDGETS.repeater
const { Screen: MedicalLimitModal } = WIDGETS.medicalLimit


/**
 * The step headers: a completed step can be clicked to go back, up to the furthest step reached (F2.04). On
 * phones they are one line, a disclosure button ('Step 2 of 5: About Your Bike') that shows the same list.
 */
const StepHeaders = memo(function StepHeaders({ step, furthest }: { step: FormStep; furthest: number }) {
  const dispatch = useDispatch()
  const [open, setOpen] = useState(false)
  const openable = useAppSelector(selectOpenableSteps)
  return (
    <nav aria-label="Quote form sections">
      <button type="button" className="form-steps__toggle" aria-expanded={open} aria-controls="form-steps" onClick={() => setOpen((o) => !o)}>
        <span>
          Step {step} of {FORM_STEPS.length}: {SECTION_TITLES[step]}
        </span>
        <svg className="form-steps__chevron" viewBox="0 0 16 10" width="16" height="10" aria-hidden="true" focusable="false">
          <path d="M1 1l7 7 7-7" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
      </button>
      <ol id="form-steps" className={`form-steps${open ? ' form-steps--open' : ''}`}>
        {FORM_STEPS.map((n) => {
          const s = { step: n, title: SECTION_TITLES[n] }
          const current = s.step === step
          const reachable = openable.includes(s.step)
          const done = s.step < furthest
          return (
            <li key={s.step} className="form-steps__item">
              <button
                type="button"
                className={`form-steps__button${current ? ' form-steps__button--current' : ''}${reachable ? ' form-steps__button--reachable' : ''}${done ? ' form-steps__button--done' : ''}`}
                aria-current={current ? 'step' : undefined}
                disabled={!reachable}
                onClick={() => {
                  setOpen(false)
                  dispatch(command('form/GoToStep', { step: s.step }))
                }}
              >
                {s.step}. {s.title}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
})

/** The address picker of a group, drawn by the lookup of the postcode question before it. */
const pickerOf = (q: Question, group: readonly Question[]): Question | undefined =>
  q.kind === 'postcode' ? group.find((x) => x.kind === 'address-lookup') : undefined

/**
 * One question in its widget: the lookups and repeaters have their own; everything else is a field. Drawn again
 * only when its record or its messages change, so an answer redraws the questions it changes, not the step.
 */
const QuestionView = memo(function QuestionView({
  q,
  picker,
  error,
  pickerError,
}: {
  q: Question
  picker: Question | undefined
  error: string | null
  pickerError: string | null
}) {
  if (q.kind === 'address-lookup') return null
  const widget =
    q.kind === 'vehicle-lookup' ? (
      <VehicleLookup error={error} />
    ) : picker !== undefined ? (
      <AddressLookup postcode={q} address={picker} postcodeError={error} addressError={pickerError} />
    ) : q.kind === 'repeater' ? (
      <RepeaterQuestion q={q} error={error} />
    ) : null
  if (widget === null) return <QuestionField q={q} error={error} />
  return <Suspense fallback={<p role="status">Loading…</p>}>{widget}</Suspense>
})

/** A section: its headed groups, each with the questions shown in this state, in order. */
const SectionView = memo(function SectionView({ section, errors }: { section: FormSection; errors: Readonly<Record<string, string>> }) {
  const visible = useAppSelector(selectVisibleQuestions, section.step)
  return (
    <>
      {section.groups.map((g) => {
        const shown = g.questions.filter((q) => visible.includes(q.id))
        if (shown.length === 0) return null
        return (
          <section key={g.id} className="form-group" aria-labelledby={`group-${g.id}`}>
            <h3
              id={`group-${g.id}`}
              className={g.heading.toLowerCase() === section.title.toLowerCase() ? 'visually-hidden' : 'form-group__heading'}
            >
              {g.heading}
            </h3>
            {shown.map((q) => {
              const picker = pickerOf(q, g.questions)
              return (
                <QuestionView
                  key={q.id}
                  q={q}
                  picker={picker}
                  error={errors[q.id] ?? null}
                  pickerError={picker === undefined ? null : (errors[picker.id] ?? null)}
                />
              )
            })}
          </section>
        )
      })}
    </>
  )
})

/**
 * True once a step's section is available (section 1 always); otherwise starts loading sections 2 to 5 and
 * re-renders when they arrive. The form's sagas load them before opening a step, so this waits only when a
 * step is shown straight from a link.
 */
const useSectionReady = (step: FormStep): boolean => {
  const [, arrived] = useState(0)
  const ready = isSectionLoaded(step)
  useEffect(() => {
    if (!ready) void loadAllSections().then(() => arrived((n) => n + 1))
  }, [ready])
  return ready
}

/**
 * Each step of the form is an entry of the browser's history, its number in the address (`?step=3`, beside the
 * uuid and source): a move to another step (Continue, Back, a step header) adds an entry, and the browser's Back
 * and Forward to another step's entry open that step as its header would (with its answers), or, for a step not
 * reached, put the address back on the step shown. The address's step when the form opens is the opening's.
 */
const useStepHistory = (step: FormStep, addressStep: FormStep) => {
  const dispatch = useDispatch()
  const [, setParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const openable = useAppSelector(selectOpenableSteps)
  const shownStep = useRef(step)
  const seenEntry = useRef(location.key)
  const toStep = (n: FormStep, replace: boolean): void =>
    setParams(
      (p) => {
        p.set('step', String(n))
        return p
      },
      { replace },
    )
  useEffect(() => {
    if (shownStep.current === step) return undefined
    shownStep.current = step
    if (addressStep === step) return undefined
    // Once the step is drawn: a new history entry costs the browser a while, and the rider sees the step, not the
    // address. A move on before then (Back at once) leaves the address as it was, or moves it once.
    return afterNextPaint(() => toStep(step, false))
    // Only when the step shown changes: the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  useEffect(() => {
    if (seenEntry.current === location.key) return
    seenEntry.current = location.key
    if (navigationType !== 'POP' || addressStep === step) return
    if (openable.includes(addressStep)) dispatch(command('form/GoToStep', { step: addressStep }))
    else toStep(step, true)
    // Only when the browser moves to another history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
}

/**
 * The quote form (000 §2): five numbered sections; Continue and Back, Submit on step 5; each step validates
 * before moving on (the saga), showing an error summary and inline messages and moving focus to the first
 * error; step headers go back up to the furthest step reached. Step 1 says first, above its questions, how the
 * rider's information is used (PrivacySummary).
 */
const QuoteForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const stepParam = params.get('step')
  const source = params.get('source')
  const dispatch = useDispatch()
  const today = useToday()
  const step = useAppSelector(selectCurrentStep)
  const furthest = useAppSelector(selectFurthestStepReached)
  const refused = useAppSelector(selectRefusedFields)
  const medicalModal = useAppSelector(selectShowsMedicalLimit)
  const partner = useAppSelector(selectPartnerSource)
  const ready = useSectionReady(step)
  // Only the messages shown: the step is judged once Continue has refused it, not on every answer before.
  const shownErrors = useAppSelector(selectShownErrors, step, today, ready)
  const loadedUuid = useAppSelector(selectUuid)
  const loadFailed = useAppSelector(selectProposalLoadFailed)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstStep = useRef(true)

  // The form opens for its quote at the step its address names; a later move between steps changes the
  // address (useStepHistory) without opening the form again.
  const openingStep = stepParam === null ? null : asStep(Number(stepParam))
  useEffect(() => {
    if (mode === 'edit' && uuid === null) return
    dispatch(command('form/OpenForm', { mode, uuid, step: openingStep, source }))
    // Not on the step's own changes, which are moves between steps, not openings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, uuid, source, dispatch])
  useStepHistory(step, openingStep ?? 1)

  // The rider's first touch, key or focus starts loading sections 2 to 5, then the later steps' widgets, so Continue
  // rarely waits for them.
  useEffect(() => {
    const start = (): void => void loadAllSections().then(() => prefetchAfterPaint(...Object.values(WIDGETS)))
    const kinds = ['pointerdown', 'keydown', 'focusin'] as const
    for (const k of kinds) window.addEventListener(k, start, { once: true, passive: true })
    return () => {
      for (const k of kinds) window.removeEventListener(k, start)
    }
  }, [])

  // A step after the first needs the later steps' flows (its lookups): loaded while it shows, so a lookup made
  // once the connection is lost waits for it rather than for code it could not fetch.
  useEffect(() => {
    if (step > 1) loadFormSteps().catch(() => undefined)
  }, [step])

  // Answers given in the pre-rendered page before the app ran are given again now that the form is open, in a
  // task of their own, so React handles each replayed event as it does a rider's.
  useEffect(() => {
    const t = setTimeout(replayEarlyAnswers, 0)
    return () => clearTimeout(t)
  }, [])

  // A new step takes focus on its heading, so keyboard and screen-reader users start at the top of it; in the
  // commit that draws the step, so focus never passes through the body (Back is gone on step 1). The page scrolls
  // once, to put the heading at the top: a focus that scrolled too computed a scroll the next line replaces.
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'start' })
  }, [step])

  // A Change link of the statement of fact opens the form at a question (`#<question id>`): once the step it
  // names shows, its input takes focus, as soon as it is drawn (the lookups and lists load their code first).
  // An item's answer (a rider's, a claim's) is focused by the dialog its list opens (change-target.ts).
  const changeTarget = useChangeTarget()
  const changeDone = useRef<string | null>(null)
  const atChangeStep = ready && step === openingStep && (mode !== 'edit' || loadedUuid === uuid)
  useEffect(() => {
    const target = changeTarget
    if (target === null || changeDone.current === target || !atChangeStep) return undefined
    const reach = (): boolean => {
      if (!focusField(target)) return false
      changeDone.current = target
      return true
    }
    if (reach()) return undefined
    // Not drawn yet: wait for it, until the rider does something else.
    const observer = new MutationObserver(() => {
      if (reach()) stop()
    })
    const stop = (): void => {
      observer.disconnect()
      for (const k of ['pointerdown', 'keydown'] as const) window.removeEventListener(k, stop, true)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    for (const k of ['pointerdown', 'keydown'] as const) window.addEventListener(k, stop, true)
    return stop
  }, [changeTarget, atChangeStep])

  // A refused step goes to its first error (F2.05).
  const shownIds = Object.keys(shownErrors)
  const firstError = shownIds[0]
  useEffect(() => {
    const id = firstError
    if (refused.length === 0 || id === undefined) return
    const target = document.getElementById(id)
    const focusable = target?.matches('input, select, textarea, button, [tabindex]')
      ? target
      : target?.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]')
    ;(focusable ?? target)?.scrollIntoView({ block: 'center' })
    ;(focusable ?? target)?.focus()
    // Only when the step is refused, not on every keystroke afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused])

  if (mode === 'edit' && uuid === null) {
    return (
      <section>
        <h1>Edit your quote</h1>
        <p>There is no quote to edit here. Start a new quote, or retrieve one you saved.</p>
        <StartOrRetrieve />
      </section>
    )
  }

  if (mode === 'edit' && loadedUuid !== uuid) {
    return (
      <section>
        <h1>Edit your quote</h1>
        {loadFailed ? (
          <>
            <p role="alert">We could not find that quote. It may have expired, or the link may be incomplete.</p>
            <StartOrRetrieve />
          </>
        ) : (
          <p role="status">Loading your quote…</p>
        )}
      </section>
    )
  }

  if (!ready) {
    return (
      <section className="quote-form">
        <h1>{mode === 'edit' ? 'Edit your quote' : 'Get a quote'}</h1>
        <p role="status">Loading the questions…</p>
      </section>
    )
  }

  const section = sectionOf(step)
  return (
    <section className="quote-form">
      <h1>{mode === 'edit' ? 'Edit your quote' : 'Get a quote'}</h1>
      {partner !== null ? (
        <PartnerBanner source={partner}>Thank you for choosing RideCover through our partner. Your answers so far have been brought across.</PartnerBanner>
      ) : null}
      <StepHeaders step={step} furthest={furthest} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          dispatch(command('form/SubmitStep', { step }))
        }}
      >
        <ErrorSummary errors={shownIds.map((id) => ({ id, message: shownErrors[id] as string }))} />
        <h2 ref={heading} tabIndex={-1} className="quote-form__section-title">
          <span className="visually-hidden">Section {step} of 5: </span>
          {section.title}
        </h2>
        {step === 1 ? <PrivacySummary /> : null}
        <SectionView section={section} errors={shownErrors} />
        <div className="button-group">
          {step < LAST_FORM_STEP ? (
            <Button type="submit">Continue</Button>
          ) : (
            <Button type="submit">Submit</Button>
          )}
          {step > 1 ? (
            <Button variant="secondary" onClick={() => dispatch(command('form/GoToStep', { step: step - 1 }))}>
              Back
            </Button>
          ) : null}
        </div>
      </form>
      {medicalModal ? (
        <Suspense fallback={null}>
          <MedicalLimitModal />
        </Suspense>
      ) : null}
    </section>
  )
}

/** QuoteCreateForm (/get-a-quote). */
export const QuoteCreateScreen = () => <QuoteForm mode="create" />

/** QuoteEditForm (/quote/edit?uuid=…). */
export const QuoteEditScreen = () => <QuoteForm mode="edit" />
