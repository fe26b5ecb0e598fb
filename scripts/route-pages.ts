import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { join } from 'node:path'
import { OTHER_PATHS, ROUTE_PAGES_FILE } from '../mock-server/http/route-pages'
import { SHELL_ATTRIBUTE } from '../src/app/page-shell'
import { HELP_PATH, ROUTES } from '../src/domain/routes'

/*
 * The build's route pages: after `parcel build`, writes for each path of the route table a copy of dist/index.html
 * that is drawn before any script has run (the app as first rendered there, its stylesheets written in) and asks at
 * once, at low priority, for the app's start stages and the path's screen chunks (modulepreload; preload for its
 * styles), so they download beside the entry bundle instead of after it has run; and dist/route-pages.json naming
 * the page of each path, which the mock server sends for it (a path without a page, or a build without the file,
 * gets the index as before). The entry and the start stages are marked for compiling as they download
 * (CALLED_ON_LOAD).
 *
 * Which chunks a screen needs is read from this build, never written by hand: the route table (in the view's
 * bundle) names each route's screen export (`Addons:…then(e=>e.AddonsScreen)`), a chunk defines that export, and
 * the loader of that module lists every chunk it waits for (Parcel's `Promise.all([import("id"), …])`, its ids
 * resolved through the index's import map). The start stages are found the same way from their exports
 * (START_STAGES). A route whose chain cannot be read gets no page; start stages that cannot be found stop the build.
 *
 * Run as `node --import tsx scripts/route-pages.ts [distDir]`.
 */

const ENTRY_SCRIPT = /<script type="?module"? src="?\/?([^" >]+\.js)"?><\/script>/

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The index's import map: Parcel's bundle id to its file ("/AddonsScreen.ee357b02.js"). */
const importMapOf = (index: string): Record<string, string> => {
  const json = /<script type="?importmap"?>([\s\S]*?)<\/script>/.exec(index)?.[1]
  if (json === undefined) return {}
  const parsed = JSON.parse(json) as { imports?: Record<string, string> }
  return parsed.imports ?? {}
}

/** The export a route's screen is read from in the route table (whichever bundle holds it), or undefined. */
const screenExportOf = (bundles: readonly string[], route: string): string | undefined => {
  // The table's entry calls lazyScreen by its name, or as `(0,x.lazyScreen)` when it comes from another bundle.
  const table = new RegExp(`[{,]${escape(route)}:(?:[\\w$]+|\\(0,[\\w$]+\\.[\\w$]+\\))\\(\\(\\)=>.*?\\.then\\(([\\w$]+)=>\\1\\.([\\w$]+)\\)\\)`)
  for (const code of bundles) {
    const name = table.exec(code)?.[2]
    if (name !== undefined) return name
  }
  return undefined
}

