import 'global-jsdom/register'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { supportStoreFile } from '../../mock-server/store/support-store'
import { createTransport, type FetchFn } from '../../src/api/transport'
import { StoreProvider } from '../../src/app/store-context'
import { SendToSupportButton } from '../../src/trail/SendToSupportButton'
import { CookieJar } from '../mock-server/session-cookies'
import { restoreJsdomGlobals } from '../components/jsdom-globals'
import { completedQuote } from '../fixtures/trails/samples'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from '../mock-server/server/running-server'

describe('Send this session to support', () => {
  let server: RunningServer
  let sent: string[]
  let cookies: string
  let jar: CookieJar
  before(async () => {
    server = await startServer(tempStoreFile('send-support'))
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })
  beforeEach(() => {
    restoreJsdomGlobals()
    sent = []
    cookies = ''
    jar = new CookieJar()
  })
  afterEach(cleanup)

  /** The app's transport over real HTTP to the mock server, with a cookie jar as the browser keeps one. */
  const transport = () => {
    const fetchFn: FetchFn = async (url, init) => {
      sent.push(`${init.method} ${url}`)
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
    const stored = JSON.parse(readFileSync(supportStoreFile(server.storeFile), 'utf8')) as {
      trails: { code: string; quoteReference: string | null; trail: { redacted: boolean; conversation: unknown[] } }[]
    }
    const entry = stored.trails.find((x) => x.code === code)
    expect(entry?.quoteReference).to.equal('48213-90577-31642')
    expect(entry?.trail.redacted).to.equal(true)
    expect(entry?.trail.conversation.length).to.equal(session.log.conversation().length)
    expect(JSON.stringify(entry)).not.to.contain('Eleanor')
  })

  it('asks the rider to try again when the server refuses', async () => {
    const session = await completedQuote()
    render(
      <StoreProvider store={session.store} log={session.log}>
        <SendToSupportButton transport={transport()} />
      </StoreProvider>,
    )
    // A token of another session (a stale cookie): the server refuses with 403, and the transport, which had
    // a token, does not send again.
    cookies = 'XSRF-TOKEN=stale-token-of-another-session'
    await userEvent.click(screen.getByRole('button', { name: 'Send this session to support' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).to.equal('Sorry, the session could not be sent. Please try again.'), { timeout: 10_000 })
  })
})
