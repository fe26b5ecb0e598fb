import { expect } from 'chai'
import { firstInvalidStep, FORM_STEPS, questionsOf, validateStep, type FormStep } from '../../src/form'
import {
  selectAllowedCodes,
  selectCanOpenStep,
  selectCurrentStep,
  selectOpenableSteps,
  selectCalendarFacts,
  selectQuestionDisabled,
  selectQuestionMessage,
  selectQuestionShown,
  selectRefusedMessage,
  selectRiderErrors,
  selectShownIds,
  selectStepErrors,
  selectVisibleQuestions,
} from '../../src/form/form-selectors'
import { riderQuestions } from '../../src/form/dialogs/rider'
import type { Question } from '../../src/form'
import { emptyRider } from '../../src/domain/defaults'
import { decideGoToStep } from '../../src/form/step-decisions'
import { SAMPLE_UUID } from '../fixtures/trails/samples'
import { after, completed, completeRider, fact, fresh, person, TODAY } from './form-states'

const opened = fact('journey/FormOpened', { mode: 'create', uuid: null, step: null })
const completedStep = (step: FormStep) => fact('journey/StepCompleted', { step })

type State = Parameters<typeof selectCanOpenStep>[0]

/** The steps whose header opens them: what the headers enable, and what a header's `form/GoToStep` then does. */
const openable = (s: State): FormStep[] => {
  const enabled = FORM_STEPS.filter((step) => selectCanOpenStep(s, step))
  const opened = FORM_STEPS.filter((step) => decideGoToStep(s, step).length > 0)
  expect(opened, 'the decision and the headers agree').to.deep.equal(enabled)
  expect(selectOpenableSteps(s), 'the headers read them in order').to.deep.equal(enabled)
  return enabled
}

/** True when the step has no error on TODAY: Continue (or Submit) may move on. */
const isValid = (s: State, step: FormStep): boolean => Object.keys(selectStepErrors(s, step, TODAY)).length === 0

