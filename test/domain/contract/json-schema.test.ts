import { expect } from 'chai'
import fc from 'fast-check'
import * as t from 'io-ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { answered } from '../../../src/domain/answered'
import {
  AccountNumber,
  Code,
  EmailAddress,
  IsoDate,
  Json,
  Money,
  nullable,
  QuoteReference,
  SortCode,
  Timestamp,
  UkPhone,
  UkPostcode,
  UkRegistration,
  Uuid,
  entity,
  entityWith,
} from '../../../src/domain/primitives'
import { EMAIL, PHONE, POSTCODE, QUOTE_REFERENCE, REGISTRATION_PATTERNS } from '../../../src/domain/formats'
import { jsonSchemas } from '../../../src/domain/contract/json-schema'
import { CALLS } from '../../../src/domain/calls'
import { DataAnswer, ErrorBody } from '../../../src/domain/codecs'
import { openApiDocument, type OpenApiDocument } from '../../../src/domain/contract/openapi'
import { WIRE_SCHEMAS } from '../../../src/domain/contract/wire-schemas'
import { listCode } from '../../../src/domain/list-code'
import { sensitive } from '../../../src/domain/sensitive'
import type { JsonSchema } from '../../../src/domain/wire-schema'
import { documentSchemas } from './document-schemas'

const declared = new Map(WIRE_SCHEMAS.map((d) => [d.codec, d.schema]))

/** The schema of `codec` as a document of its own (its components beside it), judged by ajv. */
const judge = (codec: t.Mixed, table: ReadonlyMap<t.Mixed, JsonSchema> = declared) => {
  const { schemaOf, components, undescribed } = jsonSchemas(table)
  const schema = schemaOf(codec)
  const schemas = documentSchemas({ paths: {}, components: { schemas: components } } as OpenApiDocument)
  return { schema, components, undescribed, valid: (value: unknown): boolean => schemas.check(schema, value).valid }
}

const isRight = (codec: t.Mixed, value: unknown): boolean => codec.decode(value)._tag === 'Right'

