import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState } from 'react'
import { DateInput } from '../../../src/components/date-input'
import { restoreJsdomGlobals } from '../jsdom-globals'

type Commit = [iso: string | null, text: string]

/** Stands in for the store: keeps the committed date (null when the text was not a date). */
const Stored = ({ initial = null, commits, error }: { initial?: string | null; commits: Commit[]; error?: string }) => {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DateInput
      id="dob"
      label="Date of birth"
      hint="For example, 27/03/1990"
      value={value}
      error={error}
      onCommit={(iso, text) => {
        commits.push([iso, text])
        setValue(iso)
      }}
    />
  )
}

const box = () => screen.getByLabelText('Date of birth') as HTMLInputElement

describe('DateInput', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('is one labelled text box for DD/MM/YYYY: numeric keyboard, no autocomplete, DD/MM/YYYY placeholder', () => {
    render(<Stored commits={[]} />)
    const input = box()
    expect([input.type, input.inputMode, input.autocomplete, input.placeholder]).to.deep.equal(['text', 'numeric', 'off', 'DD/MM/YYYY'])
    expect(input.getAttribute('aria-describedby')).to.equal('dob-hint')
  })

  it('F5.16 shows the stored YYYY-MM-DD value as DD/MM/YYYY', () => {
    render(<Stored initial="1990-03-27" commits={[]} />)
    expect(box().value).to.equal('27/03/1990')
  })

  describe('F5.16 F5.17 when the rider commits a date', () => {
    const cases: { typed: string; commit: Commit; why: string }[] = [
      { typed: '27/03/1990', commit: ['1990-03-27', '27/03/1990'], why: 'a real date is passed as YYYY-MM-DD' },
      { typed: '29/02/2020', commit: ['2020-02-29', '29/02/2020'], why: 'a leap day is a real date' },
      { typed: '31/02/2020', commit: [null, '31/02/2020'], why: 'an impossible date is null, with its text' },
      { typed: '1/2/2020', commit: [null, '1/2/2020'], why: 'the format is strict: no missing zeros' },
      { typed: '27-03-1990', commit: [null, '27-03-1990'], why: 'the format is strict: slashes only' },
      { typed: 'yesterday', commit: [null, 'yesterday'], why: 'text is null, with its text' },
    ]
    cases.forEach(({ typed, commit, why }) => {
      it(`'${typed}' commits ${JSON.stringify(commit)}: ${why}`, async () => {
        const user = userEvent.setup()
        const commits: Commit[] = []
        render(<Stored commits={commits} />)
        await user.type(box(), typed)
        expect(commits).to.deep.equal([])
        await user.tab()
        expect(commits).to.deep.equal([commit])
      })
    })

    it('keeps the invalid text in the box after the store keeps null, beside the error', async () => {
      const user = userEvent.setup()
      const commits: Commit[] = []
      const { rerender } = render(<Stored initial="1990-03-27" commits={commits} />)
      await user.clear(box())
      await user.type(box(), '31/02/2020{Enter}')
      expect(commits).to.deep.equal([[null, '31/02/2020']])
      expect(box().value).to.equal('31/02/2020')
      rerender(<Stored initial="1990-03-27" commits={commits} error="Please enter a valid date" />)
      expect(box().value).to.equal('31/02/2020')
      expect(box().getAttribute('aria-invalid')).to.equal('true')
      expect(box().getAttribute('aria-describedby')).to.equal('dob-hint dob-error')
    })

    it('commits null and empty text when the rider empties a stored date', async () => {
      const user = userEvent.setup()
      const commits: Commit[] = []
      render(<Stored initial="1990-03-27" commits={commits} />)
      await user.clear(box())
      await user.tab()
      expect(commits).to.deep.equal([[null, '']])
    })

    it('commits on Enter once, not again on the blur that follows', async () => {
      const user = userEvent.setup()
      const commits: Commit[] = []
      render(<Stored commits={commits} />)
      await user.type(box(), '27/03/1990{Enter}')
      await user.tab()
      expect(commits).to.deep.equal([['1990-03-27', '27/03/1990']])
    })
  })

  it('shows a date set from outside, replacing what was there', () => {
    const onCommit = () => undefined
    const { rerender } = render(<DateInput id="start" label="Start date" value="2025-01-01" onCommit={onCommit} />)
    rerender(<DateInput id="start" label="Start date" value="2025-02-14" onCommit={onCommit} />)
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).to.equal('14/02/2025')
    rerender(<DateInput id="start" label="Start date" value={null} onCommit={onCommit} />)
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).to.equal('')
  })
})
