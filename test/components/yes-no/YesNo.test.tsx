import 'global-jsdom/register'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState, type ComponentProps } from 'react'
import { YesNo } from '../../../src/components/yes-no'
import { restoreJsdomGlobals } from '../jsdom-globals'

type YesNoOption = NonNullable<ComponentProps<typeof YesNo>['options']>[number]

/** Options whose labels answer the other way round (the pillion question's: Yes stores false). */
const INVERTED: readonly YesNoOption[] = [
  { label: 'Yes', value: false },
  { label: 'No', value: true },
]

const Stored = ({ options, changes }: { options?: readonly YesNoOption[]; changes: boolean[] }) => {
  const [value, setValue] = useState<boolean | null>(null)
  return (
    <YesNo
      id="keeper"
      legend="Are you the registered keeper?"
      value={value}
      options={options}
      onChange={(v) => {
        changes.push(v)
        setValue(v)
      }}
    />
  )
}

// jsdom has no CSS.escape, which user-event uses to find a radio's group for the arrow keys.
if (typeof window.CSS?.escape !== 'function') {
  Object.defineProperty(window, 'CSS', { configurable: true, value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } })
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('YesNo', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('is a group named by its legend, with two labelled radios sharing one name', () => {
    render(<Stored changes={[]} />)
    const group = screen.getByRole('group', { name: 'Are you the registered keeper?' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.name)).to.deep.equal(['keeper', 'keeper'])
    expect(screen.getByLabelText('Yes')).to.equal(radios[0])
    expect(screen.getByLabelText('No')).to.equal(radios[1])
  })

  it('gives the first radio the question id, so an error-summary link #id lands on it, and the second `${id}-no`', () => {
    render(<Stored changes={[]} />)
    expect(radio('Yes').id).to.equal('keeper')
    expect(radio('No').id).to.equal('keeper-no')
  })

  it('checks the radio of the value, and none while the value is null', () => {
    const onChange = () => undefined
    const { rerender } = render(<YesNo id="q" legend="Q" value={null} onChange={onChange} />)
    expect([radio('Yes').checked, radio('No').checked]).to.deep.equal([false, false])
    rerender(<YesNo id="q" legend="Q" value={false} onChange={onChange} />)
    expect([radio('Yes').checked, radio('No').checked]).to.deep.equal([false, true])
  })

  it('commits a choice on click, as it is made', async () => {
    const user = userEvent.setup()
    const changes: boolean[] = []
    render(<Stored changes={changes} />)
    await user.click(screen.getByText('No'))
    await user.click(screen.getByText('Yes'))
    expect(changes).to.deep.equal([false, true])
  })

  it('can be answered from the keyboard: Tab into the group, Space chooses, an arrow key moves the choice', async () => {
    const user = userEvent.setup()
    const changes: boolean[] = []
    render(<Stored changes={changes} />)
    await user.tab()
    expect(document.activeElement).to.equal(radio('Yes'))
    await user.keyboard(' ')
    expect(changes).to.deep.equal([true])
    await user.keyboard('{ArrowRight}')
    expect(changes).to.deep.equal([true, false])
    expect(radio('No').checked).to.equal(true)
  })

  it('with the inverted options (the pillion question) Yes answers false and No answers true', async () => {
    const user = userEvent.setup()
    const changes: boolean[] = []
    render(<Stored options={INVERTED} changes={changes} />)
    await user.click(radio('Yes'))
    expect(changes).to.deep.equal([false])
    expect(radio('Yes').checked).to.equal(true)
    await user.click(radio('No'))
    expect(changes).to.deep.equal([false, true])
    expect(radio('No').checked).to.equal(true)
  })

  it('F8.08 with an error the group is described by hint and error, and the message has its cross icon', () => {
    render(
      <YesNo
        id="sidecar"
        legend="Does the bike have a sidecar?"
        hint="Fitted or carried"
        value={null}
        error="Please provide an answer to this question to proceed"
        onChange={() => undefined}
      />,
    )
    const group = screen.getByRole('group', { name: 'Does the bike have a sidecar?' })
    expect(group.getAttribute('aria-describedby')).to.equal('sidecar-hint sidecar-error')
    expect(document.getElementById('sidecar-error')?.textContent).to.equal('Error: Please provide an answer to this question to proceed')
    expect(document.querySelector('#sidecar-error svg[aria-hidden="true"]')).to.not.equal(null)
  })

  it('takes any two labels, the second id following its label', () => {
    render(
      <YesNo
        id="pay"
        legend="How would you like to pay?"
        value={null}
        options={[
          { label: 'Monthly', value: true },
          { label: 'Annual', value: false },
        ]}
        onChange={() => undefined}
      />,
    )
    expect([radio('Monthly').id, radio('Annual').id]).to.deep.equal(['pay', 'pay-annual'])
  })
})
