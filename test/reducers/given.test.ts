import { expect } from 'chai'
import { AT, fact, given, SESSION, stamp } from './given'

describe('the given/when/then helper', () => {
  it('stamps events with seq counting up, the fixed time and the test session', () => {
    const events = stamp([fact('proposal/KeeperAnswered', { keeper: true }), fact('journey/StepCompleted', { step: 1 })], 4)
    expect(events.map((e) => e.meta)).to.deep.equal([
      { seq: 4, at: AT, session: SESSION },
      { seq: 5, at: AT, session: SESSION },
    ])
  })

  it('refuses an event its codec refuses, naming the event and the path', () => {
    expect(() => stamp([fact('proposal/RegistrationEntered', { registration: 'ab12 cde' })])).to.throw(/#1 proposal\/RegistrationEntered.*registration/)
    expect(() => stamp([fact('proposal/VoluntaryExcessChosen', { excess: 75 })])).to.throw(/VoluntaryExcessChosen/)
    expect(() => stamp([fact('journey/StepOpened', { step: 6 })])).to.throw(/StepOpened/)
  })

  it('refuses a type that is not a domain event', () => {
    expect(() => stamp([{ type: 'proposal/Nonsense' as 'journey/LoadingFinished', payload: {} }])).to.throw(/not a DomainEvent type/)
  })

  it('numbers the when events after the given ones', () => {
    given(fact('proposal/KeeperAnswered', { keeper: true }))
      .when(fact('proposal/KeeperAnswered', { keeper: false }))
      .then((after, before) => {
        expect(before.proposal.risk.vehicle.keeper).to.equal(true)
        expect(after.proposal.risk.vehicle.keeper).to.equal(false)
      })
    expect(() => given().when(fact('journey/StepOpened', { step: 0 }))).to.throw(/#1 journey\/StepOpened/)
    expect(() => given(fact('journey/LoadingFinished', {})).when(fact('journey/StepOpened', { step: 0 }))).to.throw(/#2 journey\/StepOpened/)
  })
})