describe('form selectors', () => {
  describe('F2.04 F4.02 step headers', () => {
    it('F2.04 F4.01 the furthest step reached is tracked as the rider completes steps', () => {
      const s = fresh(opened, completedStep(1), completedStep(2))
      expect(selectCurrentStep(s)).to.equal(3)
      expect(openable(s)).to.deep.equal([1, 2])
    })

    it('F2.04 a completed step header can be clicked to go back, up to the furthest step reached, and not beyond', () => {
      const s = fresh(opened, completedStep(1), completedStep(2), fact('journey/StepOpened', { step: 1 }))
      expect(selectCurrentStep(s)).to.equal(1)
      expect(openable(s)).to.deep.equal([2, 3])
    })

    it('F2.04 moving to the furthest step is allowed without validation: step 3 opens although it is unanswered', () => {
      const s = fresh(opened, completedStep(1), completedStep(2), fact('journey/StepOpened', { step: 1 }))
      expect(isValid(s, 3)).to.equal(false)
      expect(openable(s)).to.include(3)
    })

    it('F2.04 on the edit form every step has been reached, so every other header opens', () => {
      const s = after(fact('journey/FormOpened', { mode: 'edit', uuid: SAMPLE_UUID, step: 1 }))
      expect(openable(s)).to.deep.equal([2, 3, 4, 5])
    })

    it('F4.02 forward moves need valid input: the step shown is not valid until its questions are answered', () => {
      const s = fresh(opened)
      expect(isValid(s, 1)).to.equal(false)
      expect(openable(s)).to.not.include(2)
      for (const step of FORM_STEPS) expect(isValid(completed, step), `step ${step}`).to.equal(true)
    })

    it('F4.02 revisiting a completed step is free, even when an answer on it has since become invalid', () => {
      const s = fresh(opened, completedStep(1), completedStep(2), person('proposer', 'date_of_birth', null))
      expect(isValid(s, 1)).to.equal(false)
      expect(openable(s)).to.include(1)
    })
  })

  describe('selectStepErrors', () => {
    it('give the errors of validateStep for the step and day', () => {
      const s = after(fact('proposal/StartDateChosen', { startDate: null }))
      for (const step of FORM_STEPS) expect(selectStepErrors(s, step, TODAY)).to.deep.equal(validateStep(s, step, TODAY))
      expect(isValid(s, 4)).to.equal(false)
      expect(isValid(s, 3)).to.equal(true)
    })

    it('depend on the day: a start date valid today is in the past tomorrow', () => {
      expect(selectStepErrors(completed, 4, '2026-11-16')).to.deep.equal({ 'risk.start_date': 'Please enter a date from today' })
      expect(selectStepErrors(completed, 4, TODAY)).to.deep.equal({})
    })

    it('are memoised: the same state, step and day give the same object', () => {
      const s = after(person('proposer', 'date_of_birth', null))
      expect(selectStepErrors(s, 1, TODAY)).to.equal(selectStepErrors(s, 1, TODAY))
    })

    it('keep the previous object when a later event leaves the errors as they were', () => {
      const before = after(person('proposer', 'date_of_birth', null))
      const first = selectStepErrors(before, 1, TODAY)
      selectStepErrors(before, 2, TODAY)
      const later = after(person('proposer', 'date_of_birth', null), fact('journey/LoadingStarted', { title: null, text: 'We are now updating your quote.' }))
      expect(later).not.to.equal(before)
      expect(selectStepErrors(later, 1, TODAY)).to.equal(first)
    })

    it('are none while the caller says the step’s section has not loaded', () => {
      const s = after(fact('proposal/StartDateChosen', { startDate: null }))
      expect(selectStepErrors(s, 4, TODAY, false)).to.deep.equal({})
      expect(selectStepErrors(s, 4, TODAY, true)).to.have.property('risk.start_date')
    })

    it('firstInvalidStep names the earliest step with an error, or null', () => {
      expect(firstInvalidStep(completed, TODAY)).to.equal(null)
      expect(firstInvalidStep(after(fact('proposal/AddressReset', {})), TODAY)).to.equal(3)
    })
  })

  describe('selectVisibleQuestions', () => {
    it('lists the ids a step shows, in layout order', () => {
      expect(selectVisibleQuestions(completed, 1)).to.deep.equal(questionsOf(1).map((q) => q.id))
      expect(selectVisibleQuestions(completed, 4)).to.deep.equal([
        'risk.start_date',
        'risk.vehicle.cover_type',
        'risk.has_previous_insurance',
        'risk.previous_insurance.ncd.years',
        'risk.previous_insurance.ncd.is_protected',
        'risk.voluntary_excess',
        'is_pay_monthly',
      ])
    })

    it('leaves out the hidden questions of the completed quote', () => {
      const bike = selectVisibleQuestions(completed, 2)
      for (const hidden of ['risk.vehicle.owner', 'risk.vehicle.tracker', 'risk.vehicle.import_type', 'risk.vehicle.kept_postcode', 'risk.business_mileage']) {
        expect(bike, hidden).not.to.include(hidden)
      }
      expect(bike).to.include.members(['risk.vehicle.abi_code', 'risk.vehicle.alarm', 'risk.vehicle.immobiliser', 'risk.vehicle.purchased.date_purchased'])
      expect(selectVisibleQuestions(completed, 5)).to.deep.equal(['risk.has_additional_drivers', 'risk.userfields.has_third_party_authority'])
    })

    it('keeps the previous array while what is shown does not change', () => {
      const first = selectVisibleQuestions(completed, 2)
      selectVisibleQuestions(completed, 3)
      const later = after(fact('journey/StepOpened', { step: 2 }))
      expect(later).not.to.equal(completed)
      expect(selectVisibleQuestions(later, 2)).to.equal(first)
      expect(selectVisibleQuestions(after(fact('proposal/KeeperAnswered', { keeper: false })), 2)).not.to.equal(first)
    })
  })

  describe('F4.13 the vehicle lookup', () => {
    it('F4.13 F4.12 is not shown until the registration question is answered, then shown after Yes or No', () => {
      const shown = (s: State) => selectVisibleQuestions(s, 2).includes('risk.vehicle.abi_code')
      expect(shown(fresh(opened))).to.equal(false)
      expect(shown(fresh(opened, fact('proposal/RegistrationKnownAnswered', { known: true })))).to.equal(true)
      expect(shown(fresh(opened, fact('proposal/RegistrationKnownAnswered', { known: false })))).to.equal(true)
    })
  })
  describe('rider errors', () => {
    it("keep only the rider's own questions: rider 1's prefix does not take rider 0's or the proposer's", () => {
      const s = after(completeRider('Tom'), fact('proposal/RiderAdded', { rider: emptyRider() }))
      expect(selectRiderErrors(s, 0, TODAY)).to.deep.equal({})
      const second = Object.keys(selectRiderErrors(s, 1, TODAY))
      expect(second.length).to.be.greaterThan(5)
      expect(second.every((id) => id.startsWith('risk.additional_drivers.1.'))).to.equal(true)
    })
  })

  describe('a question as a screen reads it', () => {
    const ALL: readonly Question[] = FORM_STEPS.flatMap((step) => questionsOf(step))
    const question = (id: string): Question => {
      const q = ALL.find((x) => x.id === id)
      if (q === undefined) throw new Error(`no question ${id}`)
      return q
    }

    it('is shown as its record says: the owner only once the rider is not the keeper', () => {
      const owner = question('risk.vehicle.owner')
      expect(selectQuestionShown(completed, owner)).to.equal(false)
      expect(selectQuestionShown(after(fact('proposal/KeeperAnswered', { keeper: false })), owner)).to.equal(true)
    })

    it("lists the ids of the questions it is given that are shown, in the given order (a rider's dialog)", () => {
      const s = after(completeRider('Tom'))
      const questions = riderQuestions(0)
      const shown = selectShownIds(s, questions)
      expect(shown).to.deep.equal(questions.filter((q) => q.visible(s)).map((q) => q.id))
      expect(shown).to.include('risk.additional_drivers.0.name.forenames')
      expect(shown).not.to.include('risk.additional_drivers.0.resident.since')
      expect(selectShownIds(s, [])).to.deep.equal([])
    })

    it('J2.53 the voluntary excess is disabled for TPO cover only; a question without the rule never is', () => {
      const excess = question('risk.voluntary_excess')
      expect(selectQuestionDisabled(completed, excess)).to.equal(false)
      expect(selectQuestionDisabled(after(fact('proposal/CoverTypeChosen', { coverType: 'TPO' })), excess)).to.equal(true)
      expect(selectQuestionDisabled(after(fact('proposal/CoverTypeChosen', { coverType: 'TPO' })), question('risk.start_date'))).to.equal(false)
    })

    it("F4.29 full-time education limits the role's codes; another status or a question without the rule allows every one (null)", () => {
      const role = question('risk.proposer.full_time_occupation.role')
      expect(selectAllowedCodes(completed, role)).to.equal(null)
      const student = after(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'FullTmEdu' }))
      expect(selectAllowedCodes(student, role)).to.be.an('array').that.is.not.empty
      expect(selectAllowedCodes(student, question('risk.start_date'))).to.equal(null)
    })

    it("gives a date question's calendar the date of birth of the person it is about, and null for a question about the proposal or no date", () => {
      const s = after(completeRider('Tom'))
      const own = (q: Question): string | null | undefined => selectCalendarFacts(s, q, TODAY)?.ownDateOfBirth
      expect(own(question('risk.proposer.date_of_birth'))).to.equal('1984-07-19')
      const riderBirth = riderQuestions(0).find((q) => q.id === 'risk.additional_drivers.0.date_of_birth')
      if (riderBirth === undefined) throw new Error('no rider date of birth question')
      expect(own(riderBirth)).to.equal('1986-02-11')
      const otherBirth = riderQuestions(1).find((q) => q.id === 'risk.additional_drivers.1.date_of_birth')
      if (otherBirth === undefined) throw new Error('no second rider date of birth question')
      expect(own(otherBirth), 'a rider who does not exist').to.equal(null)
      expect(own(question('risk.start_date'))).to.equal(null)
      expect(selectCalendarFacts(s, question('risk.proposer.name.forenames'), TODAY), 'no date').to.equal(null)
    })

    it('judges a question as the screens after the quote do: the edit form’s relaxed rules do not apply', () => {
      const startDate = question('risk.start_date')
      expect(selectQuestionMessage(completed, startDate, TODAY)).to.equal(null)
      expect(selectQuestionMessage(completed, startDate, '2026-11-16')).to.equal('Please enter a date from today')
      const address = question('risk.proposer.address')
      const editing = after(fact('journey/FormOpened', { mode: 'edit', uuid: SAMPLE_UUID, step: null }), fact('proposal/AddressReset', {}))
      expect(validateStep(editing, 3, TODAY), 'the edit form skips the pick-an-address rule').not.to.have.property('risk.proposer.address')
      expect(selectQuestionMessage(editing, address, TODAY)).to.equal('Please search for your address and select it from the list.')
    })

    it('gives a message only once Continue has refused the question, then live as the rider corrects it', () => {
      const startDate = question('risk.start_date')
      const none = after(fact('proposal/StartDateChosen', { startDate: null }))
      expect(selectRefusedMessage(none, startDate, TODAY)).to.equal(null)
      const refused = after(fact('proposal/StartDateChosen', { startDate: null }), fact('journey/SectionRefused', { section: 'confirm-details', fields: ['risk.start_date'] }))
      expect(selectRefusedMessage(refused, startDate, TODAY)).to.equal(selectQuestionMessage(refused, startDate, TODAY)).and.to.be.a('string')
      const corrected = after(
        fact('proposal/StartDateChosen', { startDate: null }),
        fact('journey/SectionRefused', { section: 'confirm-details', fields: ['risk.start_date'] }),
        fact('proposal/StartDateChosen', { startDate: TODAY }),
      )
      expect(selectRefusedMessage(corrected, startDate, TODAY)).to.equal(null)
    })
  })
})
