import { expect } from 'chai'
import { loadCode, type CodeEnvironment } from '../../src/api/code-loading'

/** A browser as loadCode sees it: online or not, a clock, the tab's note and the reloads made. */
const fakeBrowser = (opts: { online?: boolean; now?: number; lastReload?: number | null; storageRefused?: boolean } = {}) => {
  const state = { online: opts.online ?? true, note: opts.lastReload ?? null, reloads: 0, goOnline: (): void => undefined }
  const env: CodeEnvironment = {
    online: () => state.online,
    whenOnline: () =>
      new Promise<void>((resolve) => {
        state.goOnline = () => {
          state.online = true
          resolve()
        }
      }),
    now: () => opts.now ?? 1_000_000_000,
    lastReload: () => state.note,
    noteReload: (at) => {
      if (opts.storageRefused !== true) state.note = at
    },
    reload: () => void state.reloads++,
  }
  return { env, state }
}

/** A load that fails `failures` times with a chunk error, then gives the module. */
const flaky = (failures: number) => {
  let calls = 0
  return {
    load: () => (++calls <= failures ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ ok: true })),
    calls: () => calls,
  }
}

const settled = async (p: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> => {
  let s: 'pending' | 'resolved' | 'rejected' = 'pending'
  p.then(
    () => (s = 'resolved'),
    () => (s = 'rejected'),
  )
  for (let i = 0; i < 5; i++) await Promise.resolve()
  await new Promise((r) => setTimeout(r, 5))
  return s
}

describe('api: loading a bundle of code (loadCode)', () => {
  it('gives the module when it loads, making no reload', async () => {
    const { env, state } = fakeBrowser()
    expect(await loadCode(flaky(0).load, env)).to.deep.equal({ ok: true })
    expect(state.reloads).to.equal(0)
  })

  describe('when the bundle cannot be had online (a new build replaced it)', () => {
    it('notes the time in the tab and reloads the page once, never settling (the page is going)', async () => {
      const { env, state } = fakeBrowser({ now: 5_000_000 })
      const p = loadCode(flaky(1).load, env)
      expect(await settled(p)).to.equal('pending')
      expect(state.reloads).to.equal(1)
      expect(state.note).to.equal(5_000_000)
    })

    it('fails with the load’s error when it is missing again within five minutes of that reload (a fault of the build)', async () => {
      const { env, state } = fakeBrowser({ now: 5_000_000, lastReload: 5_000_000 - 4 * 60_000 })
      let error: unknown
      await loadCode(flaky(1).load, env).catch((e: unknown) => (error = e))
      expect(String(error)).to.contain('Failed to fetch dynamically imported module')
      expect(state.reloads).to.equal(0)
    })

    it('reloads again once the last reload is more than five minutes old (another new build)', async () => {
      const { env, state } = fakeBrowser({ now: 5_000_000, lastReload: 5_000_000 - 5 * 60_000 })
      expect(await settled(loadCode(flaky(1).load, env))).to.equal('pending')
      expect(state.reloads).to.equal(1)
    })

    it('fails instead of reloading when the tab cannot note the reload, so it can never reload in a loop', async () => {
      const { env, state } = fakeBrowser({ storageRefused: true })
      expect(await settled(loadCode(flaky(1).load, env))).to.equal('rejected')
      expect(state.reloads).to.equal(0)
    })
  })

  it('offline, waits for the connection and tries again, with no reload', async () => {
    const { env, state } = fakeBrowser({ online: false })
    const load = flaky(1)
    const p = loadCode(load.load, env)
    expect(await settled(p)).to.equal('pending')
    expect(load.calls()).to.equal(1)
    state.goOnline()
    expect(await p).to.deep.equal({ ok: true })
    expect(load.calls()).to.equal(2)
    expect(state.reloads).to.equal(0)
  })

  it('outside a browser passes the failure on as it is', async () => {
    let error: unknown
    await loadCode(flaky(1).load, null).catch((e: unknown) => (error = e))
    expect(error).to.be.instanceOf(Error)
  })
})
