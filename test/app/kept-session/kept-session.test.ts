import { expect } from 'chai'
import fc from 'fast-check'
import { generateTrail } from '../../../bench/generate-trail'
import { replay } from '../../../reducers/root'
import { DEVELOPMENT_KEEPING } from '../../../src/app/dev-session/start-development'
import { withSnapshot } from '../../../src/app/kept-session/kept-form'
import { openKeptSession, RESTORE_MEASURE, type KeepingEnvironment, type KeepingSettings } from '../../../src/app/kept-session/kept-session'
import { RIDER_KEEPING } from '../../../src/app/kept-session/rider-keeping'
import { startKeptStore } from '../../../src/app/kept-session/start-kept'
import type { AppStore } from '../../../src/app/store'
import { command } from '../../../src/domain/commands'
import { event } from '../../../src/domain/events'
import { serverProposal, UUID } from '../../reducers/samples'
import { fakeDeps, ok } from '../../sagas/fake-deps'

/** Where a development build keeps the tab's session (docs/developing.md names it). */
const DEV_SESSION_KEY = 'ridecover.dev-session'

const flush = () => new Promise((r) => setTimeout(r, 0))

/**
 * A tab's sessionStorage (refusing a value longer than `quota` characters, as a full storage does), an address
 * bar that records replacements, and the build the page runs.
 */
const tab = (opts: { path?: string; reloaded?: boolean; build?: string; quota?: number; items?: Map<string, string> } = {}) => {
  const items = opts.items ?? new Map<string, string>()
  const replaced: string[] = []
  const env: KeepingEnvironment = {
    ...(opts.build === undefined ? {} : { build: opts.build }),
    storage: {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => {
        if (opts.quota !== undefined && v.length > opts.quota) throw new Error('QuotaExceededError')
        items.set(k, v)
      },
      removeItem: (k) => void items.delete(k),
    },
    now: () => '2026-11-24T09:00:00.000Z',
    location: { path: opts.path ?? '/get-a-quote', reloaded: opts.reloaded ?? true, replace: (p) => void replaced.push(p) },
  }
  return { env, items, replaced }
}

/** What main.tsx does: open the tab's session, build the store on it, keep it (a development build's settings unless told). */
const start = (env: KeepingEnvironment, settings: KeepingSettings = DEVELOPMENT_KEEPING, deps = fakeDeps({}).deps) => {
  const { app, kept } = startKeptStore(deps, settings, { env })
  return { dev: kept, app }
}

const openDevSession = (env: KeepingEnvironment) => openKeptSession(env, DEVELOPMENT_KEEPING)