describe('domain: the JSON Schema of a codec (src/domain/contract/json-schema.ts)', () => {
  describe('when a codec is an object', () => {
    const Thing = entityWith({ id: t.string, tags: t.array(Code) }, { note: nullable(t.string), size: t.number }, 'Thing')

    it('names as required exactly the keys the codec needs, and lets every other key be absent', () => {
      const { components, valid } = judge(Thing)
      expect(components.Thing?.required).to.deep.equal(['id', 'tags'])
      expect(valid({ id: 'a', tags: [] })).to.equal(true)
      expect(valid({ tags: [] })).to.equal(false)
      expect(valid({ id: 'a', tags: [], note: null, size: 3 })).to.equal(true)
    })

    it('takes keys the codec does not declare, as io-ts decodes them (dropped, not refused)', () => {
      expect(judge(Thing).valid({ id: 'a', tags: [], unknown_key: 1 })).to.equal(true)
      expect(isRight(Thing, { id: 'a', tags: [], unknown_key: 1 })).to.equal(true)
    })

    it('says null where the codec is nullable, and nowhere else', () => {
      const { valid } = judge(Thing)
      expect(valid({ id: 'a', tags: [], note: null })).to.equal(true)
      expect(valid({ id: 'a', tags: [], size: null })).to.equal(false)
      expect(valid({ id: null, tags: [] })).to.equal(false)
    })

    it('a key declared by a t.type whose codec takes undefined is not required', () => {
      const { components } = judge(t.type({ a: t.union([t.string, t.undefined]), b: t.string }, 'Loose'))
      expect(components.Loose?.required).to.deep.equal(['b'])
    })
  })

  describe('when a codec is a choice', () => {
    it('a t.keyof and a union of literals are enums; with null, null is one of the values', () => {
      const Kind = t.keyof({ C: null, TPFT: null, TPO: null }, 'Kind')
      expect(judge(Kind).components.Kind).to.deep.equal({ type: 'string', enum: ['C', 'TPFT', 'TPO'] })
      expect(judge(nullable(t.union([t.literal('M'), t.literal('F')]))).schema).to.deep.equal({ enum: ['M', 'F', null] })
    })

    it('any other union is anyOf its members, as io-ts takes the first member that decodes', () => {
      const { schema, valid } = judge(t.union([t.string, t.array(t.number)]))
      expect(schema).to.have.property('anyOf')
      expect([valid('x'), valid([1]), valid({})]).to.deep.equal([true, true, false])
    })
  })

  describe('when a codec is a collection', () => {
    it('an array is its items; a record its values; a tuple its positions', () => {
      expect(judge(t.array(t.boolean)).valid([true, 1])).to.equal(false)
      expect(judge(t.record(t.string, nullable(t.string))).valid({ a: 'x', b: null, c: 1 })).to.equal(false)
      const pair = judge(t.tuple([t.string, t.number]))
      expect([pair.valid(['a', 1]), pair.valid(['a']), pair.valid(['a', 1, 2])]).to.deep.equal([true, false, false])
    })

    it('a recursive codec refers to itself (any JSON value for Json)', () => {
      const { components, valid } = judge(Json)
      expect(JSON.stringify(components.Json)).to.contain('#/components/schemas/Json')
      expect([valid({ a: [1, 'b', { c: null }] }), valid(true)]).to.deep.equal([true, true])
    })
  })

  describe("when a codec is one of the domain's markings", () => {
    it('personal data and a reference list code are the codec they wrap, said in the description', () => {
      const { schema } = judge(entity({ name: sensitive(t.string, 'name', 'x'), owner: listCode('vehicle_owner') }, 'Marked'))
      const components = judge(entity({ name: sensitive(t.string, 'name', 'x'), owner: listCode('vehicle_owner') }, 'Marked')).components
      expect(schema).to.deep.equal({ $ref: '#/components/schemas/Marked' })
      const props = (components.Marked as { properties: Record<string, JsonSchema> }).properties
      expect(props.name).to.deep.include({ type: 'string', description: 'Personal data.' })
      expect(props.owner).to.deep.include({ description: 'A value of the reference list insurer.vehicle_owner.' })
    })

    it('a field marked as answered (a copy of its codec) has its codec’s schema, and one component', () => {
      const { components } = judge(entity({ a: answered(nullable(IsoDate)), b: nullable(IsoDate), c: answered(IsoDate) }, 'Dated'))
      expect(Object.keys(components).sort()).to.deep.equal(['Dated', 'IsoDate'])
      expect(components.IsoDate).to.deep.equal({ type: 'string', format: 'date' })
    })
  })

  describe('when a codec is a refinement or a codec of our own', () => {
    it('takes the WireSchema declared beside it, over the schema of what it refines', () => {
      expect(judge(Money).components.Money).to.deep.include({ type: 'number', minimum: 0 })
      expect(judge(Code).components.Code).to.deep.equal({ type: 'string', maxLength: 64 })
    })

    it('without one, it is described as what it refines (taking more than the codec) and named in undescribed', () => {
      const Short = t.refinement(t.string, (s) => s.length < 3, 'Short')
      const { components, undescribed, valid } = judge(Short)
      expect(components.Short).to.deep.equal({ type: 'string' })
      expect(valid('long')).to.equal(true)
      expect(undescribed).to.deep.equal([{ codec: 'Short', why: 'a refinement with no WireSchema: described as the codec it refines' }])
    })

    it('a codec of our own with none is any value, and named in undescribed', () => {
      const Own = new t.Type<string, string, unknown>('Own', t.string.is, t.string.validate, t.identity)
      expect(judge(Own).undescribed.map((u) => u.codec)).to.deep.equal(['Own'])
    })

    it('every codec the document meets is described: no refinement or codec of our own is without its WireSchema', () => {
      expect(openApiDocument().undescribed).to.deep.equal([])
    })

    it('reads every WireSchema the domain exports beside its codec, whatever module declares it (no list to keep)', async () => {
      const domain = join(import.meta.dirname, '..', '..', '..', 'src', 'domain')
      const files = readdirSync(domain, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && readFileSync(join(domain, f), 'utf8').includes(': WireSchema ='))
      expect(files).to.include.members(['calls.ts', 'primitives.ts', 'format-schemas.ts', join('codecs', 'risk.ts')])
      // By the codec's name: a module imported here by its file is another instance than the document's.
      const read = new Set(WIRE_SCHEMAS.map((w) => w.codec.name))
      for (const file of files) {
        const exported = Object.entries((await import(pathToFileURL(join(domain, file)).href)) as Record<string, unknown>)
        const schemas = exported.filter(([name]) => name.endsWith('Schema')) as [string, { codec: t.Mixed }][]
        expect(schemas.length, file).to.be.greaterThan(0)
        for (const [name, schema] of schemas) expect(read.has(schema.codec.name), `${file}: ${name}`).to.equal(true)
      }
    })
  })
})