/** The id of the module (in any bundle) that defines export `name`, or undefined. */
const moduleDefining = (bundles: readonly string[], name: string): string | undefined => {
  for (const code of bundles) {
    const at = code.search(new RegExp(`\\.exports,"${escape(name)}",`))
    if (at < 0) continue
    const defs = [...code.slice(0, at).matchAll(/\("([\w$]+)",function\(/g)]
    const id = defs.at(-1)?.[1]
    if (id !== undefined) return id
  }
  return undefined
}

/** A loader Parcel writes for a dynamic import: what it waits for (one import, or all of a list), then the module it answers. */
const LOADER = /exports=(Promise\.all\(\[[^\]]*\]\)|import\("[\w$]+"\))\.then\(\(\)=>[\w$]+\("[\w$]+"\)\)/g

/**
 * The bundle ids a loader of module `id` waits for (scripts by import, styles by import.meta.resolve), in whichever
 * bundle imports it.
 */
const bundlesLoading = (bundles: readonly string[], id: string): string[] => {
  const loader = new RegExp(`exports=(Promise\\.all\\(\\[[^\\]]*\\]\\)|import\\("[\\w$]+"\\))\\.then\\(\\(\\)=>[\\w$]+\\("${escape(id)}"\\)\\)`)
  for (const code of bundles) {
    const found = loader.exec(code)?.[1]
    if (found !== undefined) return [...found.matchAll(/(?:import|resolve)\("([\w$]+)"\)/g)].map((m) => m[1] as string)
  }
  return []
}

/** The files a loader of the module exporting `name` waits for; none when the chain cannot be read. */
const filesLoading = (bundles: readonly string[], map: Readonly<Record<string, string>>, name: string): string[] => {
  const id = moduleDefining(bundles, name)
  const files = id === undefined ? [] : bundlesLoading(bundles, id).map((b) => map[b])
  return files.length > 0 && files.every((f) => f !== undefined) ? (files as string[]) : []
}

/**
 * Exports of the app's later start stages (src/main.tsx), each its own bundle: the kept session's
 * (start-session.ts), the store's (start-store.ts) and the view's (start-view.tsx). Every page asks for their
 * files at once.
 */
const START_STAGES = ['openSession', 'startStore', 'preloadScreenAt']

/**
 * The tags asking for a screen's files: scripts as module preloads, styles as style preloads. At low priority, as
 * the app's entry script: the page's first paint needs none of them (its markup and styles are in the page), and
 * says so to the browser, which then spends the first round trips on nothing else.
 */
const preloadTags = (files: readonly string[]): string =>
  files.map((f) => (f.endsWith('.css') ? `<link rel=preload as=style href=${f} fetchpriority=low>` : `<link rel=modulepreload href=${f} fetchpriority=low>`)).join('')

/** The build in `dist`: its index, its import map, its entry's file and every bundle's code (the entry first). */
const buildOf = (dist: string) => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  const map = importMapOf(index)
  const entryFile = ENTRY_SCRIPT.exec(index)?.[1]
  const files = [...(entryFile === undefined ? [] : [entryFile]), ...Object.values(map).filter((f) => f.endsWith('.js'))]
  const bundles = files.map((f) => readFileSync(join(dist, f), 'utf8'))
  return { index, map, entryFile, bundles, files }
}

/** The files of the app's later start stages, in order; throws when the build's chain cannot be read. */
const startFiles = (dist: string): string[] => {
  const { map, bundles } = buildOf(dist)
  const files = START_STAGES.map((name) => {
    const found = filesLoading(bundles, map, name)
    if (found.length === 0) throw new Error(`route pages: no loader of the start stage exporting ${name} found in ${dist}`)
    return found
  })
  return [...new Set(files.flat())]
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of a file
 * starting with it is compiled with the file, on a background thread while the file streams in, instead of one by
 * one on the main thread when first called. The start runs nearly all of the entry's and the start stages' code,
 * and that lazy compiling made most of the stages' tasks on a slow phone (the session stage's 90 ms at 4× CPU
 * fell to 30 ms). Screens and later flows keep the lazy default: much of them never runs.
 */
export const CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts CALLED_ON_LOAD at the top of each of `files` (paths under `dist`) lacking it. The production build writes no
 * source maps, so no mapping shifts by the added line; a file keeps its hashed name, the change being the same
 * for every build of the same content.
 */
const markCalledOnLoad = (dist: string, files: readonly string[]): void => {
  for (const f of files) {
    const code = readFileSync(join(dist, f), 'utf8')
    if (!code.startsWith(CALLED_ON_LOAD)) writeFileSync(join(dist, f), CALLED_ON_LOAD + code)
  }
}

/** A path no route claims: where the app's NotFound is rendered for the page of every such path. */
const UNCLAIMED_PATH = '/no-such-page'

/**
 * The files of the flow that judges a route's screen, for a screen the route table loads with it
 * (src/app/routes.tsx `judgedAtOnce`, the screen drawn once its Continue's flow can run): none for any other. Read
 * from the build: the table's entry names the command (`…judgedAtOnce((0,x.command)("summary/Continue",{}),…`), the
 * flows' table (sagas/flows.ts) names the export its flow is (`"summary/Continue":{flow:y(e=>e.continueFromSummary)`),
 * and that export's module is loaded as a screen's is. Without them in the page, the flow's bundle was asked for only
 * once the entry had run, and the screen, and with it the proposal's request, waited a round trip more for it.
 */
