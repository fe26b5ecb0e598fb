import type { RequestHandler } from 'express'
import { openApiDocument } from '../../src/domain/contract/openapi'

let document: unknown

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the calls this server answers, derived from the calls'
 * table (`openApiDocument`) once, on the first request. Revalidated by its ETag on every use (`no-cache`), so a
 * client always reads the running server's contract; it holds no personal data.
 */
export const openApiJson: RequestHandler = (_req, res) => {
  document ??= openApiDocument().document
  res.setHeader('Cache-Control', 'no-cache')
  res.json(document)
}
