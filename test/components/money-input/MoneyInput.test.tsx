import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState } from 'react'
import { MoneyInput } from '../../../src/components/money-input'
import { restoreJsdomGlobals } from '../jsdom-globals'

type Commit = [n: number | null, text: string]

const Stored = ({ commits, allowDecimals }: { commits: Commit[]; allowDecimals?: boolean }) => {
  const [value, setValue] = useState<number | null>(null)
  return (
    <MoneyInput
      id="value"
      label="What is the bike worth?"
      value={value}
      allowDecimals={allowDecimals}
      onCommit={(n, text) => {
        commits.push([n, text])
        setValue(n)
      }}
    />
  )
}

const box = () => screen.getByLabelText('What is the bike worth? in pounds') as HTMLInputElement

describe('MoneyInput', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it("shows a '£' prefix hidden from assistive technology, the label saying pounds instead", () => {
    const { container } = render(<Stored commits={[]} />)
    const prefix = container.querySelector('.input-affix__prefix')
    expect(prefix?.textContent).to.equal('£')
    expect(prefix?.getAttribute('aria-hidden')).to.equal('true')
    expect(box().id).to.equal('value')
  })

  it('leaves a label that already says pounds as it is', () => {
    render(<MoneyInput id="v" label="Value in pounds" value={null} onCommit={() => undefined} />)
    expect(screen.getByLabelText('Value in pounds').id).to.equal('v')
  })

  describe('F5.23 a comma is stripped', () => {
    const cases: { typed: string; commit: Commit; decimals?: boolean }[] = [
      { typed: '12,500', commit: [12500, '12,500'] },
      { typed: '1,250,000', commit: [1250000, '1,250,000'] },
      { typed: '4500', commit: [4500, '4500'] },
      { typed: '4,500.50', commit: [4500.5, '4,500.50'] },
      { typed: '4,500.50', commit: [null, '4,500.50'], decimals: false },
      { typed: '£4500', commit: [null, '£4500'] },
      { typed: 'a lot', commit: [null, 'a lot'] },
    ]
    cases.forEach(({ typed, commit, decimals }) => {
      it(`'${typed}'${decimals === false ? ' without decimals' : ''} commits ${JSON.stringify(commit)}`, async () => {
        const user = userEvent.setup()
        const commits: Commit[] = []
        render(<Stored commits={commits} allowDecimals={decimals} />)
        await user.type(box(), typed)
        expect(commits).to.deep.equal([])
        await user.tab()
        expect(commits).to.deep.equal([commit])
      })
    })
  })

  it('keeps what the rider typed, commas included, once the number is stored', async () => {
    const user = userEvent.setup()
    render(<Stored commits={[]} />)
    await user.type(box(), '12,500{Enter}')
    expect(box().value).to.equal('12,500')
  })
})