const judgeFiles = ({ bundles, files, map }: ReturnType<typeof buildOf>, route: string): string[] => {
  const entry = new RegExp(`[{,]${escape(route)}:(?:[\\w$]+|\\(0,[\\w$]+\\.[\\w$]+\\))\\(\\(\\)=>[\\w$]+\\((?:\\(0,[\\w$]+\\.[\\w$]+\\)|[\\w$]+)\\("([\\w/]+)",\\{\\}\\),`)
  const type = bundles.map((code) => entry.exec(code)?.[1]).find((t) => t !== undefined)
  if (type === undefined) return []
  const row = new RegExp(`"${escape(type)}":\\{flow:[\\w$]+\\(([\\w$]+)=>\\1\\.([\\w$]+)\\)`)
  const name = bundles.map((code) => row.exec(code)?.[2]).find((n) => n !== undefined)
  if (name === undefined) return []
  // The flows' module re-exports its parts, so the export is defined in a module no loader names: the loader
  // waiting for the bundle that holds it is the one.
  const holder = files[bundles.findIndex((code) => code.includes(`.exports,"${name}",`))]
  const ids = Object.entries(map).flatMap(([id, f]) => (f === holder ? [id] : []))
  for (const code of bundles) {
    for (const [, waits] of code.matchAll(LOADER)) {
      const loaded = [...(waits ?? '').matchAll(/(?:import|resolve)\("([\w$]+)"\)/g)].map((m) => m[1] as string)
      if (loaded.some((id) => ids.includes(id))) return loaded.flatMap((id) => (map[id] === undefined ? [] : [map[id]]))
    }
  }
  return []
}

/**
 * Each route's screen files in the build in `dist`, by path (NotFound's under OTHER_PATHS); a route whose chain
 * cannot be read is left out.
 */
export const routeChunks = (dist: string): Record<string, string[]> => {
  const build = buildOf(dist)
  const { map, bundles } = build
  const paths: Record<string, string> = { ...ROUTES, Help: HELP_PATH, NotFound: OTHER_PATHS }
  const out: Record<string, string[]> = {}
  for (const [route, path] of Object.entries(paths)) {
    const name = screenExportOf(bundles, route)
    const files = name === undefined ? [] : filesLoading(bundles, map, name)
    if (files.length > 0) out[path] = [...new Set([...files, ...judgeFiles(build, route)])]
  }
  return out
}

/** The index's stylesheets, each written into the page itself: the first paint then waits for no request. */
const inlineStyles = (dist: string, html: string): string =>
  html.replace(/<link rel="?stylesheet"? href="?\/?([^" >]+\.css)"?>/g, (tag, file: string) => {
    const css = readFileSync(join(dist, file), 'utf8')
    return /<\/style/i.test(css) ? tag : `<style>${css}</style>`
  })

