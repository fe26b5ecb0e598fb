import express, { type Express, type RequestHandler } from 'express'
import jsonServer from 'json-server'
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Registry } from 'prom-client'
import { REDIRECTS_TO_FORM, REPLAY_PANEL_PATH } from '../src/domain/routes'
import type { ReadinessCheck } from '../src/operations/health'
import { createLogger, type Logger } from '../src/operations/logger'
import type { MetricsAccess } from '../src/operations/metrics'
import { serverOperations } from '../src/operations/server-operations'
import { ERROR_ANSWERS } from '../src/domain/error-answers'
import type { StatementOfProposal } from '../src/domain/statement'
import { errorHandler, malformedPath, SERVER_ERROR_MESSAGE, unknownApiPath } from './http/errors'
import { csrf, indexScriptHashes, jsonBodiesOnly, noStore, securityHeaders } from './http/security'
import { checkoutRoutes } from './routes/checkout'
import type { ServerContext } from './routes/context'
import { lookupRoutes } from './routes/lookups'
import { proposalRoutes } from './routes/proposals'
import { providerRoutes } from './routes/provider'
import { loadRecording } from './recorded-fixtures'
import { scenarioMiddleware } from './scenarios'
import { ProposalStore } from './store/proposal-store'
import { appFiles } from './http/app-files'
import { routePagesOf } from './http/route-pages'
import { compressJsonAnswers } from './http/compress-json'
import { callRoutes } from './http/serve-call'
import { OPENAPI_PATH } from '../src/domain/contract/openapi'
import { openApiJson } from './http/openapi-document'
import { robotsTxt } from './http/robots'

/** Largest request body accepted (a full proposal with five riders is about 30 KB). */
const BODY_LIMIT = '256kb'

/** A path naming a file (`/main.1a2b3c4d.js`, `/robots.txt`), not one of the app's pages. */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]{1,8}$/
export interface MockServerOptions {
  /** The JSON store file (created on first start). */
  readonly storeFile: string
  /** Serve the built app from this folder, with the SPA's index for every other path. */
  readonly appDir?: string
  /**
   * Send the app's pages, scripts, stylesheets and other text compressed (brotli, else gzip) when the client
   * accepts it (default true; the API's JSON answers over 1 KB are compressed either way).
   */
  readonly compressApp?: boolean
  /** Scenario list in force when a request names none (MOCK_SCENARIO). */
  readonly scenarios?: string
  /**
   * Take scenarios from each request's `X-Mock-Scenario` header or `__scenario` query parameter
   * (MOCK_REQUEST_SCENARIOS=on; `npm run dev` turns it on). Default false: both are ignored, so a client
   * cannot slow or fail the server's answers.
   */
  readonly requestScenarios?: boolean
  readonly now?: () => string
  readonly uuid?: () => string
  /** Random whole numbers from 0 to max − 1, for quote references (default node:crypto's randomInt). */
  readonly randomInt?: (max: number) => number
  /** Where each request's line and the server's events go (default: JSON lines on standard output). */
  readonly logger?: Logger
  /** More parts `/readyz` checks beside the insurer's store (the support service's database, on one machine). */
  readonly readiness?: Readonly<Record<string, ReadinessCheck>>
  /** Who may read `/metrics` (METRICS_TOKEN, METRICS_ALLOW); default nobody. */
  readonly metricsAccess?: MetricsAccess
  /** More registries `/metrics` serves (the support service's, on one machine). */
  readonly registries?: () => readonly Registry[]
  /** Random source for latency jitter. */
  readonly random?: () => number
  /** A folder with a recording.json (made by --record) whose answers are replayed before the built-in fixtures. */
  readonly recordingDir?: string
  /** Serve json-server's read-only view of the store at /__store (it shows personal data: development only). */
  readonly inspectStore?: boolean
  /** Proposals one client may create per window (MOCK_CREATE_LIMIT); default CREATE_LIMIT per CREATE_WINDOW_MS. */
  readonly createLimit?: number
  /** Recall attempts one client may make per window (tests only; 0 for no limit); default RECALL_LIMIT. */
  readonly recallLimit?: number
  /** Origins besides the server's own that a payment's absolute return_url may name (MOCK_RETURN_ORIGINS). */
  readonly returnOrigins?: readonly string[]
  /** Offer the developers' replay panel (/dev/replay) in a production build (REPLAY_PANEL=on); default off. */
  readonly replayPanel?: boolean
  /**
   * Routes served beside the insurer's, ahead of its API and the app (the support service, on one machine):
   * they see every request first and pass on what is not theirs.
   */
  readonly beside?: RequestHandler
  /**
   * The statement of fact of a proposal, for the quote e-mail's body: the app's own derivation from its question
   * records, handed in by the composition that starts the server (one-machine.ts), since the insurer may import
   * only the domain. Without it the e-mail carries the quote alone.
   */
  readonly statementOf?: StatementOfProposal
}

/**
 * The secret the CSRF tokens are derived with, kept beside the store (owner-only) so a restarted server
 * still honours the sessions of open pages.
 */
const csrfSecret = (storeFile: string): Buffer => {
  const file = `${storeFile}.secret`
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(text)) return Buffer.from(text, 'hex')
  }
  const secret = randomBytes(32)
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 })
  return secret
}

/** Answers a request only once every store change made so far is on disk (the group commit's promise). */
const answerWhenDurable =
  (store: ProposalStore): express.RequestHandler =>
  (_req, res, next) => {
    const send = res.send.bind(res)
    res.send = (body?: unknown) => {
      store.durable().then(
        () => void send(body),
        () => {
          res.status(ERROR_ANSWERS.server_error.status).type('application/json')
          send(JSON.stringify({ code: 'server_error', message: SERVER_ERROR_MESSAGE }))
        },
      )
      return res
    }
    next()
  }

