import { expect } from 'chai'
import { StatusAnswer } from '../../../src/domain/codecs'
import { decodeWith } from './client'
import { removeStoreFolder, startServer, tempStoreFile } from './running-server'

describe("mock server: the replay panel's flag (GET /json/status features)", () => {
  for (const [on, label] of [
    [false, 'is off unless the server is started with it'],
    [true, 'is on when the server is started with REPLAY_PANEL=on (replayPanel)'],
  ] as const) {
    it(label, async () => {
      const server = await startServer(tempStoreFile('replay-flag'), on ? { replayPanel: true } : {})
      try {
        const a = await server.client().get('/json/status')
        expect(a.status).to.equal(200)
        expect(decodeWith(StatusAnswer, a.body).features?.replay_panel).to.equal(on)
      } finally {
        await server.close()
        removeStoreFolder(server.storeFile)
      }
    })
  }
})
