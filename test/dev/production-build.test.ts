import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuilt, projectRoot } from '../browser/built-app'

describe('the production build', function () {
  // Builds dist/ when it is stale, as the browser tests do (they share the build).
  this.timeout(120_000)

  it("holds none of the development session (no development key, no strip, no developer's notice), and keeps the rider's tab in sessionStorage only", async () => {
    const root = projectRoot()
    await ensureBuilt(root)
    const dir = join(root, 'dist')
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.js') || f.endsWith('.html'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n')
    expect(code).to.contain('RideCover')
    for (const marker of ['ridecover.dev-session', 'Start afresh', 'Development session', 'no longer fits the current code', 'localStorage']) {
      expect(code, marker).to.not.contain(marker)
    }
    expect(code).to.contain('ridecover.session')
  })

  it("holds none of the fault panel: no X-Mock-Scenario header, no kept faults, no panel or its chunk", async () => {
    const root = projectRoot()
    await ensureBuilt(root)
    const dir = join(root, 'dist')
    const files = readdirSync(dir).filter((f) => /\.(js|css|html)$/.test(f))
    expect(files.filter((f) => /fault-panel|FaultPanel/i.test(f)), 'a chunk of the panel').to.deep.equal([])
    const code = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n')
    for (const marker of ['X-Mock-Scenario', 'x-mock-scenario', 'ridecover.dev-faults', 'fault-panel', 'Until turned off', '419: session expired']) {
      expect(code, marker).to.not.contain(marker)
    }
  })
})
