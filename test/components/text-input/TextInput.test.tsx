import 'global-jsdom/register'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { useState, type ComponentProps } from 'react'
import { TextInput } from '../../../src/components/text-input'
import { maskPhoneWithExtension, maskRegistration } from '../../../src/domain/formats'
import { restoreJsdomGlobals } from '../jsdom-globals'

type Props = Omit<ComponentProps<typeof TextInput>, 'onCommit' | 'value'>

/** Stands in for the store: keeps what is committed and records every commit. */
const Stored = ({ initial = null, commits, ...props }: Props & { initial?: string | null; commits: string[] }) => {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <TextInput
      {...props}
      value={value}
      onCommit={(text) => {
        commits.push(text)
        setValue(text)
      }}
    />
  )
}

describe('TextInput', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('is labelled by its label and described by its hint', () => {
    render(<TextInput id="forename" label="First name" hint="As on your licence" value={null} onCommit={() => undefined} />)
    const input = screen.getByLabelText('First name')
    expect(input.id).to.equal('forename')
    expect(input.getAttribute('aria-describedby')).to.equal('forename-hint')
    expect(input.hasAttribute('aria-invalid')).to.equal(false)
  })

  it('F8.08 with an error it is aria-invalid, described by the message, and shows the cross icon', () => {
    render(<TextInput id="forename" label="First name" value="1x" error="Please provide a valid name." onCommit={() => undefined} />)
    const input = screen.getByLabelText('First name')
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    expect(input.getAttribute('aria-describedby')).to.equal('forename-error')
    expect(input.classList.contains('input--error')).to.equal(true)
    expect(document.getElementById('forename-error')?.textContent).to.equal('Error: Please provide a valid name.')
    expect(document.querySelector('#forename-error svg[aria-hidden="true"]')).to.not.equal(null)
  })

  describe('when the rider types', () => {
    it('does not commit per keystroke, and commits the text once on blur', async () => {
      const user = userEvent.setup()
      const commits: string[] = []
      render(<Stored id="forename" label="First name" commits={commits} />)
      await user.type(screen.getByLabelText('First name'), 'Ada')
      expect(commits).to.deep.equal([])
      await user.tab()
      expect(commits).to.deep.equal(['Ada'])
    })

    it('commits the text being typed when the page is left (a reload sends no blur) or the box is taken away, once each', async () => {
      const user = userEvent.setup()
      const commits: string[] = []
      const { unmount } = render(<Stored id="forename" label="First name" commits={commits} />)
      await user.type(screen.getByLabelText('First name'), 'Ada')
      act(() => void window.dispatchEvent(new window.Event('pagehide')))
      expect(commits).to.deep.equal(['Ada'])
      act(() => void window.dispatchEvent(new window.Event('pagehide')))
      expect(commits).to.deep.equal(['Ada'])
      await user.type(screen.getByLabelText('First name'), 'm')
      unmount()
      expect(commits).to.deep.equal(['Ada', 'Adam'])
      act(() => void window.dispatchEvent(new window.Event('pagehide')))
      expect(commits).to.deep.equal(['Ada', 'Adam'])
    })

    it('commits on Enter, and the blur after it does not commit the same text again', async () => {
      const user = userEvent.setup()
      const commits: string[] = []
      render(<Stored id="forename" label="First name" commits={commits} />)
      await user.type(screen.getByLabelText('First name'), 'Ada{Enter}')
      expect(commits).to.deep.equal(['Ada'])
      await user.tab()
      expect(commits).to.deep.equal(['Ada'])
    })

    it('does not commit when the rider leaves the text as it was', async () => {
      const user = userEvent.setup()
      const commits: string[] = []
      render(<Stored id="forename" label="First name" initial="Ada" commits={commits} />)
      await user.click(screen.getByLabelText('First name'))
      await user.tab()
      await user.type(screen.getByLabelText('First name'), 'x{Backspace}')
      await user.tab()
      expect(commits).to.deep.equal([])
    })

    it('commits the cleared text when the rider empties the box', async () => {
      const user = userEvent.setup()
      const commits: string[] = []
      render(<Stored id="forename" label="First name" initial="Ada" commits={commits} />)
      await user.clear(screen.getByLabelText('First name'))
      await user.tab()
      expect(commits).to.deep.equal([''])
    })
  })

  describe('when the value changes from outside', () => {
    it('shows the new value', () => {
      const onCommit = () => undefined
      const { rerender } = render(<TextInput id="forename" label="First name" value="Ada" onCommit={onCommit} />)
      rerender(<TextInput id="forename" label="First name" value="Grace" onCommit={onCommit} />)
      expect((screen.getByLabelText('First name') as HTMLInputElement).value).to.equal('Grace')
      rerender(<TextInput id="forename" label="First name" value={null} onCommit={onCommit} />)
      expect((screen.getByLabelText('First name') as HTMLInputElement).value).to.equal('')
    })

    it('replaces half-typed text with the new value', async () => {
      const user = userEvent.setup()
      const onCommit = () => undefined
      const { rerender } = render(<TextInput id="reg" label="Registration" value="AB12CDE" onCommit={onCommit} />)
      await user.type(screen.getByLabelText('Registration'), 'XYZ')
      rerender(<TextInput id="reg" label="Registration" value={null} onCommit={onCommit} />)
      expect((screen.getByLabelText('Registration') as HTMLInputElement).value).to.equal('')
    })
  })

  describe('masks', () => {
    const cases: { title: string; mask: (raw: string) => string; typed: string; shown: string }[] = [
      { title: 'F5.12 the phone mask keeps digits and plus only', mask: maskPhoneWithExtension, typed: '+44 (7700) 900-123', shown: '+447700900123' },
      { title: 'F5.12 the phone mask stops at 13 characters', mask: maskPhoneWithExtension, typed: '0770090012345678', shown: '0770090012345' },
      { title: 'F5.03 the registration mask upper-cases and removes spaces', mask: maskRegistration, typed: 'ab12 cde', shown: 'AB12CDE' },
      { title: 'F5.03 the registration mask stops at 7 characters', mask: maskRegistration, typed: 'ab12cdefg', shown: 'AB12CDE' },
    ]
    cases.forEach(({ title, mask, typed, shown }) => {
      it(`${title}: '${typed}' shows and commits '${shown}'`, async () => {
        const user = userEvent.setup()
        const commits: string[] = []
        render(<Stored id="box" label="Box" mask={mask} commits={commits} />)
        const input = screen.getByLabelText('Box') as HTMLInputElement
        await user.type(input, typed)
        expect(input.value).to.equal(shown)
        await user.tab()
        expect(commits).to.deep.equal([shown])
      })
    })
  })

  it('passes type, autocomplete, inputmode, maxlength, width and disabled to the box', () => {
    render(
      <TextInput
        id="mobile"
        label="Mobile"
        value={null}
        onCommit={() => undefined}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={13}
        width={20}
        disabled
      />,
    )
    const input = screen.getByLabelText('Mobile') as HTMLInputElement
    expect([input.type, input.autocomplete, input.inputMode, input.maxLength, input.disabled]).to.deep.equal(['tel', 'tel', 'tel', 13, true])
    expect(input.classList.contains('input--width-20')).to.equal(true)
  })
})