export interface MockServer {
  readonly app: Express
  readonly store: ProposalStore
  readonly context: ServerContext
}

/**
 * The mock insurer: every call of both spec call tables, backed by the json-server/lowdb store, with
 * scenarios, CSRF, security headers, and (optionally) the built app. A factory, so tests start it on an
 * ephemeral port.
 */
/** What /dev-replay/ answers when the server does not offer the replay panel. */
const REPLAY_PANEL_OFF = 'The replay panel is not enabled on this server: start it with REPLAY_PANEL=on.'

export const createMockServer = (opts: MockServerOptions): MockServer => {
  const store = new ProposalStore(opts.storeFile)
  const secret = csrfSecret(opts.storeFile)
  const logger = opts.logger ?? createLogger({})
  const context: ServerContext = {
    store,
    now: opts.now ?? (() => new Date().toISOString()),
    uuid: opts.uuid ?? randomUUID,
    randomInt: opts.randomInt ?? ((max) => randomInt(max)),
    log: logger.child({ service: 'insurer' }),
    recording: opts.recordingDir === undefined ? undefined : loadRecording(opts.recordingDir),
    createLimit: opts.createLimit,
    recallLimit: opts.recallLimit,
    returnOrigins: opts.returnOrigins ?? [],
    statementOf: opts.statementOf,
  }
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', false)
  app.set('json spaces', 0)
  const operations = serverOperations({ logger, readiness: { insurer: async () => store.problem(), ...opts.readiness }, metricsAccess: opts.metricsAccess, registries: opts.registries, knownRoutes: [...callRoutes(), OPENAPI_PATH] })
  app.use(operations.requests)
  const indexFile = opts.appDir === undefined ? undefined : join(opts.appDir, 'index.html')
  app.use(securityHeaders(indexScriptHashes(indexFile)))
  app.use(malformedPath)
  app.use(operations.routes)
  app.use(compressJsonAnswers())
  app.use(robotsTxt)

  const api = express.Router()
  api.use(noStore)
  api.use(answerWhenDurable(store))
  api.use(jsonBodiesOnly)
  api.use(express.json({ limit: BODY_LIMIT, strict: true, type: () => true }))
  api.use(csrf(secret))
  const scenarios = scenarioMiddleware({ defaults: opts.scenarios, fromRequest: opts.requestScenarios === true, random: opts.random })
  api.use(scenarios)
  api.use(proposalRoutes(context))
  api.use(checkoutRoutes(context))
  api.use(lookupRoutes(context))
  api.use(unknownApiPath)
  if (opts.beside !== undefined) app.use(opts.beside)
  app.get(OPENAPI_PATH, openApiJson)
  app.use((req, res, next) => (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/json/') ? api(req, res, next) : next()))

  const provider = express.Router()
  provider.use(noStore)
  provider.use(answerWhenDurable(store))
  provider.use(jsonBodiesOnly)
  provider.use(express.json({ limit: '16kb', type: () => true }))
  provider.use(csrf(secret))
  provider.use(scenarios)
  provider.use(providerRoutes(context))
  app.use((req, res, next) => (/^\/mock-(provider|recaptcha|fingerprint|portal)\//.test(req.path) ? provider(req, res, next) : next()))

  // json-server's own router over the same lowdb, read-only, for developers to inspect the store. It shows
  // personal data, so it is off unless asked for (MOCK_INSPECT_STORE=1).
  if (opts.inspectStore === true) {
    const inspect = jsonServer.router(store.db)
    app.use('/__store', (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.status(405).json({ code: 'read_only', message: 'The store is read-only here; use the API.' })
        return
      }
      inspect(req, res, next)
    })
  }

  if (opts.appDir !== undefined) {
    const dir = opts.appDir
    const index = join(dir, 'index.html')
    // The build's route pages (scripts/route-pages.ts) hold the app as first drawn at their path and ask for its
    // screen's chunks at once; a path it names none for (NotFound), or a build without the manifest, gets the index.
    const routePages = routePagesOf(dir)
    for (const from of REDIRECTS_TO_FORM) app.get(from, (_req, res) => res.redirect(302, '/get-a-quote'))
    // The developers' replay panel (its own bundle, scripts/build-replay-panel.ts) only when the server offers it.
    app.use('/dev-replay', (_req, res, next) => (opts.replayPanel === true ? next() : res.status(404).type('text/plain').send(REPLAY_PANEL_OFF)))
    const served = appFiles(dir, { compress: opts.compressApp !== false })
    if (opts.replayPanel === true) app.get(REPLAY_PANEL_PATH, (req, res, next) => served.sendPage(req, res, next, join(dir, 'dev-replay', 'index.html')))
    app.use(served.files)
    app.use((req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(index)) return next()
      // A file the build does not hold (a bundle an earlier build named) is missing, never the app's page: the
      // app then reloads onto the current build (src/api/code-loading.ts) instead of running HTML as code.
      if (FILE_NAME.test(req.path)) return void res.status(404).type('text/plain').send('Not found.')
      const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path
      const page = routePages(path)
      // A route page older than the index is of an earlier build (its chunk names are gone): not sent.
      const fresh = page !== undefined && existsSync(page) && statSync(page).mtimeMs >= statSync(index).mtimeMs
      served.sendPage(req, res, next, fresh ? page : index)
    })
  }
  app.use(errorHandler(context.log))
  return { app, store, context }
}
