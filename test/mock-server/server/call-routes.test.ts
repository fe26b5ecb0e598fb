import { expect } from 'chai'
import { CALLS, CALL_NAMES, routeOf } from '../../../src/domain/calls'
import type { TestClient } from './client'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

/** A path of the call's route with each parameter given a value (a uuid no proposal has, a list the catalogue holds). */
const samplePath = (route: string): string => route.replace(':uuid', 'no-such-proposal').replace(':ListName', 'cover_type')

describe('mock server over HTTP: every call of the table is served at its route', () => {
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(tempStoreFile('call-routes'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  it('derives each route from the path the client sends, parameters named and the query left out', () => {
    expect(routeOf(CALLS.confirm)).to.equal('/api/proposal/:uuid/confirm')
    expect(routeOf(CALLS.getList)).to.equal('/api/list/insurer.:ListName')
    expect(routeOf(CALLS.lookupAddress)).to.equal('/api/address')
    expect(CALLS.getList.path('cover_type')).to.equal(samplePath(routeOf(CALLS.getList)))
    expect(CALLS.generatePortalLink.path('no-such-proposal')).to.equal(samplePath(routeOf(CALLS.generatePortalLink)))
  })

  for (const name of CALL_NAMES) {
    const call = CALLS[name]
    it(`answers ${name} (${call.method} ${routeOf(call)}) with that call's handler, never 'No call'`, async () => {
      const path = samplePath(routeOf(call))
      const a = call.method === 'GET' ? await client.get(path) : await client.post(path, {})
      expect(JSON.stringify(a.body)).not.to.contain('No call ')
      expect(a.status, JSON.stringify(a.body)).to.be.oneOf([200, 201, 204, 400, 404, 422])
    })
  }

  it('answers a method the table does not give a path with No call (the route is the table’s, not any method’s)', async () => {
    const a = await client.post('/json/status', {})
    expect(a.status).to.equal(404)
    expect(JSON.stringify(a.body)).to.contain('No call POST /json/status')
  })
})
