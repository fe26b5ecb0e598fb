import { expect } from 'chai'
import { request as httpRequest } from 'node:http'
import { ErrorBody, Proposal } from '../../../src/domain/codecs'
import { decodeWith, type Answer, type TestClient } from './client'
import { createProposal, createQuoted, payByCard, paymentUrl } from './proposal-calls'
import { fields, NOW, removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

const DIRECT_DEBIT = { account_name: 'Eleanor Hara', account_number: '12345678', sort_code: '112233', collection_day: '1', is_proposer_account_holder: true }
const TODAY = NOW.slice(0, 10)

/**
 * Cases found by a client written from the call tables alone: each one below passed the server before its fix,
 * and is kept so that it cannot pass again. Price integrity through the general update, one breakdown tier,
 * what a quote needs, the Host header as the server's origin, what payment-option stores, names and dates, the
 * offered payment frequency on every call, JSON in another charset.
 */
describe('mock server over HTTP: the review probe', () => {
  const storeFile = tempStoreFile('probe')
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(storeFile)
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  const paths = (a: Answer): string[] => decodeWith(ErrorBody, a.body).errors?.map((e) => e.path) ?? []
  const stored = (uuid: string): Proposal | undefined => server.storeOnDisk().proposals.find((p) => p.uuid === uuid)

  it('extras chosen through the general update (POST /api/proposal/{uuid}) are charged: the monthly deposit moves, and a page opened before is refused', async () => {
    const q = await createQuoted(client)
    expect((await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })).status).to.equal(200)
    const page = await paymentUrl(client, q.uuid)
    const before = Number(stored(q.uuid)?.quote?.monthly_deposit ?? 0)
    const extra = q.quote?.addons.find((a) => (a.premium ?? 0) > 0 && a.code !== 'BPA' && a.code !== 'BHL' && a.code !== 'B2' && a.code !== 'B3')
    if (extra === undefined) throw new Error('the quote offers no priced extra')
    const a = await client.post(`/api/proposal/${q.uuid}`, { addons: [{ code: extra.code, is_selected: true }] })
    expect(a.status, a.text).to.equal(200)
    const after = Number(decodeWith(Proposal, a.body).quote?.monthly_deposit ?? 0)
    expect(after, 'the deposit includes the extra').to.be.greaterThan(before)
    const paid = await payByCard(client, page)
    expect(paid.status, JSON.stringify(paid.body)).to.equal(409)
    expect(stored(q.uuid)?.is_purchased).to.equal(false)
  })

  it('at most one breakdown tier, on /addons and on the general update (400 at addons)', async () => {
    const q = await createQuoted(client)
    const both = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'B1' }, { code: 'B2' }] })
    expect(both.status, both.text).to.equal(400)
    expect(paths(both)).to.deep.equal(['addons'])
    const update = await client.post(`/api/proposal/${q.uuid}`, { addons: [{ code: 'B1', is_selected: true }, { code: 'B3', is_selected: true }] })
    expect(update.status, update.text).to.equal(400)
    expect(paths(update)).to.deep.equal(['addons'])
    expect(stored(q.uuid)?.addons.filter((x) => x.is_selected === true)).to.deep.equal([])
  })

  it('a quote needs the start date and the answers the rating reads: without them 400 naming each path, nothing priced', async () => {
    const noStart = await createProposal(client)
    await client.post('/json/proposal/update', { uuid: noStart.uuid, risk: { start_date: null } })
    const a = await client.post(`/api/proposal/${noStart.uuid}/quote`)
    expect(a.status, a.text).to.equal(400)
    expect(paths(a)).to.include('risk.start_date')
    const body = validProposalStartingToday()
    const gaps = await createProposal(client, {
      ...body,
      risk: {
        ...body.risk,
        proposer: { ...body.risk.proposer, address: { ...body.risk.proposer.address, postcode: null } },
        vehicle: { ...body.risk.vehicle, class_of_use: null },
      },
    })
    const b = await client.post(`/api/proposal/${gaps.uuid}/quote`)
    expect(b.status, b.text).to.equal(400)
    expect(paths(b)).to.include.members(['risk.proposer.address.postcode', 'risk.vehicle.class_of_use'])
    expect(stored(gaps.uuid)?.quote ?? null).to.equal(null)
  })

  it('dates that cannot be: a licence before the 16th birthday or after today, a purchase, claim or conviction after today (400 at the path)', async () => {
    const body = validProposalStartingToday()
    const d = body.risk.proposer.driver_details
    const cases: [string, typeof body][] = [
      ['risk.proposer.driver_details.licence.date', { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, driver_details: { ...d, licence: { ...d.licence, date: '2030-01-01' as never } } } } }],
      ['risk.proposer.driver_details.licence.date', { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, driver_details: { ...d, licence: { ...d.licence, date: '1950-01-01' as never } } } } }],
      ['risk.vehicle.purchased.date_purchased', { ...body, risk: { ...body.risk, vehicle: { ...body.risk.vehicle, purchased: { ...body.risk.vehicle.purchased, date_purchased: '2030-01-01' as never } } } }],
    ]
    for (const [path, proposal] of cases) {
      const a = await client.post('/api/proposal', proposal)
      expect(a.status, `${path}: ${a.text}`).to.equal(400)
      expect(paths(a)).to.include(path)
    }
  })

  it("names as the form takes them (a letter first): '<script>', '1abc' and blanks are refused at the name's path", async () => {
    const body = validProposalStartingToday()
    for (const forenames of ['<script>alert(1)</script>', '1abc', '   ', 'Ann\u202Eevil']) {
      const a = await client.post('/api/proposal', { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, name: { ...body.risk.proposer.name, forenames } } } })
      expect(a.status, forenames).to.equal(400)
      expect(paths(a)).to.deep.equal(['risk.proposer.name.forenames'])
    }
    const ok = await client.post('/api/proposal', { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, name: { ...body.risk.proposer.name, forenames: "Siobhán-Marie O'Neill" } } } })
    expect(ok.status, ok.text).to.equal(201)
  })

  it('business mileage only for the business classes, whole numbers for mileages, the daytime location from its list', async () => {
    const body = validProposalStartingToday()
    const cases: [string, unknown][] = [
      ['risk.business_mileage', { ...body, risk: { ...body.risk, vehicle: { ...body.risk.vehicle, class_of_use: 'SDP' }, business_mileage: 500 } }],
      ['risk.total_mileage', { ...body, risk: { ...body.risk, total_mileage: 0.5 } }],
      ['risk.duqs.vehicle_daytime_location', { ...body, risk: { ...body.risk, duqs: { ...body.risk.duqs, vehicle_daytime_location: 'constructor' } } }],
    ]
    for (const [path, proposal] of cases) {
      const a = await client.post('/api/proposal', proposal)
      expect(a.status, `${path}: ${a.text}`).to.equal(400)
      expect(paths(a)).to.include(path)
    }
  })

  it('payment-option stores only checked values: an unknown title or a third party under 17 is refused and the proposal stays re-quotable', async () => {
    const q = await createQuoted(client)
    const title = await client.post(`/api/proposal/${q.uuid}/payment-option`, { risk: { userfields: { tpa_title: 'ZZ' } } })
    expect(title.status, title.text).to.equal(400)
    expect(paths(title)).to.deep.equal(['risk.userfields.tpa_title'])
    const young = await client.post(`/api/proposal/${q.uuid}/payment-option`, { risk: { userfields: { tpa_date_of_birth: `${Number(TODAY.slice(0, 4)) - 1}-01-01` } } })
    expect(young.status, young.text).to.equal(400)
    expect(paths(young)).to.deep.equal(['risk.userfields.tpa_date_of_birth'])
    expect((await client.post(`/api/proposal/${q.uuid}/quote`)).status).to.equal(200)
  })

  it("the payment frequency offered as 'true'/'false' is accepted back on every call that takes it", async () => {
    const body = validProposalStartingToday()
    const created = await client.post('/api/proposal', { ...body, is_pay_monthly: 'false', risk: { ...body.risk, duqs: { ...body.risk.duqs, is_pay_monthly: 'false' } } })
    expect(created.status, created.text).to.equal(201)
    const uuid = decodeWith(Proposal, created.body).uuid
    const updated = await client.post(`/api/proposal/${uuid}`, { is_pay_monthly: 'true', risk: { duqs: { is_pay_monthly: 'true' } } })
    expect(updated.status, updated.text).to.equal(200)
    expect(decodeWith(Proposal, updated.body).is_pay_monthly).to.equal(true)
    await client.post(`/api/proposal/${uuid}/quote`)
    const monthly = await client.post(`/api/proposal/${uuid}/pay-monthly`, { is_pay_monthly: 'true', direct_debit: DIRECT_DEBIT })
    expect(monthly.status, monthly.text).to.equal(200)
  })

  it('a start date beyond the 30-day window is refused at risk.start_date on create and update (not at the date of birth)', async () => {
    const body = validProposalStartingToday()
    const far = await client.post('/api/proposal', { ...body, risk: { ...body.risk, start_date: '2099-01-01' } })
    expect(far.status, far.text).to.equal(400)
    expect(paths(far)).to.deep.equal(['risk.start_date'])
    const q = await createProposal(client)
    const update = await client.post(`/api/proposal/${q.uuid}`, { risk: { start_date: '2099-01-01' } })
    expect(paths(update)).to.deep.equal(['risk.start_date'])
  })

  it('the quote e-mail: at most 5 an hour for one proposal (then 429 with Retry-After), and none once the policy is bought', async () => {
    const q = await createQuoted(client)
    for (let i = 0; i < 5; i++) expect((await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })).status).to.equal(200)
    const sixth = await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
    expect(sixth.status).to.equal(429)
    expect(sixth.headers.get('retry-after')).to.equal('3600')
    const bought = await createQuoted(client)
    await payByCard(client, await paymentUrl(client, bought.uuid))
    const after = await client.post(`/api/proposal/${bought.uuid}/send-quote-email`, { uuid: bought.uuid })
    expect(after.status).to.equal(409)
    expect(decodeWith(ErrorBody, after.body).code).to.equal('already_purchased')
  })

  it('GET /json/status says the server is up and its time, and nothing about what it stores', async () => {
    const a = await client.get('/json/status')
    expect(Object.keys(fields(a.body)).sort()).to.deep.equal(['status', 'time'])
  })

  it('JSON in another character set than UTF-8 is 415 unsupported_media_type', async () => {
    for (const charset of ['latin1', 'utf-16']) {
      const a = await client.request('POST', '/api/proposal', { raw: JSON.stringify(validProposalStartingToday()), headers: { 'Content-Type': `application/json; charset=${charset}` } })
      expect(a.status, charset).to.equal(415)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('unsupported_media_type')
    }
  })

  it("a forged Host header does not make another site this server's origin: the absolute return_url is refused (400 at return_url)", async () => {
    const q = await createQuoted(client)
    await client.get('/json/status')
    const session = client.cookie('rc_session') ?? ''
    const token = client.cookie('XSRF-TOKEN') ?? ''
    const { port } = new URL(server.base)
    const body = JSON.stringify({ return_url: 'http://evil.example/steal' })
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: `/api/proposal/${q.uuid}/quote/payment`,
          headers: { Host: 'evil.example', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Cookie: `rc_session=${session}; XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
        },
        (res) => {
          let text = ''
          res.on('data', (c: Buffer) => (text += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(answer.status, answer.text).to.equal(400)
    expect(fields(JSON.parse(answer.text)).errors).to.deep.equal([{ path: 'return_url', message: 'expected a path on this site, or an address of this site or an allowed origin' }])
  })
})
