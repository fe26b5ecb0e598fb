import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createMockServer, type MockServer, type MockServerOptions } from '../../../mock-server/app'
import { StoreState } from '../../../mock-server/store/proposal-store'
import type { ProposalInput } from '../../../src/domain/codecs'
import { storedSample } from '../../fixtures/trails/samples'
import { decodeWith, TestClient } from './client'
import { captureLog } from '../../operations/log-lines'

/** The fixed clock of the server tests. */
export const NOW = '2026-11-22T10:00:00.000Z'

/** A store file in a fresh temporary folder. */
export const tempStoreFile = (label: string): string => join(mkdtempSync(join(tmpdir(), `ridecover-${label}-`)), 'store.json')

/** Removes the temporary folder of a store file made by tempStoreFile. */
export const removeStoreFolder = (storeFile: string): void => rmSync(dirname(storeFile), { recursive: true, force: true })

export interface RunningServer {
  readonly base: string
  readonly mock: MockServer
  readonly storeFile: string
  /** Every line the server logged, as written (JSON): each request's, and its events (unexpected errors among them). */
  readonly logs: string[]
  /** A new client with an empty cookie jar. */
  client(): TestClient
  /** The store file as it is on disk, decoded with StoreState (throws when it does not decode). */
  storeOnDisk(): StoreState
  /** The store file's raw text. */
  storeText(): string
  close(): Promise<void>
}

/**
 * Starts the mock server on an ephemeral port of 127.0.0.1, over `storeFile`, with the fixed clock, no create
 * limit, and scenarios taken from requests (each overridable through `opts`).
 */
export const startServer = async (storeFile: string, opts: Partial<Omit<MockServerOptions, 'storeFile'>> = {}): Promise<RunningServer> => {
  const { logger, lines: logs } = captureLog()
  // Tests create many proposals from one address: no create limit unless a test asks for one. They choose
  // scenarios per request (X-Mock-Scenario, ?__scenario=): taken from requests unless a test turns that off.
  const mock = createMockServer({ now: () => NOW, logger, random: () => 0, createLimit: 0, requestScenarios: true, ...opts, storeFile })
  const http = await new Promise<Server>((resolve, reject) => {
    const s = mock.app.listen(0, '127.0.0.1', () => resolve(s))
    s.on('error', reject)
  })
  const { port } = http.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    base,
    mock,
    storeFile,
    logs,
    client: () => new TestClient(base),
    storeText: () => readFileSync(storeFile, 'utf8'),
    storeOnDisk: () => decodeWith(StoreState, JSON.parse(readFileSync(storeFile, 'utf8')) as unknown),
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.close((e) => (e ? reject(e) : void mock.store.close().then(resolve, reject)))
        http.closeAllConnections()
      }),
  }
}

/** A complete, valid proposal body (the sample trail's), without the server-owned uuid and quote. */
export const validProposal = (): ProposalInput => {
  const { uuid: _uuid, quote: _quote, ...rest } = storedSample('completed-quote.json').state.proposal
  return structuredClone(rest) as ProposalInput
}

/** A valid proposal starting on the fixed clock's day, so it can be quoted and bought. */
export const validProposalStartingToday = (): ProposalInput => {
  const p = validProposal()
  return { ...p, risk: { ...p.risk, start_date: NOW.slice(0, 10) as ProposalInput['risk']['start_date'] } }
}

/** A plain-object view of an answer body, for reading fields in tests. */
export const fields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
