import { expect } from 'chai'
import { ErrorBody, Proposal, type ProposalInput } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createQuoted } from './proposal-calls'
import { startServer, tempStoreFile, validProposalStartingToday, removeStoreFolder, type RunningServer } from './running-server'

/*
 * The mock insurer takes only the extras the rider is shown (the domain's isAddonVisible, as the client's
 * Addons screen uses it): BHL needs comprehensive cover, BPA comprehensive cover and a proposer over 18.
 */
describe('mock server over HTTP: POST /api/proposal/{uuid}/addons takes only the extras shown to the rider', () => {
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(tempStoreFile('addons-visibility'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  const tpft = (): ProposalInput => {
    const p = validProposalStartingToday()
    return { ...p, risk: { ...p.risk, voluntary_excess: 0, vehicle: { ...p.risk.vehicle, cover_type: 'TPFT' } } } as ProposalInput
  }

  it('refuses BHL and BPA under third party, fire and theft cover (400, by path), and takes BLE and a tier', async () => {
    const q = await createQuoted(client, tpft())
    const refused = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }, { code: 'BHL' }, { code: 'BPA' }] })
    expect(refused.status).to.equal(400)
    expect(decodeWith(ErrorBody, refused.body).errors?.map((e) => e.path)).to.deep.equal(['addons[1].code', 'addons[2].code'])
    const taken = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }, { code: 'B3' }] })
    expect(taken.status).to.equal(200)
    expect(decodeWith(Proposal, taken.body).addons.filter((a) => a.is_selected === true).map((a) => a.code)).to.deep.equal(['BLE', 'B3'])
  })

  it('takes BHL and BPA under comprehensive cover for a proposer over 18', async () => {
    const q = await createQuoted(client)
    const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BPA' }, { code: 'BHL' }] })
    expect(a.status).to.equal(200)
  })
})
