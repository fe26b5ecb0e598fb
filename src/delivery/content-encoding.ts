import { brotliCompress, constants, gzip } from 'node:zlib'

/** The content codings the server sends, best first. */
export type Encoding = 'br' | 'gzip'

const PREFERENCE: readonly Encoding[] = ['br', 'gzip']

/**
 * The coding to send for a request's Accept-Encoding: brotli when the client accepts it, else gzip, else
 * null (send the body as it is). A coding named with q=0 is refused, as is every unnamed one when `*;q=0`
 * stands; `*` with a weight above 0 accepts both; a weight that is not a number is left out (counts as 1). No header, or one naming neither, means null: nothing is
 * compressed for a client that does not ask.
 */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  if (acceptEncoding === undefined) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (name === '') continue
    const q = params.map((p) => /^q\s*=\s*([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined)
    const weight = Number(q ?? 1)
    weights.set(name, Number.isNaN(weight) ? 1 : weight)
  }
  const star = weights.get('*')
  const accepted = PREFERENCE.filter((e) => (weights.get(e) ?? star ?? 0) > 0)
  return accepted.reduce<Encoding | null>((best, e) => (best === null || (weights.get(e) ?? star ?? 0) > (weights.get(best) ?? star ?? 0) ? e : best), null)
}

const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** True for the media types worth compressing: text, JSON, JavaScript, SVG, XML. Images and fonts are compressed already. */
export const isCompressibleType = (contentType: string | undefined): boolean => {
  const type = mediaType(contentType)
  return type.startsWith('text/') || isJsonType(type) || /^application\/(?:javascript|xml|[\w.+-]+\+xml)$/.test(type) || type === 'image/svg+xml'
}

/** True for JSON: application/json or a +json type, whatever its parameters. */
export const isJsonType = (contentType: string | undefined): boolean => {
  const type = mediaType(contentType)
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)
}

/**
 * How hard to compress: `answer` for a body made per request (quick: brotli 5, gzip 6), `file` for a file
 * compressed once and kept (gzip 9; brotli 11, which takes about a second per 500 KB), `file-quick` for a large
 * file's first answer while its brotli 11 version is being made.
 */
export type Effort = 'answer' | 'file' | 'file-quick'

const BROTLI_QUALITY: Readonly<Record<Effort, number>> = { answer: 5, file: 11, 'file-quick': 5 }
const GZIP_LEVEL: Readonly<Record<Effort, number>> = { answer: 6, file: 9, 'file-quick': 9 }

/**
 * The file name suffix of a file's form in each coding, kept beside it by the build (scripts/precompress.ts):
 * `main.1a2b3c4d.js.br`, `main.1a2b3c4d.js.gz`.
 */
export const CODED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * The body compressed with `encoding`, off the event loop (zlib's thread pool). Brotli is told the body is
 * text (UTF-8), as everything compressed here is. Rejects when zlib fails; callers then send the body as it is.
 */
export const compress = (body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const done = (e: Error | null, out: Buffer): void => (e === null ? resolve(out) : reject(e))
    try {
      if (encoding === 'br') {
        const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
        brotliCompress(body, { params }, done)
      } else {
        gzip(body, { level: GZIP_LEVEL[effort] }, done)
      }
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)))
    }
  })
