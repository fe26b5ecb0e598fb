import type * as t from 'io-ts'
import { CALLS, ProposalUuid, type AnyCall } from '../calls'
import { DataAnswer, ErrorBody } from '../codecs'
import { ERROR_ANSWERS, type ErrorCode, type ErrorScope } from '../error-answers'
import { FIRM } from '../firm'
import { CSRF_COOKIE, CSRF_HEADER, SCRIPT_HEADER, SCRIPT_HEADER_VALUE } from '../request-headers'
import type { JsonSchema } from '../wire-schema'
import { callDescriptions } from './call-descriptions'
import { jsonSchemas, type Undescribed } from './json-schema'
import { WIRE_SCHEMAS } from './wire-schemas'

/** Where the mock insurer serves the document (and `npm run build` writes it: `dist/openapi.json`). */
export const OPENAPI_PATH = '/api/openapi.json'

/** An OpenAPI 3.1 document, as plain JSON. */
export type OpenApiDocument = JsonSchema

/** A stand-in for argument `i` that survives what a call's path function does to it (upper-casing, encoding). */
const placeholder = (i: number): string => `ARGUMENTX${i}X`

/** A call's path as OpenAPI writes it, and its parameters: those in the path, then those in the query. */
interface PathTemplate {
  readonly path: string
  readonly inPath: readonly { readonly name: string; readonly codec: t.Mixed }[]
  readonly inQuery: readonly { readonly name: string; readonly codec: t.Mixed }[]
}

/**
 * The template of a call's path: its path function run on stand-ins, each argument in the path named by its
 * codec (`/api/proposal/{uuid}`, as `routeOf` names the route's parameters) and each in the query by its key
 * (`/api/address` with `postcode`). An argument in neither is the body, or what the body is built from.
 */
const pathTemplate = (c: AnyCall): PathTemplate => {
  const raw = decodeURIComponent(c.path(...c.args.map((_, i) => placeholder(i))))
  const [path = '', query] = raw.split('?')
  const inPath: PathTemplate['inPath'][number][] = []
  const inQuery: PathTemplate['inQuery'][number][] = []
  let template = path
  c.args.forEach((codec, i) => {
    const mark = placeholder(i)
    if (template.includes(mark)) {
      template = template.replace(mark, `{${codec.name}}`)
      inPath.push({ name: codec.name, codec })
      return
    }
    // An argument in neither is the body, or what the body is built from.
    const pair = (query ?? '').split('&').find((p) => p.split('=')[1]?.includes(mark) === true)
    if (pair !== undefined) inQuery.push({ name: pair.split('=')[0] ?? '', codec })
  })
  return { path: template, inPath, inQuery }
}

/** The scopes of `ERROR_ANSWERS` a call falls in, besides `declared`. */
const scopesOf = (c: AnyCall, template: PathTemplate): ReadonlySet<ErrorScope> =>
  new Set<ErrorScope>([
    'every',
    ...(c.method === 'POST' ? (['post'] as const) : []),
    ...(c.request !== undefined || template.inQuery.length > 0 ? (['checked'] as const) : []),
    ...(template.inPath.some((p) => p.codec === ProposalUuid) ? (['proposal'] as const) : []),
  ])

/** The codes of the error answers a call may give: those of its scopes and those its entry names (`refuses`), in the table's order. */
const errorCodesOf = (c: AnyCall): ErrorCode[] => {
  const scopes = scopesOf(c, pathTemplate(c))
  const named = new Set(c.refuses ?? [])
  return (Object.keys(ERROR_ANSWERS) as ErrorCode[]).filter((code) => scopes.has(ERROR_ANSWERS[code].of) || named.has(code))
}

const JSON_TYPE = 'application/json'

/**
 * The group of a call's operation (its tag): what its path is under, the first segment after `/api/` or `/json/`
 * (`proposal` for `/api/proposal/{uuid}/confirm` and `/json/proposal/update`, `vehicle`, `list`), else the first.
 */
const tagOf = (path: string): string => /^\/(?:api\/|json\/)?([^/?.{]+)/.exec(path)?.[1] ?? path

/** The document's tags, in name order, each said by the paths its operations are at (`/api/proposal…, /json/proposal…`). */
const tagsOf = (paths: readonly string[]): JsonSchema[] => {
  const under = new Map<string, Set<string>>()
  for (const path of paths) {
    const tag = tagOf(path)
    const prefix = path.slice(0, path.indexOf(tag) + tag.length)
    under.set(tag, (under.get(tag) ?? new Set()).add(prefix))
  }
  return [...under]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, prefixes]) => ({ name, description: `The calls at ${[...prefixes].map((p) => `\`${p}…\``).join(' and ')}.` }))
}

/** The status and `code` of an error answer, with what it means and what the app does, as a response's description. */
const errorLine = (code: ErrorCode): string => `\`${code}\`: ${ERROR_ANSWERS[code].meaning} The app: ${ERROR_ANSWERS[code].app}`

