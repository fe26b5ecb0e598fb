import { expect } from 'chai'
import { CookieJar } from '../session-cookies'
import type { Server } from 'node:http'
import { mkdtempSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMockServer } from '../../../mock-server/app'
import { startRecorder } from '../../../mock-server/record'
import { loadRecording } from '../../../mock-server/recorded-fixtures'
import { createLogger } from '../../../src/operations/logger'

const listen = (s: { listen: (port: number, cb: () => void) => Server }): Promise<{ server: Server; base: string }> =>
  new Promise((resolve) => {
    const server = s.listen(0, () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  })

/** A tiny client that keeps the session cookies and echoes the CSRF token. */
const client = (base: string) => {
  const jar = new CookieJar()
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: jar.header(), 'X-XSRF-TOKEN': jar.token() },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    jar.take(r)
    return { status: r.status, json: (await r.json()) as unknown }
  }
  return call
}

describe('record mode', () => {
  const closers: Server[] = []
  after(() => closers.forEach((s) => s.close()))

  it('records answers from another backend through a proxy, redacted, and a second server replays them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'record-'))
    const upstream = createMockServer({ storeFile: join(dir, 'upstream.json'), logger: createLogger({ level: 'silent' }) })
    const up = await listen(upstream.app)
    closers.push(up.server)
    const recorder = await startRecorder({ base: up.base, port: 0, fixturesDir: join(dir, 'recorded'), log: () => undefined })
    closers.push(recorder)
    const recBase = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`
    const viaRecorder = client(recBase)

    const lists = await viaRecorder('GET', '/api/list')
    const bike = await viaRecorder('POST', '/api/vehicle/registration', { registration: 'yh19 kxt' })
    const byQuery = await viaRecorder('GET', '/api/vehicle?registration=MA21DKV')
    const addresses = await viaRecorder('GET', '/api/address?postcode=LS62AB')
    const makes = await viaRecorder('POST', '/api/vehicle', {})
    expect([lists.status, bike.status, byQuery.status, addresses.status, makes.status]).to.deep.equal([200, 200, 200, 200, 200])

    const recording = loadRecording(join(dir, 'recorded'))
    expect(recording.lists.length).to.be.greaterThan(20)
    expect(Object.keys(recording.registrations).sort()).to.deep.equal(['MA21DKV', 'YH19KXT'])
    expect(recording.manualSearches).to.have.length(1)
    const text = readFileSync(join(dir, 'recorded', 'recording.json'), 'utf8')
    const realLine = (addresses.json as { line_1: string }[])[0]?.line_1 ?? ''
    expect(realLine).not.to.equal('')
    expect(text, 'address lines are personal data and are redacted').not.to.include(realLine)

    // A second server with an empty catalogue for this registration replays what was recorded.
    const replaying = createMockServer({ storeFile: join(dir, 'replay.json'), recordingDir: join(dir, 'recorded'), logger: createLogger({ level: 'silent' }) })
    const rep = await listen(replaying.app)
    closers.push(rep.server)
    const viaReplay = client(rep.base)
    await viaReplay('GET', '/json/status')
    expect((await viaReplay('POST', '/api/vehicle/registration', { registration: 'YH19KXT' })).json).to.deep.equal(bike.json)
    expect((await viaReplay('GET', '/api/vehicle?registration=ma21 dkv')).json).to.deep.equal(byQuery.json)
    expect((await viaReplay('POST', '/api/vehicle', {})).json).to.deep.equal(makes.json)
    const replayedAddresses = (await viaReplay('GET', '/api/address?postcode=LS6%202AB')).json as { line_1: string }[]
    expect(replayedAddresses.map((a) => a.line_1).every((l) => l === 'Redacted')).to.equal(true)
  })
})
