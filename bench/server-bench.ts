import autocannon from 'autocannon'
import express from 'express'
import jsonServer from 'json-server'
import { copyFileSync, mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMockServer } from '../mock-server/app'
import type { ProposalStore } from '../mock-server/store/proposal-store'
import type { Proposal } from '../src/domain/codecs'
import { storedSample } from '../test/fixtures/trails/samples'
import { openSession } from '../test/mock-server/session-cookies'
import { createLogger } from '../src/operations/logger'

interface LoadFigures {
  readonly requestsPerSecond: number
  readonly p99Ms: number
  readonly non2xx: number
  readonly errors: number
}

export interface ServerBenchResult {
  readonly storedProposals: number
  readonly durationSeconds: number
  readonly connections: number
  readonly getProposal: { readonly mock: LoadFigures; readonly jsonServer: LoadFigures; readonly ratio: number }
  readonly createQuote: { readonly mock: LoadFigures; readonly jsonServer: LoadFigures; readonly ratio: number }
}

/**
 * Puts `count` copies of the sample proposal (quotable today: the start date within its window) into a store,
 * under uuids of their own, and answers the uuids.
 */
export const seedProposals = (store: ProposalStore, count: number): string[] => {
  const today = new Date().toISOString().slice(0, 10)
  const base0 = storedSample('completed-quote.json').state.proposal
  const sample = { ...base0, risk: { ...base0.risk, start_date: today } }
  return Array.from({ length: count }, (_, i) => {
    const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    store.put({ ...sample, uuid, quote: null } as Proposal)
    return uuid
  })
}

const listen = (app: express.Express): Promise<{ server: Server; base: string }> =>
  new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  })

const load = async (opts: autocannon.Options): Promise<LoadFigures> => {
  const r = await autocannon(opts)
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

/**
 * Server throughput and p99 latency (autocannon, loopback only, bounded in time) for getting a proposal and
 * for creating a quote, side by side with a plain json-server serving a copy of the same store: json-server
 * reads `/proposals/:uuid` and, for the write, PATCHes the proposal with a quote-sized body (it has no
 * pricing). The ratio is mock ÷ json-server requests per second.
 */
export const benchServer = async (proposals = 200, seconds = 5, connections = 10): Promise<ServerBenchResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'))
  const storeFile = join(dir, 'store.json')
  const mock = createMockServer({ storeFile, logger: createLogger({ destination: { write: () => undefined } }) })
  const uuids = seedProposals(mock.store, proposals)
  const target = uuids[Math.floor(proposals / 2)] ?? ''
  const { server, base } = await listen(mock.app)
  const { cookie, token } = await openSession(base)
  const headers = { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' }

  const plainStore = join(dir, 'plain.json')
  copyFileSync(storeFile, plainStore)
  const plainRouter = jsonServer.router(plainStore)
  ;(plainRouter.db as unknown as { _: { id: string } })._.id = 'uuid'
  const plainApp = express()
  plainApp.use(jsonServer.defaults({ logger: false }))
  plainApp.use(plainRouter)
  const plain = await listen(plainApp)

  const quoteBody = JSON.stringify({ quote: (await (await fetch(`${base}/api/proposal/${target}/quote`, { method: 'POST', headers })).json() as Proposal).quote })

  try {
    const getMock = await load({ url: `${base}/api/proposal/${target}`, duration: seconds, connections })
    const getPlain = await load({ url: `${plain.base}/proposals/${target}`, duration: seconds, connections })
    const quoteMock = await load({ url: `${base}/api/proposal/${target}/quote`, method: 'POST', headers, duration: seconds, connections })
    const quotePlain = await load({
      url: `${plain.base}/proposals/${target}`,
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: quoteBody,
      duration: seconds,
      connections,
    })
    const ratio = (a: LoadFigures, b: LoadFigures) => Number((a.requestsPerSecond / Math.max(1, b.requestsPerSecond)).toFixed(2))
    return {
      storedProposals: proposals,
      durationSeconds: seconds,
      connections,
      getProposal: { mock: getMock, jsonServer: getPlain, ratio: ratio(getMock, getPlain) },
      createQuote: { mock: quoteMock, jsonServer: quotePlain, ratio: ratio(quoteMock, quotePlain) },
    }
  } finally {
    server.close()
    plain.server.close()
  }
}
