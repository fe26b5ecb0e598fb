import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState } from 'react'
import { NumberInput } from '../../../src/components/number-input'
import { restoreJsdomGlobals } from '../jsdom-globals'

type Commit = [n: number | null, text: string]

const Stored = ({ commits, allowDecimals, initial = null }: { commits: Commit[]; allowDecimals?: boolean; initial?: number | null }) => {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <NumberInput
      id="mileage"
      label="Annual mileage"
      value={value}
      allowDecimals={allowDecimals}
      onCommit={(n, text) => {
        commits.push([n, text])
        setValue(n)
      }}
    />
  )
}

const box = () => screen.getByLabelText('Annual mileage') as HTMLInputElement

describe('NumberInput', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  describe('the number it commits for the text typed', () => {
    const cases: { text: string; options?: { allowDecimals?: boolean; stripCommas?: boolean }; n: number | null }[] = [
      { text: '4000', n: 4000 },
      { text: ' 4000 ', n: 4000 },
      { text: '0', n: 0 },
      { text: '-5', n: -5 },
      { text: ' ', n: null },
      { text: 'lots', n: null },
      { text: '1e3', n: null },
      { text: '12.5', n: null },
      { text: '12.5', options: { allowDecimals: true }, n: 12.5 },
      { text: '4,000', n: null },
      { text: '4,000', options: { stripCommas: true }, n: 4000 },
    ]
    cases.forEach(({ text, options, n }) => {
      it(`'${text}' ${options !== undefined ? `with ${JSON.stringify(options)} ` : ''}is ${String(n)}`, async () => {
        const user = userEvent.setup()
        const commits: Commit[] = []
        render(<NumberInput id="n" label="A number" value={null} {...options} onCommit={(c, typed) => void commits.push([c, typed])} />)
        await user.type(screen.getByLabelText('A number'), text)
        await user.tab()
        expect(commits).to.deep.equal([[n, text]])
      })
    })
  })

  it('is a labelled text box with a numeric keyboard', () => {
    render(<Stored commits={[]} />)
    expect([box().type, box().inputMode]).to.deep.equal(['text', 'numeric'])
  })

  it('asks for a decimal keyboard with decimals, and a text keyboard when negative numbers are allowed', () => {
    const onCommit = () => undefined
    render(
      <>
        <NumberInput id="a" label="A" value={null} allowDecimals onCommit={onCommit} />
        <NumberInput id="b" label="B" value={null} min={-10} onCommit={onCommit} />
      </>,
    )
    expect((screen.getByLabelText('A') as HTMLInputElement).inputMode).to.equal('decimal')
    expect((screen.getByLabelText('B') as HTMLInputElement).inputMode).to.equal('text')
  })

  it('commits the number and its text on blur, not per keystroke', async () => {
    const user = userEvent.setup()
    const commits: Commit[] = []
    render(<Stored commits={commits} />)
    await user.type(box(), '4000')
    expect(commits).to.deep.equal([])
    await user.tab()
    expect(commits).to.deep.equal([[4000, '4000']])
  })

  it('commits on Enter', async () => {
    const user = userEvent.setup()
    const commits: Commit[] = []
    render(<Stored commits={commits} />)
    await user.type(box(), '250{Enter}')
    expect(commits).to.deep.equal([[250, '250']])
  })

  it('commits null with the text when the text is not a number, and keeps the text in the box', async () => {
    const user = userEvent.setup()
    const commits: Commit[] = []
    render(<Stored commits={commits} initial={4000} />)
    await user.clear(box())
    await user.type(box(), 'about 4k')
    await user.tab()
    expect(commits).to.deep.equal([[null, 'about 4k']])
    expect(box().value).to.equal('about 4k')
  })

  it('commits a fraction only when decimals are allowed', async () => {
    const user = userEvent.setup()
    const whole: Commit[] = []
    const decimal: Commit[] = []
    const { unmount } = render(<Stored commits={whole} />)
    await user.type(box(), '12.5{Enter}')
    unmount()
    render(<Stored commits={decimal} allowDecimals />)
    await user.type(box(), '12.5{Enter}')
    expect([whole, decimal]).to.deep.equal([[[null, '12.5']], [[12.5, '12.5']]])
  })

  it('shows a value set from outside', () => {
    const onCommit = () => undefined
    const { rerender } = render(<NumberInput id="m" label="Miles" value={3000} onCommit={onCommit} />)
    expect((screen.getByLabelText('Miles') as HTMLInputElement).value).to.equal('3000')
    rerender(<NumberInput id="m" label="Miles" value={null} onCommit={onCommit} />)
    expect((screen.getByLabelText('Miles') as HTMLInputElement).value).to.equal('')
  })

  it("F8.08 with an error it is aria-invalid and described by the message ('The value can't be less than 0')", () => {
    render(<NumberInput id="m" label="Miles" value={-1} error="The value can't be less than 0" onCommit={() => undefined} />)
    const input = screen.getByLabelText('Miles')
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    expect(input.getAttribute('aria-describedby')).to.equal('m-error')
  })

  it('shows a suffix hidden from assistive technology', () => {
    const { container } = render(<NumberInput id="m" label="Miles a year" value={null} suffix="miles" onCommit={() => undefined} />)
    expect(container.querySelector('.input-affix__suffix')?.getAttribute('aria-hidden')).to.equal('true')
  })
})
