import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { OPENAPI_PATH, openApiDocument } from '../../../src/domain/contract/openapi'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

const root = join(import.meta.dirname, '..', '..', '..')

describe('mock server over HTTP: the OpenAPI document', () => {
  const storeFile = tempStoreFile('openapi')
  let server: RunningServer

  before(async () => {
    server = await startServer(storeFile)
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  it(`GET ${OPENAPI_PATH} answers the document derived from the calls' table, revalidated on each use`, async () => {
    const a = await server.client().get(OPENAPI_PATH)
    expect(a.status).to.equal(200)
    expect(a.headers.get('content-type')).to.match(/^application\/json/)
    expect(a.headers.get('cache-control')).to.equal('no-cache')
    expect(a.body).to.deep.equal(openApiDocument().document)
  })

  it('npm run build writes the same document to dist/openapi.json (scripts/write-openapi.ts)', async function () {
    this.timeout(20_000)
    const dist = mkdtempSync(join(tmpdir(), 'ridecover-openapi-'))
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'write-openapi.ts'), dist], { cwd: root })
      expect(stderr).to.equal('')
      expect(stdout).to.contain(`${Object.keys(openApiDocument().document.paths as object).length} paths written`)
      expect(JSON.parse(readFileSync(join(dist, 'openapi.json'), 'utf8'))).to.deep.equal(openApiDocument().document)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
