import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import { expect } from 'chai'
import { Field, describeControl } from '../../../src/components/field'
import { restoreJsdomGlobals } from '../jsdom-globals'

describe('Field', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  describe('describeControl', () => {
    const cases: { hint: string | null; error: string | null; describedBy: string | undefined; invalid: true | undefined }[] = [
      { hint: null, error: null, describedBy: undefined, invalid: undefined },
      { hint: 'As on your licence', error: null, describedBy: 'name-hint', invalid: undefined },
      { hint: null, error: 'Please provide a valid name.', describedBy: 'name-error', invalid: true },
      { hint: 'As on your licence', error: 'Please provide a valid name.', describedBy: 'name-hint name-error', invalid: true },
      { hint: '', error: '', describedBy: undefined, invalid: undefined },
    ]
    cases.forEach(({ hint, error, describedBy, invalid }) => {
      it(`with hint ${JSON.stringify(hint)} and error ${JSON.stringify(error)} describes the control by ${String(describedBy)}`, () => {
        expect(describeControl('name', hint, error)).to.deep.equal({ 'aria-describedby': describedBy, 'aria-invalid': invalid })
      })
    })
  })

  describe('when it labels a single control', () => {
    it('associates the label with the control and gives the control the description ids', () => {
      render(
        <Field id="surname" label="Surname" hint="Your family name" error="Please provide a valid name.">
          {(d) => <input id="surname" {...d} />}
        </Field>,
      )
      const input = screen.getByLabelText('Surname')
      expect(input.id).to.equal('surname')
      expect(input.getAttribute('aria-describedby')).to.equal('surname-hint surname-error')
      expect(input.getAttribute('aria-invalid')).to.equal('true')
      expect(document.getElementById('surname-hint')?.textContent).to.equal('Your family name')
    })

    it('F8.08 an invalid field shows a cross icon, hidden from screen readers, and the message after a hidden "Error:" prefix', () => {
      const { container } = render(
        <Field id="surname" label="Surname" error="Please provide a valid name.">
          <input id="surname" />
        </Field>,
      )
      expect(container.querySelector('.field')?.classList.contains('field--error')).to.equal(true)
      const message = document.getElementById('surname-error')
      expect(message?.textContent).to.equal('Error: Please provide a valid name.')
      expect(message?.querySelector('.visually-hidden')?.textContent).to.equal('Error:')
      const icon = message?.querySelector('svg')
      expect(icon?.getAttribute('aria-hidden')).to.equal('true')
      expect(icon?.getAttribute('focusable')).to.equal('false')
    })

    it('F8.08 a valid field shows neither icon nor message', () => {
      const { container } = render(
        <Field id="surname" label="Surname" error={null}>
          <input id="surname" />
        </Field>,
      )
      expect(container.querySelector('.field--error')).to.equal(null)
      expect(container.querySelector('svg')).to.equal(null)
      expect(document.getElementById('surname-error')).to.equal(null)
    })
  })

  describe('when it is a group', () => {
    it('renders a fieldset named by its legend and described by hint and error', () => {
      render(
        <Field id="keeper" label="Are you the registered keeper?" hint="The V5C names the keeper" error="Please answer" group>
          <input type="radio" id="keeper" name="keeper" aria-label="Yes" />
        </Field>,
      )
      const group = screen.getByRole('group', { name: 'Are you the registered keeper?' })
      expect(group.tagName).to.equal('FIELDSET')
      expect(group.getAttribute('aria-describedby')).to.equal('keeper-hint keeper-error')
      expect(document.querySelector('label')).to.equal(null)
    })
  })
})
