import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { basename, extname, join, normalize, sep } from 'node:path'
import { chooseEncoding, CODED_SUFFIX, isCompressibleType } from './content-encoding'
import { FileCache, type CachedFile } from './file-cache'

/** A file named after its content (Parcel's `name.1a2b3c4d.js`, esbuild's `name-ABCD1234.js`): it never changes. */
const HASHED_NAME = /(?:\.[0-9a-f]{8}|-[0-9A-Z]{8})\.[a-z0-9]+$/

/** A page: revalidated on every use (its validators make that a 304 when unchanged), as it names this build's assets. */
const PAGE_CACHE = 'no-cache'
const HASHED_CACHE = 'public, max-age=31536000, immutable'
/** A file whose name stays the same across builds. */
const PLAIN_CACHE = 'public, max-age=3600'

/** How long a file may be kept without asking again: by its name, as a CDN in front of the build would decide. */
const cacheControlOf = (file: string): string => {
  const name = basename(file)
  if (extname(name) === '.html') return PAGE_CACHE
  return HASHED_NAME.test(name) ? HASHED_CACHE : PLAIN_CACHE
}

/** True when the client's cached copy is still this file (If-None-Match first, else If-Modified-Since). */
const notModified = (req: Request, file: CachedFile): boolean => {
  const tags = req.headers['if-none-match']
  if (tags !== undefined) {
    const opaque = (tag: string): string => tag.trim().replace(/^W\//, '')
    return tags.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(file.etag))
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && file.modifiedSeconds * 1000 <= since
}

/** True for a compressed form the build keeps beside a file (`main.1a2b3c4d.js.br`): sent only as that file's coding. */
const isCodedForm = (path: string): boolean => Object.values(CODED_SUFFIX).some((suffix) => path.endsWith(suffix))

/**
 * The files of the builds held in memory, shared by every server of the process (the one-machine server sends
 * the app's and the support desk's from one process; the browser tests start many on one dist/).
 */
const cache = new FileCache()

export interface BuiltFilesOptions {
  /** Send text compressed to a client that accepts it; false sends every file as it is. */
  readonly compress: boolean
  /**
   * Sets a page's own headers (an `.html` file's: the app's `X-Robots-Tag`), before it is sent or answered 304.
   * Not called for other files.
   */
  readonly pageHeaders?: (req: Request, res: Response) => void
}

export interface BuiltFiles {
  /** Sends any file of the folder a GET or HEAD names; passes on what is not a file of the folder. */
  readonly files: RequestHandler
  /** Sends this HTML file (the index, a pre-rendered page) for the request, or passes on when it is missing. */
  readonly sendPage: (req: Request, res: Response, next: NextFunction, file: string) => void
}

/**
 * A build's files (a folder of it) as a CDN would deliver them. Content-hashed files are cached for a year as
 * immutable; pages are revalidated every time (`no-cache`) and other files kept an hour, both with an ETag and
 * Last-Modified, so an unchanged one costs a 304. Text (HTML, scripts, styles, SVG, text) is sent brotli- or
 * gzip-compressed as the client accepts (`Vary: Accept-Encoding`; as it is to a client that does not ask, or
 * when `compress` is false), each file compressed once and kept in memory, or its compressed form read from
 * beside it when the build made one (file-cache.ts, scripts/precompress.ts). A file outside the folder, a
 * dotfile, a directory, or a compressed form asked for by its own name (`.br`, `.gz`) is never sent. Files are
 * named by the request's path as the handler sees it (under a mount point, the path below it).
 */
export const builtFiles = (dir: string, opts: BuiltFilesOptions): BuiltFiles => {
  const root = normalize(dir + sep)

  const send = async (req: Request, res: Response, next: NextFunction, path: string): Promise<void> => {
    const file = await cache.get(path)
    if (file === null) return next()
    res.setHeader('Cache-Control', cacheControlOf(path))
    res.setHeader('ETag', file.etag)
    res.setHeader('Last-Modified', new Date(file.modifiedSeconds * 1000).toUTCString())
    res.type(extname(path) === '' ? 'application/octet-stream' : extname(path))
    if (extname(path) === '.html') opts.pageHeaders?.(req, res)
    const contentType = res.getHeader('Content-Type')
    const compressible = opts.compress && isCompressibleType(typeof contentType === 'string' ? contentType : undefined)
    if (compressible) res.vary('Accept-Encoding')
    if (notModified(req, file)) return void res.status(304).end()
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null
    const packed = encoding === null ? null : await file.encoded(encoding)
    if (encoding !== null && packed !== null) res.setHeader('Content-Encoding', encoding)
    const body = packed ?? file.body
    res.setHeader('Content-Length', String(body.length))
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  return {
    files: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next()
      let path: string
      try {
        path = decodeURIComponent(req.path)
      } catch {
        // Malformed percent-encoding (the mock server refuses it before): not a file of the folder.
        return next()
      }
      const file = normalize(join(dir, path))
      if (!file.startsWith(root) || path.includes('\0') || path.split('/').some((part) => part.startsWith('.')) || isCodedForm(path)) return next()
      send(req, res, next, file).catch(next)
    },
    sendPage: (req, res, next, file) => void send(req, res, next, file).catch(next),
  }
}
