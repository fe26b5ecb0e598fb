import 'global-jsdom/register'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { emptyRider } from '../../../src/domain/defaults'
import { FORM_STEPS, questionsOf, validateStep, type FormStep, type Question } from '../../../src/form'
import { riderQuestions } from '../../../src/form/dialogs/rider'
import { QuestionField } from '../../../src/components/question'
import { fact, type Fact } from '../../reducers/given'
import { fill, harness, inlineError, NOW } from './modals/modal-harness'

const control = (id: string): HTMLInputElement | HTMLSelectElement => {
  const el = document.getElementById(id)
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`no control ${id}`)
  return el
}

const question = (id: string): Question => {
  const q = FORM_STEPS.flatMap((s) => questionsOf(s)).find((x) => x.id === id)
  if (q === undefined) throw new Error(`no question ${id}`)
  return q
}

describe('QuestionField draws each record through the one renderer', () => {
  afterEach(cleanup)

  it("gives the proposer's own fields their autocomplete token and the money box the numeric keyboard", () => {
    const h = harness()
    const ids = [
      'risk.proposer.name.title',
      'risk.proposer.name.forenames',
      'risk.proposer.date_of_birth',
      'risk.proposer.email_address',
      'risk.vehicle.value',
      'risk.userfields.tpa_email',
    ]
    h.show(
      <>
        {ids.map((id) => (
          <QuestionField key={id} q={question(id)} error={null} />
        ))}
      </>,
    )
    expect(ids.map((id) => control(id).getAttribute('autocomplete'))).to.deep.equal([
      'honorific-prefix',
      'given-name',
      'bday',
      'email',
      'off',
      null,
    ])
    expect((control('risk.vehicle.value') as HTMLInputElement).inputMode).to.equal('numeric')
  })

  it("gives an additional rider's fields no autocomplete token (the browser would fill in the proposer's)", () => {
    const h = harness(fact('proposal/RiderAdded', { rider: emptyRider() }))
    const [title, forenames, , dob] = riderQuestions(0)
    if (title === undefined || forenames === undefined || dob === undefined) throw new Error('rider questions missing')
    h.show(
      <>
        <QuestionField q={title} error={null} />
        <QuestionField q={forenames} error={null} />
        <QuestionField q={dob} error={null} />
      </>,
    )
    expect(control(title.id).getAttribute('autocomplete')).to.equal(null)
    expect(control(forenames.id).getAttribute('autocomplete')).to.equal(null)
    expect(control(dob.id).getAttribute('autocomplete')).to.equal('off')
  })
})

describe('QuestionField: a record that restricts its options', () => {
  afterEach(cleanup)

  /** The names the role question offers once the list has loaded, after the employment status `status`. */
  const offeredRoles = async (status: string): Promise<string[]> => {
    const h = harness(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status }))
    h.show(<QuestionField q={question('risk.proposer.full_time_occupation.role')} error={null} />)
    await screen.findByRole('option', { name: 'Student' })
    return [...(control('risk.proposer.full_time_occupation.role') as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.text)
  }

  it('F4.29 full-time education offers its fixed roles only; a working status offers every role of the list', async () => {
    expect(await offeredRoles('FullTmEdu')).to.deep.equal(['Student', 'Research Student'])
    cleanup()
    expect(await offeredRoles('Employed')).to.deep.equal(['Accountant', 'Student', 'Research Student'])
  })
})

/** A box of the form whose typed text the store refuses, with the spec's message for it (000 §5). */
interface RefusedTyping {
  readonly ids: string
  readonly id: string
  readonly step: FormStep
  /** What makes the question shown, and a valid answer stored before the rider types over it. */
  readonly before: readonly Fact[]
  readonly typed: string
  readonly message: string
  readonly corrected: string
}

const EMAIL_MESSAGE = 'Please provide a valid email.'
const PHONE_MESSAGE = 'Please provide a valid UK phone number.'

const tpaShown = fact('proposal/ThirdPartyAuthorityAnswered', { has: true })
const detail = (field: string, value: unknown): Fact => fact('proposal/DetailAnswered', { field, value } as never)

