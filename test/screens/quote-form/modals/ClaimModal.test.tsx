import 'global-jsdom/register'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'chai'
import ClaimModal from '../../../../src/screens/quote-form/modals/ClaimModal'
import { requiredMessage } from '../../../../src/domain/validation'
import { emptyRider } from '../../../../src/domain/defaults'
import { fact } from '../../../reducers/given'
import { answer, choose, dialog, fill, harness, inlineError, summaryMessages } from './modal-harness'

const storedClaim = {
  description: 'THEFT',
  date: '2024-06-15',
  has_own_damage_cost: true,
  own_damage_cost: 1200,
  has_third_party_cost: false,
  third_party_cost: null,
  is_ncb_prejudiced: true,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
}

/** Answers every question of a new claim validly: an accident on 01/03/2025 costing £2,500 to the bike. */
const fillValidClaim = async (user: UserEvent, root: HTMLElement) => {
  await choose(user, 'What happened?', 'Accident', root)
  await fill(user, 'Date of the claim', '01/03/2025', root)
  await answer(user, /Was there a cost for damage to (your|their) bike\?/, 'Yes', root)
  await fill(user, /How much did the damage to (your|their) bike cost\?/, '2,500', root)
  await answer(user, 'Was there a cost to a third party?', 'No', root)
  await answer(user, /Was (your|their) no claims bonus affected\?/, 'Yes', root)
  await answer(user, 'Was anyone injured?', 'No', root)
  await answer(user, /Was the claim made under (your|their) policy\?/, 'Yes', root)
}

