import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DeskApp, type Schedule } from '../../../src/support/desk/DeskApp'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { fakeDeskFetch, type FakeHandler } from './fake-desk-fetch'

/** The secret alice signs in with on the fake service. */
export const ALICE_SECRET = 'alice-secret-0123456789'

/** The one-time code alice's app shows, as the fake service accepts it. */
export const ALICE_CODE = '492039'

/**
 * Registers a desk component test file's hooks (jsdom's globals put back before each test; the page unmounted and
 * the real fetch put back after each) and answers how a test opens the desk page against a fake support service
 * answering `routes` (its time-outs timed by `schedule`, the browser's timers unless given): the fake (with the
 * requests it saw), a user, and the ways to sign in and to find a session.
 */
export const useDeskPage = () => {
  let restore: (() => void) | undefined
  beforeEach(restoreJsdomGlobals)
  afterEach(() => {
    cleanup()
    restore?.()
    restore = undefined
  })
  return async (routes: Readonly<Record<string, FakeHandler>>, schedule?: Schedule) => {
    const server = fakeDeskFetch(routes)
    restore = server.restore
    const user = userEvent.setup()
    render(<DeskApp schedule={schedule} />)
    /** Types the name and secret, continues, then types the one-time code and signs in. */
    const signIn = async (name = 'alice', secret = ALICE_SECRET, code = ALICE_CODE): Promise<void> => {
      await user.type(screen.getByLabelText('Staff name'), name)
      await user.type(screen.getByLabelText('Secret'), secret)
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await user.type(await screen.findByLabelText('One-time code'), code)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
    }
    const find = async (query: string): Promise<void> => {
      await user.type(await screen.findByLabelText('Support code or quote reference'), query)
      await user.click(screen.getByRole('button', { name: 'Find' }))
    }
    return { server, user, signIn, find }
  }
}
