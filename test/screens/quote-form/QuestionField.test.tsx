import 'global-jsdom/register'
import { cleanup } from '@testing-library/react'
import { expect } from 'chai'
import { emptyRider } from '../../../src/domain/defaults'
import { FORM_STEPS, questionsOf, type Question } from '../../../src/form'
import { riderQuestions } from '../../../src/form/dialogs/rider'
import { QuestionField } from '../../../src/screens/quote-form/QuestionField'
import { fact } from '../../reducers/given'
import { harness } from './modals/modal-harness'

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
