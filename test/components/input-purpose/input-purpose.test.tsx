import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import { expect } from 'chai'
import { DateInput } from '../../../src/components/date-input'
import { MoneyInput } from '../../../src/components/money-input'
import { NumberInput } from '../../../src/components/number-input'
import { SelectInput } from '../../../src/components/select-input'
import { TextInput } from '../../../src/components/text-input'
import { restoreJsdomGlobals } from '../jsdom-globals'

/*
 * Input purpose (WCAG 1.3.5) and keyboards on phones: every shared input renders the autocomplete token and
 * the inputmode its caller gives (the question records choose them), and has a sensible default without.
 */

const box = (name: string) => screen.getByLabelText(name)
const noop = (): void => undefined

describe('input purpose: autoComplete and inputMode on the shared inputs', () => {
  afterEach(() => cleanup())
  beforeEach(() => restoreJsdomGlobals())

  it('TextInput renders the token and keyboard it is given, and none when not given', () => {
    render(
      <>
        <TextInput id="forename" label="First name" value={null} onCommit={noop} autoComplete="given-name" />
        <TextInput id="account" label="Account number" value={null} onCommit={noop} inputMode="numeric" autoComplete="off" />
        <TextInput id="other" label="Their first name" value={null} onCommit={noop} />
      </>,
    )
    expect(box('First name').getAttribute('autocomplete')).to.equal('given-name')
    expect(box('Account number').getAttribute('inputmode')).to.equal('numeric')
    expect(box('Their first name').hasAttribute('autocomplete')).to.equal(false)
  })

  it('SelectInput renders a token (honorific-prefix for the rider’s title) and none by default', () => {
    render(
      <>
        <SelectInput id="title" label="Title" value={null} options={[{ value: 'Mr', label: 'Mr' }]} onChange={noop} autoComplete="honorific-prefix" />
        <SelectInput id="their-title" label="Their title" value={null} options={[{ value: 'Mr', label: 'Mr' }]} onChange={noop} />
      </>,
    )
    expect(box('Title').getAttribute('autocomplete')).to.equal('honorific-prefix')
    expect(box('Their title').hasAttribute('autocomplete')).to.equal(false)
  })

  it("DateInput renders 'bday' when asked (the rider's own date of birth), 'off' and a numeric keyboard by default", () => {
    render(
      <>
        <DateInput id="dob" label="Date of birth" value={null} onCommit={noop} autoComplete="bday" />
        <DateInput id="start" label="Start date" value={null} onCommit={noop} />
      </>,
    )
    expect(box('Date of birth').getAttribute('autocomplete')).to.equal('bday')
    expect(box('Start date').getAttribute('autocomplete')).to.equal('off')
    expect(box('Start date').getAttribute('inputmode')).to.equal('numeric')
  })

  it('NumberInput and MoneyInput take an inputMode and an autoComplete, and default to numeric / decimal keyboards', () => {
    render(
      <>
        <NumberInput id="mileage" label="Annual mileage" value={null} onCommit={noop} />
        <NumberInput id="sort" label="Sort code" value={null} onCommit={noop} inputMode="numeric" autoComplete="off" min={-1} />
        <MoneyInput id="value" label="Value in pounds" value={null} onCommit={noop} allowDecimals={false} />
        <MoneyInput id="cost" label="Cost in pounds" value={null} onCommit={noop} inputMode="decimal" />
      </>,
    )
    expect(box('Annual mileage').getAttribute('inputmode')).to.equal('numeric')
    expect(box('Annual mileage').getAttribute('autocomplete')).to.equal('off')
    expect(box('Sort code').getAttribute('inputmode'), 'an explicit inputMode wins over the min < 0 default').to.equal('numeric')
    expect(box('Value in pounds').getAttribute('inputmode')).to.equal('numeric')
    expect(box('Cost in pounds').getAttribute('inputmode')).to.equal('decimal')
  })
})