describe('domain: the declared formats match what their codecs take', () => {
  const spaced = (s: string, spaces: number): string => `${' '.repeat(spaces)}${s}${' '.repeat(spaces % 2)}`
  const exact = (codec: t.Mixed, values: fc.Arbitrary<string>) => {
    const { valid } = judge(codec)
    fc.assert(
      fc.property(values, (s) => {
        expect(valid(s), JSON.stringify(s)).to.equal(codec.is(s))
      }),
      { numRuns: 400 },
    )
  }
  const near = (re: RegExp) =>
    fc.oneof(
      fc.stringMatching(re),
      fc.tuple(fc.stringMatching(re), fc.nat(2), fc.boolean()).map(([s, n, lower]) => spaced(lower ? s.toLowerCase() : s, n)),
      fc.string({ maxLength: 12 }),
    )

  it('a postcode: any case, surrounding white space passed over, as isUkPostcode reads it', () => exact(UkPostcode, near(POSTCODE)))
  it('a phone number: its pattern with white space around', () => exact(UkPhone, near(PHONE)))
  it('a registration: the four styles, normalised', () => REGISTRATION_PATTERNS.forEach((re) => exact(UkRegistration, near(re))))
  it('an e-mail address: its pattern, at most 254 characters, no two dots together', () =>
    exact(EmailAddress, fc.oneof(near(EMAIL), fc.stringMatching(EMAIL).map((s) => s.replace('@', '..@')), fc.stringMatching(EMAIL).map((s) => `${'a'.repeat(250)}${s}`))))
  it('an account number, a sort code, a quote reference, a uuid', () => {
    exact(AccountNumber, near(/^\d{8}$/))
    exact(SortCode, near(/^\d{6}$/))
    exact(QuoteReference, near(QUOTE_REFERENCE))
    exact(Uuid, near(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/))
  })

  it('a date, a timestamp and money: whatever the codec takes, the schema takes', () => {
    const takes = (codec: t.Mixed, values: fc.Arbitrary<unknown>) => {
      const { valid } = judge(codec)
      fc.assert(fc.property(values, (v) => !codec.is(v) || valid(v)), { numRuns: 400 })
    }
    takes(IsoDate, fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)))
    takes(Timestamp, fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 16) + 'Z')))
    takes(Money, fc.integer({ min: 0, max: 10_000_000 }).map((p) => p / 100))
  })
})

/** A copy of `value` with the node at `path` replaced (or removed, for `undefined`). */
const changed = (value: unknown, path: readonly (string | number)[], to: unknown): unknown => {
  if (path.length === 0) return to
  const copy = structuredClone(value) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  if (to === undefined) delete node[last]
  else node[last] = to
  return copy
}

/** Every node of a JSON value, by its path from the root. */
const nodesOf = (value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] => [
  { path, value },
  ...(Array.isArray(value)
    ? value.flatMap((v, i) => nodesOf(v, [...path, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => nodesOf(v, [...path, k]))
      : []),
]

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

/** What a mutation puts in place of a node: another value, or nothing (a key removed). */
const replacement = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 2.5, 1e7, '', 'ZZ', 'x'.repeat(600), {}, [], undefined),
  fc.string({ maxLength: 8 }),
  fc.integer(),
)

/** A value the journey sent or received, with the codec that checks it and the document's schema for it. */
interface Sample {
  readonly what: string
  readonly codec: t.Mixed
  readonly value: unknown
  readonly documentTakes: (value: unknown) => boolean
}

/**
 * Where `document` and the codecs part on mutations of `samples`: a value a codec takes that the document refuses
 * (the document stricter: never allowed), and a value a codec refuses for its shape (a node of another JSON type,
 * a key removed) that the document takes (the document looser where it must be exact).
 */
const disagreements = (samples: readonly Sample[], runs: number): string[] => {
  const found: string[] = []
  const picks = fc.record({ sample: fc.nat(samples.length - 1), node: fc.nat(), to: replacement })
  fc.assert(
    fc.property(picks, ({ sample, node, to }) => {
      const s = samples[sample] as Sample
      const nodes = nodesOf(s.value)
      const at = nodes[node % nodes.length] as { path: (string | number)[]; value: unknown }
      if (to === undefined && (at.path.length === 0 || typeof at.path.at(-1) === 'number')) return
      const mutated = changed(s.value, at.path, to)
      const codecTakes = isRight(s.codec, mutated)
      const documentTakes = s.documentTakes(mutated)
      const where = `${s.what} at ${at.path.join('.') || '(root)'} = ${JSON.stringify(to)}`
      if (codecTakes && !documentTakes) found.push(`the document refuses what the codec takes: ${where}`)
      const shape = to === undefined || jsonType(to) !== jsonType(at.value)
      if (shape && !codecTakes && documentTakes) found.push(`the document takes what the codec refuses: ${where}`)
    }),
    { numRuns: runs },
  )
  return found
}

