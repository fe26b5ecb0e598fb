import 'global-jsdom/register'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { createTransport } from '../../../src/api/transport'
import type { FetchFn } from '../../api/fake-fetch'
import { StoreProvider } from '../../../src/app/store-context'
import { SendToSupportButton } from '../../../src/app/layout/SendToSupportButton'
import { CookieJar } from '../../mock-server/session-cookies'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { completedQuote } from '../../fixtures/trails/samples'
import { startMachine, type RunningMachine } from '../../support/service/one-machine'

describe('Send this session to support', () => {
  let server: RunningMachine
  let sent: string[]
  let bodies: unknown[]
  let cookies: string
  let jar: CookieJar
  before(async () => {
    // One trail per session an hour, so a second send from the same session is refused.
    server = await startMachine({ limits: { trailsPerSession: 1 } })
  })
  after(async () => {
    await server.close()
  })
  beforeEach(() => {
    restoreJsdomGlobals()
    sent = []
    bodies = []
    cookies = ''
    jar = new CookieJar()
  })
  afterEach(cleanup)

  /** The app's transport over real HTTP to the mock server, with a cookie jar as the browser keeps one. */
  const transport = () => {
    const fetchFn: FetchFn = async (url, init) => {
      sent.push(`${init.method} ${url}`)
      if (typeof init.body === 'string') bodies.push(JSON.parse(init.body) as unknown)
      const res = await fetch(url, { ...init, headers: { ...init.headers, Cookie: cookies } } as RequestInit)
      jar.take(res)
      cookies = jar.header()
      return res
    }
    return createTransport({ fetch: fetchFn, baseUrl: server.base, readCookies: () => cookies })
  }

  it("posts the session's redacted trail with its quote reference only on the click, and shows the support code", async () => {
    const session = await completedQuote()
    const t = transport()
    // A page load gives the browser its CSRF cookie.
    await t.send({ call: 'status', method: 'GET', path: '/json/status' })
    sent = []
    render(
      <StoreProvider store={session.store} log={session.log}>
        <SendToSupportButton transport={t} />
      </StoreProvider>,
    )
    expect(sent, 'nothing leaves before the click').to.deep.equal([])
    await userEvent.click(screen.getByRole('button', { name: 'Send this session to support' }))
    const code = await waitFor(() => screen.getByTestId('support-code').textContent ?? '', { timeout: 10_000 })
    expect(code).to.match(/^RC-[A-Z2-9]{6}$/)
    expect(screen.getByRole('status').textContent).to.equal(`Sent. Your support code is ${code}`)
    expect(sent).to.deep.equal([`POST ${server.base}/api/support/trails`])
    // The page's quote reference and its proposal's uuid, by which support asks the insurer about the reference.
    const body = bodies[0] as { quoteReference: string; proposal: string; trail: { redacted: boolean } }
    expect(body.quoteReference).to.equal('48213-90577-31642')
    expect(body.proposal).to.equal(session.store.getState().proposal.uuid)
    expect(body.trail.redacted).to.equal(true)
    const entry = await server.machine.support.store.trailByCode(code)
    const stored = JSON.parse(entry?.trail ?? '{}') as { redacted: boolean; conversation: unknown[] }
    expect(stored.redacted).to.equal(true)
    expect(stored.conversation.length).to.equal(session.log.conversation().length)
    expect(entry?.trail).not.to.contain('Eleanor')
    // The sample's proposal is not this insurer's: the trail is kept under its code alone.
    expect(entry?.quoteReference).to.equal(null)
  })

  it('asks the rider to try again when the server refuses', async () => {
    const session = await completedQuote()
    render(
      <StoreProvider store={session.store} log={session.log}>
        <SendToSupportButton transport={transport()} />
      </StoreProvider>,
    )
    // One trail per session an hour is allowed: a second click (or a first, after the test above) is refused, 429.
    const button = screen.getByRole('button', { name: 'Send this session to support' })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).not.to.equal('Sending…'), { timeout: 10_000 })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).to.equal('Sorry, the session could not be sent. Please try again.'), { timeout: 10_000 })
  })
})
