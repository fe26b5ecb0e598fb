import { Parcel } from '@parcel/core'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface LibraryFloor {
  /** The gzip size (KB = 1000 bytes, node's zlib at its default level) of the floor page's first load. */
  readonly gzipKB: number
  readonly bytes: number
}

/**
 * The library floor of `/get-a-quote`: the JavaScript a page needs that uses only the design card's libraries,
 * the way the app's first load uses them (bench/library-floor/app.tsx), built by Parcel in production mode as
 * `npm run build` builds the app (same aliases, same browsers). Our own code's share of the page is the
 * page's weight minus this; no split of our code can bring the page below it.
 */
export const measureLibraryFloor = async (): Promise<LibraryFloor> => {
  const root = process.cwd()
  const distDir = join(root, 'bench', '.build', 'library-floor')
  rmSync(distDir, { recursive: true, force: true })
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { targets: { default: Record<string, unknown> } }
  const { source: _source, distDir: _distDir, ...target } = pkg.targets.default
  const parcel = new Parcel({
    entries: [join(root, 'bench', 'library-floor', 'index.html')],
    defaultConfig: '@parcel/config-default',
    mode: 'production',
    env: { NODE_ENV: 'production' },
    shouldDisableCache: true,
    shouldContentHash: true,
    defaultTargetOptions: { sourceMaps: false, shouldOptimize: true, shouldScopeHoist: true },
    targets: { floor: { ...target, distDir } } as never,
    logLevel: 'warn',
  })
  const { bundleGraph } = await parcel.run()
  // The entry's script: what the page loads first (the lazy route's chunk waits for a route that needs it).
  const entry = bundleGraph.getBundles().find((b) => b.type === 'js' && b.getMainEntry()?.filePath.endsWith('app.tsx') === true)
  if (entry === undefined) throw new Error('library floor: Parcel built no script for bench/library-floor/app.tsx')
  const body = readFileSync(entry.filePath)
  return { gzipKB: Math.round(gzipSync(body).length / 100) / 10, bytes: body.length }
}
