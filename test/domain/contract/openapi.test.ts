import { expect } from 'chai'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import * as t from 'io-ts'
import { CALL_NAMES, CALLS, ProposalUuid, routeOf, type AnyCall } from '../../../src/domain/calls'
import { LIST_NAMES, Proposal } from '../../../src/domain/codecs'
import { callDescriptions } from '../../../src/domain/contract/call-descriptions'
import { openApiDocument } from '../../../src/domain/contract/openapi'
import { ERROR_ANSWERS } from '../../../src/domain/error-answers'
import { entity, nullable } from '../../../src/domain/primitives'
import type { JsonSchema } from '../../../src/domain/wire-schema'
import { documentSchemas } from './document-schemas'

interface Operation {
  readonly operationId: string
  readonly description?: string
  readonly tags: readonly string[]
  readonly parameters: readonly JsonSchema[]
  readonly requestBody?: { readonly required: boolean; readonly content: Record<string, { schema: JsonSchema }> }
  readonly responses: Record<string, { readonly description: string; readonly headers?: Record<string, unknown>; readonly content?: Record<string, { schema: JsonSchema }> }>
  readonly security: readonly Record<string, unknown>[]
}

/** The operation of a document at `path` and `method` (upper or lower case). */
const operationAt = (document: JsonSchema, path: string, method: string): Operation | undefined =>
  (document.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()]

/** Each call's operation in the document, by the call's name. */
const operations = (document: JsonSchema): Map<string, Operation> =>
  new Map(Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item).map((op) => [op.operationId, op] as const)))

const components = (document: JsonSchema): Record<string, JsonSchema> => (document.components as { schemas: Record<string, JsonSchema> }).schemas

