import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { shownIn, type Shown } from '../test/fixtures/trail-corpus/shown'

/*
 * One rider's session, played by a build's own code: run with the working directory at a checkout of that build
 * (`node --import tsx <this file> <options.json> <out.json>`; scripts/record-trail-corpus.ts does it, in a
 * temporary worktree of an older commit or in this checkout). It imports nothing of the product statically:
 * every module is the build's own, loaded from the working directory at run time, so the same script drives
 * builds whose code has changed since. What it cannot find in a build it leaves out (a build before the price
 * page has no requote panel, extras or payment; before the kept session nothing is kept).
 *
 * The build's store and sagas run against the build's own mock insurer over HTTP (an ephemeral port, a store in
 * a temporary folder), answered as the UI answers (the events and commands its screens dispatch), with the
 * build's own trail export and, where the build had one, its own kept session in a fake sessionStorage: the
 * page is reloaded in the middle of the form and loaded again when the payment provider sends the rider back,
 * each time through the build's own code reading what it kept. It writes what the build exported and kept, and
 * what the build itself showed: the state its own replay folds each file to, or its own restore brings back.
 */

interface Options {
  /** When the session starts (the clock moves 1.5 s at each reading). */
  readonly start: string
  /** The session id, where the build takes one. */
  readonly session: string
  /** How the bike is found: by its registration, or through the manual search ('Find your vehicle manually'). */
  readonly vehicle: 'registration' | 'manual'
  /** Pays monthly (Instalments and a direct debit) where the build had it, else in full. */
  readonly monthly: boolean
}

/** One kept value as the build left it in sessionStorage. */
interface KeptCapture {
  readonly key: string
  readonly value: string
  /** When: the reload in the middle of the form, or the provider sending the rider back. */
  readonly moment: 'reload' | 'return'
  readonly settings: 'rider' | 'development'
  readonly shown: Shown
}

interface TrailCapture {
  readonly text: string
  readonly redacted: boolean
  readonly shown: Shown
  /** The build's own conversation replay of this file: null (matches), a line saying where it parted, or 'none' without one. */
  readonly ownReplay: string | null
}

type Fn = (...args: never[]) => unknown
type Module = Readonly<Record<string, unknown>>

const ROOT = process.cwd()
const has = (path: string): boolean => existsSync(join(ROOT, path))
const source = (path: string): string => (has(path) ? readFileSync(join(ROOT, path), 'utf8') : '')
const load = (path: string): Promise<Module> => import(pathToFileURL(join(ROOT, path)).href) as Promise<Module>
const fn = <F extends Fn>(m: Module, name: string): F => {
  const f = m[name]
  if (typeof f !== 'function') throw new Error(`the build has no function ${name}`)
  return f as F
}

interface Action {
  readonly type: string
  readonly payload?: unknown
  readonly meta?: unknown
}
interface Store {
  dispatch(action: Action): unknown
  getState(): State
}
interface Log {
  readonly session: string
  all(): readonly unknown[]
  conversation?: () => readonly unknown[]
}
interface App {
  readonly store: Store
  readonly log: Log
}
interface State {
  readonly journey: { readonly path: string | null; readonly step: number; readonly lastFailure?: unknown }
  readonly proposal: Proposal
  readonly lookups: {
    readonly address?: { readonly addresses?: readonly unknown[] }
    readonly manual: { readonly stage: string | null; readonly options: Readonly<Record<string, readonly { value: unknown }[] | undefined>>; readonly vehicles: readonly unknown[] }
  }
}
interface Proposal {
  readonly uuid?: string | null
  readonly quote?: { readonly reference?: string | null; readonly addons?: readonly { code: string }[] } | null
  readonly risk?: { readonly proposer?: { readonly email_address?: string | null } }
}

const compact = (json: string): string => JSON.stringify(JSON.parse(json))

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

