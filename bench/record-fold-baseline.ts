import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, version as esbuildVersion } from 'esbuild'
import { BASELINE_BUNDLE, BASELINE_DIR, BASELINE_RECORD, FOLD_EVENTS, foldSpeed, importFoldBuild, sha256Of, type BaselineRecord, type FoldSpeed } from './fold-baseline'
import { generateTrail } from './generate-trail'
import { median, round1 } from './stats'

const USAGE = `usage: npm run bench:baseline -- <commit>

Records the baseline npm run bench compares the fold against: the fold of <commit> (reducers/root.ts's replay,
with Immer) bundled by esbuild, as the bench bundles the current fold, into bench/baseline/fold.mjs, and its
speed on this machine, the reference of the machine-speed figure, into bench/baseline/fold.json. The commit is
taken from this clone's history (git archive) and bundled with the libraries in this checkout's node_modules.
The reference is the fold's fastest of 21 folds (the median of 5 such measurements), which other work on the
machine disturbs little; its median fold is kept beside it, and is only the machine's own on a quiet machine.`

const ROOT = resolve(import.meta.dirname, '..')

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

/** What the baseline bundle exports: the commit's fold (its replay, and its reducer with the initial state), and the auto-freeze switch of the Immer bundled with it. */
const ENTRY = `export { initialState, replay, rootReducer } from './reducers/root'\nexport { setAutoFreeze } from 'immer'\n`

const main = async (): Promise<void> => {
  const [given, ...rest] = process.argv.slice(2)
  if (given === undefined || given.startsWith('-') || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`)
    process.exit(2)
  }
  const load = loadavg()[0] ?? 0
  if (load > availableParallelism() / 2) process.stderr.write(`warning: load average ${round1(load)} on ${availableParallelism()} cores: the fastest folds hold up under load, but the median recorded beside them is this busy machine's\n`)
  const commit = git('rev-parse', '--verify', `${given}^{commit}`)
  const subject = git('log', '-1', '--format=%s', commit)
  const scratch = mkdtempSync(join(tmpdir(), 'fold-baseline-'))
  const dir = join(ROOT, BASELINE_DIR)
  const out = join(dir, BASELINE_BUNDLE)
  try {
    execFileSync('tar', ['-x', '-C', scratch], { input: execFileSync('git', ['archive', commit, 'reducers', 'src'], { cwd: ROOT, maxBuffer: 1 << 30 }) })
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir')
    writeFileSync(join(scratch, 'fold-baseline-entry.ts'), ENTRY)
    mkdirSync(dir, { recursive: true })
    await build({
      entryPoints: [join(scratch, 'fold-baseline-entry.ts')],
      absWorkingDir: scratch,
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: out,
      logLevel: 'warning',
      banner: { js: `// The fold of ${commit}, bundled by bench/record-fold-baseline.ts (npm run bench:baseline): the baseline npm run bench times the fold against. Record it again; never edit it.` },
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const baseline = await importFoldBuild(out)
  const events = generateTrail(FOLD_EVENTS).events
  const speeds = Array.from({ length: 5 }, () => foldSpeed(baseline, events, 21))
  const middle = (pick: (s: FoldSpeed) => number): number => median(speeds.map(pick)) ?? 0
  const record: BaselineRecord = {
    commit,
    subject,
    sha256: sha256Of(readFileSync(out)),
    esbuild: esbuildVersion,
    recordedAt: new Date().toISOString(),
    reference: {
      bestEventsPerSecond: middle((s) => s.bestEventsPerSecond),
      medianEventsPerSecond: middle((s) => s.medianEventsPerSecond),
      events: events.length,
      node: process.version,
      cpu: `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores`,
      cores: availableParallelism(),
      loadAverage: round1(loadavg()[0] ?? 0),
    },
  }
  writeFileSync(join(dir, BASELINE_RECORD), `${JSON.stringify(record, null, 2)}\n`)
  const each = speeds.map((s) => `${s.bestEventsPerSecond.toLocaleString('en-GB')} (median ${s.medianEventsPerSecond.toLocaleString('en-GB')})`)
  process.stdout.write(`recorded ${commit.slice(0, 7)}'s fold in ${out}; at its fastest here, events/s: ${each.join(', ')}; the reference is the median of each\n`)
}

await main()
