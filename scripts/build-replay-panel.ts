import { build } from 'esbuild'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * The replay panel's production bundle (`npm run build`'s last step): its own page at dist/dev-replay/, built
 * apart from the rider's app so that the app's bundles do not change for it (a second entry in Parcel's graph
 * would share, and re-wrap, the first load's modules). The mock server serves it at /dev/replay only when
 * started with REPLAY_PANEL=on. Development builds draw the panel from src/main.tsx instead.
 */
const root = join(import.meta.dirname, '..')
const out = join(root, 'dist', 'dev-replay')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const result = await build({
  entryPoints: {
    panel: join(root, 'src', 'app', 'replay-panel', 'replay-main.tsx'),
    styles: join(root, 'src', 'app', 'replay-panel', 'replay-styles.css'),
  },
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['chrome120', 'firefox120', 'safari17'],
  jsx: 'automatic',
  // As Parcel does for the app: the build's environment, read once (the app version a trail records).
  define: {
    'process.env.NODE_ENV': '"production"',
    'process.env.npm_package_version': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  outdir: out,
  entryNames: '[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
})

const named = (prefix: string, ext: string): string => {
  const file = readdirSync(out).find((f) => f.startsWith(`${prefix}-`) && f.endsWith(ext))
  if (file === undefined) throw new Error(`build-replay-panel: no ${prefix}*${ext} in ${out}`)
  return file
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>RideCover — replay a trail (developers)</title>
    <link rel="stylesheet" href="/dev-replay/${named('styles', '.css')}" />
    <link rel="stylesheet" href="/dev-replay/${named('panel', '.css')}" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/dev-replay/${named('panel', '.js')}"></script>
  </body>
</html>
`,
)
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
process.stdout.write(`replay panel: dist/dev-replay/ (${(bytes / 1000).toFixed(1)} kB)\n`)
