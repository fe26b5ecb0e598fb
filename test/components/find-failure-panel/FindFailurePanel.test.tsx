import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { FindFailurePanel } from '../../../src/components/find-failure-panel'
import { restoreJsdomGlobals } from '../jsdom-globals'

describe('FindFailurePanel', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it("F2.22 F8.01 shows the spec's two sentences, exactly", () => {
    render(<FindFailurePanel onTryAgain={() => undefined} />)
    const panel = screen.getByTestId('find-failure')
    expect(Array.from(panel.querySelectorAll('p')).map((p) => p.textContent)).to.deep.equal([
      "Sorry, we haven't been able to find your bike from the registration number you provided.",
      'Please enter your bike details manually or try re-entering your registration number.',
    ])
  })

  it('Try Again calls onTryAgain (F2.22 through the app: test/browser/quote-journey.test.ts)', async () => {
    const user = userEvent.setup()
    let tries = 0
    render(<FindFailurePanel onTryAgain={() => (tries += 1)} />)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(tries).to.equal(1)
  })
})
