import { expect } from 'chai'
import { applyMiddleware, legacy_createStore as createStore, type Action, type Middleware } from 'redux'
import { gateCommands } from '../../sagas/root'
import type { Command, CommandType } from '../../src/domain/commands'
import { command } from '../../src/domain/commands'
import { event } from '../../src/domain/events'
import { createAppStore } from '../../src/app/store'
import { fakeDeps } from './fake-deps'

/** Code that loads when the test says so, per command type; a type not named is loaded from the start. */
const code = (loading: readonly CommandType[]) => {
  const loaded = new Set<CommandType>()
  const waiting = new Map<CommandType, { resolve: () => void; reject: (e: Error) => void; promise: Promise<void> }>()
  for (const type of loading) {
    let resolve = () => undefined as void
    let reject: (e: Error) => void = () => undefined
    const promise = new Promise<void>((res, rej) => {
      resolve = () => {
        loaded.add(type)
        res()
      }
      reject = rej
    })
    waiting.set(type, { resolve, reject, promise })
  }
  return {
    readyNow: ({ type }: Command) => !waiting.has(type) || loaded.has(type),
    readyFor: ({ type }: Command) => waiting.get(type)?.promise ?? Promise.resolve(),
    arrive: (type: CommandType) => waiting.get(type)?.resolve(),
    fail: (type: CommandType) => waiting.get(type)?.reject(new Error('offline')),
  }
}

/** A store that notes every action reaching the middleware after the gate, in order. */
const gated = (c: ReturnType<typeof code>) => {
  const passed: string[] = []
  const note: Middleware = () => (next) => (a) => {
    const type = (a as Action).type
    if (!type.startsWith('@@')) passed.push(type)
    return next(a)
  }
  const store = createStore((s: number | undefined) => s ?? 0, applyMiddleware(gateCommands(c), note))
  return { store, passed }
}

const flush = () => new Promise((r) => setImmediate(r))

describe('the command gate (a command reaches the sagas once its flow can run at once)', () => {
  it('passes a command whose code is loaded at once, and events always at once', () => {
    const { store, passed } = gated(code([]))
    store.dispatch(command('lists/LoadList', { name: 'person_title' }))
    store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
    expect(passed).to.deep.equal(['lists/LoadList', 'proposal/KeeperAnswered'])
  })

  describe('when a command comes before its code has loaded', () => {
    it('holds it while events pass, and passes it once the code is there: the log then records it where its flow begins', async () => {
      const c = code(['quote/Requote'])
      const { store, passed } = gated(c)
      store.dispatch(command('quote/Requote', { via: 'panel' }))
      store.dispatch(event('proposal/VoluntaryExcessChosen', { excess: 500 }))
      await flush()
      expect(passed).to.deep.equal(['proposal/VoluntaryExcessChosen'])
      c.arrive('quote/Requote')
      await flush()
      expect(passed).to.deep.equal(['proposal/VoluntaryExcessChosen', 'quote/Requote'])
    })

    it('keeps the commands in the order they came: one whose code is loaded waits behind a held one', async () => {
      const c = code(['form/SubmitStep'])
      const { store, passed } = gated(c)
      store.dispatch(command('form/SubmitStep', { step: 1 }))
      store.dispatch(command('lists/LoadList', { name: 'person_title' }))
      await flush()
      expect(passed).to.deep.equal([])
      c.arrive('form/SubmitStep')
      await flush()
      expect(passed).to.deep.equal(['form/SubmitStep', 'lists/LoadList'])
    })

    it('passes the command on all the same when its code cannot be loaded, so its flow meets the failure', async () => {
      const c = code(['quote/Requote'])
      const { store, passed } = gated(c)
      store.dispatch(command('quote/Requote', { via: 'panel' }))
      c.fail('quote/Requote')
      await flush()
      expect(passed).to.deep.equal(['quote/Requote'])
    })
  })

  it("lets a new quote's form open at once: step 1 needs no later section, so the first page loads none (the store's own gate)", () => {
    const { store, log } = createAppStore(fakeDeps({}).deps)
    store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null }))
    expect(log.all().map((e) => e.type)).to.deep.equal(['journey/FormOpened'])
  })
})