/** A rider halfway through the form: section 1 done, on section 2 with two answers given. */
const fillHalfway = (app: AppStore) => {
  app.store.dispatch(event('journey/Navigated', { path: '/get-a-quote' }))
  app.store.dispatch(event('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
  app.store.dispatch(event('journey/StepCompleted', { step: 1 as never }))
  app.store.dispatch(event('proposal/CoverTypeChosen', { coverType: 'TPO' }))
  app.store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
}

describe('the kept session: a development build (keep your place)', () => {
  it('keeps the log in the tab after each event, unredacted, as a trail of this session', async () => {
    const { env, items } = tab()
    const { app } = start(env)
    fillHalfway(app)
    await flush()
    const kept = JSON.parse(items.get(DEV_SESSION_KEY) ?? 'null') as { session: string; redacted: boolean; events: { type: string }[] }
    expect(kept.session).to.equal(app.log.session)
    expect(kept.redacted).to.equal(false)
    expect(kept.events.map((e) => e.type)).to.deep.equal(app.log.all().map((e) => e.type))
  })

  it('replays the kept log on the next start: the same session, step and answers, and the log continues it', async () => {
    const { env } = tab()
    const first = start(env).app
    fillHalfway(first)
    await flush()
    const { dev, app } = start(env)
    expect(dev.notice).to.equal(null)
    expect(app.log.session).to.equal(first.log.session)
    expect(app.store.getState()).to.deep.equal(first.store.getState())
    expect(app.store.getState().journey.step).to.equal(2)
    expect(app.store.getState().proposal.risk.vehicle.cover_type).to.equal('TPO')
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    expect(app.log.all().map((e) => e.meta.seq)).to.deep.equal([1, 2, 3, 4, 5, 6])
  })

  it('does not let the remounted page re-open the form at its first step or log the same route again', async () => {
    const { env } = tab()
    fillHalfway(start(env).app)
    await flush()
    const { app } = start(env)
    const logged = app.log.all().length
    // What the page's mount issues after a reload (twice under StrictMode).
    for (let i = 0; i < 2; i++) {
      app.store.dispatch(event('journey/Navigated', { path: '/get-a-quote' }))
      app.store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null }))
    }
    await flush()
    expect(app.store.getState().journey.step).to.equal(2)
    expect(app.log.all()).to.have.length(logged)
  })

  it('lets the rider re-open the form once they have done anything after the restore', async () => {
    const { env } = tab()
    fillHalfway(start(env).app)
    await flush()
    const { app } = start(env)
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    app.store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null }))
    await flush()
    expect(app.log.all().at(-1)?.type).to.equal('journey/FormOpened')
    expect(app.store.getState().journey.step).to.equal(1)
  })

  it('passes a different opening or route straight through', async () => {
    const { env } = tab()
    fillHalfway(start(env).app)
    await flush()
    const { app } = start(env)
    app.store.dispatch(event('journey/Navigated', { path: '/faqs' }))
    expect(app.store.getState().journey.path).to.equal('/faqs')
  })

  it("puts the kept step in the form's address on a reload, and leaves any other address alone", async () => {
    const kept = tab()
    const first = start(kept.env).app
    first.store.dispatch(event('journey/Navigated', { path: '/get-a-quote' }))
    first.store.dispatch(event('journey/StepCompleted', { step: 1 }))
    await flush()
    // The address had not caught up with Continue; it had, but the log's route had not; another screen; a typed address.
    const behind = tab({ path: '/get-a-quote', reloaded: true })
    const ahead = tab({ path: '/get-a-quote?step=2', reloaded: true })
    const elsewhere = tab({ path: '/quote/recall', reloaded: true })
    const typed = tab({ path: '/get-a-quote', reloaded: false })
    for (const t of [behind, ahead, elsewhere, typed]) {
      t.items.set(DEV_SESSION_KEY, kept.items.get(DEV_SESSION_KEY) ?? '')
      openDevSession(t.env)
    }
    expect(behind.replaced).to.deep.equal(['/get-a-quote?step=2'])
    expect(ahead.replaced).to.deep.equal([])
    expect(elsewhere.replaced).to.deep.equal([])
    expect(typed.replaced).to.deep.equal([])
  })

  it('takes down a loading overlay whose request died with the page', async () => {
    const { env } = tab()
    const first = start(env).app
    first.store.dispatch(event('journey/LoadingStarted', { title: 'Calculating', text: null }))
    await flush()
    const { app } = start(env)
    expect(app.store.getState().journey.loading).to.equal(null)
    expect(app.log.all().at(-1)?.type).to.equal('journey/LoadingFinished')
  })

  describe('when the kept log no longer decodes under the current codecs', () => {
    const keptWith = (mutate: (events: Record<string, unknown>[]) => void) => async () => {
      const t = tab()
      fillHalfway(start(t.env).app)
      await flush()
      const trail = JSON.parse(t.items.get(DEV_SESSION_KEY) ?? '{}') as { events: Record<string, unknown>[] }
      mutate(trail.events)
      t.items.set(DEV_SESSION_KEY, JSON.stringify(trail))
      return t
    }

    it('says so once, names the first bad event, and starts afresh', async () => {
      const t = await keptWith((events) => void ((events[3] as { payload: unknown }).payload = { coverType: 'FULL' }))()
      const { dev, app } = start(t.env)
      expect(dev.notice).to.match(/^The session kept in this tab no longer fits the current code \(it does not decode: event 3: payload\.coverType/)
      expect(dev.notice).to.match(/so the app has started afresh\.$/)
      expect(app.log.all()).to.have.length(0)
      expect(app.store.getState().journey.step).to.equal(1)
      expect(t.items.has(DEV_SESSION_KEY)).to.equal(false)
      expect(openDevSession(t.env).notice).to.equal(null)
    })

    it('refuses an event type the code no longer has', async () => {
      const t = await keptWith((events) => void ((events[0] as { type: string }).type = 'journey/Gone'))()
      expect(openDevSession(t.env).notice).to.match(/event 0: type: unknown event type "journey\/Gone"/)
    })

    it('refuses text that is not JSON', () => {
      const t = tab()
      t.items.set(DEV_SESSION_KEY, '{"format":')
      expect(openDevSession(t.env).notice).to.match(/it does not decode: not JSON/)
    })
  })

  it('keeps nothing more after Start afresh', async () => {
    const { env, items } = tab()
    const { dev, app } = start(env)
    fillHalfway(app)
    await flush()
    dev.clear()
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    await flush()
    expect(items.has(DEV_SESSION_KEY)).to.equal(false)
  })

  describe('when the environment writes after the page is drawn', () => {
    /** A tab whose writes wait for a paint the test gives, and that the test can hide or leave. */
    const paintedTab = () => {
      const t = tab()
      const painted: (() => void)[] = []
      const leaving: (() => void)[] = []
      const env: KeepingEnvironment = {
        ...t.env,
        afterPaint: (write) => void painted.push(write),
        onLeave: (flush) => void leaving.push(flush),
      }
      const paint = (): void => {
        for (const write of painted.splice(0)) write()
      }
      const leave = (): void => {
        for (const flush of leaving) flush()
      }
      return { env, items: t.items, paint, leave, painted }
    }
    const keptTypes = (items: Map<string, string>): string[] =>
      (JSON.parse(items.get(DEV_SESSION_KEY) ?? '{"events":[]}') as { events: { type: string }[] }).events.map((e) => e.type)

    it('writes the events of an answer once, after the paint, not before', async () => {
      const { env, items, paint, painted } = paintedTab()
      const { app } = start(env)
      fillHalfway(app)
      await flush()
      expect(items.has(DEV_SESSION_KEY), 'nothing is written before the paint').to.equal(false)
      expect(painted, 'one write waits for the events of one task').to.have.length(1)
      paint()
      expect(keptTypes(items)).to.deep.equal(app.log.all().map((e) => e.type))
    })

    it('writes at once when the page is hidden or left before the paint, and a later paint writes nothing more', async () => {
      const { env, items, paint, leave } = paintedTab()
      const { app } = start(env)
      fillHalfway(app)
      leave()
      expect(keptTypes(items)).to.deep.equal(app.log.all().map((e) => e.type))
      items.delete(DEV_SESSION_KEY)
      paint()
      expect(items.has(DEV_SESSION_KEY), 'the paint finds nothing waiting').to.equal(false)
    })

    it('writes nothing as the page is left after Start afresh', () => {
      const { env, items, leave } = paintedTab()
      const { dev, app } = start(env)
      fillHalfway(app)
      dev.clear()
      leave()
      expect(items.has(DEV_SESSION_KEY)).to.equal(false)
    })
  })

  it('starts afresh, keeping nothing, when the storage cannot be used', async () => {
    const broken: KeepingEnvironment = {
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => undefined,
      },
      now: () => '2026-11-24T09:00:00.000Z',
    }
    const warn = console.warn
    const warned: unknown[] = []
    console.warn = (...args: unknown[]) => void warned.push(args)
    try {
      const { dev, app } = start(broken)
      fillHalfway(app)
      await flush()
      expect(dev.notice).to.equal(null)
      expect(app.store.getState().journey.step).to.equal(2)
      expect(warned).to.have.length.greaterThan(0)
    } finally {
      console.warn = warn
    }
  })
})

