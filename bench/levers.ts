/*
 * Which lever gives what: the initial JavaScript and the LCP of /get-a-quote, unthrottled and under
 * the phone profile, with and without the pre-rendered page (dist/get-a-quote.html, hidden for the runs without)
 * and with and without gzip of the app's files. `node --import tsx bench/levers.ts [runs]` after `npm run build`.
 */
import { renameSync, existsSync, mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { measureLcpRuns } from './browser-bench'
import { createMockServer } from '../mock-server/app'
import { ensureBuilt, projectRoot } from '../test/browser/built-app'
import { launchChromium } from '../test/browser/chromium'
import { collectInitialJs, gzipKB } from '../test/browser/page-weight'
import { createLogger } from '../src/operations/logger'
const root = projectRoot()
await ensureBuilt(root)
const b = await launchChromium()
const med = (xs: number[]) => [...xs].sort((a, c) => a - c)[Math.floor(xs.length / 2)]
const f = join(root, 'dist', 'get-a-quote.html')
const runs = Number(process.argv[2] ?? 3)
try {
  for (const [prerendered, compress] of [[false, false], [false, true], [true, false], [true, true]] as const) {
    if (!prerendered && existsSync(f)) renameSync(f, `${f}.off`)
    if (prerendered && existsSync(`${f}.off`)) renameSync(`${f}.off`, f)
    const { app } = createMockServer({ storeFile: join(mkdtempSync(join(tmpdir(), 'lever-')), 's.json'), appDir: join(root, 'dist'), compressApp: compress, logger: createLogger({ level: 'silent' }) })
    const http = await new Promise<Server>((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s))
    })
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    const ctx = await b.newContext(); const p = await ctx.newPage()
    const js = gzipKB(await collectInitialJs(p, `${base}/get-a-quote`)); await ctx.close()
    const desk = await measureLcpRuns(b, base, '/get-a-quote', runs, false)
    const phone = await measureLcpRuns(b, base, '/get-a-quote', runs, true)
    process.stdout.write(`${JSON.stringify({ prerendered, compress, js, desktop: desk, desktopMedian: med(desk), phone, phoneMedian: med(phone) })}\n`)
    http.closeAllConnections(); http.close()
  }
} finally {
  if (existsSync(`${f}.off`)) renameSync(`${f}.off`, f)
  await b.close()
}
