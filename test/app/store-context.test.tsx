import 'global-jsdom/register'
import { act, cleanup, render, screen } from '@testing-library/react'
import { expect } from 'chai'
import type { AppState } from '../../reducers/root'
import { createAppStore } from '../../src/app/store'
import { StoreProvider, useAppSelector } from '../../src/app/store-context'
import type { Modal } from '../../src/domain/events'
import { restoreJsdomGlobals } from '../components/jsdom-globals'
import { fakeDeps } from '../sagas/fake-deps'

/** A selector that builds a fresh array on every read: the open modals among `among`. */
const selectOpenAmong = (s: AppState, among: readonly Modal[]): Modal[] => s.journey.modals.filter((m) => among.includes(m))

describe('useAppSelector', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  /** A probe reading `selectOpenAmong` for `among`; each render records the answer it got. */
  const mount = (among: readonly Modal[]) => {
    const { store, log } = createAppStore(fakeDeps({}, '2026-03-02T10:00:00.000Z').deps)
    const seen: Modal[][] = []
    const Probe = ({ among: a }: { among: readonly Modal[] }) => {
      const open = useAppSelector(selectOpenAmong, a)
      seen.push(open)
      return <p data-testid="open">{open.join(',')}</p>
    }
    const view = render(
      <StoreProvider store={store} log={log}>
        <Probe among={among} />
      </StoreProvider>,
    )
    const openModal = (modal: Modal) => act(() => void store.dispatch({ type: 'journey/ModalOpened', payload: { modal } }))
    const rerender = (a: readonly Modal[]) => view.rerender(
      <StoreProvider store={store} log={log}>
        <Probe among={a} />
      </StoreProvider>,
    )
    return { seen, openModal, rerender }
  }

  it('passes the arguments after the state to the selector, and reads again when they change', () => {
    const { openModal, rerender } = mount(['tracker-warning'])
    openModal('removed-addon')
    expect(screen.getByTestId('open').textContent).to.equal('')
    rerender(['tracker-warning', 'removed-addon'])
    expect(screen.getByTestId('open').textContent).to.equal('removed-addon')
  })

  it('keeps the last answer, and does not render again, when a fresh one holds the same items; a changed one renders', () => {
    const { seen, openModal } = mount(['tracker-warning'])
    const first = seen.at(-1)
    const renders = seen.length
    openModal('removed-addon')
    expect(seen.length, 'no render for an equal answer').to.equal(renders)
    openModal('tracker-warning')
    expect(seen.length).to.equal(renders + 1)
    expect(seen.at(-1)).to.deep.equal(['tracker-warning']).and.not.to.equal(first)
  })
})
