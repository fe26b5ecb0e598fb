import 'global-jsdom/register'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { FaultPanel } from '../../../src/app/fault-panel/FaultPanel'
import { createFaultSwitch } from '../../../src/app/fault-panel/fault-switch'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'

const toggle = () => screen.getByRole('button', { name: /^Faults/ })

describe('the fault panel', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('takes two clicks to make the next call answer 419: Faults, then the scenario (next call by default)', async () => {
    const user = userEvent.setup()
    const faults = createFaultSwitch()
    render(<FaultPanel faults={faults} />)
    expect(toggle().getAttribute('aria-expanded')).to.equal('false')
    expect(screen.queryByRole('dialog')).to.equal(null)
    await user.click(toggle())
    expect(toggle().getAttribute('aria-expanded')).to.equal('true')
    await user.click(screen.getByLabelText('419: session expired (Expired page)'))
    expect(faults.current()).to.deep.equal([{ name: '419', value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 } }])
    expect(toggle().textContent).to.equal('Faults (1 on)')
    expect(screen.queryByRole('dialog'), 'the panel gets out of the way').to.equal(null)
    expect(document.activeElement).to.equal(toggle())
    await user.click(toggle())
    expect(screen.getByRole('status').textContent).to.contain('419 (next call)')
    expect(faults.requestHeaders('/api/proposal')).to.deep.equal({ 'X-Mock-Scenario': '419' })
  })

  it('unticks a counted fault once the call has used it, and shows none on', async () => {
    const user = userEvent.setup()
    const faults = createFaultSwitch()
    render(<FaultPanel faults={faults} />)
    await user.click(toggle())
    await user.click(screen.getByLabelText('500: server error (Exception page)'))
    await user.click(toggle())
    const box = screen.getByLabelText<HTMLInputElement>('500: server error (Exception page)')
    expect(box.checked).to.equal(true)
    act(() => void faults.requestHeaders('/api/list'))
    expect(box.checked).to.equal(false)
    expect(screen.getByRole('status').textContent).to.equal('No faults on.')
    expect(toggle().textContent).to.equal('Faults')
  })

  it('switches on with the chosen scope, path fragment and latency; unticking switches off; Clear switches all off', async () => {
    const user = userEvent.setup()
    const faults = createFaultSwitch()
    render(<FaultPanel faults={faults} />)
    await user.click(toggle())
    await user.click(screen.getByLabelText('The next 5 calls'))
    await user.type(screen.getByLabelText('Only paths containing (optional)'), '/quote')
    await user.click(screen.getByLabelText('Decline: the quote is not quoted (Declined page)'))
    await user.click(toggle())
    expect(screen.getByLabelText<HTMLInputElement>('The next 5 calls').checked, 'the scope is kept while the panel is closed').to.equal(true)
    await user.click(screen.getByLabelText('Until turned off'))
    await user.clear(screen.getByLabelText('Only paths containing (optional)'))
    await user.clear(screen.getByLabelText('Milliseconds'))
    await user.type(screen.getByLabelText('Milliseconds'), '1500')
    await user.click(screen.getByLabelText('Slow answers (latency)'))
    await user.click(toggle())
    await user.click(screen.getByLabelText('Bot check fails'))
    await user.click(toggle())
    expect(faults.current()).to.deep.equal([
      { name: 'decline', value: null, pathFragment: '/quote', scope: { kind: 'calls', calls: 5 } },
      { name: 'latency', value: 1500, pathFragment: null, scope: { kind: 'until-off' } },
      { name: 'bot', value: null, pathFragment: null, scope: { kind: 'until-off' } },
    ])
    expect([...screen.getByRole('status').querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'decline on /quote (5 more calls)',
      'latency 1500 ms (until turned off)',
      'bot (until turned off)',
    ])
    await user.click(screen.getByLabelText('Bot check fails'))
    expect(faults.current().map((f) => f.name)).to.deep.equal(['decline', 'latency'])
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(faults.current()).to.deep.equal([])
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear' }).disabled).to.equal(true)
  })

  it('lists every scenario of the issue as a labelled checkbox', async () => {
    const user = userEvent.setup()
    render(<FaultPanel faults={createFaultSwitch()} />)
    await user.click(toggle())
    const group = screen.getByRole('group', { name: 'Scenarios' })
    expect([...group.querySelectorAll('input[type=checkbox]')]).to.have.length(11)
    for (const label of ['Slow answers (latency)', '500: server error (Exception page)', '419: session expired (Expired page)', 'Refer: the quote is referred (SiraDeclined page)', 'Not found: proposals, recall and lookups find nothing', 'Expired: a stored quote is past its validity (Expired page)', 'Payment refused: the card page refuses every card', 'Device-risk check refused', 'Credit declined (pay monthly)']) {
      expect(screen.getByRole('checkbox', { name: label })).to.not.equal(null)
    }
  })

  it('moves focus into the panel on opening; Escape closes it and gives focus back to the button', async () => {
    const user = userEvent.setup()
    render(<FaultPanel faults={createFaultSwitch()} />)
    await user.click(toggle())
    const dialog = screen.getByRole('dialog', { name: 'Faults' })
    expect(dialog.contains(document.activeElement)).to.equal(true)
    await user.tab()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(document.activeElement).to.equal(toggle())
    await user.click(toggle())
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(document.activeElement).to.equal(toggle())
  })

  it('closes on a click outside it, leaving the faults as they are', async () => {
    const user = userEvent.setup()
    const faults = createFaultSwitch()
    render(
      <>
        <button type="button">Next</button>
        <FaultPanel faults={faults} />
      </>,
    )
    faults.set([{ name: '419', value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 } }])
    await user.click(toggle())
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.queryByRole('dialog')).to.equal(null)
    expect(faults.current().map((f) => f.name)).to.deep.equal(['419'])
  })

  it('shows faults kept from before a reload as on', () => {
    const faults = createFaultSwitch()
    faults.set([{ name: 'not-found', value: null, pathFragment: null, scope: { kind: 'until-off' } }])
    render(<FaultPanel faults={faults} />)
    expect(toggle().textContent).to.equal('Faults (1 on)')
  })
})
