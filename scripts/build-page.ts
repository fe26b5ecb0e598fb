import { build } from 'esbuild'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, normalize } from 'node:path'

/** A page of its own beside the rider's app: its folder under dist/, its script and stylesheets, its title. */
export interface StandalonePage {
  /** The folder under dist/ and the path it is served under (`/{folder}/…`). */
  readonly folder: string
  /** The script's entry, from the project's root. */
  readonly script: string
  /** A stylesheet entry of its own, from the project's root. */
  readonly styles: string
  readonly title: string
  /** Extra tags for the page's head (e.g. robots). */
  readonly head?: string
  /** What the build prints when done: `{label}: dist/{folder}/ (N kB)`. */
  readonly label: string
  /** A part of the page it loads only when used, and draws in a frame of its own with its own styles. */
  readonly framed?: FramedPart
}

/**
 * The support desk's rider's screen: a module the page imports on demand (split into chunks of its own, with what
 * it loads in turn), drawn in a frame with a stylesheet entry of its own. The frame's stylesheets (that entry, and
 * the styles the module's code imports) are linked in the frame only, never in the page: the build lists them in a
 * meta tag of the page's head (`<meta name="{meta}" content="/{folder}/a.css /{folder}/b.css">`) for the page's code
 * to read.
 */
export interface FramedPart {
  /** The module the page imports on demand, from the project's root. */
  readonly module: string
  /** The frame's stylesheet entry, from the project's root. */
  readonly styles: string
  /** The name of the meta tag listing the frame's stylesheets. */
  readonly meta: string
}

/**
 * Builds a standalone page with esbuild (the replay panel, the support desk): apart from the rider's app, so the
 * app's bundles do not change for it (a second entry in Parcel's graph would share, and re-wrap, the first
 * load's modules). Minified ES modules, the build's environment defined as Parcel defines it for the app. A page
 * with a framed part is split (the part and what it loads come in chunks of their own, fetched when it is
 * first used), and links its own stylesheet entry alone. Throws when the build fails or names no script.
 */
export const buildStandalonePage = async (page: StandalonePage): Promise<void> => {
  const root = join(import.meta.dirname, '..')
  const out = join(root, 'dist', page.folder)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const framed = page.framed
  const result = await build({
    entryPoints: { page: join(root, page.script), styles: join(root, page.styles), ...(framed === undefined ? {} : { frame: join(root, framed.styles) }) },
    absWorkingDir: root,
    bundle: true,
    splitting: framed !== undefined,
    minify: true,
    format: 'esm',
    target: ['chrome120', 'firefox120', 'safari17'],
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.npm_package_version': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
    outdir: out,
    entryNames: '[name]-[hash]',
    logLevel: 'warning',
    metafile: true,
  })
  const files = readdirSync(out)
  const named = (prefix: string, ext: string): string | undefined => files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith(ext))
  const script = named('page', '.js')
  if (script === undefined) throw new Error(`${page.label}: no page script in ${out}`)
  // The page's script's own stylesheet holds every style its code imports, the framed part's too: not linked then.
  const sheets = [named('styles', '.css'), framed === undefined ? named('page', '.css') : undefined].filter((f): f is string => f !== undefined)
  const head = [page.head, framed === undefined ? undefined : frameMeta(page.folder, framed, named('frame', '.css'), result.metafile.outputs)].filter((h) => h !== undefined)
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${head.map((h) => `\n    ${h}`).join('')}
    <title>${page.title}</title>
${sheets.map((f) => `    <link rel="stylesheet" href="/${page.folder}/${f}" />`).join('\n')}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${page.folder}/${script}"></script>
  </body>
</html>
`,
  )
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
  process.stdout.write(`${page.label}: dist/${page.folder}/ (${(bytes / 1000).toFixed(1)} kB)\n`)
}

/**
 * The meta tag naming a framed part's stylesheets: its stylesheet entry, and the one esbuild made of the styles
 * its module's code imports (the chunk of the module's import holds them all, those of what it loads in turn too).
 */
const frameMeta = (folder: string, framed: FramedPart, entry: string | undefined, outputs: Record<string, { entryPoint?: string; cssBundle?: string }>): string => {
  const chunk = Object.values(outputs).find((o) => o.entryPoint === normalize(framed.module))
  if (entry === undefined || chunk === undefined) throw new Error(`${framed.module}: no frame stylesheet or no chunk of its own in the build`)
  const sheets = [entry, chunk.cssBundle === undefined ? undefined : basename(chunk.cssBundle)].filter((f) => f !== undefined)
  return `<meta name="${framed.meta}" content="${sheets.map((f) => `/${folder}/${f}`).join(' ')}" />`
}
