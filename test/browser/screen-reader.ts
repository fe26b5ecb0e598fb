import type { Virtual } from '@guidepup/virtual-screen-reader'
import { build } from 'esbuild'
import { createRequire } from 'node:module'
import { basename, dirname } from 'node:path'
import type { Page } from 'playwright-core'
import { eventually } from './harness'

/*
 * A virtual screen reader in the page (@guidepup/virtual-screen-reader): it builds the accessibility tree from the
 * DOM as a screen reader does, speaks what takes focus, and speaks the text a live region gains or changes to
 * ('polite: …'), but not a region inserted already holding its text, which not every real screen reader
 * announces either. Its browser build is bundled here for the test (esbuild) and evaluated through the DevTools
 * protocol, as axe is, so the app's content security policy stays as it is and nothing of it reaches the
 * product's bundles.
 */

/** The page's global the bundle sets. */
const GLOBAL = '__virtualScreenReader'

let bundle: Promise<string> | undefined
const bundled = (): Promise<string> => {
  const file = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js')
  bundle ??= build({
    stdin: { contents: `import { virtual } from './${basename(file)}'\nglobalThis.${GLOBAL} = virtual`, resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then((r) => {
    const out = r.outputFiles[0]
    if (out === undefined) throw new Error('esbuild wrote no bundle of the virtual screen reader')
    return out.text
  })
  return bundle
}

type InPage = Window & { [GLOBAL]?: Virtual }

export interface ScreenReader {
  /** Everything spoken since it started, in order: what took focus ('heading, Your annual price, level 2') and what live regions said ('polite: …'). */
  spoken(): Promise<string[]>
  /**
   * Waits until a spoken phrase matches `pattern` (about 5 s), and returns the whole log; the caller's assertion
   * then reports what was heard when nothing matched.
   */
  heard(pattern: RegExp, timeoutMs?: number): Promise<string[]>
  /** Stops listening (the log goes with it). */
  stop(): Promise<void>
}

/**
 * Starts the virtual screen reader on the page's body, listening from now on. Start it after the page has
 * opened (a new document has none); a move inside the app keeps it.
 */
export const startScreenReader = async (page: Page): Promise<ScreenReader> => {
  const source = await bundled()
  await page.evaluate(`if (!('${GLOBAL}' in window)) { ${source}\n }\nvoid 0`)
  await page.evaluate(async (name) => {
    const sr = (window as InPage)[name as typeof GLOBAL]
    await sr?.stop()
    await sr?.start({ container: document.body })
  }, GLOBAL)
  const spoken = (): Promise<string[]> => page.evaluate(async (name) => (await (window as InPage)[name as typeof GLOBAL]?.spokenPhraseLog()) ?? [], GLOBAL)
  return {
    spoken,
    heard: (pattern, timeoutMs = 5000) => eventually(spoken, (log) => log.some((p) => pattern.test(p)), timeoutMs),
    stop: () => page.evaluate(async (name) => void (await (window as InPage)[name as typeof GLOBAL]?.stop()), GLOBAL),
  }
}
