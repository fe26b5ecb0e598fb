import 'global-jsdom/register'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { emptyRider } from '../../../../src/domain/defaults'
import { requiredMessage } from '../../../../src/domain/validation'
import { fact } from '../../../reducers/given'
import { completeRider } from '../../../form/form-states'
import type * as Harness from './modal-harness'

/*
 * RepeaterQuestion loads the claim and conviction dialogs with import(), which Node runs as ES modules, while
 * this file's static imports are compiled to CommonJS: two instances of every app module (two store contexts,
 * two stacks of open dialogs). Loading the app modules of this file with import() too gives one instance.
 */
let harness: typeof Harness.harness
let answer: typeof Harness.answer
let choose: typeof Harness.choose
let dialog: typeof Harness.dialog
let fill: typeof Harness.fill
let inlineError: typeof Harness.inlineError
let summaryMessages: typeof Harness.summaryMessages
let RiderModal: typeof import('../../../../src/screens/quote-form/modals/RiderModal').default

before(async () => {
  ;({ harness, answer, choose, dialog, fill, inlineError, summaryMessages } = await import('./modal-harness'))
  RiderModal = (await import('../../../../src/screens/quote-form/modals/RiderModal')).default
})

const newRider = fact('proposal/RiderAdded', { rider: emptyRider() })

