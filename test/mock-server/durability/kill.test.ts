import { expect } from 'chai'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StoreState } from '../../../mock-server/store/proposal-store'
import { bundleServer, startBundledServer } from '../../support/service/server-bundle'
import { openSession } from '../session-cookies'

// The server bundled once (shared with the support service's kill test): a process starts in a fraction of tsx's time.
before(async function () {
  this.timeout(60_000)
  await bundleServer()
})
const ROUNDS = 20
const PARALLEL_WRITES = 200

/** Starts `npm run mock` on a free port over `store`; resolves once it listens, rejects with its output if it exits first. */
const startServer = (store: string) => startBundledServer(store)

const tempsBeside = (store: string): string[] => readdirSync(join(store, '..')).filter((n) => n.endsWith('.tmp'))

describe('the store when the server is killed mid-write', () => {
  it(`${ROUNDS} rounds of ${PARALLEL_WRITES} parallel writes then kill -9: every acknowledged write is on disk, the store decodes, no temporary file is left after a restart`, async function () {
    this.timeout(300_000)
    const dir = mkdtempSync(join(tmpdir(), 'kill-'))
    const store = join(dir, 'store.json')
    const acknowledged: string[] = []
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { child, base } = await startServer(store)
        expect(tempsBeside(store), `round ${round}: temporary files after the restart`).to.deep.equal([])
        const { cookie, token } = await openSession(base)
        const exited = new Promise((r) => child.once('exit', r))
        let acks = 0
        // Kill once a share of the writes is answered (a different share each round), the rest still in flight.
        const killAt = 20 + ((round * 37) % 150)
        const write = async (i: number): Promise<void> => {
          try {
            const r = await fetch(`${base}/api/proposal`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
              body: JSON.stringify({ risk: { vehicle: { cover_type: 'C' }, total_mileage: round * 1000 + i } }),
            })
            if (r.status !== 201) return
            acknowledged.push(((await r.json()) as { uuid: string }).uuid)
            if (++acks === killAt) child.kill('SIGKILL')
          } catch {
            // The server died under this request: it was never acknowledged.
          }
        }
        await Promise.all(Array.from({ length: PARALLEL_WRITES }, (_, i) => write(i)))
        if (child.exitCode === null) child.kill('SIGKILL')
        await exited
        const decoded = StoreState.decode(JSON.parse(readFileSync(store, 'utf8')))
        expect(decoded._tag, `round ${round}: the store decodes`).to.equal('Right')
        if (decoded._tag === 'Right') {
          const stored = new Set<string>(decoded.right.proposals.map((p) => p.uuid))
          const lost = acknowledged.filter((u) => !stored.has(u))
          expect(lost, `round ${round}: acknowledged writes lost`).to.deep.equal([])
        }
      }
      expect(acknowledged.length).to.be.greaterThan(ROUNDS * 20)
      const last = await startServer(store)
      try {
        expect(tempsBeside(store)).to.deep.equal([])
        const again = await fetch(`${last.base}/api/proposal/${acknowledged[0] ?? ''}`)
        expect(again.status).to.equal(200)
      } finally {
        last.child.kill('SIGKILL')
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('one server per store (the lock file)', () => {
  it('a second server process on the same store refuses to start with a clear message, and starts once the first is gone', async function () {
    this.timeout(60_000)
    const dir = mkdtempSync(join(tmpdir(), 'lock-'))
    const store = join(dir, 'store.json')
    try {
      const first = await startServer(store)
      try {
        const second = await startServer(store).then(
          (s) => {
            s.child.kill('SIGKILL')
            return 'started'
          },
          (e: Error) => e.message,
        )
        expect(second).to.match(/exited early \(1\)/)
        expect(second).to.include(`The store ${store} is in use by another mock server (process ${first.child.pid})`)
      } finally {
        const exited = new Promise((r) => first.child.once('exit', r))
        first.child.kill('SIGKILL')
        await exited
      }
      // The killed server's lock is stale: a new server takes it over.
      expect(existsSync(`${store}.lock`)).to.equal(true)
      const third = await startServer(store)
      third.child.kill('SIGKILL')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a stale temporary file of a killed writer is removed when the server starts', async function () {
    this.timeout(30_000)
    const dir = mkdtempSync(join(tmpdir(), 'orphan-'))
    const store = join(dir, 'store.json')
    try {
      writeFileSync(`${store}.99999.1.tmp`, '{"half":')
      const s = await startServer(store)
      s.child.kill('SIGKILL')
      expect(tempsBeside(store)).to.deep.equal([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the store on a fresh checkout', () => {
  it("starts on a store whose folder does not exist yet (data/ is not committed): the folder is made and a write lands in it", async function () {
    this.timeout(30_000)
    const dir = mkdtempSync(join(tmpdir(), 'fresh-'))
    const store = join(dir, 'data', 'store.json')
    try {
      const { child, base } = await startServer(store)
      const exited = new Promise((r) => child.once('exit', r))
      try {
        const { cookie, token } = await openSession(base)
        const r = await fetch(`${base}/api/proposal`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ risk: { vehicle: { cover_type: 'C' } } }),
        })
        expect(r.status).to.equal(201)
        const { uuid } = (await r.json()) as { uuid: string }
        expect(existsSync(store)).to.equal(true)
        expect(readFileSync(store, 'utf8')).to.contain(uuid)
      } finally {
        child.kill('SIGTERM')
        await exited
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