/** Every e-mail and phone box of the form, and the other boxes whose typed text can be refused. */
const REFUSED_TYPING: readonly RefusedTyping[] = [
  { ids: 'F5.04 F5.05', id: 'risk.proposer.email_address', step: 1, before: [detail('email_address', 'priya.r@example.co.uk')], typed: 'priya.r.example.co.uk', message: EMAIL_MESSAGE, corrected: 'priya@example.co.uk' },
  { ids: 'F5.05 F5.34', id: 'risk.userfields.tpa_email', step: 5, before: [tpaShown, detail('userfields.tpa_email', 'sam@example.com')], typed: 'sam@', message: EMAIL_MESSAGE, corrected: 'sam.b@example.com' },
  { ids: 'F5.11 F5.12 F5.13', id: 'risk.proposer.phone_numbers.mobile', step: 3, before: [detail('phone_numbers.mobile', '07700900123')], typed: '12345', message: PHONE_MESSAGE, corrected: '07700 900456' },
  { ids: 'F5.11 F5.12 F5.13', id: 'risk.proposer.phone_numbers.other', step: 3, before: [detail('phone_numbers.other', '01132496000')], typed: '0113', message: PHONE_MESSAGE, corrected: '0113 249 6001' },
  { ids: 'F5.12 F5.34', id: 'risk.userfields.tpa_phone', step: 5, before: [tpaShown, detail('userfields.tpa_phone', '07700900789')], typed: '999', message: PHONE_MESSAGE, corrected: '07700900788' },
  {
    ids: 'F5.09 F5.10',
    id: 'risk.vehicle.kept_postcode',
    step: 2,
    before: [fact('proposal/KeptAtHomeAnswered', { atHome: false }), detail('vehicle.kept_postcode', 'LS6 2AB')],
    typed: '12345',
    message: 'This field must be a valid UK postcode.',
    corrected: 'M1 1AE',
  },
  { ids: 'F5.16 F5.17', id: 'risk.proposer.date_of_birth', step: 1, before: [fact('proposal/PersonAnswered', { who: 'proposer', field: 'date_of_birth', value: '1985-01-30' })], typed: '31/02/1985', message: 'Please enter a valid date', corrected: '28/02/1985' },
]

describe('QuestionField: text that cannot be stored, left with Tab', () => {
  afterEach(cleanup)
  const today = NOW.slice(0, 10)

  it('the table holds every e-mail and phone box of the form', () => {
    const boxes = FORM_STEPS.flatMap((s) => questionsOf(s)).filter((q) => q.kind === 'email' || q.kind === 'phone')
    expect(REFUSED_TYPING.map((r) => r.id)).to.include.members(boxes.map((q) => q.id))
  })

  for (const r of REFUSED_TYPING) {
    it(`${r.ids} ${r.id}: '${r.typed}' says '${r.message}' under the box, and its step says the same though a valid answer was stored before`, async () => {
      const h = harness(...r.before)
      const q = question(r.id)
      h.show(<QuestionField q={q} error={null} />)
      const user = userEvent.setup()
      const label = screen.getByLabelText(q.label)
      expect(label.id).to.equal(r.id)
      expect(validateStep(h.store.getState(), r.step, today)[r.id], 'the stored answer is valid').to.equal(undefined)

      await fill(user, q.label, r.typed)
      await user.tab()
      expect(inlineError(r.id)).to.equal(r.message)
      expect(validateStep(h.store.getState(), r.step, today)[r.id], "the step's message").to.equal(r.message)

      await fill(user, q.label, r.corrected)
      await user.tab()
      expect(inlineError(r.id)).to.equal(null)
      expect(validateStep(h.store.getState(), r.step, today)[r.id]).to.equal(undefined)
    })
  }

  it('a refused answer goes with its box: once the box leaves the screen, its step judges the stored answer again', async () => {
    const r = REFUSED_TYPING[0] as RefusedTyping
    const h = harness(...r.before)
    const q = question(r.id)
    const shown = h.show(<QuestionField q={q} error={null} />)
    const user = userEvent.setup()
    await fill(user, q.label, r.typed)
    await user.tab()
    expect(validateStep(h.store.getState(), r.step, today)[r.id]).to.equal(r.message)
    shown.unmount()
    expect(validateStep(h.store.getState(), r.step, today)[r.id]).to.equal(undefined)
    expect(h.store.getState().proposal.risk.proposer.email_address).to.equal('priya.r@example.co.uk')
  })

  it('a box taken away while the rider is still typing (Back or Forward: no blur) keeps a valid answer and leaves no refusal', async () => {
    const r = REFUSED_TYPING[0] as RefusedTyping
    const q = question(r.id)
    const user = userEvent.setup()
    const refused = harness(...r.before)
    const first = refused.show(<QuestionField q={q} error={null} />)
    await fill(user, q.label, r.typed)
    first.unmount()
    expect(validateStep(refused.store.getState(), r.step, today)[r.id], 'no refusal left behind').to.equal(undefined)
    expect(refused.store.getState().journey.refusedAnswers, 'no refusal kept').to.deep.equal({})
    expect(refused.store.getState().proposal.risk.proposer.email_address).to.equal('priya.r@example.co.uk')
    cleanup()
    const kept = harness(...r.before)
    const second = kept.show(<QuestionField q={q} error={null} />)
    await fill(user, q.label, r.corrected)
    second.unmount()
    expect(kept.store.getState().proposal.risk.proposer.email_address).to.equal(r.corrected)
  })
})
