import 'global-jsdom/register'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { DevSessionBar } from '../../../src/app/dev-session/DevSessionBar'
import { startDevelopment } from '../../../src/app/dev-session/start-development'
import { createEventLog } from '../../../src/app/event-log'
import { event } from '../../../src/domain/events'
import { fakeDeps } from '../../sagas/fake-deps'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'

/** Where a development build keeps the tab's session (docs/developing.md names it). */
const DEV_SESSION_KEY = 'ridecover.dev-session'

describe('the development strip', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it("shows how many events the tab keeps, and 'Start afresh' starts afresh", async () => {
    const user = userEvent.setup()
    const log = createEventLog('s')
    let afresh = 0
    render(<DevSessionBar log={log} notice={null} onStartAfresh={() => void (afresh += 1)} />)
    const strip = screen.getByRole('region', { name: 'Development session' })
    expect(strip.textContent).to.contain('(0 events)')
    act(() => log.append({ type: 'journey/LoadingFinished', payload: {}, meta: { seq: 1, at: '2026-11-24T09:00:00.000Z', session: 's' } } as never))
    expect(strip.textContent).to.contain('(1 event)')
    expect(screen.queryByRole('alert')).to.equal(null)
    await user.click(screen.getByRole('button', { name: 'Start afresh' }))
    expect(afresh).to.equal(1)
  })

  it('shows a refused log once, as an alert the developer can dismiss', async () => {
    const user = userEvent.setup()
    render(<DevSessionBar log={createEventLog('s')} notice="The session kept in this tab no longer fits the current code (…)" onStartAfresh={() => undefined} />)
    expect(screen.getByRole('alert').textContent).to.contain('no longer fits the current code')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).to.equal(null)
  })

  it("keeps the session in the tab's sessionStorage (never localStorage) and shows the strip above the page", async () => {
    window.sessionStorage.clear()
    window.localStorage.clear()
    const { deps } = fakeDeps({})
    const { app } = await act(() => startDevelopment(deps))
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
    // The tab keeps it once the page has been drawn (a frame, or half a second where none comes).
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(DEV_SESSION_KEY) ?? '{}')).to.include({ session: app.log.session }))
    expect(window.localStorage.length).to.equal(0)
    expect(document.body.firstElementChild?.id).to.equal('dev-session')
    expect(screen.getByRole('button', { name: 'Start afresh' })).to.not.equal(null)
    document.getElementById('dev-session')?.remove()
    window.sessionStorage.clear()
  })
})
