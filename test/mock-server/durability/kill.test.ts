import { expect } from 'chai'
import { openSession } from '../session-cookies'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StoreState } from '../../../mock-server/store/proposal-store'

const ROOT = join(import.meta.dirname, '..', '..', '..')

const startServer = (store: string): Promise<{ child: ChildProcess; base: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'mock-server', 'main.ts')], {
      env: { ...process.env, PORT: '0', MOCK_STORE: store, MOCK_SCENARIO: '', MOCK_CREATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /on http:\/\/localhost:(\d+)/.exec(out)
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` })
    })
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)))
  })

describe('the store when the server is killed mid-write', () => {
  it('keeps every acknowledged proposal and stays a valid store', async function () {
    this.timeout(60_000)
    const dir = mkdtempSync(join(tmpdir(), 'kill-'))
    const store = join(dir, 'store.json')
    const { child, base } = await startServer(store)
    const { cookie, token } = await openSession(base)
    const acknowledged: string[] = []
    let stop = false
    const writer = async (): Promise<void> => {
      while (!stop) {
        try {
          const r = await fetch(`${base}/api/proposal`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
            body: JSON.stringify({ risk: { vehicle: { cover_type: 'C' }, total_mileage: acknowledged.length } }),
          })
          if (r.status !== 201) return
          const body = (await r.json()) as { uuid: string }
          acknowledged.push(body.uuid)
        } catch {
          return
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    const exited = new Promise((r) => child.once('exit', r))
    await new Promise((r) => setTimeout(r, 1500))
    child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    await exited
    expect(acknowledged.length).to.be.greaterThan(10)
    const decoded = StoreState.decode(JSON.parse(readFileSync(store, 'utf8')))
    expect(decoded._tag).to.equal('Right')
    if (decoded._tag === 'Right') {
      const stored = new Set<string>(decoded.right.proposals.map((p) => p.uuid))
      for (const uuid of acknowledged) expect(stored.has(uuid), uuid).to.equal(true)
    }
    const restarted = await startServer(store)
    try {
      const again = await fetch(`${restarted.base}/api/proposal/${acknowledged[0] ?? ''}`)
      expect(again.status).to.equal(200)
    } finally {
      restarted.child.kill('SIGKILL')
    }
  })
})