const DESCRIPTION = [
  'The insurer API the RideCover app calls, derived from its table of calls (`CALLS`, src/domain/calls.ts) and the io-ts codecs that check every body: each request body is what the app sends, each answer what the app decodes.',
  'An object may carry fields its schema does not name: the app ignores them. Any 2xx status is success; the status given is the one the insurer answers.',
  `Every request carries \`${SCRIPT_HEADER}: ${SCRIPT_HEADER_VALUE}\`. Every POST echoes the session's \`${CSRF_COOKIE}\` cookie, which any answer sets, in \`${CSRF_HEADER}\`; a first POST refused with 403 \`csrf_failed\` is sent once more with the token the refusal set.`,
  'An error answer is `{ code, message?, errors?: [{ path, message }] }`; the app routes on its status and `code` (001 §8), as each response says.',
].join('\n\n')

/**
 * The OpenAPI 3.1 document of the insurer API, derived from `calls` (default `CALLS`) alone: for each entry its
 * path and method, what it does (its entry's JSDoc, `descriptions`, by default read from `calls.ts`), its group
 * (a tag, from its path), path and query parameters, request body (the request codec's schema), its answer (the
 * answer codec's, wrapped in `{ data }` when the entry says so) at its success status, and its error answers (the
 * scopes of `ERROR_ANSWERS` it falls in, and those its entry names), with the marker header and the CSRF echo
 * every POST needs. Schemas are walked from the codecs (`jsonSchemas`); `undescribed` lists the codecs met with no
 * schema of their own (`WireSchema`), which the document describes more loosely than they check.
 */
export const openApiDocument = (
  table: Readonly<Record<string, AnyCall>> = CALLS,
  descriptions: Readonly<Record<string, string>> = callDescriptions(),
): { document: OpenApiDocument; undescribed: readonly Undescribed[] } => {
  const { schemaOf, components, undescribed } = jsonSchemas(new Map(WIRE_SCHEMAS.map((d) => [d.codec, d.schema])))
  const errorBody = schemaOf(ErrorBody)
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const [name, c] of Object.entries(table)) {
    const template = pathTemplate(c)
    const parameters = [
      ...template.inPath.map((p) => ({ name: p.name, in: 'path', required: true, schema: schemaOf(p.codec) })),
      ...template.inQuery.map((p) => ({ name: p.name, in: 'query', required: true, schema: schemaOf(p.codec) })),
      { $ref: '#/components/parameters/ScriptMarker' },
    ]
    const answer = c.answerIn === 'data' ? DataAnswer(c.answer) : c.answer
    const success = c.ignoreAnswer === true
      ? { description: 'Success: any 2xx status; the body is not read.' }
      : { description: 'Success (any 2xx status is taken).', content: { [JSON_TYPE]: { schema: schemaOf(answer) } } }
    const errors = new Map<number, ErrorCode[]>()
    for (const code of errorCodesOf(c)) errors.set(ERROR_ANSWERS[code].status, [...(errors.get(ERROR_ANSWERS[code].status) ?? []), code])
    const responses: Record<string, JsonSchema> = { [String(c.status ?? 200)]: success }
    for (const [status, codes] of errors) {
      responses[String(status)] = {
        description: codes.map(errorLine).join('\n\n'),
        ...(codes.some((code) => 'retryAfter' in ERROR_ANSWERS[code]) ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
        content: { [JSON_TYPE]: { schema: { allOf: [errorBody, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] } } },
      }
    }
    paths[template.path] ??= {}
    ;(paths[template.path] as Record<string, JsonSchema>)[c.method.toLowerCase()] = {
      operationId: name,
      summary: name.replace(/([A-Z])/g, ' $1').replace(/^./, (l) => l.toUpperCase()),
      ...(descriptions[name] === undefined ? {} : { description: descriptions[name] }),
      tags: [tagOf(template.path)],
      parameters,
      ...(c.request === undefined ? {} : { requestBody: { required: true, content: { [JSON_TYPE]: { schema: schemaOf(c.request) } } } }),
      responses,
      security: c.method === 'POST' ? [{ csrfEcho: [] }] : [],
    }
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'RideCover insurer API', version: '1.0.0', description: DESCRIPTION, contact: { name: FIRM.legalName } },
    servers: [{ url: '/', description: 'The insurer, on the app’s own origin.' }],
    tags: tagsOf(Object.keys(paths)),
    paths,
    components: {
      schemas: components,
      parameters: {
        ScriptMarker: {
          name: SCRIPT_HEADER,
          in: 'header',
          required: true,
          description: 'Says the request was made by script; the app sends it with every request.',
          schema: { type: 'string', enum: [SCRIPT_HEADER_VALUE] },
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
      },
      securitySchemes: {
        csrfEcho: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `The value of the \`${CSRF_COOKIE}\` cookie the insurer set for this session (with its session cookie), echoed by every POST.`,
        },
      },
    },
  }
  return { document, undescribed }
}