describe("the kept session: a rider's tab (the quote in hand)", () => {
  const RIDER_KEY = 'ridecover.session'
  const rider = (env: KeepingEnvironment) => start(env, RIDER_KEEPING)
  const keptTypes = (items: Map<string, string>): string[] =>
    (JSON.parse(items.get(RIDER_KEY) ?? '{"events":[]}') as { events: { type: string }[] }).events.map((e) => e.type)

  it('keeps the answers under its own key and brings them back on the next start', async () => {
    const { env, items } = tab()
    const first = rider(env).app
    fillHalfway(first)
    await flush()
    expect(items.has('ridecover.dev-session')).to.equal(false)
    const { app } = rider(env)
    expect(app.store.getState()).to.deep.equal(first.store.getState())
  })

  it('forgets every answer once the policy is bought: the next start shows an empty proposal', async () => {
    const { env, items } = tab()
    const { app } = rider(env)
    fillHalfway(app)
    app.store.dispatch(event('quote/QuoteAccepted', { proposal: serverProposal() as never }))
    app.store.dispatch(event('journey/Navigated', { path: `/quote/thankyou?uuid=${UUID}` }))
    await flush()
    expect(keptTypes(items)).to.deep.equal(['journey/Navigated'])
    const again = rider(env).app.store.getState()
    expect(again.proposal.risk.vehicle.cover_type).to.equal(undefined)
    expect(again.proposal.uuid ?? null).to.equal(null)
  })

  it('forgets every answer when the session expires (419)', async () => {
    const { env, items } = tab()
    const { app } = rider(env)
    fillHalfway(app)
    app.store.dispatch(event('journey/RequestFailed', { call: 'getList', error: { kind: 'session-expired', status: 419, url: '/api/list' } as never }))
    await flush()
    expect(keptTypes(items)).to.deep.equal([])
  })

  it('keeps a new quote from its opening: what came before is gone, what follows is kept and numbered afresh', async () => {
    const { env, items } = tab()
    const { app } = rider(env)
    fillHalfway(app)
    app.store.dispatch(event('proposal/ProposalCreated', { proposal: serverProposal() as never }))
    app.store.dispatch(event('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    await flush()
    expect(keptTypes(items)).to.deep.equal(['journey/FormOpened', 'proposal/KeeperAnswered'])
    const again = rider(env).app
    expect(again.store.getState().proposal).to.deep.equal(app.store.getState().proposal)
    expect(again.log.all().map((e) => e.meta.seq)).to.deep.equal([1, 2])
  })

  it("asks the server again for an edited quote on a reload, once, and the edits not yet sent stay (the form stays on its step)", async () => {
    const { env } = tab({ path: `/quote/edit?uuid=${UUID}` })
    const { app } = rider(env)
    app.store.dispatch(event('journey/Navigated', { path: `/quote/edit?uuid=${UUID}&step=3` }))
    app.store.dispatch(event('journey/FormOpened', { mode: 'edit', uuid: UUID, step: 3 }))
    app.store.dispatch(event('proposal/ProposalLoaded', { proposal: serverProposal() as never, via: 'edit' }))
    app.store.dispatch(event('proposal/CoverTypeChosen', { coverType: 'TPO' }))
    await flush()
    // The server's proposal has changed elsewhere since: paid monthly now.
    const { deps, calls } = fakeDeps({ getProposal: () => ok(serverProposal((p) => void (p.is_pay_monthly = true)) as never) })
    const { app: again } = start(env, RIDER_KEEPING, deps)
    // What the page's mount issues after a reload (twice under StrictMode).
    for (let i = 0; i < 2; i++) again.store.dispatch(command('form/OpenForm', { mode: 'edit', uuid: UUID, step: 3, source: null }))
    await flush()
    expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
    expect(again.log.all().at(-1)?.type).to.equal('proposal/ProposalLoaded')
    expect(again.store.getState().proposal.risk.vehicle.cover_type).to.equal('TPO')
    expect(again.store.getState().proposal.is_pay_monthly).to.equal(true)
    expect(again.store.getState().journey.step).to.equal(3)
  })

  it("opens the step its address names when the page comes back on an earlier step's history entry", async () => {
    const { env } = tab()
    const { app } = rider(env)
    fillHalfway(app)
    app.store.dispatch(event('journey/StepCompleted', { step: 2 as never }))
    await flush()
    const { app: again } = rider(env)
    again.store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: 2, source: null }))
    await flush()
    expect(again.store.getState().journey.step).to.equal(2)
    expect(again.store.getState().journey.furthestStep).to.equal(3)
    expect(again.log.all().at(-1)?.type).to.equal('journey/StepOpened')
  })

  it('starts a new quote with one plain sentence when the kept log does not decode', () => {
    const t = tab()
    t.items.set(RIDER_KEY, '{"format":')
    expect(openKeptSession(t.env, RIDER_KEEPING).notice).to.equal('We could not bring back the answers kept in this tab, so you are starting a new quote.')
    expect(t.items.has(RIDER_KEY)).to.equal(false)
  })
})

