import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import type { ComponentProps } from 'react'
import { Button } from '../../../src/components/button'
import { restoreJsdomGlobals } from '../jsdom-globals'

type ButtonVariant = NonNullable<ComponentProps<typeof Button>['variant']>

describe('Button', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  const cases: { variant?: ButtonVariant; className: string }[] = [
    { className: 'button button--primary' },
    { variant: 'secondary', className: 'button button--secondary' },
    { variant: 'warning', className: 'button button--warning' },
    { variant: 'link', className: 'button button--link' },
  ]
  cases.forEach(({ variant, className }) => {
    it(`${variant ?? 'the default'} variant has class '${className}' and type button`, () => {
      render(<Button variant={variant}>Go</Button>)
      const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement
      expect([button.className, button.type]).to.deep.equal([className, 'button'])
    })
  })

  it('does not submit its form unless it is told to', async () => {
    const user = userEvent.setup()
    let submits = 0
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submits += 1
        }}
      >
        <Button>Back</Button>
        <Button type="submit">Continue</Button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(submits).to.equal(0)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(submits).to.equal(1)
  })

  it('adds the class it is given', () => {
    render(<Button className="step__continue">Continue</Button>)
    expect(screen.getByRole('button').className).to.equal('button button--primary step__continue')
  })
})
