import { builtFiles, type BuiltFiles } from '../../src/delivery/built-files'
import { isIndexedPage } from './robots'

/**
 * The built app's files as a CDN would deliver them (src/delivery/built-files.ts: hashed files a year as
 * immutable, pages `no-cache`, validators and 304s, brotli or gzip as the client accepts), every page but the
 * entry pages carrying `X-Robots-Tag: noindex` (robots.ts): all the app's routes share one index.html, and only
 * the server knows which route was asked for.
 */
export const appFiles = (dir: string, opts: { readonly compress: boolean }): BuiltFiles =>
  builtFiles(dir, {
    compress: opts.compress,
    pageHeaders: (req, res) => {
      if (!isIndexedPage(req.path)) res.setHeader('X-Robots-Tag', 'noindex')
    },
  })