/** The last stylesheet of the head (inline or linked): preloads go after it, as the first paint needs it first. */
const LAST_STYLES = /(<style>[\s\S]*?<\/style>|<link rel="?stylesheet"?[^>]*>)(?![\s\S]*(<style>|<link rel="?stylesheet))/

/** The uuid in the address a shell is rendered at. */
const PLACEHOLDER_UUID = '00000000-0000-4000-8000-000000000000'

/**
 * The markup with the addresses built from the placeholder uuid taken out of its links (a link without one is no
 * link: nothing to follow or read out until the app draws it with the rider's own).
 */
const withoutPlaceholderAddresses = (markup: string): string =>
  markup.replace(new RegExp(`(<a\\b[^>]*?)\\s+href="[^"]*${PLACEHOLDER_UUID}[^"]*"`, 'g'), '$1')

const ROOT_TAG = /<div id="?root"?><\/div>/

/**
 * The pre-render runs the screens' modules in Node, which cannot import a stylesheet (Parcel bundles those): each
 * is read as an empty module. Registered before the renderer is first imported, which it must precede.
 */
const STYLESHEETS_AS_NOTHING = `data:text/javascript,${encodeURIComponent(
  "export const load = (url, context, next) => (url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context))",
)}`
let renderer: Promise<typeof import('./prerender')> | undefined
const renderPath = (path: string): Promise<string> => {
  renderer ??= Promise.resolve().then(() => {
    register(STYLESHEETS_AS_NOTHING)
    return import('./prerender')
  })
  return renderer.then((r) => r.renderPath(path))
}

/** What a route's page holds in its root: the form's step to hydrate, any other screen's shell, or (unrenderable) nothing. */
const rootOf = async (path: string, warn: (line: string) => void): Promise<string> => {
  try {
    if (path === ROUTES.QuoteCreateForm) return `<div id=root>${await renderPath(path)}</div>`
    if (path === UNCLAIMED_PATH) {
      // NotFound names the address it was asked for: the page every such address gets names none until the app
      // draws it.
      const markup = (await renderPath(path)).replace(`>${UNCLAIMED_PATH}</code>`, '></code>')
      if (markup.includes(UNCLAIMED_PATH)) throw new Error('the markup names the address')
      return `<div id=root ${SHELL_ATTRIBUTE} inert>${markup}</div>`
    }
    // A screen after the quote is drawn as it is while its proposal loads, which needs a uuid in the address. The
    // shell is inert; a link whose address is built from the placeholder (a quote that does not exist) has none.
    const markup = withoutPlaceholderAddresses(await renderPath(`${path}?uuid=${PLACEHOLDER_UUID}`))
    if (markup.includes(PLACEHOLDER_UUID)) throw new Error('the markup names the address’s uuid outside a link')
    return `<div id=root ${SHELL_ATTRIBUTE} inert>${markup}</div>`
  } catch (e) {
    warn(`route pages: ${path} is sent with an empty root (${e instanceof Error ? e.message : String(e)})`)
    return '<div id=root></div>'
  }
}

/**
 * Writes dist/routes/<route>.html for every route whose screen chunks the build names, and dist/route-pages.json
 * naming each. A page is the index with its stylesheets written in, the screen's chunks asked for at once, and the
 * app as first rendered at the path in its root (scripts/prerender.tsx; src/app/page-shell.tsx says how the app
 * takes it over). Answers the manifest.
 */
export const writeRoutePages = async (dist: string, warn: (line: string) => void = () => undefined): Promise<Record<string, string>> => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!ROOT_TAG.test(index)) throw new Error(`route pages: ${join(dist, 'index.html')} has no empty <div id="root"></div>`)
  const entry = ENTRY_SCRIPT.exec(index)?.[1]
  if (entry === undefined) throw new Error(`route pages: ${join(dist, 'index.html')} has no entry script`)
  const start = startFiles(dist)
  const manifest: Record<string, string> = {}
  mkdirSync(join(dist, 'routes'), { recursive: true })
  const styled = inlineStyles(dist, index)
  if (!LAST_STYLES.test(styled)) throw new Error(`route pages: ${join(dist, 'index.html')} has no stylesheet to put the preloads after`)
  for (const [path, files] of Object.entries(routeChunks(dist))) {
    const file = path === OTHER_PATHS ? 'routes/not-found.html' : `routes/${path.slice(1).replace(/\//g, '-')}.html`
    const root = await rootOf(path === OTHER_PATHS ? UNCLAIMED_PATH : path, warn)
    const html = styled
      .replace(LAST_STYLES, `$1${preloadTags([...start, ...files.filter((f) => !start.includes(f))])}`)
      .replace(ROOT_TAG, () => root)
      .replace(ENTRY_SCRIPT, () => `<script type=module src=/${entry} fetchpriority=low></script>`)
    writeFileSync(join(dist, file), html)
    manifest[path] = file
  }
  markCalledOnLoad(dist, [entry, ...start])
  writeFileSync(join(dist, ROUTE_PAGES_FILE), JSON.stringify(manifest, null, 1))
  return manifest
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dist = process.argv[2] ?? join(process.cwd(), 'dist')
  writeRoutePages(dist, (line) => void process.stderr.write(`${line}\n`)).then(
    (manifest) => process.stdout.write(`route pages: ${Object.keys(manifest).length} paths have a page of their own (${ROUTE_PAGES_FILE})\n`),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
      process.exit(1)
    },
  )
}
