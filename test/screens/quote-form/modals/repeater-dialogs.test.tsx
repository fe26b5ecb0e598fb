import 'global-jsdom/register'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { FORM_STEPS, questionsOf, type Question } from '../../../../src/form'
import { fact } from '../../../reducers/given'
import type * as Harness from './modal-harness'

/*
 * The dialogs as the form opens them: RepeaterQuestion loads them with import(), which Node runs as ES
 * modules, while this file's static imports are compiled to CommonJS. Loading the app modules here with
 * import() too gives one instance of each (one store context, one stack of open dialogs).
 */
let harness: typeof Harness.harness
let answer: typeof Harness.answer
let choose: typeof Harness.choose
let fill: typeof Harness.fill
let RepeaterQuestion: typeof import('../../../../src/screens/quote-form/RepeaterQuestion').RepeaterQuestion

before(async () => {
  ;({ harness, answer, choose, fill } = await import('./modal-harness'))
  ;({ RepeaterQuestion } = await import('../../../../src/screens/quote-form/RepeaterQuestion'))
})

/** The form's question with this id, as its section asks it. */
const formQuestion = (id: string): Question => {
  const q = FORM_STEPS.flatMap((s) => questionsOf(s)).find((x) => x.id === id)
  if (q === undefined) throw new Error(`no question ${id}`)
  return q
}
const claimsQuestion = formQuestion('risk.proposer.driver_details.has_claims')
const convictionsQuestion = formQuestion('risk.proposer.driver_details.licence.has_convictions')
const modificationsQuestion = ((): Question => {
  const q = questionsOf(2).find((x) => x.id === 'risk.vehicle.is_modified')
  if (q === undefined) throw new Error('no modifications question')
  return q
})()

const sampleClaim = {
  description: 'FIRE',
  date: '2024-06-15',
  has_own_damage_cost: false,
  own_damage_cost: null,
  has_third_party_cost: false,
  third_party_cost: null,
  is_ncb_prejudiced: false,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
}

describe('the item dialogs opened from their repeaters', () => {
  afterEach(cleanup)

  it("F2.20 F4.33 'Add a Claim' opens 'Add a claim'; after its Save the list shows the claim and the button reads 'Add Another Claim'", async () => {
    const user = userEvent.setup()
    const h = harness()
    h.show(<RepeaterQuestion q={claimsQuestion} error={null} />)
    await answer(user, 'Have you had any accidents, claims or losses in the last 5 years?', 'Yes')
    await user.click(screen.getByRole('button', { name: 'Add a Claim' }))
    const d = await screen.findByRole('dialog', { name: 'Add a claim' })
    await choose(user, 'What happened?', 'Accident', d)
    await fill(user, 'Date of the claim', '01/03/2025', d)
    await answer(user, 'Was there a cost for damage to your bike?', 'No', d)
    await answer(user, 'Was there a cost to a third party?', 'No', d)
    await answer(user, 'Was your no claims bonus affected?', 'No', d)
    await answer(user, 'Was anyone injured?', 'No', d)
    await answer(user, 'Was the claim made under your policy?', 'Yes', d)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(within(screen.getByRole('list', { name: 'Claims' })).getByText(/01\/03\/2025/)).to.not.equal(null)
    expect(screen.getByRole('button', { name: 'Add Another Claim' })).to.not.equal(null)
    expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ClaimsAnswered', 'proposal/ClaimAdded'])
  })

  it("F2.20 'Edit claim 1' opens that claim's dialog, and its Save replaces the claim", async () => {
    const user = userEvent.setup()
    const h = harness(fact('proposal/ClaimAdded', { who: 'proposer', claim: sampleClaim }))
    h.show(<RepeaterQuestion q={claimsQuestion} error={null} />)
    await user.click(screen.getByRole('button', { name: 'Edit claim 1' }))
    const d = await screen.findByRole('dialog', { name: 'Edit claim 1' })
    expect((within(d).getByLabelText('Date of the claim') as HTMLInputElement).value).to.equal('15/06/2024')
    await answer(user, 'Was anyone injured?', 'Yes', d)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    expect(h.dispatched().map((e) => [e.type, e.payload])).to.deep.equal([
      ['proposal/ClaimEdited', { who: 'proposer', index: 0, claim: { ...sampleClaim, is_personal_injury: true } }],
    ])
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(document.activeElement?.textContent).to.match(/^Edit/)
  })

  it("F4.33 'Add a Conviction' opens 'Add a conviction'; Cancel adds nothing and the button still reads 'Add a Conviction'", async () => {
    const user = userEvent.setup()
    const h = harness()
    h.show(<RepeaterQuestion q={convictionsQuestion} error={null} />)
    await answer(user, /Have you had any points, penalties/, 'Yes')
    await user.click(screen.getByRole('button', { name: 'Add a Conviction' }))
    const d = await screen.findByRole('dialog', { name: 'Add a conviction' })
    await user.click(within(d).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(screen.getByRole('button', { name: 'Add a Conviction' })).to.not.equal(null)
    expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ConvictionsAnswered'])
  })

  it("F4.33 F4.35 modifications: 'Add a Modification' then 'Add Another Modification'; No clears every modification", async () => {
    const user = userEvent.setup()
    const h = harness()
    h.show(<RepeaterQuestion q={modificationsQuestion} error={null} />)
    await answer(user, "Has the bike been modified from the manufacturer's standard?", 'Yes')
    for (const [button, type] of [
      ['Add a Modification', 'Aftermarket exhaust'],
      ['Add Another Modification', 'Luggage or panniers'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: button }))
      const d = await screen.findByRole('dialog', { name: 'Add a modification' })
      await choose(user, 'Type of modification', type, d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
    }
    expect(h.store.getState().proposal.risk.vehicle.modifications.map((m) => m.type)).to.deep.equal(['EXHAUST', 'LUGGAGE'])
    await answer(user, "Has the bike been modified from the manufacturer's standard?", 'No')
    expect(h.store.getState().proposal.risk.vehicle.modifications).to.deep.equal([])
  })

  it('F4.34 removing the last claim added through the dialog turns the question back to No', async () => {
    const user = userEvent.setup()
    const h = harness(fact('proposal/ClaimAdded', { who: 'proposer', claim: sampleClaim }))
    h.show(<RepeaterQuestion q={claimsQuestion} error={null} />)
    await user.click(screen.getByRole('button', { name: 'Remove claim 1' }))
    expect(h.store.getState().proposal.risk.proposer.driver_details.has_claims).to.equal(false)
    const no = within(screen.getByRole('group', { name: /accidents, claims or losses/ })).getByLabelText('No') as HTMLInputElement
    expect(no.checked).to.equal(true)
  })
})
