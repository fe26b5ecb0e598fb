import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { configureImmer } from '../reducers/immer-config'
import type { SagaDeps } from '../sagas/context'
import { App } from '../src/app/App'
import { systemClock } from '../src/app/event-log'
import { createNavigator } from '../src/app/navigation'
import { createAppStore } from '../src/app/store'
import { ROUTES } from '../src/domain/routes'

/*
 * The build's pre-render: after `parcel build`, renders the first screen of `/get-a-quote`
 * (layout and the form's step 1, as a new visitor's store has it before any answer or list arrives) with
 * react-dom/server's static renderer, and writes it into a copy of dist/index.html as dist/get-a-quote.html,
 * which the mock server sends for that path. The browser hydrates it (src/main.tsx): the rider sees the form
 * before the JavaScript has loaded. The page also asks for the form's screen chunks at once (modulepreload),
 * instead of after the main bundle has run. Other paths keep dist/index.html (an empty root).
 *
 * Run as `node --import tsx scripts/prerender.tsx [distDir]`.
 */

const ROOT_TAG = /<div id="?root"?><\/div>/

/** No I/O happens while rendering (sagas act on commands, which effects dispatch in the browser only). */
const inertDeps = (): SagaDeps => {
  const never = (): never => {
    throw new Error('the pre-render does no I/O')
  }
  return {
    api: new Proxy({}, { get: () => never }) as SagaDeps['api'],
    clock: systemClock,
    ids: { uuid: never },
    navigate: never,
    log: () => undefined,
    botCheck: never,
    deviceFingerprint: never,
  }
}

const renderPath = async (path: string): Promise<string> => {
  configureImmer(true)
  const deps = inertDeps()
  const app = createAppStore(deps, 'prerender')
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App app={app} navigator={createNavigator()} clock={deps.clock} router={(children) => <StaticRouter location={path}>{children}</StaticRouter>} />
    </StrictMode>,
    { onError: (e) => void process.stderr.write(`prerender: ${e instanceof Error ? e.message : String(e)}\n`) },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The files of a lazily loaded screen's chunks in THIS build, by its source file's name (Parcel names a screen's
 * own chunk after it, and so the chunk of what it shares with later screens, such as the question inputs): as the
 * built index names them (Parcel's import map), else as the index's entry script imports them. Never a directory
 * listing: dist/ may still hold earlier builds' chunks.
 */
const chunksOf = (dist: string, index: string, name: string): string[] => {
  const named = new RegExp(`${name}\\.[0-9a-f]+\\.js`, 'g')
  const inIndex = [...new Set(index.match(named) ?? [])]
  if (inIndex.length > 0) return inIndex
  const entry = /<script type="?module"? src="?\/?([^" >]+\.js)/.exec(index)?.[1]
  return entry === undefined ? [] : [...new Set(readFileSync(join(dist, entry), 'utf8').match(named) ?? [])]
}

export const prerender = async (dist: string): Promise<string> => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!ROOT_TAG.test(index)) throw new Error(`prerender: ${join(dist, 'index.html')} has no empty <div id="root"></div>`)
  const markup = await renderPath(ROUTES.QuoteCreateForm)
  if (/<script/i.test(markup)) throw new Error('prerender: the markup holds a script (a Suspense boundary did not resolve), which the content policy would block')
  const preload = chunksOf(dist, index, 'QuoteFormScreen')
    .map((chunk) => `<link rel=modulepreload href=/${chunk}>`)
    .join('')
  // The preload goes after the stylesheets, which the first paint needs first.
  const html = index.replace(ROOT_TAG, `<div id=root>${markup}</div>`).replace(/(<link rel=stylesheet[^>]*>)(?![\s\S]*<link rel=stylesheet)/, `$1${preload}`)
  const out = join(dist, 'get-a-quote.html')
  writeFileSync(out, html)
  return out
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dist = process.argv[2] ?? join(process.cwd(), 'dist')
  prerender(dist).then(
    (out) => process.stdout.write(`prerendered ${ROUTES.QuoteCreateForm} to ${out}\n`),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
      process.exit(1)
    },
  )
}