describe('domain: the OpenAPI document of the insurer API (src/domain/contract/openapi.ts)', () => {
  const { document } = openApiDocument()
  const byName = operations(document)

  it('is a valid OpenAPI 3.1 document: Redocly’s recommended rules find no problem (the licence aside), and it names a contact, describes every operation and groups each under a declared tag', async function () {
    this.timeout(20_000)
    // The API is the project's own, under no licence (package.json: UNLICENSED): the document names none. The
    // contact, the operations' descriptions and their tags are what other linters (Spectral's oas rules) ask for.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'info-license': 'off', 'info-contact': 'error', 'operation-description': 'error', 'operation-tag-defined': 'error', 'tag-description': 'error' },
    })
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config })
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).to.deep.equal([])
    expect(document.openapi).to.equal('3.1.0')
  })

  it('its schemas compile as JSON Schema 2020-12 with every format known (ajv, strict)', () => {
    expect(() => documentSchemas(document)).not.to.throw()
  })

  describe('when it lists the calls', () => {
    it('has one operation for every entry of CALLS, named after it, at its path and method', () => {
      expect([...byName.keys()].sort()).to.deep.equal([...CALL_NAMES].sort())
      for (const name of CALL_NAMES) {
        const c: AnyCall = CALLS[name]
        const path = routeOf(c).replace(/:(\w+)/g, '{$1}')
        expect(operationAt(document, path, c.method)?.operationId, `${c.method} ${path}`).to.equal(name)
      }
    })

    it('says what each call does in its entry’s JSDoc, read from calls.ts, and groups it by what its path is under', () => {
      const read = callDescriptions()
      expect(Object.keys(read).sort()).to.deep.equal([...CALL_NAMES].sort())
      for (const [name, op] of byName) expect(op.description, name).to.equal(read[name])
      expect(byName.get('getProposal')?.description).to.equal('GET /api/proposal/{uuid}: the stored proposal (a quote opened at its address, the thank-you page).')
      // A JSDoc wrapped over lines in the source is one paragraph in the document.
      expect(byName.get('payMonthly')?.description).to.match(/^POST \/api\/proposal\/\{uuid\}\/pay-monthly: the Direct Debit of a rider paying monthly\. A non-2xx answer is an `http` Left [^\n]+ is a Right\.$/)
      expect(byName.get('confirm')?.tags).to.deep.equal(['proposal'])
      expect(byName.get('updateProposalJson')?.tags).to.deep.equal(['proposal'])
      expect(byName.get('lookupRegistrationByQuery')?.tags).to.deep.equal(['vehicle'])
      expect(byName.get('getList')?.tags).to.deep.equal(['list'])
      const tags = document.tags as readonly { name: string; description: string }[]
      expect(tags.map((t) => t.name)).to.deep.equal(['address', 'list', 'proposal', 'recaptcha', 'status', 'vehicle'])
      expect(tags.find((t) => t.name === 'proposal')?.description).to.equal('The calls at `/api/proposal…` and `/json/proposal…`.')
    })

    it('names each argument in the path by its codec and each in the query by its key, with its schema', () => {
      const names = (name: string, where: string) => (byName.get(name)?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name)
      expect(names('confirm', 'path')).to.deep.equal(['uuid'])
      expect(names('getList', 'path')).to.deep.equal(['ListName'])
      expect(names('lookupAddress', 'query')).to.deep.equal(['postcode'])
      expect(names('lookupRegistrationByQuery', 'query')).to.deep.equal(['registration'])
      expect(operationAt(document, '/api/list/insurer.{ListName}', 'GET')?.operationId).to.equal('getList')
      expect(components(document).ListName?.enum).to.deep.equal([...LIST_NAMES])
    })

    it('gives each call its request body (the request codec’s schema) and its answer at its success status', () => {
      for (const name of CALL_NAMES) {
        const c: AnyCall = CALLS[name]
        const op = byName.get(name) as Operation
        expect(op.requestBody !== undefined, `${name} has a body`).to.equal(c.request !== undefined)
        if (c.request !== undefined) expect(op.requestBody?.required).to.equal(true)
        const success = op.responses[String(c.status ?? 200)]
        expect(success, `${name} answers ${c.status ?? 200}`).to.not.equal(undefined)
        expect(success?.content === undefined, `${name}'s answer is read`).to.equal(c.ignoreAnswer === true)
      }
      expect(byName.get('createProposal')?.responses['201']?.content?.['application/json']?.schema).to.deep.equal({ $ref: '#/components/schemas/Proposal' })
      expect(byName.get('updateProposalJson')?.responses['200']?.content?.['application/json']?.schema).to.deep.include({ required: ['data'] })
    })

    it('says the marker header every request carries, and the CSRF echo every POST needs', () => {
      for (const [name, op] of byName) {
        expect(op.parameters, name).to.deep.include({ $ref: '#/components/parameters/ScriptMarker' })
        expect(op.security, name).to.deep.equal(CALLS[name as keyof typeof CALLS].method === 'POST' ? [{ csrfEcho: [] }] : [])
      }
      const parameters = (document.components as { parameters: Record<string, JsonSchema> }).parameters
      expect(parameters.ScriptMarker).to.deep.include({ name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string', enum: ['XMLHttpRequest'] } })
      const schemes = (document.components as { securitySchemes: Record<string, JsonSchema> }).securitySchemes
      expect(schemes.csrfEcho).to.deep.include({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' })
    })
  })

  describe('when it lists the error answers the app routes on', () => {
    const statuses = (name: string) => Object.keys(byName.get(name)?.responses ?? {})

    it('every call may answer 419 session_expired and 500; every POST 403 csrf_failed; a body or query 400 invalid_request with its paths', () => {
      for (const name of CALL_NAMES) {
        expect(statuses(name), name).to.include.members(['419', '500'])
        if (CALLS[name].method === 'POST') expect(statuses(name), name).to.include('403')
      }
      const refused = byName.get('confirm')?.responses['400']
      expect(refused?.description).to.contain('`invalid_request`')
      const schema = refused?.content?.['application/json']?.schema
      expect(schema).to.deep.equal({
        allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { type: 'object', properties: { code: { type: 'string', enum: ['invalid_request', 'invalid_json', 'bad_request'] } } }],
      })
      expect(JSON.stringify(components(document).ErrorBody)).to.contain('"path"')
    })

    it('a call naming a proposal may answer 404 not_found and 410 expired; the others only where their entry says', () => {
      for (const name of CALL_NAMES) {
        const c: AnyCall = CALLS[name]
        const names = c.args.includes(ProposalUuid) || (c.refuses ?? []).includes('not_found')
        expect(statuses(name).includes('404'), name).to.equal(names)
      }
      expect(statuses('getProposal')).to.include('410')
      expect(statuses('getLists')).to.not.include('404')
    })

    it('each code an entry refuses is answered at its status, 429 with its Retry-After', () => {
      for (const name of CALL_NAMES) {
        for (const code of CALLS[name].refuses ?? []) {
          const response = byName.get(name)?.responses[String(ERROR_ANSWERS[code].status)]
          expect(response?.description, `${name} ${code}`).to.contain(`\`${code}\``)
        }
      }
      expect(byName.get('recall')?.responses['429']?.headers).to.deep.equal({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } })
      expect(statuses('getPaymentUrl')).to.include('409')
      expect(byName.get('getPaymentUrl')?.responses['409']?.description).to.contain('`direct_debit_missing`')
      expect(statuses('status')).to.deep.equal(['200', '400', '419', '500'])
      expect(byName.get('status')?.responses['400']?.description).to.match(/^`bad_request`/)
    })
  })

  describe('when it describes the bodies', () => {
    it('says which fields must be present and which may be null, as the codecs decode them', () => {
      const schemas = components(document)
      expect(schemas.Proposal?.required).to.deep.equal(['uuid', 'addons', 'removed_addons', 'risk'])
      const quote = schemas.Quote as { required: string[]; properties: Record<string, JsonSchema> }
      expect(quote.required).to.not.include('premium')
      expect(quote.properties.premium).to.deep.equal({ anyOf: [{ $ref: '#/components/schemas/Money' }, { type: 'null' }] })
      const check = documentSchemas(document)
      expect(check.check({ $ref: '#/components/schemas/Quote' }, { metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [], premium: null }).valid).to.equal(true)
    })

    it('gives the enums of the codecs’ literal unions and the formats of dates', () => {
      const schemas = components(document)
      expect(schemas.CoverType).to.deep.equal({ type: 'string', enum: ['C', 'TPFT', 'TPO'] })
      expect(schemas.IsoDate).to.deep.equal({ type: 'string', format: 'date' })
      expect(schemas.DriverRole).to.deep.equal({ type: 'string', enum: ['proposer', 'additional_driver'] })
      expect((schemas.DriverDetails as { properties: Record<string, JsonSchema> }).properties.driver_type).to.deep.equal({
        anyOf: [{ $ref: '#/components/schemas/DriverRole' }, { type: 'null' }],
      })
      expect(schemas.Uuid).to.deep.include({ type: 'string', format: 'uuid' })
    })
  })

  describe('when a call is added to the table', () => {
    it('appears in the document from its entry alone: path, method, parameters, body, answer and error answers', () => {
      const Renewal = entity({ renew: nullable(t.boolean), channel: nullable(t.keyof({ post: null, email: null }, 'RenewalChannel')) }, 'RenewalRequest')
      const renew: AnyCall = {
        method: 'POST',
        args: [ProposalUuid, Renewal],
        path: (uuid) => `/api/proposal/${encodeURIComponent(String(uuid))}/renewal`,
        request: Renewal,
        body: (...args) => args[1],
        answer: Proposal,
        refuses: ['already_purchased'],
      }
      const { document: grown, undescribed } = openApiDocument({ ...CALLS, renew })
      const op = operationAt(grown, '/api/proposal/{uuid}/renewal', 'POST')
      expect(op?.operationId).to.equal('renew')
      expect(op?.requestBody?.content['application/json']?.schema).to.deep.equal({ $ref: '#/components/schemas/RenewalRequest' })
      expect(op?.responses['200']?.content?.['application/json']?.schema).to.deep.equal({ $ref: '#/components/schemas/Proposal' })
      expect(Object.keys(op?.responses ?? {})).to.include.members(['400', '403', '404', '409', '410', '419', '500'])
      expect(components(grown).RenewalChannel).to.deep.equal({ type: 'string', enum: ['post', 'email'] })
      expect(undescribed).to.deep.equal([])
      expect(Object.keys(grown.paths as object)).to.have.length(Object.keys(document.paths as object).length + 1)
    })
  })
})
