import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { ErrorSummary, type FieldError } from '../../../src/components/error-summary'
import { TextInput } from '../../../src/components/text-input'
import { YesNo } from '../../../src/components/yes-no'
import { restoreJsdomGlobals } from '../jsdom-globals'

const ERRORS: FieldError[] = [
  { id: 'forename', message: 'Please provide a valid name.' },
  { id: 'keeper', message: 'Please provide an answer to this question to proceed.' },
  { id: 'address', message: 'Please search for your address and select it from the list.' },
]

/** A step with three invalid questions and its summary. */
const Step = ({ errors }: { errors: FieldError[] }) => (
  <form>
    <ErrorSummary errors={errors} />
    <TextInput id="forename" label="First name" value="1" error={ERRORS[0]?.message} onCommit={() => undefined} />
    <YesNo id="keeper" legend="Are you the keeper?" value={null} error={ERRORS[1]?.message} onChange={() => undefined} />
    <div id="address">
      <p>Your address</p>
      <input aria-label="Postcode" id="postcode" />
    </div>
  </form>
)

describe('ErrorSummary', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('without errors is an empty alert region, there before any problem is drawn into it', () => {
    render(<ErrorSummary errors={[]} />)
    expect(screen.getByRole('alert').innerHTML).to.equal('')
  })

  it("draws into its alert region a box titled 'There is a problem' listing each message as a link to its field", () => {
    render(<ErrorSummary errors={ERRORS} />)
    const summary = screen.getByRole('group', { name: 'There is a problem' })
    expect(screen.getByRole('alert').contains(summary)).to.equal(true)
    expect(summary.getAttribute('aria-describedby')).to.equal(screen.getByRole('list').id)
    expect(summary.getAttribute('tabindex')).to.equal('-1')
    const links = screen.getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(ERRORS.map((e) => [e.message, `#${e.id}`]))
  })

  it('takes another title', () => {
    render(<ErrorSummary errors={ERRORS} title="Check your answers" />)
    expect(screen.getByRole('group', { name: 'Check your answers' })).to.not.equal(null)
  })

  describe('F2.05 the form goes to the first error', () => {
    it('takes focus when it appears', () => {
      const { rerender } = render(<Step errors={[]} />)
      expect(document.activeElement).to.equal(document.body)
      rerender(<Step errors={ERRORS} />)
      expect(document.activeElement).to.equal(screen.getByRole('group', { name: 'There is a problem' }))
    })

    it('takes focus again when its errors change, and not when they stay the same', () => {
      const { rerender } = render(<Step errors={ERRORS} />)
      screen.getByLabelText('First name').focus()
      rerender(<Step errors={[...ERRORS]} />)
      expect(document.activeElement).to.equal(screen.getByLabelText('First name'))
      rerender(<Step errors={ERRORS.slice(1)} />)
      expect(document.activeElement).to.equal(screen.getByRole('group', { name: 'There is a problem' }))
    })

    const cases = [
      { message: 'Please provide a valid name.', what: 'a text box with the id', focused: 'forename' },
      { message: 'Please provide an answer to this question to proceed.', what: 'the first radio of a yes/no question', focused: 'keeper' },
      { message: 'Please search for your address and select it from the list.', what: 'the first control inside a container with the id', focused: 'postcode' },
    ]
    cases.forEach(({ message, what, focused }) => {
      it(`following a link focuses ${what} and scrolls its field into view`, async () => {
        const user = userEvent.setup()
        const scrolled: Element[] = []
        const original = Element.prototype.scrollIntoView
        Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
          scrolled.push(this)
        }
        try {
          render(<Step errors={ERRORS} />)
          await user.click(screen.getByRole('link', { name: message }))
          expect(document.activeElement?.id).to.equal(focused)
          expect(scrolled).to.have.length(1)
          expect(scrolled[0]?.contains(document.activeElement)).to.equal(true)
        } finally {
          Element.prototype.scrollIntoView = original
        }
      })
    })
  })
})
