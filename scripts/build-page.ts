import { build } from 'esbuild'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

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
}

/**
 * Builds a standalone page with esbuild (the replay panel, the support desk): apart from the rider's app, so the
 * app's bundles do not change for it (a second entry in Parcel's graph would share, and re-wrap, the first
 * load's modules). Minified ES modules, the build's environment defined as Parcel defines it for the app.
 */
export const buildStandalonePage = async (page: StandalonePage): Promise<void> => {
  const root = join(import.meta.dirname, '..')
  const out = join(root, 'dist', page.folder)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const result = await build({
    entryPoints: { page: join(root, page.script), styles: join(root, page.styles) },
    bundle: true,
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
  const sheets = [named('styles', '.css'), named('page', '.css')].filter((f): f is string => f !== undefined)
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${page.head === undefined ? '' : `\n    ${page.head}`}
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
