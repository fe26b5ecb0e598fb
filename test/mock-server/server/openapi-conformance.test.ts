import { expect } from 'chai'
import addFormatsModule from 'ajv-formats'
import { OpenAPIBackend, type Document } from 'openapi-backend'
import { contractProposal } from '../../../scripts/contract/proposal'
import { runContract } from '../../../scripts/contract/run-contract'
import { ukToday } from '../../../src/domain/clock'
import { openApiDocument } from '../../../src/domain/contract/openapi'
import { alteringProxy } from '../../scripts/altering-proxy'
import { startInsurer, stopInsurer } from '../../scripts/contract-journey'
import type { RunningServer } from './running-server'

// ajv-formats is CommonJS: its default export is the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule

/** One answer of the insurer, as the journey received it. */
interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: string
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: unknown
}

/** The conformance run's journey against `base`, every answer of the insurer's API recorded as received. */
const recordJourney = async (base: string): Promise<Recorded[]> => {
  const recorded: Recorded[] = []
  const recording: typeof fetch = async (input, init) => {
    const res = await fetch(input, init)
    const url = new URL(String(input))
    const text = await res.clone().text()
    let body: unknown
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown)
    } catch {
      body = text
    }
    if (/^\/(api|json)\//.test(url.pathname)) {
      recorded.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.search, status: res.status, headers: Object.fromEntries(res.headers), body })
    }
    return res
  }
  await runContract({ base, proposal: contractProposal(ukToday(new Date().toISOString())), fetch: recording })
  return recorded
}

/**
 * openapi-backend over the document as a client reads it (JSON text, as served), which it checks against the
 * OpenAPI schema first (`validateDefinition`, strict: a problem throws); each operation's validators are made
 * when first used (`quick`), as making all of them up front takes most of a minute on a busy machine.
 */
const backend = async (): Promise<OpenAPIBackend> => {
  const api = new OpenAPIBackend({
    definition: JSON.parse(JSON.stringify(openApiDocument().document)) as Document,
    strict: true,
    quick: true,
    validate: true,
    // Formats asserted as OpenAPI's JSON Schema names them (date, uuid), not ignored.
    customizeAjv: (ajv) => {
      addFormats(ajv)
      return ajv
    },
  })
  await api.init()
  await api.loadDocument()
  api.validateDefinition()
  return api
}

/** What openapi-backend says of each recorded answer against the document: the operation it matched, and the problems. */
const judged = (api: OpenAPIBackend, recorded: readonly Recorded[]) =>
  recorded.map((r) => {
    const operation = api.matchOperation({ method: r.method.toLowerCase(), path: r.path, query: r.query.replace(/^\?/, ''), headers: {} })
    if (operation === undefined) return { r, operationId: undefined, problems: ['no operation of the document matches'] }
    const declared = Object.keys(operation.responses ?? {})
    const problems: string[] = declared.includes(String(r.status)) ? [] : [`status ${r.status} is not one the document gives (${declared.join(', ')})`]
    const body = api.validateResponse(r.body, operation, r.status)
    for (const e of body.errors ?? []) problems.push(`body${e.instancePath}: ${e.message ?? e.keyword}`)
    const headers = api.validateResponseHeaders(r.headers, operation, { statusCode: r.status })
    for (const e of headers.errors ?? []) problems.push(`headers${e.instancePath}: ${e.message ?? e.keyword}`)
    return { r, operationId: operation.operationId, problems }
  })

describe('mock server over HTTP: its answers conform to the OpenAPI document, as openapi-backend judges them', function () {
  this.timeout(120_000)
  let server: RunningServer
  let api: OpenAPIBackend

  before(async () => {
    server = await startInsurer('openapi-conformance')
    api = await backend()
  })
  after(() => stopInsurer(server))

  it('every answer of a recorded journey (errors included) matches an operation, at a status it gives, with the body and headers it describes', async () => {
    const recorded = await recordJourney(server.base)
    const verdicts = judged(api, recorded)
    expect(verdicts.length).to.be.greaterThan(30)
    expect(verdicts.filter((v) => v.problems.length > 0).map((v) => `${v.r.method} ${v.r.path} ${v.r.status}: ${v.problems.join('; ')}`)).to.deep.equal([])
    expect(new Set(verdicts.map((v) => v.r.status))).to.include.members([200, 201, 400, 404, 409])
  })

  it('a deliberately wrong answer is caught: a quote whose premium is text fails at that path, and nothing else does', async () => {
    const proxy = await alteringProxy(server.base, {
      method: 'POST',
      path: /^\/api\/proposal\/[^/]+\/quote$/,
      alter: (a) => {
        const p = a as { quote: Record<string, unknown> }
        return { ...p, quote: { ...p.quote, premium: String(p.quote.premium) } }
      },
    })
    try {
      const verdicts = judged(api, await recordJourney(proxy.base))
      const caught = verdicts.filter((v) => v.problems.length > 0)
      expect(caught.length).to.equal(proxy.altered())
      expect(caught.length).to.be.greaterThan(0)
      for (const v of caught) {
        expect(v.operationId).to.equal('createQuote')
        expect(v.problems.some((p) => p.startsWith('body/quote/premium'))).to.equal(true)
      }
    } finally {
      await proxy.close()
    }
  })
})