const main = async (): Promise<void> => {
  const [optionsFile, outFile] = process.argv.slice(2)
  if (optionsFile === undefined || outFile === undefined) throw new Error('usage: trail-corpus-session.ts <options.json> <out.json>')
  const options = JSON.parse(readFileSync(optionsFile, 'utf8')) as Options

  // The build's own modules.
  const events = await load('src/domain/events/index.ts')
  const commands = await load('src/domain/commands.ts')
  const storeModule = await load('src/app/store.ts')
  const transportModule = await load('src/api/transport.ts')
  const clientModule = await load('src/api/client.ts')
  const mockModule = await load('mock-server/app.ts')
  const exportModule = await load('src/trail/export-trail.ts')
  const rootReducers = await load('reducers/root.ts')
  const rootSagas = await load('sagas/root.ts')
  const commandsText = source('src/domain/commands.ts')
  const hasCommand = (type: string): boolean => commandsText.includes(`'${type}'`)
  const isEventType = fn<(t: string) => boolean>(events, 'isEventType')
  const event = fn<(type: string, payload: unknown) => Action>(events, 'event')
  const command = fn<(type: string, payload: unknown) => Action>(commands, 'command')
  const flowsReadyFor = typeof rootSagas.flowsReadyFor === 'function' ? (rootSagas.flowsReadyFor as (t: string) => Promise<void>) : async () => undefined
  const replay = fn<(events: readonly unknown[]) => unknown>(rootReducers, 'replay')
  const keeping = has('src/app/kept-session/start-kept.ts') ? 'rider' : has('src/app/dev-session/dev-session.ts') ? 'development' : 'none'

  // The clock: every reading 1.5 s on; the insurer reads the same time without moving it.
  let clockMs = Date.parse(options.start)
  const now = (): string => {
    const t = new Date(clockMs).toISOString()
    clockMs += 1_500
    return t
  }
  const serverNow = (): string => new Date(clockMs).toISOString()
  let serverIds = 0
  const serverUuid = (): string => `7c0a3e52-1b4d-4f6a-9c2e-${String(++serverIds).padStart(12, '0')}`

  // The build's own mock insurer on an ephemeral port.
  const dir = mkdtempSync(join(tmpdir(), 'trail-corpus-'))
  const createMockServer = fn<(o: Record<string, unknown>) => { app: { listen(port: number, host: string, cb: () => void): { address(): AddressInfo; close(): void } } }>(mockModule, 'createMockServer')
  const mock = createMockServer({ storeFile: join(dir, 'store.json'), now: serverNow, uuid: serverUuid, log: () => undefined, random: () => 0 })
  const server = await new Promise<{ address(): AddressInfo; close(): void }>((resolve) => {
    const s = mock.app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const base = `http://127.0.0.1:${server.address().port}`

  // fetch with the browser's cookie jar; requests in flight are counted, so a wait knows when answers are in.
  const jar = new Map<string, string>()
  const cookies = (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  let inflight = 0
  let fetched = 0
  const browserFetch = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> => {
    inflight += 1
    try {
      const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, { ...init, headers: { ...init.headers, cookie: cookies() } })
      for (const c of res.headers.getSetCookie()) {
        const kv = c.split(';')[0] ?? ''
        const eq = kv.indexOf('=')
        if (eq > 0) jar.set(kv.slice(0, eq).trim(), kv.slice(eq + 1).trim())
      }
      const text = await res.text()
      return new Response(res.status === 204 || res.status === 304 ? null : text, { status: res.status, headers: res.headers })
    } finally {
      inflight -= 1
      fetched += 1
    }
  }
  const createTransport = fn<(o: Record<string, unknown>) => unknown>(transportModule, 'createTransport')
  const createApiClient = fn<(t: unknown) => unknown>(clientModule, 'createApiClient')
  const api = createApiClient(createTransport({ fetch: browserFetch, baseUrl: base, readCookies: cookies }))

  /** What the session did, in the order it did it (the manifest's description of each file). */
  const story: string[] = []
  let ids = 0
  let current: App | null = null
  const deps = {
    api,
    clock: { now },
    ids: { uuid: () => (ids++ === 0 ? options.session : `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`) },
    // The router records a move itself, as an event the UI dispatches.
    navigate: (path: string) => queueMicrotask(() => current?.store.dispatch(event('journey/Navigated', { path }))),
    log: () => undefined,
    botCheck: () => Promise.resolve('ok.trail-corpus'),
    deviceFingerprint: () => Promise.resolve('trail-corpus-blackbox'),
  }

  /** Waits until no request is in flight and the log and conversation have been still for a while. */
  const settle = async (): Promise<void> => {
    let last = ''
    let still = 0
    while (still < 6) {
      await sleep(4)
      const app = current
      const mark = `${inflight}/${fetched}/${app?.log.all().length ?? 0}/${app?.log.conversation?.().length ?? 0}`
      still = inflight === 0 && mark === last ? still + 1 : 0
      last = mark
    }
  }

  const app = (): App => {
    if (current === null) throw new Error('no page')
    return current
  }
  const state = (): State => app().store.getState()
  const answer = (type: string, payload: unknown): void => {
    if (!isEventType(type)) throw new Error(`the build has no event ${type}`)
    app().store.dispatch(event(type, payload))
  }
  const answerIfKnown = (type: string, payload: unknown): void => {
    if (isEventType(type)) app().store.dispatch(event(type, payload))
  }
  // Where each step of the form is a history entry, the address follows a move between steps (`?step=3`), and
  // the router records the move.
  const stepHistory = source('src/screens/quote-form/QuoteFormScreen.tsx').includes('useStepHistory')
  const followStep = async (before: number): Promise<void> => {
    const { step, path } = state().journey
    if (!stepHistory || step === before || path === null) return
    const url = new URL(path, 'http://tab.invalid')
    if (url.pathname !== '/get-a-quote' && url.pathname !== '/quote/edit') return
    url.searchParams.set('step', String(step))
    answer('journey/Navigated', { path: `${url.pathname}${url.search}` })
    await settle()
  }
  const send = async (type: string, payload: unknown): Promise<void> => {
    if (!hasCommand(type)) throw new Error(`the build has no command ${type}`)
    await flowsReadyFor(type)
    const before = state().journey.step
    app().store.dispatch(command(type, payload))
    await settle()
    await followStep(before)
    const failure = state().journey.lastFailure
    if (failure !== null && failure !== undefined) process.stderr.write(`after ${type}: last failure ${JSON.stringify(failure)}\n`)
  }
  const person = (field: string, value: unknown): void => answer('proposal/PersonAnswered', { who: 'proposer', field, value })
  const detail = (field: string, value: unknown): void => answer('proposal/DetailAnswered', { field, value })
  const loadLists = async (...names: string[]): Promise<void> => {
    for (const name of names) await send('lists/LoadList', { name })
  }

  /** The id the build gives the question labelled `label` in a module of its records; null where it has none. */
  const questionId = async (path: string, label: string): Promise<string | null> => {
    if (!has(path)) return null
    const seen = new Set<unknown>()
    const find = (o: unknown): string | null => {
      if (typeof o !== 'object' || o === null || seen.has(o)) return null
      seen.add(o)
      const r = o as Record<string, unknown>
      if (r.label === label && typeof r.id === 'string') return r.id
      for (const v of Object.values(r)) {
        const id = find(v)
        if (id !== null) return id
      }
      return null
    }
    return find(await load(path))
  }
  /** The build's own wording of message `name`; null where it has none. */
  const message = async (name: string): Promise<string | null> => {
    const path = 'src/domain/validation/messages.ts'
    if (!has(path)) return null
    for (const v of Object.values(await load(path))) {
      const m = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[name] : undefined
      if (typeof m === 'string') return m
    }
    return null
  }

  // The tab's storage, and the build's own way of keeping the session in it.
  const storage = new Map<string, string>()
  const tabStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  }
  const BUILD = `trail-corpus:${options.session}`
  const kept: KeptCapture[] = []
  let devKeeper: { attach(a: App): void } | null = null

  /** A page load at `path` (a reload, or a load by following a link), through the build's own start. */
  const loadPage = async (path: string, reloaded: boolean): Promise<void> => {
    const location = { path, reloaded, replace: () => undefined }
    if (keeping === 'none') {
      current = fn<(d: unknown, s: string) => App>(storeModule, 'createAppStore')(deps, options.session)
    } else if (keeping === 'development') {
      const dev = await load('src/app/dev-session/dev-session.ts')
      const opened = fn<(env: unknown) => { session: string | undefined; events: readonly unknown[]; middleware: unknown; notice: string | null; attach(a: App): void }>(dev, 'openDevSession')({
        storage: tabStorage,
        now,
        location,
      })
      if (opened.notice !== null) throw new Error(`the build refused its own kept session: ${opened.notice}`)
      current = fn<(d: unknown, s: string | undefined, o: unknown) => App>(storeModule, 'createAppStore')(deps, opened.session, {
        events: opened.events,
        middleware: [opened.middleware],
      })
      opened.attach(current)
    } else {
      const start = await load('src/app/kept-session/start-kept.ts')
      const riderKeeping = (await load('src/app/kept-session/rider-keeping.ts')).RIDER_KEEPING
      const env = { storage: tabStorage, build: BUILD, now, location }
      const started = fn<(d: unknown, s: unknown, o: unknown) => { app: App; kept: { notice: string | null } }>(start, 'startKeptStore')(deps, riderKeeping, { env })
      if (started.kept.notice !== null) throw new Error(`the build refused its own kept session: ${started.kept.notice}`)
      current = started.app
      // A development build keeps the same session under its own key: its keeper watches the first page's log.
      if (devKeeper === null && storage.size === 0) {
        const keptSession = await load('src/app/kept-session/kept-session.ts')
        const development = (await load('src/app/dev-session/start-development.tsx')).DEVELOPMENT_KEEPING
        devKeeper = fn<(env: unknown, s: unknown) => { attach(a: App): void }>(keptSession, 'openKeptSession')({ storage: tabStorage, now, location }, development)
        devKeeper.attach(current)
      }
    }
    await settle()
  }

  /** What the build itself brings back from `value` under `key`, before the page's mount re-issues anything. */
  const restoredFrom = async (key: string, value: string, settings: 'rider' | 'development'): Promise<Shown> => {
    const one = new Map([[key, value]])
    const env = {
      storage: { getItem: (k: string) => one.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined },
      build: BUILD,
      now: () => options.start,
    }
    if (keeping === 'development') {
      const dev = await load('src/app/dev-session/dev-session.ts')
      const opened = fn<(env: unknown) => { events: readonly unknown[]; notice: string | null }>(dev, 'openDevSession')(env)
      if (opened.notice !== null) throw new Error(opened.notice)
      return shownIn(replay(opened.events))
    }
    const keptSession = await load('src/app/kept-session/kept-session.ts')
    const keepingSettings =
      settings === 'rider' ? (await load('src/app/kept-session/rider-keeping.ts')).RIDER_KEEPING : (await load('src/app/dev-session/start-development.tsx')).DEVELOPMENT_KEEPING
    const opened = fn<(env: unknown, s: unknown) => { state: unknown; notice: string | null }>(keptSession, 'openKeptSession')(settings === 'rider' ? env : { ...env, build: undefined }, keepingSettings)
    if (opened.notice !== null) throw new Error(opened.notice)
    return shownIn(opened.state)
  }

  /** Takes what the tab holds now under `keys` (every key when none are named), each value as the build left it. */
  const capture = async (moment: KeptCapture['moment'], keys: readonly string[] = [...storage.keys()]): Promise<void> => {
    await settle()
    for (const key of keys) {
      const value = storage.get(key)
      if (value === undefined) throw new Error(`nothing kept under ${key}`)
      const settings = key === 'ridecover.session' ? 'rider' : 'development'
      kept.push({ key, value, moment, settings, shown: await restoredFrom(key, value, settings) })
    }
  }

  /** The page's mount after a load: the router's route, and the form's opening as its address says. */
  const mountForm = (path: string, times: number): void => {
    const url = new URL(path, base)
    const step = url.searchParams.get('step')
    for (let i = 0; i < times; i++) {
      app().store.dispatch(event('journey/Navigated', { path }))
      app().store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: step === null ? null : Number(step), source: null }))
    }
  }

  // First page: /get-a-quote.
  await loadPage('/get-a-quote', false)
  answer('journey/Navigated', { path: '/get-a-quote' })
  await send('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null })
  await loadLists('person_title_gender')
  // Section 1: About You. A date of birth that is no date is refused (where the build judged typed text), then
  // corrected; Continue with a question unanswered is refused, then answered.
  story.push('section 1 with a date of birth refused then corrected, and Continue refused once')
  person('name.title', 'Mrs')
  person('name.forenames', 'Eleanor')
  person('name.surname', "O'Hara-Whitfield")
  const dobQuestion = await questionId('src/form/sections/about-you.ts', 'Date of birth')
  const invalidDate = await message('invalidDate')
  if (isEventType('journey/AnswerRefused') && dobQuestion !== null && invalidDate !== null) answer('journey/AnswerRefused', { question: dobQuestion, message: invalidDate })
  person('date_of_birth', '1984-07-19')
  if (isEventType('journey/RefusedAnswerCleared') && dobQuestion !== null) answer('journey/RefusedAnswerCleared', { question: dobQuestion })
  detail('email_address', 'eleanor.ohara@example.co.uk')
  detail('userfields.has_email_consent', true)
  await send('form/SubmitStep', { step: 1 })
  if (state().journey.step !== 1) throw new Error('Continue was not refused with a question unanswered')
  person('has_insurance_refused', false)
  await send('form/SubmitStep', { step: 1 })
  // Section 2: About Your Bike.
  story.push(`section 2 with the bike found ${options.vehicle === 'registration' ? 'by its registration' : 'through the manual search'}, a modification and a claim`)
  await loadLists('vehicle_alarm')
  if (options.vehicle === 'registration') {
    answer('proposal/RegistrationKnownAnswered', { known: true })
    await send('vehicle/LookupRegistration', { registration: 'YH19 KXT' })
  } else {
    // No to the registration question opens the manual search, which starts as it is shown; each choice loads the next list.
    answer('proposal/RegistrationKnownAnswered', { known: false })
    await send('vehicle/StartManualSearch', {})
    for (let stage = state().lookups.manual.stage; stage !== null && stage !== 'confirm'; stage = state().lookups.manual.stage) {
      const offered = state().lookups.manual.options[stage] ?? []
      // A Triumph, of a year before the bike was bought (2021).
      const years = offered.filter((o) => typeof o.value === 'number' || /^\d{4}$/.test(String(o.value)))
      const choice = offered.find((o) => o.value === 'TRIUMPH') ?? years.find((o) => Number(o.value) <= 2020) ?? offered[0]
      if (choice === undefined) throw new Error(`the manual search offers no ${stage}`)
      await send('vehicle/ChooseManualValue', { field: stage, value: choice.value })
    }
    if (state().lookups.manual.vehicles.length === 0) throw new Error('the manual search found no bike')
    await send('vehicle/ConfirmManualVehicle', { index: 0 })
  }
  detail('vehicle.value', 8500)
  answer('proposal/PurchasedAnswered', { isPurchased: true })
  detail('vehicle.purchased.date_purchased', '2021-03-14')
  answer('proposal/KeeperAnswered', { keeper: true })
  answer('proposal/SecurityFeatureAnswered', { feature: 'alarm', has: true })
  detail('vehicle.alarm', 'DATATAG')
  answer('proposal/SecurityFeatureAnswered', { feature: 'immobiliser', has: true })
  detail('vehicle.immobiliser', 'FACTORY')
  answer('proposal/SecurityFeatureAnswered', { feature: 'tracker', has: false })
  detail('vehicle.is_exclude_pillion_riders', false)
  answer('proposal/ImportedAnswered', { imported: false })
  detail('vehicle.has_side_car', false)
  answer('proposal/ModificationsAnswered', { has: true })
  answer('proposal/ModificationAdded', { modification: { type: 'EXHAUST', description: 'Arrow slip-on silencer' } })
  answer('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: 'F' })
  person('licence.date', '2008-05-02')
  answer('proposal/ClaimsAnswered', { who: 'proposer', has: true })
  answer('proposal/ClaimAdded', {
    who: 'proposer',
    claim: {
      description: 'ACC',
      date: '2024-02-10',
      has_own_damage_cost: true,
      own_damage_cost: 1200,
      has_third_party_cost: false,
      third_party_cost: null,
      is_ncb_prejudiced: false,
      is_personal_injury: false,
      is_under_policyholders_cover: true,
    },
  })
  answer('proposal/ConvictionsAnswered', { who: 'proposer', has: false })
  await send('proposal/AnswerMedicalCondition', { who: 'proposer', has: false })
  answer('proposal/MotoringOrganisationAnswered', { who: 'proposer', has: true })
  person('motoring_organisation', 'IAM')
  person('has_access_to_other_vehicles', true)
  person('access_to_other_vehicles', 'OWNCAR')
  person('number_of_other_vehicles', 1)
  detail('vehicle.kept_location', 'GARAGE')
  answer('proposal/KeptAtHomeAnswered', { atHome: true })
  answer('proposal/ClassOfUseChosen', { classOfUse: 'SDPC' })
  detail('total_mileage', 4000)
  await send('form/SubmitStep', { step: 2 })
  // Section 3: Your Details, half answered.
  story.push('section 3 half answered')
  await loadLists('person_marital_status')
  person('marital_status', 'M')
  answer('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: true })
  answer('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' })

  // The rider reloads the page: the build brings back what it kept, and the page mounts again (twice: StrictMode).
  const reloadedStep = state().journey.step
  if (keeping !== 'none') {
    story.push(`a reload on step ${reloadedStep}, brought back by the build's ${keeping === 'rider' ? "rider's tab" : 'development'} kept session`)
    await capture('reload')
    const address = state().journey.path ?? '/get-a-quote'
    await loadPage(address, true)
    if (state().journey.step !== reloadedStep) throw new Error(`the build's own reload lost the step: ${state().journey.step} for ${reloadedStep}`)
    mountForm(address, 2)
    await settle()
  }

  person('full_time_occupation.role', 'A01')
  person('full_time_occupation.industry', '186')
  answer('proposal/SecondOccupationAnswered', { who: 'proposer', has: false })
  detail('duqs.education_level', 'DEGREE')
  detail('phone_numbers.mobile', '07700900123')
  person('has_non_rta_conviction', false)
  // A postcode the address search finds nothing for, then the rider's own.
  story.push('the rest of section 3 with an address search that finds nothing, then one that finds the address')
  for (const postcode of ['ZE2 9XX', 'LS6 2AB']) {
    answerIfKnown('lookup/AddressPostcodeTyped', { postcode })
    await send('address/LookupAddress', { postcode })
  }
  const found = (state().lookups.address?.addresses ?? []) as readonly unknown[]
  const address = found[1] ?? found[0]
  if (address === undefined) throw new Error(`no address found: ${JSON.stringify(state().lookups.address)}`)
  answer('proposal/AddressChosen', { address })
  await send('form/SubmitStep', { step: 3 })
  // Section 4: Cover Details.
  story.push('sections 4 and 5, Submit: the quote')
  const startDate = new Date(Date.parse(options.start) + 5 * 86_400_000).toISOString().slice(0, 10)
  answer('proposal/StartDateChosen', { startDate })
  answer('proposal/CoverTypeChosen', { coverType: 'C' })
  answer('proposal/VoluntaryExcessChosen', { excess: 250 })
  answer('proposal/PreviousInsuranceAnswered', { has: true })
  answer('proposal/NcdYearsEntered', { years: 4 })
  detail('previous_insurance.ncd.is_protected', false)
  answer('proposal/PaymentFrequencyChosen', { monthly: false })
  await send('form/SubmitStep', { step: 4 })
  // Section 5: Additional Riders, and Submit: the quote.
  answer('proposal/AdditionalRidersAnswered', { has: false })
  answer('proposal/ThirdPartyAuthorityAnswered', { has: false })
  await send('form/SubmitStep', { step: 5 })
  const uuid = state().proposal.uuid
  if (typeof uuid !== 'string' || state().proposal.quote?.reference == null) throw new Error(`no quote: ${JSON.stringify(state().journey)}`)

  if (hasCommand('quote/Requote')) {
    story.push(
      `the price page${options.monthly ? ' switched to monthly' : ''} with a higher excess and Confirm & requote; the extras (legal protection added); the summary's confirmations${options.monthly ? '; Instalments with a direct debit' : ''}; the payment page, the card paid at the provider`,
    )
    // The price page: monthly or in full, a higher excess, Confirm & requote, then on to the extras.
    if (options.monthly) answer('proposal/PaymentFrequencyChosen', { monthly: true })
    answer('proposal/VoluntaryExcessChosen', { excess: 500 })
    await send('quote/Requote', { via: 'panel' })
    await send('quote/ContinueFromPrice', {})
    for (const addon of state().proposal.quote?.addons ?? []) answer('proposal/AddonDecided', { code: addon.code, selected: addon.code === 'BLE' })
    await send('addons/LeaveAddons', { to: 'Summary' })
    // The summary: details confirmed, auto-renewal, the declarations.
    answer('journey/EmailConfirmationEntered', { value: state().proposal.risk?.proposer?.email_address ?? '' })
    detail('consent_to_auto_renew', true)
    for (const declaration of ['honest', 'excesses', 'terms', 'self_service']) answer('journey/DeclarationAnswered', { declaration, ticked: true })
    await send('summary/Continue', {})
    if (options.monthly) {
      // Instalments: the rider holds the account; the direct debit is set up, then the deposit is paid by card.
      answer('proposal/AccountHolderAnswered', { isProposer: true })
      detail('direct_debit.account_name', "Eleanor O'Hara-Whitfield")
      detail('direct_debit.account_number', '31926819')
      detail('direct_debit.sort_code', '601613')
      await send('instalments/Continue', {})
    }
    await send('payment/OpenPayment', { uuid })
    const paymentUrl = (state().journey as { paymentUrl?: string | null }).paymentUrl
    if (typeof paymentUrl !== 'string') throw new Error(`no payment page: ${JSON.stringify(state().journey)}`)
    // The card is paid on the provider's page, which sends the whole tab to the thank-you page.
    const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
    const paid = await browserFetch(paymentUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ name: 'E OHARA-WHITFIELD', card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }),
    })
    const redirect = ((await paid.json()) as { redirect?: string }).redirect
    if (redirect === undefined || !redirect.includes('thank')) throw new Error(`the payment was not taken: ${paid.status} ${redirect ?? ''}`)
    const thankYou = redirect.replace(/^https?:\/\/[^/]+/, '')
    // Only the page's own keeper still writes (a development build's keeper watched the first page only).
    if (keeping !== 'none') await capture('return', [keeping === 'rider' ? 'ridecover.session' : 'ridecover.dev-session'])
    story.push(`the provider's return to the thank-you page, a new page load${keeping === 'none' ? '' : ' brought back by the kept session'}: the device check, the policy accepted`)
    await loadPage(thankYou, false)
    answer('journey/Navigated', { path: thankYou })
    await send('payment/CompletePurchase', { uuid })
  } else {
    story.push('before the price page: the quote edited to a higher excess and quoted again')
    // Before the price page: the quote is changed through the edit form (a higher excess), and quoted again.
    answer('journey/Navigated', { path: `/quote/edit?uuid=${uuid}` })
    await send('form/OpenForm', { mode: 'edit', uuid, step: null, source: null })
    await send('form/GoToStep', { step: 4 })
    answer('proposal/VoluntaryExcessChosen', { excess: 500 })
    await send('form/SubmitStep', { step: 4 })
    await send('form/SubmitStep', { step: 5 })
  }
  await settle()

  // The build's own exports: the footer's download (redacted) and a developer's full export of their own session.
  const exportTrail = fn<(events: readonly unknown[], o: unknown, c?: readonly unknown[]) => string>(exportModule, 'exportTrail')
  const log = app().log
  const createdAt = now()
  const trails: TrailCapture[] = []
  const ownReplay = await ownConversationReplay()
  for (const redact of [false, true]) {
    // The export's own text, without its indentation (the same document, as the send to support posts it).
    const text = compact(exportTrail(log.all(), { session: log.session, appVersion: '0.1.0', createdAt, redact }, ...(log.conversation === undefined ? [] : [log.conversation()])))
    const doc = JSON.parse(text) as { events: readonly unknown[] }
    trails.push({ text, redacted: redact, shown: shownIn(replay(doc.events)), ownReplay: await ownReplay(doc) })
  }
  const live = shownIn(state())
  const full = trails[0]
  if (full !== undefined && JSON.stringify(full.shown) !== JSON.stringify(live)) {
    throw new Error(`the build's own replay differs from its live state: ${JSON.stringify(full.shown)} vs ${JSON.stringify(live)}`)
  }
  writeFileSync(outFile, JSON.stringify({ keeping, story, trails, kept }, null, 1))
  server.close()
  rmSync(dir, { recursive: true, force: true })
  process.exit(0)

  /** The build's own conversation replay (where it had one), to tell a divergence of the recording from one of a later build. */
  async function ownConversationReplay(): Promise<(doc: unknown) => Promise<string | null>> {
    const path = ['src/app/conversation-replay.ts', 'src/trail/conversation-replay.ts'].find(has)
    const decodePath = ['src/domain/trail/decode-trail.ts', 'src/trail/decode-trail.ts'].find(has)
    if (path === undefined || decodePath === undefined) return () => Promise.resolve('none')
    const run = fn<(trail: unknown) => Promise<{ divergence: { kind: string; index: number; recorded: string; now: string } | null }>>(await load(path), 'replayConversation')
    const decodeTrail = fn<(doc: unknown) => { _tag: string; right?: unknown; left?: { message: string } }>(await load(decodePath), 'decodeTrail')
    return async (doc) => {
      const decoded = decodeTrail(doc)
      if (decoded._tag !== 'Right') return `does not decode: ${decoded.left?.message ?? ''}`
      const { divergence } = await run(decoded.right)
      return divergence === null ? null : `${divergence.kind} ${divergence.index}: recorded ${divergence.recorded.slice(0, 200)}; now ${divergence.now.slice(0, 200)}`
    }
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  process.exit(1)
})
