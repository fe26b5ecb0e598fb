import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { JsonSchema } from '../../../src/domain/wire-schema'
import type { OpenApiDocument } from '../../../src/domain/contract/openapi'

// ajv-formats is CommonJS: its default export is the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule

const COMPONENTS_ID = 'https://ridecover.invalid/openapi/components'

/** A schema with the document's component references pointed at the components' own schema. */
const pointed = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as unknown

/** What a schema says of one value: valid, or its errors in words. */
export interface Verdict {
  readonly valid: boolean
  readonly errors: readonly string[]
}

const verdict = (validate: ValidateFunction, value: unknown): Verdict => {
  const valid = validate(value)
  const errors = (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`)
  return { valid, errors }
}

interface Operation {
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> }
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema: JsonSchema }> }>
  readonly operationId: string
}

/**
 * The document's schemas as ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect, formats asserted by ajv-formats)
 * reads them: any schema of it, and each operation's request body and answers, by operationId (the call's name).
 * Throws when the document's schemas do not compile (strict mode: an unknown keyword or format is an error).
 */
export const documentSchemas = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true })
  addFormats(ajv)
  const components = (document.components as { schemas: Record<string, JsonSchema> }).schemas
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: pointed(components) as JsonSchema })
  const compiled = new Map<unknown, ValidateFunction>()
  const compile = (schema: JsonSchema): ValidateFunction => {
    const known = compiled.get(schema)
    if (known !== undefined) return known
    const validate = ajv.compile(pointed(schema) as JsonSchema)
    compiled.set(schema, validate)
    return validate
  }
  const operations = new Map<string, Operation>()
  for (const item of Object.values(document.paths as Record<string, Record<string, Operation>>)) {
    for (const op of Object.values(item)) operations.set(op.operationId, op)
  }
  const operation = (name: string): Operation => {
    const op = operations.get(name)
    if (op === undefined) throw new Error(`no operation ${name} in the document`)
    return op
  }
  const json = (content: Record<string, { readonly schema: JsonSchema }> | undefined, what: string): JsonSchema => {
    const schema = content?.['application/json']?.schema
    if (schema === undefined) throw new Error(`${what} has no JSON schema`)
    return schema
  }
  return {
    /** A schema of the document (a component's `$ref` included) judging `value`. */
    check: (schema: JsonSchema, value: unknown): Verdict => verdict(compile(schema), value),
    /** The call's request body schema judging `value`. */
    request: (name: string, value: unknown): Verdict => verdict(compile(json(operation(name).requestBody?.content, `${name}'s request`)), value),
    /** The call's answer at `status` judging `value`. */
    response: (name: string, status: number, value: unknown): Verdict => {
      const response = operation(name).responses[String(status)]
      if (response === undefined) return { valid: false, errors: [`${name} declares no answer ${status}`] }
      return verdict(compile(json(response.content, `${name}'s answer ${status}`)), value)
    },
  }
}
