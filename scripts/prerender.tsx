import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { configureImmer } from '../reducers/immer-config'
import type { SagaDeps } from '../sagas/context'
import { App } from '../src/app/App'
import { systemClock } from '../src/app/event-log'
import { createNavigator } from '../src/app/navigation'
import { createAppStore } from '../src/app/store'

/*
 * The build's pre-render (scripts/route-pages.ts writes what it renders into each route's page): renders the app at
 * one path as a new visitor's store has it before any answer, list or proposal arrives, with react-dom's static
 * renderer, so the page the server sends is drawn before the JavaScript has loaded: the form's first step, which
 * the browser hydrates; a screen after the quote's skeleton, which the app replaces when it starts.
 */

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

/**
 * The markup of the app at `path` (a route's path, no query): the layout and the screen as first rendered. Throws
 * when the render failed or left a Suspense boundary unresolved (its markup would hold a script, which the content
 * policy blocks).
 */
export const renderPath = async (path: string): Promise<string> => {
  configureImmer(true)
  const deps = inertDeps()
  const app = createAppStore(deps, 'prerender')
  const errors: string[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App app={app} navigator={createNavigator()} clock={deps.clock} router={(children) => <StaticRouter location={path}>{children}</StaticRouter>} />
    </StrictMode>,
    {
      onError: (e) => void errors.push(e instanceof Error ? e.message : String(e)),
      // React outlines a resolved Suspense boundary whose markup passes this many bytes (12,800 by default): it
      // sends the fallback and a script that swaps the content in, which the content policy blocks. A page is
      // drawn whole, however long (the form's step 1 passed the default with its privacy summary).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  const markup = Buffer.concat(chunks).toString('utf8')
  if (errors.length > 0) throw new Error(`rendering ${path}: ${errors.join('; ')}`)
  if (/<script/i.test(markup)) throw new Error(`rendering ${path}: the markup holds a script (a Suspense boundary did not resolve), which the content policy would block`)
  return markup
}
