import 'global-jsdom/register'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'chai'
import ConvictionModal from '../../../../src/screens/quote-form/modals/ConvictionModal'
import { requiredMessage } from '../../../../src/domain/validation'
import { emptyRider } from '../../../../src/domain/defaults'
import { fact } from '../../../reducers/given'
import { answer, choose, dialog, fill, harness, inlineError, summaryMessages } from './modal-harness'

/** Answers every question of a new speeding conviction validly: 3 points, no ban, a £100 fine. */
const fillSpeeding = async (user: UserEvent, root: HTMLElement) => {
  await choose(user, 'Offence code', 'SP30 - Exceeding statutory speed limit on a public road', root)
  await fill(user, 'Date of the offence', '10/01/2025', root)
  await fill(user, 'Date of the conviction', '14/03/2025', root)
  await fill(user, /How many penalty points did (you|they) receive\?/, '3', root)
  await answer(user, /Were (you|they) banned from riding or driving\?/, 'No', root)
  await fill(user, /How much was the fine\?/, '100', root)
}

const save = (root: HTMLElement) => userEvent.setup().click(within(root).getByRole('button', { name: 'Save' }))

describe('ConvictionModal', () => {
  afterEach(cleanup)

  it('F2.20 is a modal dialog named "Add a conviction"', () => {
    const h = harness()
    h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
    expect(dialog('Add a conviction').getAttribute('aria-modal')).to.equal('true')
  })

  it('F2.20 Save of a complete new conviction dispatches one ConvictionAdded and closes', async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
    const d = dialog('Add a conviction')
    await fillSpeeding(user, d)
    await save(d)
    const events = h.dispatched()
    expect(events.map((e) => e.type)).to.deep.equal(['proposal/ConvictionAdded'])
    expect(events[0]?.payload).to.deep.equal({
      who: 'proposer',
      conviction: {
        code: 'SP30',
        offence_date: '2025-01-10',
        conviction_date: '2025-03-14',
        points: 3,
        has_ban_months: false,
        ban_months: null,
        fine: 100,
        alcohol_reading_type: null,
        alcohol_reading: null,
      },
    })
    expect(h.closes()).to.equal(1)
    expect(h.store.getState().proposal.risk.proposer.driver_details.licence.has_convictions).to.equal(true)
  })

  describe('when the answers are incomplete or invalid', () => {
    it("F5.01 Save with nothing answered lists the required messages, penalty points as 'Please enter the amount of points recieved.', and dispatches nothing", async () => {
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await save(d)
      expect(summaryMessages()).to.deep.equal([
        requiredMessage('conviction.code'),
        requiredMessage('conviction.offence_date'),
        requiredMessage('conviction.conviction_date'),
        'Please enter the amount of points recieved.',
        requiredMessage('conviction.has_ban_months'),
        requiredMessage('conviction.fine'),
      ])
      expect(inlineError('conviction-points')).to.equal('Please enter the amount of points recieved.')
      expect(h.dispatched()).to.deep.equal([])
      expect(h.closes()).to.equal(0)
    })

    const cases: { title: string; label: string | RegExp; typed: string; message: string }[] = [
      { title: 'F5.19 an offence more than 5 years ago', label: 'Date of the offence', typed: '01/11/2021', message: 'Please provide offence date within 5 years' },
      { title: 'F5.21 an offence in the future', label: 'Date of the offence', typed: '01/12/2026', message: 'Please enter a date up to today' },
      { title: 'F5.17 an offence date that is not a date', label: 'Date of the offence', typed: '30/02/2025', message: 'Please enter a valid date' },
      { title: 'F5.21 a conviction in the future', label: 'Date of the conviction', typed: '23/11/2026', message: 'Please enter a date up to today' },
      { title: 'F5.20 a conviction before the offence', label: 'Date of the conviction', typed: '09/01/2025', message: 'Please enter a date from 10/01/2025' },
      { title: 'F5.01 points that are not a whole number', label: /penalty points/, typed: '2.5', message: 'Please enter a valid number.' },
      { title: 'points below 0', label: /penalty points/, typed: '-1', message: "The value can't be less than 0" },
      { title: 'a fine that is not a number', label: /fine/, typed: 'ten', message: 'Please enter a valid number.' },
    ]
    cases.forEach(({ title, label, typed, message }) => {
      it(`${title} (${typed}) is refused: '${message}'`, async () => {
        const user = userEvent.setup()
        const h = harness()
        h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
        const d = dialog('Add a conviction')
        await fillSpeeding(user, d)
        await fill(user, label, typed, d)
        await save(d)
        expect(summaryMessages()).to.deep.equal([message])
        expect(h.dispatched()).to.deep.equal([])
      })
    })

    it('the conviction may be on the day of the offence', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      await fill(user, 'Date of the conviction', '10/01/2025', d)
      await save(d)
      expect(h.dispatched().map((e) => e.type)).to.deep.equal(['proposal/ConvictionAdded'])
    })
  })

  describe('the ban', () => {
    it('asks the months only after Yes, requires them then (at least 1), and saves them', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      expect(within(d).queryByLabelText('How many months was the ban?')).to.equal(null)
      await answer(user, /banned/, 'Yes', d)
      await save(d)
      expect(summaryMessages()).to.deep.equal([requiredMessage('conviction.ban_months')])
      await fill(user, 'How many months was the ban?', '0', d)
      await save(d)
      expect(summaryMessages()).to.deep.equal(["The value can't be less than 1"])
      await fill(user, 'How many months was the ban?', '6', d)
      await save(d)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.ban_months', 6)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.has_ban_months', true)
    })

    it('No after Yes forgets the months', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      await answer(user, /banned/, 'Yes', d)
      await fill(user, 'How many months was the ban?', '6', d)
      await answer(user, /banned/, 'No', d)
      await save(d)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.ban_months', null)
    })
  })

  describe('the alcohol reading (drink-driving codes DR10 to DR90 only)', () => {
    it('is not asked for other codes', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      expect(within(d).queryByLabelText('How was the alcohol level measured?')).to.equal(null)
      expect(within(d).queryByLabelText('What was the alcohol reading?')).to.equal(null)
    })

    it('for DR10 requires the reading type and the reading, with the unit as hint, and saves them', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      await choose(user, 'Offence code', 'DR10 - Driving or attempting to drive with alcohol level above limit', d)
      await save(d)
      expect(summaryMessages()).to.deep.equal([requiredMessage('conviction.alcohol_reading_type')])
      await user.selectOptions(within(d).getByLabelText('How was the alcohol level measured?'), 'Breath')
      await save(d)
      expect(summaryMessages()).to.deep.equal([requiredMessage('conviction.alcohol_reading')])
      const reading = within(d).getByLabelText('What was the alcohol reading?')
      expect(reading.getAttribute('aria-describedby')).to.contain('conviction-alcohol_reading-hint')
      expect(document.getElementById('conviction-alcohol_reading-hint')?.textContent).to.equal(
        'Micrograms of alcohol in 100 millilitres of breath',
      )
      await fill(user, 'What was the alcohol reading?', '52.5', d)
      await save(d)
      const events = h.dispatched()
      expect(events.map((e) => e.type)).to.deep.equal(['proposal/ConvictionAdded'])
      expect(events[0]?.payload).to.have.nested.property('conviction.code', 'DR10')
      expect(events[0]?.payload).to.have.nested.property('conviction.alcohol_reading_type', 'BREATH')
      expect(events[0]?.payload).to.have.nested.property('conviction.alcohol_reading', 52.5)
    })

    it("for DR30 (no specimen) 'No reading was taken' needs no reading and saves none", async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      await choose(user, 'Offence code', 'DR30 - Driving or attempting to drive then failing to supply a specimen for analysis', d)
      await user.selectOptions(within(d).getByLabelText('How was the alcohol level measured?'), 'No reading was taken')
      expect(within(d).queryByLabelText('What was the alcohol reading?')).to.equal(null)
      await save(d)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.alcohol_reading_type', 'NONE')
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.alcohol_reading', null)
    })

    it('a change to a code that is not drink-driving hides and forgets the alcohol answers', async () => {
      const user = userEvent.setup()
      const h = harness()
      h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
      const d = dialog('Add a conviction')
      await fillSpeeding(user, d)
      await choose(user, 'Offence code', 'DR10 - Driving or attempting to drive with alcohol level above limit', d)
      await user.selectOptions(within(d).getByLabelText('How was the alcohol level measured?'), 'Blood')
      await fill(user, 'What was the alcohol reading?', '120', d)
      await choose(user, 'Offence code', 'CD10 - Driving without due care and attention', d)
      expect(within(d).queryByLabelText('How was the alcohol level measured?')).to.equal(null)
      await save(d)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.alcohol_reading_type', null)
      expect(h.dispatched()[0]?.payload).to.have.nested.property('conviction.alcohol_reading', null)
    })
  })

  it('Cancel and Escape dispatch nothing', async () => {
    const user = userEvent.setup()
    const h = harness()
    h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
    await fillSpeeding(user, dialog('Add a conviction'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    h.open((close) => <ConvictionModal who="proposer" index={null} onClose={close} />)
    await user.keyboard('{Escape}')
    expect(h.closes()).to.equal(2)
    expect(h.dispatched()).to.deep.equal([])
  })

  describe('when editing a stored conviction', () => {
    const stored = {
      code: 'DR10',
      offence_date: '2024-02-01',
      conviction_date: '2024-04-20',
      points: 0,
      has_ban_months: true,
      ban_months: 12,
      fine: 500,
      alcohol_reading_type: 'BREATH',
      alcohol_reading: 60,
    }
    const given = [fact('proposal/ConvictionAdded', { who: 'proposer', conviction: stored })]

    it('F2.20 is named "Edit conviction 1" and starts from the stored conviction', async () => {
      const h = harness(...given)
      h.open((close) => <ConvictionModal who="proposer" index={0} onClose={close} />)
      const d = dialog('Edit conviction 1')
      await within(d).findByRole('option', { name: /^DR10/ })
      expect((within(d).getByLabelText('Offence code') as HTMLSelectElement).value).to.equal('DR10')
      expect((within(d).getByLabelText('Date of the offence') as HTMLInputElement).value).to.equal('01/02/2024')
      expect((within(d).getByLabelText('Date of the conviction') as HTMLInputElement).value).to.equal('20/04/2024')
      expect((within(d).getByLabelText(/penalty points/) as HTMLInputElement).value).to.equal('0')
      expect((within(d).getByLabelText('How many months was the ban?') as HTMLInputElement).value).to.equal('12')
      expect((within(d).getByLabelText('What was the alcohol reading?') as HTMLInputElement).value).to.equal('60')
    })

    it('F2.20 Save dispatches one ConvictionEdited with the index and the changed conviction', async () => {
      const user = userEvent.setup()
      const h = harness(...given)
      h.open((close) => <ConvictionModal who="proposer" index={0} onClose={close} />)
      const d = dialog('Edit conviction 1')
      await fill(user, /penalty points/, '4', d)
      await save(d)
      const events = h.dispatched()
      expect(events.map((e) => e.type)).to.deep.equal(['proposal/ConvictionEdited'])
      expect(events[0]?.payload).to.deep.equal({ who: 'proposer', index: 0, conviction: { ...stored, points: 4 } })
    })
  })

  it("for an additional rider asks in they/their wording and dispatches the conviction for that rider", async () => {
    const user = userEvent.setup()
    const h = harness(fact('proposal/RiderAdded', { rider: emptyRider() }))
    h.open((close) => <ConvictionModal who={0} index={null} onClose={close} />)
    const d = dialog('Add a conviction')
    expect(within(d).getByLabelText('How many penalty points did they receive?')).to.not.equal(null)
    expect(within(d).getByRole('group', { name: 'Were they banned from riding or driving?' })).to.not.equal(null)
    await fillSpeeding(user, d)
    await save(d)
    expect(h.dispatched().map((e) => [e.type, (e.payload as { who: unknown }).who])).to.deep.equal([['proposal/ConvictionAdded', 0]])
  })
})
