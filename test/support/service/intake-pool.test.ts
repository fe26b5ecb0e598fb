import { expect } from 'chai'
import { IntakePool } from '../../../src/support/service/intake-pool'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'

const body = (): Uint8Array => {
  const { trail } = storedSample('purchase.json')
  return new TextEncoder().encode(JSON.stringify({ trail: buildTrail(trail.events, { ...trail, redact: true }, trail.conversation) }))
}

describe('support service: the intake’s worker thread', function () {
  this.timeout(30_000)

  it('checks a body off the main thread and answers the verdict', async () => {
    const pool = new IntakePool(4)
    try {
      const verdict = await pool.check(body())
      expect(verdict).to.include({ ok: true, session: storedSample('purchase.json').trail.session })
      const refused = await pool.check(new TextEncoder().encode('{"trail":{},"x":1}'))
      expect(refused).to.deep.include({ ok: false })
    } finally {
      await pool.close()
    }
  })

  it("answers 'busy' at once when the queue is full, and serves the next body once there is room", async () => {
    const pool = new IntakePool(1)
    try {
      const first = pool.check(body())
      expect(await pool.check(body())).to.equal('busy')
      expect(await first).to.include({ ok: true })
      expect(await pool.check(body())).to.include({ ok: true })
    } finally {
      await pool.close()
    }
  })

  it("answers 'failed' for the bodies a dying worker held, and a new worker serves the next", async () => {
    const pool = new IntakePool(4)
    try {
      await pool.check(body())
      const held = pool.check(body())
      await (pool as unknown as { thread: { worker: { terminate: () => Promise<number> } } }).thread.worker.terminate()
      expect(await held).to.equal('failed')
      expect(await pool.check(body())).to.include({ ok: true })
    } finally {
      await pool.close()
    }
  })
})
