import { expect } from 'chai'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeStoreFolder, startServer, tempStoreFile } from './running-server'

/** A built app's folder with the index and the replay panel's own page and script. */
const appFolder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ridecover-replay-app-'))
  mkdirSync(join(dir, 'dev-replay'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
  writeFileSync(join(dir, 'dev-replay', 'index.html'), '<!doctype html><title>replay panel</title>')
  writeFileSync(join(dir, 'dev-replay', 'panel-X.js'), 'export {}')
  return dir
}

describe("mock server: the developers' replay panel is served only when the server offers it (REPLAY_PANEL=on)", () => {
  for (const on of [false, true]) {
    it(on ? 'on: /dev/replay is the panel page and its script is served' : 'off (the default): /dev/replay is the app (its NotFound page) and the panel files answer 404', async () => {
      const dir = appFolder()
      const server = await startServer(tempStoreFile('replay-flag'), { appDir: dir, ...(on ? { replayPanel: true } : {}) })
      try {
        const page = await fetch(`${server.base}/dev/replay`)
        expect(page.status).to.equal(200)
        expect(await page.text()).to.contain(on ? '<title>replay panel</title>' : '<title>app</title>')
        const script = await fetch(`${server.base}/dev-replay/panel-X.js`)
        expect(script.status).to.equal(on ? 200 : 404)
        if (!on) expect(await script.text()).to.equal('The replay panel is not enabled on this server: start it with REPLAY_PANEL=on.')
      } finally {
        await server.close()
        removeStoreFolder(server.storeFile)
        rmSync(dir, { recursive: true, force: true })
      }
    })
  }
})
