import 'global-jsdom/register'
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'chai'
import type { Erasure, RiderDataExport } from '../../../src/domain/trail/data-request'
import { ALICE_CODE, ALICE_SECRET, useDeskPage } from './desk-page'
import { ALICE, storedTrail, withToken, type FakeHandler } from './fake-desk-fetch'

/*
 * A rider's data requests on the support desk page, against a fake support service: downloading every trail of
 * the rider found by code or quote reference, and erasing them after the code or reference is typed again.
 */

const SIGN_IN = 'POST /api/support/desk/sign-in'
const CODE = 'RC-ABC234'
const OTHER = 'RC-XYZ789'
const REFERENCE = '12345-67890-12345'

const signedIn: FakeHandler = (req) => {
  const body = req.body as { name?: string; secret?: string; code?: string }
  return body.name === 'alice' && body.secret === ALICE_SECRET && body.code === ALICE_CODE
    ? { status: 200, body: ALICE }
    : { status: 401, body: { code: 'unauthorized', message: 'That staff name, secret and code were not accepted.' } }
}

const trailRoute = { [`GET /api/support/trails/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: { code: CODE, receivedAt: '2026-11-25T10:05:00.000Z', quoteReference: REFERENCE, openedBefore: [], trail: storedTrail() } })) }

const listRoute = {
  [`GET /api/support/trails?reference=${REFERENCE}`]: withToken(ALICE.token, () => ({
    status: 200,
    body: { trails: [CODE, OTHER].map((code) => ({ code, receivedAt: '2026-11-25T10:05:00.000Z', quoteReference: REFERENCE })) },
  })),
}

/** The export the fake answers: the rider's two trails, as the service writes its document. */
const exportOf = (request: RiderDataExport['request']): RiderDataExport => ({
  format: 'ridecover.rider-data',
  version: 1,
  about: 'A copy of every support trail…',
  madeAt: '2026-11-25T10:07:00.000Z',
  request,
  rule: 'the rule',
  trails: [CODE, OTHER].map((code) => ({ code, receivedAt: '2026-11-25T10:05:00.000Z', session: `session-${code}`, quoteReference: REFERENCE, references: [REFERENCE], senderHash: 'hash', eventCount: 1, byteSize: 2, trail: {} })),
})

const erasure: Erasure = { codes: [CODE, OTHER], trails: 2, references: 2, limitCounts: 3 }

/** The files the page handed to the browser to save: each one's name and text. */
const catchDownloads = () => {
  const saved: { name: string; text: Promise<string> }[] = []
  const blobs = new Map<string, Blob>()
  const real = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:fake/${blobs.size}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = () => undefined
  const onClick = (e: MouseEvent): void => {
    const a = e.target
    if (!(a instanceof HTMLAnchorElement) || a.download === '') return
    e.preventDefault()
    saved.push({ name: a.download, text: blobs.get(a.href)?.text() ?? Promise.resolve('') })
  }
  document.addEventListener('click', onClick)
  return {
    saved,
    restore: () => {
      document.removeEventListener('click', onClick)
      URL.createObjectURL = real.create
      URL.revokeObjectURL = real.revoke
    },
  }
}

describe("support desk page: a rider's data requests", () => {
  const open = useDeskPage()
  let downloads: ReturnType<typeof catchDownloads>
  beforeEach(() => {
    downloads = catchDownloads()
  })
  afterEach(() => downloads.restore())

  describe('when a trail is found by its code', () => {
    it("says which trails are the rider's, and downloads them all as one file named for the code, saying how many in a live region", async () => {
      const doc = exportOf({ code: CODE })
      const { server, user, signIn, find } = await open({ [SIGN_IN]: signedIn, ...trailRoute, [`GET /api/support/data-requests/${CODE}`]: withToken(ALICE.token, () => ({ status: 200, body: doc })) })
      await signIn()
      await find(CODE)
      const section = await screen.findByRole('region', { name: "Rider's data requests" })
      expect(section.textContent).to.contain(`For ${CODE}: the trail sent with the support code ${CODE}, and every trail listed under the same quote reference.`)
      await user.click(within(section).getByRole('button', { name: "Download all this rider's data" }))
      await waitFor(() => expect(downloads.saved).to.have.length(1))
      expect(downloads.saved[0]?.name).to.equal(`ridecover-data-${CODE}.json`)
      expect(JSON.parse((await downloads.saved[0]?.text) ?? '')).to.deep.equal(doc)
      expect(within(section).getByRole('status').textContent).to.equal(
        `Downloaded ridecover-data-${CODE}.json: 2 trails (${CODE}, ${OTHER}). The access log records that you exported them.`,
      )
      expect(server.seen.at(-1)).to.deep.include({ method: 'GET', url: `/api/support/data-requests/${CODE}`, authorization: `Bearer ${ALICE.token}` })
      expect(screen.getByTestId('timeline')).to.exist
    })

    it('opens the erasure with the focus in its field, saying it cannot be undone; a code that differs is named beside the field and nothing is sent', async () => {
      const { server, user, signIn, find } = await open({ [SIGN_IN]: signedIn, ...trailRoute })
      await signIn()
      await find(CODE)
      const section = await screen.findByRole('region', { name: "Rider's data requests" })
      const erase = within(section).getByRole('button', { name: "Erase this rider's data" })
      expect(erase.getAttribute('aria-expanded')).to.equal('false')
      await user.click(erase)
      expect(erase.getAttribute('aria-expanded')).to.equal('true')
      const field = within(section).getByLabelText(`Type ${CODE} to confirm`)
      expect(document.activeElement).to.equal(field)
      const form = within(section).getByRole('form', { name: "Erase this rider's data" })
      expect(form.textContent).to.contain('It cannot be undone.')
      expect(field.getAttribute('aria-describedby')).to.equal('desk-erase-warning')
      const before = server.seen.length
      await user.type(field, 'RC-ABC235')
      await user.click(within(form).getByRole('button', { name: 'Erase for good' }))
      expect(within(form).getByText(`That is not ${CODE}. Type it exactly as shown to erase.`)).to.exist
      expect(field.getAttribute('aria-invalid')).to.equal('true')
      expect(field.getAttribute('aria-describedby')).to.equal('desk-erase-warning desk-erase-error')
      expect(document.activeElement).to.equal(field)
      expect(server.seen.length).to.equal(before)
    })

    it('Cancel closes the erasure and gives the focus back to its button', async () => {
      const { user, signIn, find } = await open({ [SIGN_IN]: signedIn, ...trailRoute })
      await signIn()
      await find(CODE)
      await user.click(await screen.findByRole('button', { name: "Erase this rider's data" }))
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByLabelText(`Type ${CODE} to confirm`)).to.equal(null)
      expect(document.activeElement).to.equal(screen.getByRole('button', { name: "Erase this rider's data" }))
    })

    it('erases once the code is typed again (any case): sends it with the token, drops the trail from the page, announces what went, and moves the focus there', async () => {
      const { server, user, signIn, find } = await open({
        [SIGN_IN]: signedIn,
        ...trailRoute,
        [`POST /api/support/data-requests/${CODE}/erase`]: withToken(ALICE.token, (req) => ((req.body as { confirm?: string }).confirm?.trim().toUpperCase() === CODE ? { status: 200, body: { erased: erasure } } : { status: 400, body: { code: 'invalid_request', message: 'no' } })),
      })
      await signIn()
      await find(CODE)
      await user.click(await screen.findByRole('button', { name: "Erase this rider's data" }))
      await user.type(screen.getByLabelText(`Type ${CODE} to confirm`), ' rc-abc234')
      await user.click(screen.getByRole('button', { name: 'Erase for good' }))
      const section = screen.getByRole('region', { name: "Rider's data requests" })
      const result = within(section).getByRole('status')
      await waitFor(() =>
        expect(result.textContent).to.equal(`Erased 2 trails (${CODE}, ${OTHER}) and what was kept about them. Finding ${CODE} now answers not found. The access log records that you erased them.`),
      )
      expect(document.activeElement).to.equal(result)
      expect(server.seen.at(-1)).to.deep.equal({ method: 'POST', url: `/api/support/data-requests/${CODE}/erase`, authorization: `Bearer ${ALICE.token}`, body: { confirm: ' rc-abc234' } })
      expect(screen.queryByTestId('timeline')).to.equal(null)
      expect(within(section).queryByRole('button')).to.equal(null)
    })

    it("gives the server's message when the trails are gone already (another member of staff erased them), and leaves the trail on show", async () => {
      const gone = `No trail was sent with the support code ${CODE}.`
      const { user, signIn, find } = await open({ [SIGN_IN]: signedIn, ...trailRoute, [`POST /api/support/data-requests/${CODE}/erase`]: () => ({ status: 404, body: { code: 'not_found', message: gone } }) })
      await signIn()
      await find(CODE)
      await user.click(await screen.findByRole('button', { name: "Erase this rider's data" }))
      await user.type(screen.getByLabelText(`Type ${CODE} to confirm`), CODE)
      await user.click(screen.getByRole('button', { name: 'Erase for good' }))
      expect((await screen.findByRole('alert')).textContent).to.equal(gone)
      expect(screen.getByTestId('timeline')).to.exist
    })
  })

  describe('when a quote reference is searched', () => {
    it('offers the same for every trail listed under it: the download is named for the reference, and the erasure drops the list', async () => {
      const { user, signIn, find } = await open({
        [SIGN_IN]: signedIn,
        ...listRoute,
        [`GET /api/support/data-requests/${REFERENCE}`]: withToken(ALICE.token, () => ({ status: 200, body: exportOf({ reference: REFERENCE }) })),
        [`POST /api/support/data-requests/${REFERENCE}/erase`]: withToken(ALICE.token, () => ({ status: 200, body: { erased: erasure } })),
      })
      await signIn()
      await find(REFERENCE)
      const section = await screen.findByRole('region', { name: "Rider's data requests" })
      expect(section.textContent).to.contain(`For ${REFERENCE}: every trail listed under the quote reference ${REFERENCE}.`)
      await user.click(within(section).getByRole('button', { name: "Download all this rider's data" }))
      await waitFor(() => expect(downloads.saved.map((f) => f.name)).to.deep.equal([`ridecover-data-${REFERENCE}.json`]))
      await user.click(within(section).getByRole('button', { name: "Erase this rider's data" }))
      await user.type(within(section).getByLabelText(`Type ${REFERENCE} to confirm`), REFERENCE)
      await user.click(within(section).getByRole('button', { name: 'Erase for good' }))
      await waitFor(() => expect(within(section).getByRole('status').textContent).to.match(/^Erased 2 trails/))
      expect(screen.queryByRole('region', { name: 'Sessions sent for this quote' })).to.equal(null)
    })
  })

  it('shows exports and erasures in the access log, with how many trails each took', async () => {
    const entries = [
      { at: '2026-11-25T10:08:00.000Z', staff: 'alice', action: 'erased', code: null, reference: REFERENCE, address: null, detail: null, trails: 2 },
      { at: '2026-11-25T10:07:00.000Z', staff: 'alice', action: 'exported', code: CODE, reference: null, address: null, detail: null, trails: 1 },
      { at: '2026-11-25T10:06:00.000Z', staff: 'bob', action: 'opened', code: CODE, reference: null, address: null, detail: null, trails: null },
      { at: '2026-11-25T10:05:00.000Z', staff: 'alice', action: 'signed-in', code: null, reference: null, address: '203.0.113.7', detail: 'one-time-code', trails: null },
    ]
    const { user, signIn } = await open({ [SIGN_IN]: signedIn, 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries } })) })
    await signIn()
    await user.click(await screen.findByRole('button', { name: 'Show the access log' }))
    const table = await screen.findByRole('table', { name: 'Who signed in and read, exported or erased which trail, newest first' })
    const actions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[2]?.textContent)
    expect(actions).to.deep.equal(['Erased (2 trails)', 'Exported (1 trail)', 'Opened', 'Signed in with a one-time code'])
  })
})