describe('ClaimModal', () => {
  afterEach(cleanup)

  it('F2.20 is a modal dialog named "Add a claim" whose first question has focus', async () => {
    const h = harness()
    h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
    const d = dialog('Add a claim')
    expect(d.getAttribute('aria-modal')).to.equal('true')
    await within(d).findByRole('option', { name: 'Accident' })
    expect(document.activeElement).to.equal(within(d).getByLabelText('What happened?'))
  })

  describe('when the rider saves a complete new claim', () => {
    it('F2.20 dispatches one ClaimAdded with the claim (date YYYY-MM-DD, amount in pounds) and closes', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      await fillValidClaim(user, dialog('Add a claim'))
      await user.click(screen.getByRole('button', { name: 'Save' }))
      const events = h.dispatched()
      expect(events.map((e) => e.type)).to.deep.equal(['proposal/ClaimAdded'])
      expect(events[0]?.payload).to.deep.equal({
        who: 'proposer',
        claim: {
          description: 'ACC',
          date: '2025-03-01',
          has_own_damage_cost: true,
          own_damage_cost: 2500,
          has_third_party_cost: false,
          third_party_cost: null,
          is_ncb_prejudiced: true,
          is_personal_injury: false,
          is_under_policyholders_cover: true,
        },
      })
      expect(h.closes()).to.equal(1)
      expect(screen.queryByRole('dialog')).to.equal(null)
      expect(h.store.getState().proposal.risk.proposer.driver_details.claims).to.have.length(1)
    })

    it('saves on Enter in the last box typed, with what was typed there', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a claim')
      await choose(user, 'What happened?', 'Fire', d)
      await answer(user, /cost for damage/, 'No', d)
      await answer(user, 'Was there a cost to a third party?', 'No', d)
      await answer(user, /no claims bonus/, 'No', d)
      await answer(user, 'Was anyone injured?', 'No', d)
      await answer(user, /under your policy/, 'No', d)
      await fill(user, 'Date of the claim', '22/11/2021{Enter}', d)
      const [added] = h.dispatched()
      expect(added?.type).to.equal('proposal/ClaimAdded')
      expect(added?.payload).to.have.nested.property('claim.date', '2021-11-22')
    })
  })

  describe('when the answers are incomplete or invalid', () => {
    it('F5.01 Save with nothing answered lists every required message, in the summary and inline, and dispatches nothing', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(summaryMessages()).to.deep.equal([
        requiredMessage('claim.description'),
        requiredMessage('claim.date'),
        requiredMessage('claim.has_own_damage_cost'),
        requiredMessage('claim.has_third_party_cost'),
        requiredMessage('claim.is_ncb_prejudiced'),
        requiredMessage('claim.is_personal_injury'),
        requiredMessage('claim.is_under_policyholders_cover'),
      ])
      expect(inlineError('claim-date')).to.equal('Please enter the date of the claim')
      expect(document.activeElement?.classList.contains('error-summary')).to.equal(true)
      expect(h.dispatched()).to.deep.equal([])
      expect(h.closes()).to.equal(0)
      expect(dialog('Add a claim')).to.not.equal(null)
    })

    const dates = [
      { title: 'F5.16 F5.17 a date that is not a strict DD/MM/YYYY calendar day', typed: '31/02/2025', message: 'Please enter a valid date' },
      { title: 'F5.16 F5.17 a date without zero padding', typed: '1/3/2025', message: 'Please enter a valid date' },
      { title: 'F5.21 a date in the future', typed: '23/11/2026', message: 'Please enter a date up to today' },
      { title: 'F5.19 a date more than 5 years ago', typed: '21/11/2021', message: 'Please provide claim date within 5 years' },
    ]
    dates.forEach(({ title, typed, message }) => {
      it(`${title} (${typed}) is refused: '${message}'`, async () => {
        const user = userEvent.setup()
        const h = harness()
        h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
        const d = dialog('Add a claim')
        await fillValidClaim(user, d)
        await fill(user, 'Date of the claim', typed, d)
        await user.click(within(d).getByRole('button', { name: 'Save' }))
        expect(summaryMessages()).to.deep.equal([message])
        expect(inlineError('claim-date')).to.equal(message)
        expect(h.dispatched()).to.deep.equal([])
      })
    })

    it('asks the amount only after Yes to a cost, and requires it then', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a claim')
      expect(within(d).queryByLabelText(/How much did the third party claim cost\?/)).to.equal(null)
      await fillValidClaim(user, d)
      await answer(user, 'Was there a cost to a third party?', 'Yes', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      expect(summaryMessages()).to.deep.equal([requiredMessage('claim.third_party_cost')])
      expect(h.dispatched()).to.deep.equal([])
    })

    it("an amount below 0 is refused: \"The value can't be less than 0\"; text that is not a number: 'Please enter a valid number.'", async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a claim')
      await fillValidClaim(user, d)
      await fill(user, /How much did the damage/, '-5', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      expect(summaryMessages()).to.deep.equal(["The value can't be less than 0"])
      await fill(user, /How much did the damage/, 'lots', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      expect(summaryMessages()).to.deep.equal(['Please enter a valid number.'])
      expect(h.dispatched()).to.deep.equal([])
    })

    it('No after Yes to a cost forgets the amount: the saved claim has none', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a claim')
      await fillValidClaim(user, d)
      await answer(user, /cost for damage/, 'No', d)
      expect(within(d).queryByLabelText(/How much did the damage/)).to.equal(null)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      expect(h.dispatched()[0]?.payload).to.deep.include({ who: 'proposer' })
      expect(h.dispatched()[0]?.payload).to.have.nested.property('claim.own_damage_cost', null)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('claim.has_own_damage_cost', false)
    })
  })

  describe('when the rider cancels', () => {
    const ways: { how: string; act: (user: UserEvent) => Promise<void> }[] = [
      { how: 'Cancel', act: (user) => user.click(screen.getByRole('button', { name: 'Cancel' })) },
      { how: 'Escape', act: (user) => user.keyboard('{Escape}') },
      { how: 'the close button', act: (user) => user.click(screen.getByRole('button', { name: 'Close' })) },
    ]
    ways.forEach(({ how, act }) => {
      it(`${how} closes the dialog, discards the answers and dispatches nothing`, async () => {
        const user = userEvent.setup()
        const h = harness()
        h.open((close) => <ClaimModal who="proposer" index={null} onClose={close} />)
        await fillValidClaim(user, dialog('Add a claim'))
        await act(user)
        expect(h.closes()).to.equal(1)
        expect(screen.queryByRole('dialog')).to.equal(null)
        expect(h.dispatched()).to.deep.equal([])
        expect(h.store.getState().proposal.risk.proposer.driver_details.claims).to.deep.equal([])
      })
    })
  })

  describe('when editing a stored claim', () => {
    const stored = [
      fact('proposal/ClaimAdded', { who: 'proposer', claim: { ...storedClaim, description: 'FIRE', date: '2023-01-10' } }),
      fact('proposal/ClaimAdded', { who: 'proposer', claim: storedClaim }),
    ]

    it('F2.20 is named "Edit claim 2" and starts from the stored claim', async () => {
      const h = harness(...stored)
      h.open((close) => <ClaimModal who="proposer" index={1} onClose={close} />)
      const d = dialog('Edit claim 2')
      await within(d).findByRole('option', { name: 'Theft' })
      expect((within(d).getByLabelText('What happened?') as HTMLSelectElement).value).to.equal('THEFT')
      expect((within(d).getByLabelText('Date of the claim') as HTMLInputElement).value).to.equal('15/06/2024')
      expect((within(d).getByLabelText(/How much did the damage/) as HTMLInputElement).value).to.equal('1200')
      const injured = within(within(d).getByRole('group', { name: 'Was anyone injured?' })).getByLabelText('No') as HTMLInputElement
      expect(injured.checked).to.equal(true)
    })

    it('F2.20 Save dispatches one ClaimEdited with the index and the changed claim', async () => {
      const user = userEvent.setup()
      const h = harness(...stored)
      h.open((close) => <ClaimModal who="proposer" index={1} onClose={close} />)
      const d = dialog('Edit claim 2')
      await fill(user, /How much did the damage/, '1500.50', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      const events = h.dispatched()
      expect(events.map((e) => e.type)).to.deep.equal(['proposal/ClaimEdited'])
      expect(events[0]?.payload).to.deep.equal({ who: 'proposer', index: 1, claim: { ...storedClaim, own_damage_cost: 1500.5 } })
      expect(h.store.getState().proposal.risk.proposer.driver_details.claims[0]?.description).to.equal('FIRE')
    })

    it('Cancel leaves the stored claim as it was and dispatches nothing', async () => {
      const user = userEvent.setup()
      const h = harness(...stored)
      h.open((close) => <ClaimModal who="proposer" index={1} onClose={close} />)
      const d = dialog('Edit claim 2')
      await fill(user, 'Date of the claim', '01/01/2025', d)
      await user.click(within(d).getByRole('button', { name: 'Cancel' }))
      expect(h.dispatched()).to.deep.equal([])
      expect(h.store.getState().proposal.risk.proposer.driver_details.claims[1]?.date).to.equal('2024-06-15')
    })
  })

  describe("for an additional rider's claim", () => {
    it("asks in they/their wording and dispatches the claim for that rider", async () => {
      const user = userEvent.setup()
      const h = harness(fact('proposal/RiderAdded', { rider: emptyRider() }))
      h.open((close) => <ClaimModal who={0} index={null} onClose={close} />)
      const d = dialog('Add a claim')
      expect(within(d).getByRole('group', { name: 'Was their no claims bonus affected?' })).to.not.equal(null)
      expect(within(d).getByRole('group', { name: 'Was the claim made under their policy?' })).to.not.equal(null)
      await fillValidClaim(user, d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      expect(h.dispatched().map((e) => [e.type, (e.payload as { who: unknown }).who])).to.deep.equal([['proposal/ClaimAdded', 0]])
      expect(h.store.getState().proposal.risk.additional_drivers[0]?.driver_details.claims).to.have.length(1)
    })
  })
})
