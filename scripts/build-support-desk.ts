import { build } from 'esbuild'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * The support desk's production bundle (`npm run build`'s last step): its own page at dist/support-desk/,
 * built apart from the rider's app so that the app's bundles do not change for it. The mock server serves it at
 * /support only when started with SUPPORT_DESK_TOKEN (staff sign in with that token).
 */
const root = join(import.meta.dirname, '..')
const out = join(root, 'dist', 'support-desk')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const result = await build({
  entryPoints: {
    desk: join(root, 'src', 'support', 'desk', 'desk-main.tsx'),
    styles: join(root, 'src', 'support', 'desk', 'desk-styles.css'),
  },
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

const named = (prefix: string, ext: string): string => {
  const file = readdirSync(out).find((f) => f.startsWith(`${prefix}-`) && f.endsWith(ext))
  if (file === undefined) throw new Error(`build-support-desk: no ${prefix}*${ext} in ${out}`)
  return file
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>RideCover — support desk</title>
    <link rel="stylesheet" href="/support-desk/${named('styles', '.css')}" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/support-desk/${named('desk', '.js')}"></script>
  </body>
</html>
`,
)
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
process.stdout.write(`support desk: dist/support-desk/ (${(bytes / 1000).toFixed(1)} kB)\n`)
