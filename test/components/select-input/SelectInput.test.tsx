import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState } from 'react'
import { SelectInput, fromListOptions, type SelectOption } from '../../../src/components/select-input'
import type { ListOption } from '../../../src/domain/codecs/reference-list'
import { restoreJsdomGlobals } from '../jsdom-globals'

const NCD_YEARS: SelectOption<number>[] = [0, 1, 2, 3, 9].map((n) => ({ value: n, label: n === 9 ? '9+' : String(n) }))

const StoredYears = ({ changes }: { changes: (number | null)[] }) => {
  const [value, setValue] = useState<number | null>(null)
  return (
    <SelectInput
      id="ncd"
      label="Years of no claims bonus"
      value={value}
      options={NCD_YEARS}
      onChange={(v) => {
        changes.push(v)
        setValue(v)
      }}
    />
  )
}

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement

describe('SelectInput', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('is a native select associated with its label, the empty placeholder first and chosen while the value is null', () => {
    render(<StoredYears changes={[]} />)
    const box = select('Years of no claims bonus')
    expect(box.tagName).to.equal('SELECT')
    expect(Array.from(box.options).map((o) => [o.value, o.text])[0]).to.deep.equal(['', 'Please select'])
    expect(box.value).to.equal('')
  })

  it('takes another placeholder text', () => {
    render(<SelectInput id="t" label="Title" value={null} options={[]} placeholder="Choose a title" onChange={() => undefined} />)
    expect(select('Title').options[0]?.text).to.equal('Choose a title')
  })

  describe('numeric option values round-trip as numbers', () => {
    const cases = [
      { label: '0', value: 0 },
      { label: '3', value: 3 },
      { label: '9+', value: 9 },
    ]
    cases.forEach(({ label, value }) => {
      it(`choosing '${label}' answers the number ${value}`, async () => {
        const user = userEvent.setup()
        const changes: (number | null)[] = []
        render(<StoredYears changes={changes} />)
        await user.selectOptions(select('Years of no claims bonus'), label)
        expect(changes).to.deep.equal([value])
        expect(typeof changes[0]).to.equal('number')
        expect(select('Years of no claims bonus').selectedOptions[0]?.text).to.equal(label)
      })
    })
  })

  it('answers null when the rider goes back to the placeholder', async () => {
    const user = userEvent.setup()
    const changes: (number | null)[] = []
    render(<StoredYears changes={changes} />)
    await user.selectOptions(select('Years of no claims bonus'), '3')
    await user.selectOptions(select('Years of no claims bonus'), 'Please select')
    expect(changes).to.deep.equal([3, null])
  })

  it('shows string values from a reference list ({ value, name }) and answers the code', async () => {
    const user = userEvent.setup()
    const list = [
      { value: 'S', name: 'Single' },
      { value: 'M', name: 'Married' },
    ] as ListOption[]
    const changes: (string | null)[] = []
    render(<SelectInput id="marital" label="Marital status" value="S" options={fromListOptions(list)} onChange={(v) => changes.push(v)} />)
    expect(select('Marital status').value).to.equal('S')
    await user.selectOptions(select('Marital status'), 'Married')
    expect(changes).to.deep.equal(['M'])
  })

  it('F8.08 with an error it is aria-invalid and described by hint and message', () => {
    render(
      <SelectInput
        id="use"
        label="Class of use"
        hint="How you use the bike"
        value={null}
        options={[{ value: 'SDP', label: 'SDP' }]}
        error="Please provide an answer to this question to proceed."
        onChange={() => undefined}
      />,
    )
    const box = select('Class of use')
    expect(box.getAttribute('aria-invalid')).to.equal('true')
    expect(box.getAttribute('aria-describedby')).to.equal('use-hint use-error')
    expect(box.classList.contains('select--error')).to.equal(true)
  })

  it('can be disabled', () => {
    render(<SelectInput id="m" label="Model" value={null} options={[]} disabled onChange={() => undefined} />)
    expect(select('Model').disabled).to.equal(true)
  })
})
