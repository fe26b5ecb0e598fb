import { expect } from 'chai'
import { decideGoToStep, decideSubmitStep } from '../../src/form/step-decisions'
import { validateStep } from '../../src/form'
import { replay } from '../../reducers/root'
import { storedSample } from '../fixtures/trails/samples'
import type { DomainEvent } from '../../src/domain/events'
import { fact, stamp } from '../reducers/given'
import { givenHistory } from '../reducers/decide'
import { TODAY } from './form-states'

const sample = storedSample('completed-quote.json')
const before = (at: (e: DomainEvent) => boolean) => replay(sample.events.slice(0, sample.events.findIndex(at)))
const completing = (step: number) => (e: DomainEvent) => e.type === 'journey/StepCompleted' && e.payload.step === step

describe('step decisions (given events, when a command, then events)', () => {
  describe('Continue', () => {
    it('on an empty step 1: refused with its question ids, nothing to check or send', () => {
      givenHistory(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .when((s) => {
          const d = decideSubmitStep(s, 1, TODAY)
          expect(d.outcome).to.equal('refused')
          return d.events
        })
        .then(fact('journey/StepRefused', { step: 1, fields: Object.keys(validateStep(replay([]), 1, TODAY)) }))
    })
    it('on a stale step (not the one shown): ignored', () => {
      givenHistory(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .when((s) => {
          const d = decideSubmitStep(s, 3, TODAY)
          expect(d.outcome).to.equal('ignored')
          return d.events
        })
        .thenNothing()
    })
    it('on a valid step 1: accepted after the bot check, nothing sent', () => {
      const d = decideSubmitStep(before(completing(1)), 1, TODAY)
      expect(d).to.deep.include({ outcome: 'accepted', botCheck: true, send: null })
      expect(d.events.map((e) => e.type)).to.deep.equal(['journey/StepCompleted'])
    })
    for (const step of [2, 3, 4]) {
      it(`on a valid step ${step}: completed with no bot check and nothing sent`, () => {
        const d = decideSubmitStep(before(completing(step)), step, TODAY)
        expect(d).to.deep.include({ outcome: 'accepted', botCheck: false, send: null })
        expect(d.events).to.deep.equal([{ type: 'journey/StepCompleted', payload: { step } }])
      })
    }
    it('Submit on a valid form: completed and sent as created', () => {
      const d = decideSubmitStep(before(completing(5)), 5, TODAY)
      expect(d).to.deep.include({ outcome: 'accepted', botCheck: false, send: 'create' })
    })
    it('Submit with an earlier step made invalid: that step opens and is refused', () => {
      const broken = replay(stamp([fact('proposal/DetailAnswered', { field: 'email_address', value: null })], 9000), before(completing(5)))
      const d = decideSubmitStep(broken, 5, TODAY)
      expect(d.outcome).to.equal('refused')
      expect(d.events).to.deep.equal([
        { type: 'journey/StepOpened', payload: { step: 1 } },
        { type: 'journey/StepRefused', payload: { step: 1, fields: ['risk.proposer.email_address'] } },
      ])
    })
  })

  describe('a step header or Back', () => {
    const onStep3 = [
      fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }),
      fact('journey/StepCompleted', { step: 1 }),
      fact('journey/StepCompleted', { step: 2 }),
    ]
    it('to a step reached before: it opens', () => {
      givenHistory(...onStep3)
        .when((s) => decideGoToStep(s, 1))
        .then(fact('journey/StepOpened', { step: 1 }))
    })
    it('to the step shown, a step beyond the furthest, or no step: nothing', () => {
      for (const step of [3, 4, 0, 6, 2.5]) {
        givenHistory(...onStep3)
          .when((s) => decideGoToStep(s, step))
          .thenNothing()
      }
    })
  })
})