interface ErrorResponse {
  readonly content: { readonly 'application/json': { readonly schema: { readonly allOf: readonly [unknown, { readonly properties: { readonly code: { readonly enum: string[] } } }] } } }
}

/**
 * An error answer as the document gives it for call `name` at `status`: the error body (`ErrorBody`), its code one
 * of those the document lists there (test/domain/contract/openapi.test.ts holds that list to the error catalogue).
 */
const refusal = (document: OpenApiDocument, name: string, status: number): t.Mixed => {
  const ops = Object.values(document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, ErrorResponse> }>>).flatMap((item) => Object.values(item))
  const codes = ops.find((op) => op.operationId === name)?.responses[String(status)]?.content['application/json'].schema.allOf[1].properties.code.enum ?? []
  return t.intersection([ErrorBody, t.type({ code: t.keyof(Object.fromEntries(codes.map((code) => [code, null]))) })])
}

describe('domain: the document agrees with the codecs on what the mock insurer sends and receives', function () {
  this.timeout(60_000)
  const { document } = openApiDocument()
  const schemas = documentSchemas(document)
  let samples: Sample[] = []

  before(async () => {
    const { runJourney, startInsurer, stopInsurer } = await import('../../scripts/contract-journey')
    const server = await startInsurer('agreement')
    try {
      const report = await runJourney(server.base)
      samples = report.results.flatMap((r): Sample[] => {
        if (!(r.name in CALLS) || r.status === null) return []
        const c = CALLS[r.name as keyof typeof CALLS]
        const ok = r.status >= 200 && r.status < 300
        // A refused request was refused on purpose: its body is no sample of what the codec takes.
        const request: Sample[] = c.request === undefined || !ok ? [] : [{ what: `${r.name}'s request`, codec: c.request, value: r.request, documentTakes: (v) => schemas.request(r.name, v).valid }]
        const answerCodec = ok ? (c.answerIn === 'data' ? DataAnswer(c.answer) : c.answer) : refusal(document, r.name, r.status)
        const answer: Sample[] = ok && c.ignoreAnswer === true ? [] : [{ what: `${r.name}'s answer ${r.status}`, codec: answerCodec, value: r.answer, documentTakes: (v) => schemas.response(r.name, r.status as number, v).valid }]
        return [...request, ...answer]
      })
    } finally {
      await stopInsurer(server)
    }
  })

  it('every request body and answer of the journey decodes with its codec and conforms to the document', () => {
    expect(samples.length).to.be.greaterThan(50)
    for (const s of samples) {
      expect(isRight(s.codec, s.value), `${s.what} decodes`).to.equal(true)
      expect(s.documentTakes(s.value), `${s.what} conforms`).to.equal(true)
    }
  })

  it('a value the document refuses is refused by the codec, and a value of the wrong shape the codec refuses the document refuses (mutations of those values)', () => {
    expect(disagreements(samples, 1500)).to.deep.equal([])
  })

  it('a disagreement is caught: a schema declared stricter than its codec (Money at most £10) fails the check', () => {
    const wrong = new Map(declared)
    wrong.set(Money, { minimum: 0, maximum: 10 })
    const strict = jsonSchemas(wrong)
    const proposalSchema = strict.schemaOf(samples.find((s) => s.what === "createQuote's answer 200")?.codec as t.Mixed)
    const strictSchemas = documentSchemas({ paths: {}, components: { schemas: strict.components } } as OpenApiDocument)
    const quoted = samples.filter((s) => s.what === "createQuote's answer 200").map((s) => ({ ...s, documentTakes: (v: unknown) => strictSchemas.check(proposalSchema, v).valid }))
    expect(quoted.length).to.be.greaterThan(0)
    expect(quoted.every((s) => !s.documentTakes(s.value)), 'a quote’s premium is over £10').to.equal(true)
    expect(disagreements(quoted, 200).length).to.be.greaterThan(0)
  })
})