describe("the kept session: a rider's tab brought back from its snapshot", () => {
  const RIDER_KEY = 'ridecover.session'
  const SENTENCE = 'We could not bring back the answers kept in this tab, so you are starting a new quote.'
  const restoredFrom = (): unknown => (performance.getEntriesByName(RESTORE_MEASURE).at(-1) as PerformanceMeasure | undefined)?.detail

  /** The kept value's lines: header, trail, state. */
  const linesOf = (items: Map<string, string>): string[] => (items.get(RIDER_KEY) ?? '').split('\n')

  /** A rider's session: the events of a generated trail answered one by one, with purchases, expiries and new quotes among them. */
  const boundary = fc.constantFrom('purchase', 'expiry', 'new quote', 'write')
  const session = fc.record({
    seed: fc.integer({ min: 1, max: 100_000 }),
    count: fc.integer({ min: 1, max: 160 }),
    breaks: fc.array(fc.tuple(fc.nat(), boundary), { maxLength: 6 }),
  })

  const answer = async (app: AppStore, s: { seed: number; count: number; breaks: [number, string][] }): Promise<void> => {
    const events = generateTrail(s.count, s.seed).events
    const at = new Map(s.breaks.map(([i, b]) => [i % events.length, b]))
    for (let i = 0; i < events.length; i++) {
      const e = events[i]
      if (e === undefined) continue
      app.store.dispatch({ type: e.type, payload: e.payload } as never)
      const b = at.get(i)
      if (b === 'purchase') app.store.dispatch(event('quote/QuoteAccepted', { proposal: serverProposal() as never }))
      if (b === 'expiry') app.store.dispatch(event('journey/RequestFailed', { call: 'getList', error: { kind: 'session-expired', status: 419, url: '/api/list' } as never }))
      if (b === 'new quote') {
        app.store.dispatch(event('proposal/ProposalCreated', { proposal: serverProposal() as never }))
        app.store.dispatch(event('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      }
      // A write between the events (the kept part's fold then goes on from it).
      if (b !== undefined) await flush()
    }
    await flush()
  }

  it('brings back exactly the state, events and conversation that decoding and replaying the kept log gives (any generated session)', async () => {
    await fc.assert(
      fc.asyncProperty(session, async (s) => {
        const items = new Map<string, string>()
        const { app } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
        await answer(app, s)
        const fromSnapshot = openKeptSession(tab({ build: 'b1', items }).env, RIDER_KEEPING)
        expect(restoredFrom()).to.deep.equal({ events: fromSnapshot.events.length, from: 'snapshot' })
        const fromLog = openKeptSession(tab({ build: 'b2', items }).env, RIDER_KEEPING)
        expect(restoredFrom()).to.deep.equal({ events: fromLog.events.length, from: 'log' })
        expect(fromSnapshot.notice).to.equal(null)
        expect(fromSnapshot.state).to.deep.equal(fromLog.state)
        // Key for key in the same order, too.
        expect(JSON.stringify(fromSnapshot.state)).to.equal(JSON.stringify(fromLog.state))
        expect(fromSnapshot.state).to.deep.equal(replay(fromLog.events))
        expect(fromSnapshot.events).to.deep.equal(fromLog.events)
        expect(fromSnapshot.conversation).to.deep.equal(fromLog.conversation)
        expect(fromSnapshot.session).to.equal(fromLog.session)
      }),
      { numRuns: 40 },
    )
  })

  it("brings back the store's own state when nothing before the kept part was left out", async () => {
    const items = new Map<string, string>()
    const { app } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
    fillHalfway(app)
    await flush()
    expect(linesOf(items)[0]).to.match(/^ridecover\.kept\/1 /)
    const { app: again } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
    expect(restoredFrom()).to.deep.equal({ events: 5, from: 'snapshot' })
    expect(again.store.getState()).to.deep.equal(app.store.getState())
    expect(Object.isFrozen(again.store.getState().proposal.risk)).to.equal(true)
  })

  describe('when the snapshot cannot be trusted', () => {
    const kept = async () => {
      const items = new Map<string, string>()
      fillHalfway(start(tab({ build: 'b1', items }).env, RIDER_KEEPING).app)
      await flush()
      return items
    }

    it('decodes and replays the log when the snapshot was edited (the edited state is never shown)', async () => {
      const items = await kept()
      const [header, trail, state] = linesOf(items)
      items.set(RIDER_KEY, [header, trail, state?.replace('"cover_type":"TPO"', '"cover_type":"C"')].join('\n'))
      const { app } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
      expect(restoredFrom()).to.deep.equal({ events: 5, from: 'log' })
      expect(app.store.getState().proposal.risk.vehicle.cover_type).to.equal('TPO')
    })

    it('decodes and replays the log when the log was edited beside its snapshot: the state is the edited log\'s', async () => {
      const items = await kept()
      const [header, trail, state] = linesOf(items)
      items.set(RIDER_KEY, [header, trail?.replace('"coverType":"TPO"', '"coverType":"TPFT"'), state].join('\n'))
      const { app } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
      expect(restoredFrom()).to.deep.equal({ events: 5, from: 'log' })
      expect(app.store.getState().proposal.risk.vehicle.cover_type).to.equal('TPFT')
    })

    it('decodes and replays the log kept by another build, and keeps it with this build\'s snapshot from the next event', async () => {
      const items = await kept()
      const { app } = start(tab({ build: 'b2', items }).env, RIDER_KEEPING)
      expect(restoredFrom()).to.deep.equal({ events: 5, from: 'log' })
      app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
      await flush()
      const again = openKeptSession(tab({ build: 'b2', items }).env, RIDER_KEEPING)
      expect(restoredFrom()).to.deep.equal({ events: 6, from: 'snapshot' })
      expect(again.state).to.deep.equal(app.store.getState())
    })

    it('starts a new quote with the one sentence when the log beside a snapshot of another build no longer decodes', async () => {
      const items = await kept()
      const [, trail, state] = linesOf(items)
      items.set(RIDER_KEY, withSnapshot('b0', trail?.replace('"coverType":"TPO"', '"coverType":"FULL"') ?? '', state ?? ''))
      const { dev: session, app } = start(tab({ build: 'b1', items }).env, RIDER_KEEPING)
      expect(session.notice).to.equal(SENTENCE)
      expect(app.log.all()).to.have.length(0)
      expect(items.has(RIDER_KEY)).to.equal(false)
    })

    it('starts a new quote with the one sentence when a value marked as kept with a snapshot is cut short', () => {
      const items = new Map([[RIDER_KEY, 'ridecover.kept/1 {"build":"b1","check":"00"}\n{"format":"ridecover.tr']])
      expect(openKeptSession(tab({ build: 'b1', items }).env, RIDER_KEEPING).notice).to.equal(SENTENCE)
    })
  })
})

describe('the kept session: the conversation (commands and calls) is kept with the events', () => {
  const RIDER_KEY = 'ridecover.session'
  const OPTIONS = [{ value: 'Mr', name: 'Mr' }]
  const lists = () => fakeDeps({ getList: (() => ok({ options: OPTIONS })) as never }).deps
  const keptTrail = (items: Map<string, string>) => {
    const text = items.get(RIDER_KEY) ?? ''
    return JSON.parse(text.startsWith('{') ? text : (text.split('\n')[1] ?? '')) as { events: unknown[]; conversation: { kind: string; after?: number; seq?: number; name?: string; call?: number }[] }
  }

  for (const build of ['b1', undefined]) {
    it(`brings back the commands, inputs and calls made before a reload, and goes on from them (${build === undefined ? 'decoded from the log' : 'from the snapshot'})`, async () => {
      const items = new Map<string, string>()
      const { app } = start(tab({ items, ...(build === undefined ? {} : { build }) }).env, RIDER_KEEPING, lists())
      fillHalfway(app)
      app.store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
      await flush()
      const before = JSON.parse(JSON.stringify(app.log.conversation())) as unknown[]
      expect(before.map((e) => (e as { kind: string }).kind)).to.include.members(['input', 'command', 'call'])
      const { app: again } = start(tab({ items, ...(build === undefined ? {} : { build }) }).env, RIDER_KEEPING, lists())
      // The new page's start follows what was kept.
      expect(again.log.conversation().slice(0, -1)).to.deep.equal(before)
      expect(again.log.conversation().at(-1)).to.deep.include({ kind: 'start', after: 6 })
      again.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
      expect(again.log.conversation().at(-1)).to.deep.equal({ kind: 'input', seq: 7 })
    })
  }

  it("keeps a development build's conversation too", async () => {
    const { env, items } = tab()
    const { app } = start(env, DEVELOPMENT_KEEPING, lists())
    app.store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
    await flush()
    const { app: again } = start(env, DEVELOPMENT_KEEPING, lists())
    expect(again.log.conversation().map((e) => e.kind)).to.deep.equal(['start', 'command', 'call', 'answer', 'start'])
    expect(items.has('ridecover.dev-session')).to.equal(true)
  })

  it('keeps the conversation of the kept part only, counted from its start as its events are (a new quote)', async () => {
    const { env, items } = tab({ build: 'b1' })
    const { app } = start(env, RIDER_KEEPING, lists())
    fillHalfway(app)
    // A list asked for and answered before the new quote: its call and answer are left out together.
    app.store.dispatch(command('lists/LoadList', { name: 'person_title' }))
    await flush()
    app.store.dispatch(event('proposal/ProposalCreated', { proposal: serverProposal() as never }))
    app.store.dispatch(event('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
    app.store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
    await flush()
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    await flush()
    const trail = keptTrail(items)
    expect(trail.events).to.have.length(3)
    expect(trail.conversation).to.deep.include.members([{ kind: 'input', seq: 1 }, { kind: 'input', seq: 3 }])
    expect(trail.conversation.filter((e) => e.kind === 'call').map((e) => [e.name, e.after])).to.deep.equal([['getList', 1]])
    expect(trail.conversation.filter((e) => e.kind === 'answer')).to.deep.equal([{ kind: 'answer', call: 0, after: 1 }])
    const again = openKeptSession(tab({ build: 'b2', items: new Map(items) }).env, RIDER_KEEPING)
    expect(again.notice).to.equal(null)
    expect(again.conversation).to.have.length(trail.conversation.length)
  })

  it('keeps the answers and leaves the conversation out when only the conversation no longer decodes', async () => {
    const { env, items } = tab()
    const { app } = start(env, RIDER_KEEPING, lists())
    fillHalfway(app)
    app.store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
    await flush()
    const trail = keptTrail(items)
    items.set(RIDER_KEY, JSON.stringify({ ...trail, conversation: [...trail.conversation, { kind: 'call', name: 'noSuchCall' }] }))
    const { dev: kept, app: again } = start(env, RIDER_KEEPING, lists())
    expect(kept.notice).to.equal(null)
    expect(again.log.all()).to.have.length(trail.events.length)
    expect(again.log.conversation().map((e) => e.kind)).to.deep.equal(['start'])
  })

  it('when the storage is full keeps the log without its conversation, then the bare log; a write that still fails leaves the app running', async () => {
    const quota = { chars: Infinity }
    const items = new Map<string, string>()
    const env: KeepingEnvironment = {
      ...tab({ build: 'b1', items }).env,
      storage: {
        getItem: (k) => items.get(k) ?? null,
        setItem: (k, v) => {
          if (v.length > quota.chars) throw new Error('QuotaExceededError')
          items.set(k, v)
        },
        removeItem: (k) => void items.delete(k),
      },
    }
    const { app } = start(env, RIDER_KEEPING, lists())
    fillHalfway(app)
    // A long conversation beside few events: commands for a list already loaded make no call and no event.
    for (let i = 0; i < 100; i++) app.store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
    await flush()
    const full = items.get(RIDER_KEY) ?? ''
    expect(keptTrail(items).conversation.length).to.be.greaterThan(100)

    quota.chars = full.length
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: false }))
    await flush()
    const withoutConversation = items.get(RIDER_KEY) ?? ''
    expect(withoutConversation).to.match(/^ridecover\.kept\/1 /)
    expect(keptTrail(items).events).to.have.length(7)
    expect(keptTrail(items).conversation).to.deep.equal([])

    quota.chars = withoutConversation.length
    app.store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
    await flush()
    expect(items.get(RIDER_KEY)?.startsWith('{')).to.equal(true)
    expect(keptTrail(items).events).to.have.length(8)

    const warn = console.warn
    const warned: unknown[] = []
    console.warn = (...args: unknown[]) => void warned.push(args)
    try {
      quota.chars = 10
      app.store.dispatch(event('proposal/CoverTypeChosen', { coverType: 'C' }))
      await flush()
      expect(app.store.getState().proposal.risk.vehicle.cover_type).to.equal('C')
      expect(keptTrail(items).events).to.have.length(8)
      expect(warned).to.have.length(1)
    } finally {
      console.warn = warn
    }
  })
})
