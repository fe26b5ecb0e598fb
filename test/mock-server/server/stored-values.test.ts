import { expect } from 'chai'
import { ErrorBody, Proposal, type ProposalInput } from '../../../src/domain/codecs'
import { MAX_ADDITIONAL_RIDERS, REPEATER_MAX } from '../../../src/domain/constants'
import { addDays, addYears } from '../../../src/domain/formats'
import { decodeWith, type Answer, type TestClient } from './client'
import { createProposal, createQuoted } from './proposal-calls'
import { NOW, removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'
import { messages } from '../../operations/log-lines'

const TODAY = NOW.slice(0, 10)
const pathsOf = (a: Answer): string[] => decodeWith(ErrorBody, a.body).errors?.map((e) => e.path) ?? []

/** The body with a change made to a copy of its risk. */
const withRisk = (change: (risk: Record<string, unknown> & ProposalInput['risk']) => void): ProposalInput => {
  const body = validProposalStartingToday()
  change(body.risk as Record<string, unknown> & ProposalInput['risk'])
  return body
}

describe('mock server over HTTP: every stored value is checked, on every path', () => {
  const storeFile = tempStoreFile('stored-values')
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

  /** Sends the body by create, update, /json/proposal/update and re-quote; each must be a 400 naming `path`, storing nothing. */
  const refusedEverywhere = async (body: ProposalInput, path: string): Promise<void> => {
    const q = await createQuoted(client)
    const before = server.mock.store.get(q.uuid)
    const count = server.mock.store.all().length
    const answers = [
      await client.post('/api/proposal', body),
      await client.post(`/api/proposal/${q.uuid}`, body),
      await client.post('/json/proposal/update', { ...body, uuid: q.uuid }),
      await client.post('/json/proposal/re-quote', { ...body, uuid: q.uuid }),
    ]
    for (const a of answers) {
      expect(a.status, a.text).to.equal(400)
      expect(pathsOf(a), a.text).to.include(path)
    }
    expect(server.mock.store.get(q.uuid)).to.deep.equal(before)
    expect(server.mock.store.all().length).to.equal(count)
    expect(messages(server.logs)).not.to.include('unexpected error')
  }

  describe('coded fields are values of their reference lists', () => {
    for (const code of ['ZZ', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      it(`class of use ${JSON.stringify(code)} is refused with 400 at risk.vehicle.class_of_use (never priced, never a 500)`, () =>
        refusedEverywhere(withRisk((r) => void (r.vehicle = { ...r.vehicle, class_of_use: code })), 'risk.vehicle.class_of_use'))
    }

    const CODED: readonly [string, (r: ProposalInput['risk'], v: string) => void][] = [
      ['risk.proposer.name.title', (r, v) => void (r.proposer.name = { ...r.proposer.name, title: v })],
      ['risk.proposer.marital_status', (r, v) => void (r.proposer.marital_status = v)],
      ['risk.proposer.full_time_occupation.status', (r, v) => void (r.proposer.full_time_occupation = { ...r.proposer.full_time_occupation, status: v })],
      ['risk.proposer.full_time_occupation.role', (r, v) => void (r.proposer.full_time_occupation = { ...r.proposer.full_time_occupation, role: v })],
      ['risk.proposer.full_time_occupation.industry', (r, v) => void (r.proposer.full_time_occupation = { ...r.proposer.full_time_occupation, industry: v })],
      ['risk.proposer.driver_details.licence.type', (r, v) => void (r.proposer.driver_details.licence = { ...r.proposer.driver_details.licence, type: v })],
      ['risk.vehicle.cover_type', (r, v) => void (r.vehicle = { ...r.vehicle, cover_type: v as 'C' })],
      ['risk.vehicle.fuel_type', (r, v) => void (r.vehicle = { ...r.vehicle, fuel_type: v })],
      ['risk.vehicle.transmission', (r, v) => void (r.vehicle = { ...r.vehicle, transmission: v })],
      ['risk.vehicle.kept_location', (r, v) => void (r.vehicle = { ...r.vehicle, kept_location: v })],
    ]
    for (const [path, set] of CODED) {
      it(`${path}: "constructor" is refused with 400 at its path`, () => refusedEverywhere(withRisk((r) => set(r, 'constructor')), path))
    }

    it('a quote over a stored proposal never answers 500 for a prototype key anywhere in the body', async () => {
      const q = await createProposal(client)
      for (const body of [{ risk: { vehicle: { class_of_use: '__proto__' } } }, { risk: { __proto__: { x: 1 }, constructor: 'x' } }, { risk: { proposer: { name: { title: 'toString' } } } }]) {
        const a = await client.request('POST', `/api/proposal/${q.uuid}`, { raw: JSON.stringify(body).replace('"x":1', '"x":1') })
        expect(a.status, a.text).to.be.below(500)
      }
      const quoted = await client.post(`/api/proposal/${q.uuid}/quote`)
      expect(quoted.status, quoted.text).to.equal(200)
    })
  })

  describe('ranges', () => {
    it('a date of birth less than 16 years before the start date is refused', () =>
      refusedEverywhere(withRisk((r) => void (r.proposer = { ...r.proposer, date_of_birth: addDays(addYears(TODAY, -16), 1) as never })), 'risk.proposer.date_of_birth'))

    it('a date of birth more than 100 years before the start date is refused', () =>
      refusedEverywhere(withRisk((r) => void (r.proposer = { ...r.proposer, date_of_birth: addDays(addYears(TODAY, -100), -1) as never })), 'risk.proposer.date_of_birth'))

    it(`more than ${MAX_ADDITIONAL_RIDERS} riders are refused`, () =>
      refusedEverywhere(withRisk((r) => void (r.additional_drivers = Array.from({ length: MAX_ADDITIONAL_RIDERS + 1 }, () => structuredClone(r.proposer) as never))), 'risk.additional_drivers'))

    it(`more than ${REPEATER_MAX} modifications are refused`, () =>
      refusedEverywhere(withRisk((r) => void (r.vehicle = { ...r.vehicle, modifications: Array.from({ length: REPEATER_MAX + 1 }, () => ({ type: 'EXHAUST' })) })), 'risk.vehicle.modifications'))

    it(`more than ${REPEATER_MAX} claims are refused`, () =>
      refusedEverywhere(
        withRisk((r) => void (r.proposer.driver_details = { ...r.proposer.driver_details, claims: Array.from({ length: REPEATER_MAX + 1 }, () => ({ description: 'ACC' })) })),
        'risk.proposer.driver_details.claims',
      ))

    it('a bike value, mileage or engine size beyond the insurer\'s bounds is refused', async () => {
      await refusedEverywhere(withRisk((r) => void (r.vehicle = { ...r.vehicle, value: (500_000 + 1) as never })), 'risk.vehicle.value')
      await refusedEverywhere(withRisk((r) => void (r.total_mileage = (200_000 + 1) as never)), 'risk.total_mileage')
      await refusedEverywhere(withRisk((r) => void (r.vehicle = { ...r.vehicle, engine_size: (10_000 + 1) as never })), 'risk.vehicle.engine_size')
    })

    it('business mileage above the total is refused (the domain rule)', () =>
      refusedEverywhere(withRisk((r) => void ((r.total_mileage = 1000 as never), (r.business_mileage = 2000 as never))), 'risk.business_mileage'))

    it('quoting refuses a start date outside today to 30 days ahead (400 at risk.start_date); an update setting one is refused too', async () => {
      const past = await createProposal(client, withRisk((r) => void (r.start_date = addDays(TODAY, -1) as never)))
      const a = await client.post(`/api/proposal/${past.uuid}/quote`)
      expect(a.status, a.text).to.equal(400)
      expect(pathsOf(a)).to.deep.equal(['risk.start_date'])
      const q = await createQuoted(client)
      const far = await client.post(`/api/proposal/${q.uuid}`, { risk: { start_date: addDays(TODAY, 31) } })
      expect(far.status).to.equal(400)
      expect(pathsOf(far)).to.deep.equal(['risk.start_date'])
      const edge = await client.post(`/api/proposal/${q.uuid}`, { risk: { start_date: addDays(TODAY, 30) } })
      expect(edge.status, edge.text).to.equal(200)
    })
  })

  describe('bank details wherever a direct debit is stored', () => {
    const REFUSED = { account_name: 'A Rider', account_number: '00000000', sort_code: '112233', collection_day: '1', is_proposer_account_holder: true }
    it('a plain update storing account 00000000 is refused with 422 direct_debit_refused, storing nothing', async () => {
      const q = await createQuoted(client)
      const before = server.mock.store.get(q.uuid)
      for (const a of [
        await client.post(`/api/proposal/${q.uuid}`, { direct_debit: REFUSED }),
        await client.post('/json/proposal/update', { uuid: q.uuid, direct_debit: REFUSED }),
        await client.post('/api/proposal', { ...validProposalStartingToday(), direct_debit: REFUSED }),
        await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: REFUSED }),
      ]) {
        expect(a.status, a.text).to.equal(422)
        expect(decodeWith(ErrorBody, a.body).code).to.equal('direct_debit_refused')
      }
      expect(server.mock.store.get(q.uuid)).to.deep.equal(before)
    })

    it('a sort code starting 00 is refused the same way', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}`, { direct_debit: { ...REFUSED, account_number: '12345678', sort_code: '001122' } })
      expect(a.status).to.equal(422)
    })

    it('good bank details are stored by a plain update', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}`, { direct_debit: { ...REFUSED, account_number: '12345678' } })
      expect(a.status, a.text).to.equal(200)
      expect(decodeWith(Proposal, a.body).direct_debit?.account_number).to.equal('12345678')
    })
  })
})