describe('RiderModal', () => {
  afterEach(cleanup)

  it("F2.20 a new rider's dialog is named 'Add a rider' and asks the rider's questions in they/their wording", async () => {
    const h = harness(newRider)
    h.open((close) => <RiderModal index={0} isNew onClose={close} />)
    const d = dialog('Add a rider')
    expect(d.getAttribute('aria-modal')).to.equal('true')
    expect(within(d).getByLabelText('First name').id).to.equal('risk.additional_drivers.0.name.forenames')
    expect(within(d).getByRole('group', { name: 'Have they ever been refused motor insurance?' })).to.not.equal(null)
    expect(within(d).getByLabelText('What is their relationship to the policyholder?')).to.not.equal(null)
    await within(d).findByRole('option', { name: 'Mr' })
    expect(document.activeElement).to.equal(within(d).getByLabelText('Title'))
  })

  it("F2.20 an existing rider's dialog is named 'Edit rider 2' and shows their answers", () => {
    const h = harness(completeRider('Tom'), completeRider('Ann'))
    h.open((close) => <RiderModal index={1} isNew={false} onClose={close} />)
    const d = dialog('Edit rider 2')
    expect((within(d).getByLabelText('First name') as HTMLInputElement).value).to.equal('Ann')
  })

  it('each answer goes to the store as an event when the rider commits it', async () => {
    const user = userEvent.setup()
    const h = harness(newRider)
    h.open((close) => <RiderModal index={0} isNew onClose={close} />)
    const d = dialog('Add a rider')
    await fill(user, 'First name', 'Tom', d)
    await user.tab()
    await answer(user, 'Have they ever been refused motor insurance?', 'No', d)
    expect(h.dispatched().map((e) => [e.type, e.payload])).to.deep.equal([
      ['proposal/PersonAnswered', { who: 0, field: 'name.forenames', value: 'Tom' }],
      ['proposal/PersonAnswered', { who: 0, field: 'has_insurance_refused', value: false }],
    ])
    expect(h.store.getState().proposal.risk.additional_drivers[0]?.name.forenames).to.equal('Tom')
  })

  describe('Save', () => {
    it('F5.30 with problems shows them in their wording, in the summary and inline, and stays open', async () => {
      const user = userEvent.setup()
      const h = harness(newRider)
      h.open((close) => <RiderModal index={0} isNew onClose={close} />)
      const d = dialog('Add a rider')
      await answer(user, 'Have they had any accidents, claims or losses in the last 5 years?', 'Yes', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      const messages = summaryMessages(d)
      expect(messages).to.include('Please enter their first name')
      expect(messages).to.include(requiredMessage('additional_driver.date_of_birth'))
      expect(messages).to.include('Confirm if they have had any points, penalties, disqualifications or bans in the last 5 years.')
      expect(messages).to.include('Please add at least one claim')
      expect(messages.some((m) => /\byou(r)?\b/i.test(m))).to.equal(false)
      expect(inlineError('risk.additional_drivers.0.name.forenames')).to.equal('Please enter their first name')
      expect(document.activeElement?.classList.contains('error-summary')).to.equal(true)
      expect(h.closes()).to.equal(0)
      expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ClaimsAnswered'])
    })

    it("judges only this rider: another rider's problems are not listed", async () => {
      const user = userEvent.setup()
      const h = harness(newRider, completeRider('Ann'))
      h.open((close) => <RiderModal index={1} isNew={false} onClose={close} />)
      await user.click(within(dialog('Edit rider 2')).getByRole('button', { name: 'Save' }))
      expect(summaryMessages()).to.deep.equal([])
      expect(h.closes()).to.equal(1)
    })

    it('of a complete new rider closes, keeping the rider, with no event of its own', async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'))
      h.open((close) => <RiderModal index={0} isNew onClose={close} />)
      await user.click(within(dialog('Add a rider')).getByRole('button', { name: 'Save' }))
      expect(h.closes()).to.equal(1)
      expect(screen.queryByRole('dialog')).to.equal(null)
      expect(h.dispatched()).to.deep.equal([])
      expect(h.store.getState().proposal.risk.additional_drivers).to.have.length(1)
    })

    it('on Enter in a box counts the answer committed by that Enter', async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'))
      h.open((close) => <RiderModal index={0} isNew={false} onClose={close} />)
      const d = dialog('Edit rider 1')
      await fill(user, 'First name', '{Enter}', d)
      expect(summaryMessages()).to.deep.equal(['Please enter their first name'])
      await fill(user, 'First name', 'Thomas{Enter}', d)
      expect(h.closes()).to.equal(1)
      expect(h.store.getState().proposal.risk.additional_drivers[0]?.name.forenames).to.equal('Thomas')
    })
  })

  describe('Cancel', () => {
    it('on a new rider removes the rider (RiderRemoved) and closes', async () => {
      const user = userEvent.setup()
      const h = harness(newRider)
      h.open((close) => <RiderModal index={0} isNew onClose={close} />)
      await user.click(within(dialog('Add a rider')).getByRole('button', { name: 'Cancel' }))
      expect(h.dispatched().map((e) => [e.type, e.payload])).to.deep.equal([['proposal/RiderRemoved', { index: 0 }]])
      expect(h.closes()).to.equal(1)
      expect(h.store.getState().proposal.risk.additional_drivers).to.deep.equal([])
    })

    it('Escape on a new rider does the same', async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'), newRider)
      h.open((close) => <RiderModal index={1} isNew onClose={close} />)
      dialog('Add a rider')
      await user.keyboard('{Escape}')
      expect(h.dispatched().map((e) => [e.type, e.payload])).to.deep.equal([['proposal/RiderRemoved', { index: 1 }]])
      expect(h.store.getState().proposal.risk.additional_drivers.map((r) => r.name.forenames)).to.deep.equal(['Tom'])
    })

    it('on an existing rider just closes: the answers already given stay', async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'))
      h.open((close) => <RiderModal index={0} isNew={false} onClose={close} />)
      const d = dialog('Edit rider 1')
      await fill(user, 'First name', 'Thomas', d)
      await user.click(within(d).getByRole('button', { name: 'Cancel' }))
      expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/PersonAnswered'])
      expect(h.closes()).to.equal(1)
      expect(h.store.getState().proposal.risk.additional_drivers[0]?.name.forenames).to.equal('Thomas')
    })
  })

  describe("the rider's own claims and convictions", () => {
    it("F2.20 F4.33 'Add a Claim' opens the claim dialog over this one; its Save adds the claim to this rider", async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'))
      h.open((close) => <RiderModal index={0} isNew={false} onClose={close} />)
      const rider = dialog('Edit rider 1')
      await answer(user, 'Have they had any accidents, claims or losses in the last 5 years?', 'Yes', rider)
      await user.click(within(rider).getByRole('button', { name: 'Add a Claim' }))
      const claim = await screen.findByRole('dialog', { name: 'Add a claim' })
      await choose(user, 'What happened?', 'Theft', claim)
      await fill(user, 'Date of the claim', '05/05/2025', claim)
      await answer(user, 'Was there a cost for damage to their bike?', 'No', claim)
      await answer(user, 'Was there a cost to a third party?', 'No', claim)
      await answer(user, 'Was their no claims bonus affected?', 'No', claim)
      await answer(user, 'Was anyone injured?', 'No', claim)
      await answer(user, 'Was the claim made under their policy?', 'No', claim)
      await user.click(within(claim).getByRole('button', { name: 'Save' }))
      expect(screen.queryByRole('dialog', { name: 'Add a claim' })).to.equal(null)
      expect(dialog('Edit rider 1')).to.equal(rider)
      expect(within(rider).getByRole('button', { name: 'Add Another Claim' })).to.not.equal(null)
      expect(h.dispatched().map((e) => [e.type, (e.payload as { who?: unknown }).who])).to.deep.equal([
        ['proposal/ClaimsAnswered', 0],
        ['proposal/ClaimAdded', 0],
      ])
      expect(h.store.getState().proposal.risk.additional_drivers[0]?.driver_details.claims[0]?.description).to.equal('THEFT')
      await user.click(within(rider).getByRole('button', { name: 'Save' }))
      expect(h.closes()).to.equal(1)
    })

    it('Escape in the conviction dialog closes only that dialog', async () => {
      const user = userEvent.setup()
      const h = harness(completeRider('Tom'))
      h.open((close) => <RiderModal index={0} isNew={false} onClose={close} />)
      const rider = dialog('Edit rider 1')
      await answer(user, /Have they had any points, penalties/, 'Yes', rider)
      await user.click(within(rider).getByRole('button', { name: 'Add a Conviction' }))
      await screen.findByRole('dialog', { name: 'Add a conviction' })
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Add a conviction' })).to.equal(null)
      expect(dialog('Edit rider 1')).to.equal(rider)
      expect(h.closes()).to.equal(0)
      expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ConvictionsAnswered'])
    })
  })

  it("F4.37 F4.38 Yes to a medical condition when the proposer holds the quote's one is refused: the 'Sorry!' modal is asked for and the rider's answer is not Yes", async () => {
    const user = userEvent.setup()
    const h = harness(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }), newRider)
    h.open((close) => <RiderModal index={0} isNew onClose={close} />)
    await answer(user, 'Do they have a medical condition that the DVLA should know about?', 'Yes', dialog('Add a rider'))
    // The answer goes through its saga (the form's later steps load on their first command).
    await waitFor(() => expect(h.dispatched().map((e) => [e.type, e.payload])).to.deep.equal([['proposal/MedicalConditionRefused', { who: 0 }]]))
    expect(h.store.getState().journey.modals).to.include('medical-limit')
    expect(h.store.getState().proposal.risk.additional_drivers[0]?.driver_details.has_medical_condition).to.not.equal(true)
  })
})
