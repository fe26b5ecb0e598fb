import express from 'express'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Entry point of `npm start` (with --serve-app) and `npm run mock`. The mock API arrives with its own issue;
 * until then every /api and /json call answers 503 with a clear code, and the built app is served with the
 * SPA's index for every other path.
 */
const serveApp = process.argv.includes('--serve-app')
const port = Number(process.env.PORT ?? 3000)
const app = express()
app.disable('x-powered-by')

app.use(['/api', '/json'], (_req, res) => {
  res.status(503).json({ code: 'not_available', message: 'The mock API is not there yet: it arrives with the mock server issue.' })
})

if (serveApp) {
  const dist = join(import.meta.dirname, '..', 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    process.stderr.write('dist/index.html is missing: run `npm run build` first.\n')
    process.exit(1)
  }
  app.use(express.static(dist, { index: false }))
  app.use((_req, res) => res.sendFile(join(dist, 'index.html')))
}

app.listen(port, () => {
  process.stdout.write(`listening on http://localhost:${port}${serveApp ? ' (app and API)' : ' (API only)'}\n`)
  process.stdout.write('note: the mock API is not there yet; /api and /json answer 503.\n')
})
