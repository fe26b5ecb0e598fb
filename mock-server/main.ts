import { join } from 'node:path'
import { createMockServer } from './app'

/**
 * `npm run mock` (the API alone) and `npm start` (`--serve-app`: the built app and the API on one port).
 * Environment: PORT (default 3000), MOCK_STORE (the JSON store file, default data/store.json),
 * MOCK_SCENARIO (scenarios in force by default; see mock-server/scenarios.ts and the README), MOCK_FIXTURES
 * (a folder of recorded answers to replay before the built-in fixtures).
 * `--record <base-url>` proxies to another backend and saves its answers as fixtures (see record.ts).
 */
const args = process.argv.slice(2)
const serveApp = args.includes('--serve-app')
const recordAt = args.indexOf('--record')
const root = join(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const storeFile = process.env.MOCK_STORE ?? join(root, 'data', 'store.json')

const start = async (): Promise<void> => {
  if (recordAt !== -1) {
    const base = args[recordAt + 1]
    if (base === undefined || !/^https?:\/\//.test(base)) {
      process.stderr.write('usage: npm run mock -- --record <base-url>\n')
      process.exit(2)
    }
    const { startRecorder } = await import('./record')
    await startRecorder({ base, port, fixturesDir: process.env.MOCK_RECORD_DIR ?? join(import.meta.dirname, 'fixtures', 'recorded') })
    return
  }
  const { app } = createMockServer({
    storeFile,
    appDir: serveApp ? join(root, 'dist') : undefined,
    scenarios: process.env.MOCK_SCENARIO,
    recordingDir: process.env.MOCK_FIXTURES,
    inspectStore: process.env.MOCK_INSPECT_STORE === '1',
  })
  const server = app.listen(port, () => {
    const address = server.address()
    const actual = typeof address === 'object' && address !== null ? address.port : port
    process.stdout.write(`RideCover ${serveApp ? 'app and API' : 'mock API'} on http://localhost:${actual} (store: ${storeFile})\n`)
  })
  const stop = (): void => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void start()
