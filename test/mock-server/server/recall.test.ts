import { expect } from 'chai'
import { ErrorBody, Proposal } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

const NOT_FOUND_MESSAGE = 'No quote matches those details.'

/** Recall attempts one client may make in the window before it is refused. */
const RECALL_LIMIT = 10

describe('mock server over HTTP: POST /api/proposal/recall', () => {
  const storeFile = tempStoreFile('recall')
  let server: RunningServer
  let client: TestClient
  let quoted: Proposal
  let reference: string

  before(async () => {
    const setup = await startServer(storeFile)
    const c = setup.client()
    quoted = await createQuoted(c)
    reference = quoted.quote?.reference ?? ''
    // The rider chose an extra, so the recalled proposal must carry the choice.
    const a = await c.post(`/api/proposal/${quoted.uuid}/addons`, { addons: [{ code: 'BLE' }] })
    expect(a.status).to.equal(200)
    await setup.close()
  })

  // The attempt limit is per server process: every test starts its own over the same store.
  beforeEach(async () => {
    server = await startServer(storeFile)
    client = server.client()
  })
  afterEach(() => server.close())
  after(() => removeStoreFolder(storeFile))

  const recall = (body: Record<string, unknown>) => client.post('/api/proposal/recall', body)

  it('finds the quote by reference, postcode and date of birth and answers the proposal', async () => {
    const a = await recall({ reference, postcode: 'LS6 2AB', dob: '1984-07-19' })
    expect(a.status).to.equal(200)
    const p = decodeWith(Proposal, a.body)
    expect(p.uuid).to.equal(quoted.uuid)
    expect(p.quote?.reference).to.equal(reference)
    expect(p.risk).to.deep.equal(quoted.risk)
  })

  it('matches the postcode with or without its space, in any case, with surrounding spaces', async () => {
    for (const postcode of ['LS62AB', 'ls6 2ab', ' ls62Ab ']) {
      const a = await recall({ reference, postcode, dob: '1984-07-19' })
      expect(a.status, postcode).to.equal(200)
      expect(decodeWith(Proposal, a.body).uuid, postcode).to.equal(quoted.uuid)
    }
  })

  it('answers the extras in the order of quote.addons, with the rider’s choices', async () => {
    const p = decodeWith(Proposal, (await recall({ reference, postcode: 'LS62AB', dob: '1984-07-19' })).body)
    expect(p.addons.map((x) => x.code)).to.deep.equal(p.quote?.addons.map((x) => x.code))
    expect(p.addons.filter((x) => x.is_selected === true).map((x) => x.code)).to.deep.equal(['BLE'])
  })

  it('recall with no match answers code not_found (wrong reference, wrong postcode, wrong date of birth)', async () => {
    const wrongReference = reference === '11111-11111-11111' ? '22222-22222-22222' : '11111-11111-11111'
    for (const body of [
      { reference: wrongReference, postcode: 'LS6 2AB', dob: '1984-07-19' },
      { reference, postcode: 'LS6 2AD', dob: '1984-07-19' },
      { reference, postcode: 'LS6 2AB', dob: '1984-07-20' },
    ]) {
      const a = await recall(body)
      expect(a.status, JSON.stringify(body)).to.equal(404)
      const e = decodeWith(ErrorBody, a.body)
      expect(e.code).to.equal('not_found')
      expect(e.message).to.equal(NOT_FOUND_MESSAGE)
    }
  })

  it('answers code not_found under the not-found scenario, even for the right details', async () => {
    const a = await client.post('/api/proposal/recall', { reference, postcode: 'LS6 2AB', dob: '1984-07-19' }, { scenario: 'not-found' })
    expect(a.status).to.equal(404)
    expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
  })

  it('answers 400 with path reference for a reference not of three groups of five digits', async () => {
    const a = await recall({ reference: '12345-1234-12345', postcode: 'LS6 2AB', dob: '1984-07-19' })
    expect(a.status).to.equal(400)
    const e = decodeWith(ErrorBody, a.body)
    expect(e.code).to.equal('invalid_request')
    expect(e.errors?.map((x) => x.path)).to.deep.equal(['reference'])
  })

  it('answers 400 with the paths of a postcode and a date of birth that are not valid', async () => {
    const a = await recall({ reference, postcode: 'NOT A POSTCODE', dob: '19/07/1984' })
    expect(a.status).to.equal(400)
    expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path).sort()).to.deep.equal(['dob', 'postcode'])
  })

  it('accepts the deep link’s page-level request object in options.request', async () => {
    const a = await recall({ reference, postcode: 'LS6 2AB', dob: '1984-07-19', options: { request: { source: 'email', n: [1, 2] } } })
    expect(a.status).to.equal(200)
  })

  it(`answers the ${RECALL_LIMIT + 1}th attempt within the window with 429 and Retry-After, right details or not`, async () => {
    for (let i = 0; i < RECALL_LIMIT; i++) {
      const a = await recall({ reference, postcode: 'LS6 2AB', dob: i % 2 === 0 ? '1984-07-19' : '1990-01-01' })
      expect(a.status, `attempt ${i + 1}`).to.be.oneOf([200, 404])
    }
    const a = await recall({ reference, postcode: 'LS6 2AB', dob: '1984-07-19' })
    expect(a.status).to.equal(429)
    expect(decodeWith(ErrorBody, a.body).code).to.equal('too_many_requests')
    const retry = Number(a.headers.get('retry-after'))
    expect(retry).to.be.within(1, 15 * 60)
  })
})
