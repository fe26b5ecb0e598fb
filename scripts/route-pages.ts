import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTE_PAGES_FILE } from '../mock-server/http/route-pages'
import { HELP_PATH, ROUTES } from '../src/domain/routes'

/*
 * The build's route pages: after `parcel build`, writes for each path of the route table a copy of dist/index.html
 * that asks for the path's screen chunks at once (modulepreload; preload for its styles), so they download beside
 * the main bundle instead of after it has run, and dist/route-pages.json naming the page of each path, which the
 * mock server sends for it (a path without a page, or a build without the file, gets the index as before).
 *
 * Which chunks a screen needs is read from this build, never written by hand: the entry bundle's route table names
 * each route's screen export (`Addons:…then(e=>e.AddonsScreen)`), a chunk defines that export, and the entry's
 * loader of that module lists every chunk it waits for (Parcel's `Promise.all([import("id"), …])`, its ids resolved
 * through the index's import map). A route whose chain cannot be read gets no page.
 *
 * Run as `node --import tsx scripts/route-pages.ts [distDir]`.
 */

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The index's import map: Parcel's bundle id to its file ("/AddonsScreen.ee357b02.js"). */
const importMapOf = (index: string): Record<string, string> => {
  const json = /<script type="?importmap"?>([\s\S]*?)<\/script>/.exec(index)?.[1]
  if (json === undefined) return {}
  const parsed = JSON.parse(json) as { imports?: Record<string, string> }
  return parsed.imports ?? {}
}

/** The export a route's screen is read from in the entry bundle's route table, or undefined. */
const screenExportOf = (entry: string, route: string): string | undefined =>
  new RegExp(`[{,]${escape(route)}:[\\w$]+\\(\\(\\)=>.*?\\.then\\(([\\w$]+)=>\\1\\.([\\w$]+)\\)\\)`).exec(entry)?.[2]

/** The id of the module (in any chunk) that defines export `name`, or undefined. */
const moduleDefining = (chunks: readonly string[], name: string): string | undefined => {
  for (const code of chunks) {
    const at = code.search(new RegExp(`\\.exports,"${escape(name)}",`))
    if (at < 0) continue
    const defs = [...code.slice(0, at).matchAll(/\("([\w$]+)",function\(/g)]
    const id = defs.at(-1)?.[1]
    if (id !== undefined) return id
  }
  return undefined
}

/** The bundle ids the entry's loader of module `id` waits for (scripts by import, styles by import.meta.resolve). */
const bundlesLoading = (entry: string, id: string): string[] => {
  const loader = new RegExp(`exports=(Promise\\.all\\(\\[[^\\]]*\\]\\)|import\\("[\\w$]+"\\))\\.then\\(\\(\\)=>[\\w$]+\\("${escape(id)}"\\)\\)`).exec(entry)?.[1]
  return loader === undefined ? [] : [...loader.matchAll(/(?:import|resolve)\("([\w$]+)"\)/g)].map((m) => m[1] as string)
}

/** The tags asking for a screen's files: scripts as module preloads, styles as style preloads. */
const preloadTags = (files: readonly string[]): string =>
  files.map((f) => (f.endsWith('.css') ? `<link rel=preload as=style href=${f}>` : `<link rel=modulepreload href=${f}>`)).join('')

/** Each route's screen files in the build in `dist`, by path; a route whose chain cannot be read is left out. */
export const routeChunks = (dist: string): Record<string, string[]> => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  const map = importMapOf(index)
  const entryFile = /<script type="?module"? src="?\/?([^" >]+\.js)/.exec(index)?.[1]
  if (entryFile === undefined) return {}
  const entry = readFileSync(join(dist, entryFile), 'utf8')
  const chunks = Object.values(map)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dist, f), 'utf8'))
  const paths: Record<string, string> = { ...ROUTES, Help: HELP_PATH }
  const out: Record<string, string[]> = {}
  for (const [route, path] of Object.entries(paths)) {
    const name = screenExportOf(entry, route)
    const id = name === undefined ? undefined : moduleDefining(chunks, name)
    const files = id === undefined ? [] : bundlesLoading(entry, id).map((b) => map[b])
    if (files.length > 0 && files.every((f) => f !== undefined)) out[path] = files as string[]
  }
  return out
}

/**
 * Writes dist/routes/<route>.html for every route whose screen chunks the build names (none for the form's create
 * path, whose pre-rendered page asks for its own), and dist/route-pages.json. Answers the manifest.
 */
export const writeRoutePages = (dist: string): Record<string, string> => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  const manifest: Record<string, string> = {}
  mkdirSync(join(dist, 'routes'), { recursive: true })
  for (const [path, files] of Object.entries(routeChunks(dist))) {
    if (path === ROUTES.QuoteCreateForm) continue
    const file = `routes/${path.slice(1).replace(/\//g, '-')}.html`
    // The preloads go after the stylesheets, which the first paint needs first.
    const html = index.replace(/(<link rel=stylesheet[^>]*>)(?![\s\S]*<link rel=stylesheet)/, `$1${preloadTags(files)}`)
    if (html === index) continue
    writeFileSync(join(dist, file), html)
    manifest[path] = file
  }
  writeFileSync(join(dist, ROUTE_PAGES_FILE), JSON.stringify(manifest, null, 1))
  return manifest
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dist = process.argv[2] ?? join(process.cwd(), 'dist')
  const manifest = writeRoutePages(dist)
  process.stdout.write(`route pages: ${Object.keys(manifest).length} paths name their screen chunks (${ROUTE_PAGES_FILE})\n`)
}
