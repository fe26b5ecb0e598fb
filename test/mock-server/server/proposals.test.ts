import { expect } from 'chai'
import { ErrorBody, Proposal, type ProposalInput } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createProposal, createQuoted, ProposalDataAnswer } from './proposal-calls'
import { NOW, startServer, tempStoreFile, validProposal, validProposalStartingToday, removeStoreFolder, type RunningServer } from './running-server'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const REFERENCE_RE = /^\d{5}-\d{5}-\d{5}$/

describe('mock server over HTTP: the proposal and its quote', () => {
  let server: RunningServer
  let client: TestClient
  const stored = (uuid: string): Proposal | undefined => server.storeOnDisk().proposals.find((p) => p.uuid === uuid)

  before(async () => {
    server = await startServer(tempStoreFile('proposals'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  describe('POST /api/proposal (create)', () => {
    it('answers 201 with the proposal and a new uuid, not yet quoted nor purchased, and stores it', async () => {
      const body = validProposal()
      const a = await client.post('/api/proposal', body)
      expect(a.status).to.equal(201)
      const p = decodeWith(Proposal, a.body)
      expect(p.uuid).to.match(UUID_RE)
      expect(p).to.include({ is_quoted: null, is_purchased: false, quote: null })
      expect(p.risk).to.deep.equal(body.risk)
      expect(stored(p.uuid)).to.deep.equal(p)
    })

    it('gives every proposal its own uuid, ignoring a uuid, quote and purchase flag in the body', async () => {
      const first = await createProposal(client)
      const body = { ...validProposal(), uuid: first.uuid, is_purchased: true, is_quoted: true } as ProposalInput
      const second = await createProposal(client, body)
      expect(second.uuid).to.not.equal(first.uuid)
      expect(second).to.include({ is_purchased: false, is_quoted: null, quote: null })
      expect(stored(first.uuid)).to.deep.equal(first)
    })

    it('accepts a partial draft (only what the rider answered), filling the structure', async () => {
      const a = await client.post('/api/proposal', { risk: { vehicle: { registration: 'YH19KXT' } } })
      expect(a.status).to.equal(201)
      const p = decodeWith(Proposal, a.body)
      expect(p.risk.vehicle.registration).to.equal('YH19KXT')
      expect(p.risk.additional_drivers).to.deep.equal([])
    })

    it('refuses a start date not sent as YYYY-MM-DD with the path risk.start_date, storing nothing', async () => {
      const before = server.storeOnDisk().proposals.length
      const body = validProposal()
      const a = await client.post('/api/proposal', { ...body, risk: { ...body.risk, start_date: '22/11/2026' } })
      expect(a.status).to.equal(400)
      const e = decodeWith(ErrorBody, a.body)
      expect(e.code).to.equal('invalid_request')
      expect(e.errors?.map((x) => x.path)).to.deep.equal(['risk.start_date'])
      expect(server.storeOnDisk().proposals.length).to.equal(before)
    })
  })

  describe('GET /api/proposal/{uuid}', () => {
    it('answers the stored proposal', async () => {
      const p = await createProposal(client)
      const a = await client.get(`/api/proposal/${p.uuid}`)
      expect(a.status).to.equal(200)
      expect(decodeWith(Proposal, a.body)).to.deep.equal(p)
    })

    it('answers 404 code not_found for a uuid that is not stored', async () => {
      const a = await client.get('/api/proposal/0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d')
      expect(a.status).to.equal(404)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
    })
  })

  describe('POST /api/proposal/{uuid} (update)', () => {
    it('applies the rider answers and keeps what the insurer owns (uuid, is_purchased, removed extras); the changed risk drops the quote', async () => {
      const quoted = await createQuoted(client)
      const body = validProposalStartingToday()
      const forged = {
        ...body,
        uuid: '0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d',
        quote: null,
        is_quoted: false,
        is_purchased: true,
        removed_addons: [{ code: 'BPA' }],
        risk: { ...body.risk, voluntary_excess: 500 },
      }
      const a = await client.post(`/api/proposal/${quoted.uuid}`, forged)
      expect(a.status).to.equal(200)
      const p = decodeWith(Proposal, a.body)
      expect(p.uuid).to.equal(quoted.uuid)
      expect(p.risk.voluntary_excess).to.equal(500)
      expect(p).to.include({ quote: null, is_quoted: null, is_purchased: false })
      expect(p.removed_addons).to.deep.equal(quoted.removed_addons)
      expect(stored(quoted.uuid)).to.deep.equal(p)
      expect(stored('0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d')).to.equal(undefined)
    })

    it('changes the choice of offered extras only, never adding an extra the quote does not offer', async () => {
      const quoted = await createQuoted(client)
      const a = await client.post(`/api/proposal/${quoted.uuid}`, {
        ...validProposalStartingToday(),
        addons: [
          { code: 'BLE', is_selected: true },
          { code: 'ZZ', is_selected: true, premium: 0 },
        ],
      })
      const p = decodeWith(Proposal, a.body)
      expect(p.addons.map((x) => x.code)).to.deep.equal(quoted.addons.map((x) => x.code))
      expect(p.addons.find((x) => x.code === 'BLE')?.is_selected).to.equal(true)
      expect(p.addons.find((x) => x.code === 'BLE')?.premium).to.equal(quoted.addons.find((x) => x.code === 'BLE')?.premium)
    })

    it('answers 404 not_found for an unknown uuid', async () => {
      const a = await client.post('/api/proposal/0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d', validProposal())
      expect(a.status).to.equal(404)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
    })
  })

  describe('POST /api/proposal/{uuid}/quote', () => {
    it('quotes the proposal: a reference of three groups of five digits, created now, extras offered, and stores it', async () => {
      const p = await createProposal(client)
      const a = await client.post(`/api/proposal/${p.uuid}/quote`)
      expect(a.status).to.equal(200)
      const q = decodeWith(Proposal, a.body)
      expect(q.is_quoted).to.equal(true)
      expect(q.quote).to.include({ is_quoted: true, is_purchased: false, is_accepted: false, is_referred: false, created_at: NOW })
      expect(q.quote?.reference).to.match(REFERENCE_RE)
      expect(q.quote?.premium).to.be.a('number').and.above(0)
      expect(q.addons.map((x) => x.code)).to.deep.equal(q.quote?.addons.map((x) => x.code))
      expect(stored(p.uuid)).to.deep.equal(q)
    })

    it('gives three quotes in a row random references: valid, unique, and no one a step from another', async () => {
      const p = await createProposal(client)
      const refs: string[] = []
      for (let i = 0; i < 3; i++) refs.push(decodeWith(Proposal, (await client.post(`/api/proposal/${p.uuid}/quote`)).body).quote?.reference ?? '')
      for (const ref of refs) expect(ref).to.match(REFERENCE_RE)
      expect(new Set(refs).size).to.equal(3)
      // References made from a counter by a fixed affine map would differ by the same step each time.
      const [a, b, c] = refs.map((r) => BigInt(r.replaceAll('-', ''))) as [bigint, bigint, bigint]
      expect(b - a).to.not.equal(c - b)
    })

    it('re-creates the quote with a new reference each time, at the same price for the same proposal', async () => {
      const first = await createQuoted(client)
      const second = decodeWith(Proposal, (await client.post(`/api/proposal/${first.uuid}/quote`)).body)
      expect(second.quote?.reference).to.not.equal(first.quote?.reference)
      expect(second.quote?.premium).to.equal(first.quote?.premium)
    })

    it('under the decline scenario stores a quote that is not quoted on a proposal whose is_quoted is true', async () => {
      const p = await createProposal(client)
      const a = await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'decline' })
      expect(a.status).to.equal(200)
      const d = decodeWith(Proposal, a.body)
      expect(d.is_quoted).to.equal(true)
      expect(d.quote?.is_quoted).to.equal(false)
      expect(stored(p.uuid)?.quote?.is_quoted).to.equal(false)
    })

    it('declines a rider who has had insurance refused (no scenario)', async () => {
      const body = validProposalStartingToday()
      const refused = { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, has_insurance_refused: true } } }
      const p = await createProposal(client, refused)
      const d = decodeWith(Proposal, (await client.post(`/api/proposal/${p.uuid}/quote`)).body)
      expect(d.is_quoted).to.equal(true)
      expect(d.quote?.is_quoted).to.equal(false)
    })

    it('under the refer scenario answers a quote with is_referred true', async () => {
      const p = await createProposal(client)
      const a = await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'refer' })
      const q = decodeWith(Proposal, a.body)
      expect(q.quote).to.include({ is_quoted: true, is_referred: true })
      expect(stored(p.uuid)?.quote?.is_referred).to.equal(true)
    })

    it('withdraws a chosen BPA for a proposer of 75 or over and names it in removed_addons', async () => {
      const body = validProposalStartingToday()
      const older = {
        ...body,
        addons: [{ code: 'BPA', is_selected: true }],
        risk: { ...body.risk, proposer: { ...body.risk.proposer, date_of_birth: '1948-03-02' } },
      } as ProposalInput
      const q = await createQuoted(client, older)
      expect(q.quote?.addons.map((x) => x.code)).to.not.include('BPA')
      expect(q.removed_addons.map((x) => x.code)).to.deep.equal(['BPA'])
    })

    it('answers 404 not_found for an unknown uuid', async () => {
      const a = await client.post('/api/proposal/0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d/quote')
      expect(a.status).to.equal(404)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
    })
  })

  describe('POST /json/proposal/update', () => {
    it('answers { data: proposal } with the new start date; the quote is dropped until re-quoted', async () => {
      const quoted = await createQuoted(client)
      const body = validProposalStartingToday()
      const a = await client.post('/json/proposal/update', { ...body, uuid: quoted.uuid, risk: { ...body.risk, start_date: '2026-12-01' } })
      expect(a.status).to.equal(200)
      const { data } = decodeWith(ProposalDataAnswer, a.body)
      expect(data.uuid).to.equal(quoted.uuid)
      expect(data.risk.start_date).to.equal('2026-12-01')
      expect(data.quote).to.equal(null)
      expect(stored(quoted.uuid)).to.deep.equal(data)
      const again = await client.post(`/api/proposal/${quoted.uuid}/quote`)
      expect(decodeWith(Proposal, again.body).quote?.is_quoted).to.equal(true)
    })

    it('answers 400 with path uuid when the body names no proposal', async () => {
      const a = await client.post('/json/proposal/update', validProposal())
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['uuid'])
    })

    it('answers 404 not_found when the body names a proposal that is not stored', async () => {
      const a = await client.post('/json/proposal/update', { ...validProposal(), uuid: '0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d' })
      expect(a.status).to.equal(404)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
    })
  })

  describe('POST /json/proposal/re-quote', () => {
    it('answers { data: proposal } with the change applied and a new quote priced for it', async () => {
      const quoted = await createQuoted(client)
      const body = validProposalStartingToday()
      const a = await client.post('/json/proposal/re-quote', { ...body, uuid: quoted.uuid, risk: { ...body.risk, voluntary_excess: 1000 } })
      expect(a.status).to.equal(200)
      const { data } = decodeWith(ProposalDataAnswer, a.body)
      expect(data.risk.voluntary_excess).to.equal(1000)
      expect(data.quote?.is_quoted).to.equal(true)
      expect(data.quote?.reference).to.match(REFERENCE_RE).and.not.equal(quoted.quote?.reference)
      expect(data.quote?.premium).to.be.below(quoted.quote?.premium ?? 0)
      expect(stored(quoted.uuid)).to.deep.equal(data)
    })

    it('prices cover type TPO sent with voluntary excess 0', async () => {
      const quoted = await createQuoted(client)
      const body = validProposalStartingToday()
      const a = await client.post('/json/proposal/re-quote', {
        ...body,
        uuid: quoted.uuid,
        risk: { ...body.risk, voluntary_excess: 0, vehicle: { ...body.risk.vehicle, cover_type: 'TPO' } },
      })
      const { data } = decodeWith(ProposalDataAnswer, a.body)
      expect(data.quote?.cover_type).to.equal('TPO')
    })
  })
})
