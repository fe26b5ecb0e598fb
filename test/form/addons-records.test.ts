import { expect } from 'chai'
import { answerOf, commitAnswer } from '../../src/form'
import { addonQuestion } from '../../src/form/screens/addons'
import { fact, given, type Fact } from '../reducers/given'
import { addon, quoteWith, serverProposal } from '../reducers/samples'

/** The committed answer as a fact to fold (the record commits an event, never a command, here). */
const asFact = (c: ReturnType<typeof commitAnswer>): Fact => {
  if (!c.ok) throw new Error('refused')
  return c.action as Fact
}

const offered = fact('quote/QuoteCalculated', {
  proposal: serverProposal((p) => {
    p.quote = quoteWith([addon('BLE'), addon('B1'), addon('B2')])
  }),
})

describe("the Addons screen's questions (src/form/screens/addons.ts)", () => {
  const ble = addonQuestion({ code: 'BLE', description: 'Motor Legal Protection' })

  it("J4.03 an extra's question is tri-state: undecided (null) until 'Add to quote' (true) or 'No Thanks' (false)", () => {
    expect(ble.options?.map((c) => [c.label, c.value])).to.deep.equal([
      ['Add to quote', true],
      ['No Thanks', false],
    ])
    const g = given(offered)
    expect(answerOf(g.state, ble)).to.equal(null)
    const add = commitAnswer(ble, true)
    expect(add.ok && add.action).to.deep.include({ type: 'proposal/AddonDecided', payload: { code: 'BLE', selected: true } })
    g.when(asFact(add)).then((s) => expect(answerOf(s, ble)).to.equal(true))
    g.when(asFact(commitAnswer(ble, false))).then((s) => expect(answerOf(s, ble)).to.equal(false))
  })

  it('J4.04 adding a tier through its question deselects the tier chosen before', () => {
    const b1 = addonQuestion({ code: 'B1', description: 'B1 cover' })
    const b2 = addonQuestion({ code: 'B2', description: 'B2 cover' })
    given(offered, fact('proposal/AddonDecided', { code: 'B1', selected: true }))
      .when(asFact(commitAnswer(b2, true)))
      .then((s) => {
        expect(answerOf(s, b2)).to.equal(true)
        expect(answerOf(s, b1)).to.equal(false)
      })
  })

  it('refuses an answer that is no choice, and is the same question for the same code', () => {
    expect(commitAnswer(ble, 'maybe').ok).to.equal(false)
    expect(addonQuestion({ code: 'BLE', description: null })).to.equal(ble)
    expect(ble.check({ state: given(offered).state, today: '2026-03-02', editForm: false })).to.be.a('string')
  })
})
