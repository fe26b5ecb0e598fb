import 'global-jsdom/register'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import ModificationModal from '../../../../src/screens/quote-form/modals/ModificationModal'
import { fact } from '../../../reducers/given'
import { choose, dialog, fill, harness, inlineError, summaryMessages } from './modal-harness'

describe('ModificationModal', () => {
  afterEach(cleanup)

  it('F2.20 is a modal dialog named "Add a modification"', () => {
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    expect(dialog('Add a modification').getAttribute('aria-modal')).to.equal('true')
  })

  it('F2.20 Save with a type and no description dispatches one ModificationAdded, the description null', async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    const d = dialog('Add a modification')
    await choose(user, 'Type of modification', 'Aftermarket exhaust', d)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    const events = h.dispatched()
    expect(events.map((e) => e.type)).to.deep.equal(['proposal/ModificationAdded'])
    expect(events[0]?.payload).to.deep.equal({ modification: { type: 'EXHAUST', description: null } })
    expect(h.closes()).to.equal(1)
    expect(h.store.getState().proposal.risk.vehicle.is_modified).to.equal(true)
  })

  it('saves the description trimmed', async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    const d = dialog('Add a modification')
    await choose(user, 'Type of modification', 'Luggage or panniers', d)
    await fill(user, /Describe the modification/, '  Givi top box  ', d)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    expect(h.dispatched()[0]?.payload).to.deep.equal({ modification: { type: 'LUGGAGE', description: 'Givi top box' } })
  })

  it("F5.01 the type is required: 'Please select the type of modification', and nothing is dispatched", async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(summaryMessages()).to.deep.equal(['Please select the type of modification'])
    expect(inlineError('modification-type')).to.equal('Please select the type of modification')
    expect(h.dispatched()).to.deep.equal([])
    expect(h.closes()).to.equal(0)
  })

  /*
   * F5.14's other lengths (exact: 'This has to be N characters'; minimum: 'The X has to be at least N
   * characters'; the named maximum that says 'at least') bind to no question of 000 or 001: the modification's
   * description is the one answer with a length limit, and its limit is the unnamed maximum, proven here. The
   * product declares that one only (maxLength).
   */
  it("F5.14 a description over 500 characters is refused: 'The question cannot exceed 500 characters.'; 500 pass", async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    const d = dialog('Add a modification')
    await choose(user, 'Type of modification', 'Aftermarket exhaust', d)
    const box = within(d).getByLabelText(/Describe the modification/)
    // Pasting 501 characters at once: typing them key by key would only slow the test.
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } })
    fireEvent.blur(box)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    expect(summaryMessages()).to.deep.equal(['The question cannot exceed 500 characters.'])
    expect(h.dispatched()).to.deep.equal([])
    fireEvent.change(box, { target: { value: 'x'.repeat(500) } })
    fireEvent.blur(box)
    await user.click(within(d).getByRole('button', { name: 'Save' }))
    expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ModificationAdded'])
  })

  it('Cancel dispatches nothing', async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ModificationModal index={null} onClose={close} />)
    await choose(user, 'Type of modification', 'Aftermarket exhaust', dialog('Add a modification'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(h.closes()).to.equal(1)
    expect(h.dispatched()).to.deep.equal([])
  })

  describe('when editing a stored modification', () => {
    const given = [
      fact('proposal/ModificationAdded', { modification: { type: 'EXHAUST', description: 'Akrapovic' } }),
      fact('proposal/ModificationAdded', { modification: { type: 'LUGGAGE', description: null } }),
    ]

    it('F2.20 is named "Edit modification 1", starts from it, and Save dispatches one ModificationEdited', async () => {
      const user = userEvent.setup()
      const h = harness(...given)
      h.open((close) => <ModificationModal index={0} onClose={close} />)
      const d = dialog('Edit modification 1')
      await within(d).findByRole('option', { name: 'Aftermarket exhaust' })
      expect((within(d).getByLabelText('Type of modification') as HTMLSelectElement).value).to.equal('EXHAUST')
      expect((within(d).getByLabelText(/Describe the modification/) as HTMLInputElement).value).to.equal('Akrapovic')
      await fill(user, /Describe the modification/, 'Akrapovic slip-on', d)
      await user.click(within(d).getByRole('button', { name: 'Save' }))
      const events = h.dispatched()
      expect(events.map((e) => e.type)).to.deep.equal(['proposal/ModificationEdited'])
      expect(events[0]?.payload).to.deep.equal({ index: 0, modification: { type: 'EXHAUST', description: 'Akrapovic slip-on' } })
      expect(h.store.getState().proposal.risk.vehicle.modifications[1]).to.deep.equal({ type: 'LUGGAGE', description: null })
    })
  })
})
