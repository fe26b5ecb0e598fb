import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

/**
 * `npm run bench`: runs the benchmarks, prints the figures, and merges them into bench/results.json.
 * `--only trail` runs the fold/import benchmark (bundled with esbuild first, as the app is bundled in
 * production, so no development loader sits in the hot loop); `--only server` runs the server load test
 * and the support flood (GET's p99 while large trails pour into the support intake, bench/support-flood-bench.ts);
 * `--only browser` loads the built app in headless Debian Chromium (JS size, LCP, step change) and walks the quote on
 * a slowed phone, timing every interaction against a baseline build (bench/interaction-bench.ts; alone with `--only
 * interactions`, `--walks N` (3 per build) and `--baseline REF|none` (the commit the branch left main at)); `--only lighthouse`
 * runs Lighthouse's mobile and desktop presets on every screen (bench/lighthouse-bench.ts; `--pages price,summary`,
 * `--preset mobile`, `--runs N` (5: the median run's figures, its performance, CLS and TBT the runs' medians) and `--reports DIR` narrow it and keep the median runs' whole reports); `--only start` loads the same pages under
 * the phone profile with the CPU really slowed down and sums the blocking time of the start's main-thread tasks
 * (bench/start-blocking-bench.ts; `--pages` and `--runs N` narrow it).
 * Figures are measurements of this machine; targets are printed beside them, never asserted by tests. Each part
 * prints the machine's speed before and after it (the recorded baseline fold's speed here against the reference
 * machine's, bench/fold-baseline.ts), to read its times by; the trail part prints it from its own folds; the trail part times the fold in turns with that baseline build's
 * and exits 1 when the fold has fallen below FOLD_RATIO_THRESHOLD of that build's speed, so `npm run bench` stops there.
 */
/** The value after a command-line option, or undefined. */
const option = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const only = option('--only')
const dir = join(process.cwd(), 'bench')
const resultsFile = join(dir, 'results.json')

const merge = (section: string, value: unknown): void => {
  mkdirSync(dir, { recursive: true })
  const old = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {}
  const next = { ...old, [section]: value, node: process.version, updatedAt: new Date().toISOString() }
  writeFileSync(resultsFile, `${JSON.stringify(next, null, 2)}\n`)
}

const out = (s: string): void => void process.stdout.write(`${s}\n`)

/** Measures the machine's speed now and prints it: before and after a part, whose figures are read by the two. */
const machineSpeed = async (when: string) => {
  const { machineSpeedLine, measureMachineSpeed } = await import('./fold-baseline')
  const speed = await measureMachineSpeed()
  out(`${when}: ${machineSpeedLine(speed)}`)
  return speed
}

const main = async (): Promise<void> => {
  if (only === undefined || only === 'trail') {
    const { benchTrail } = await import('./trail-bench')
    const trail = await benchTrail()
    out(
      `trail fold (production build: Immer auto-freeze off): ${trail.events} events in ${trail.foldMsMedian} ms (median of ${trail.runs}) = ${trail.foldEventsPerSecond.toLocaleString('en-GB')} events/s (target >= ${trail.targets.foldEventsPerSecond.toLocaleString('en-GB')})`,
    )
    out(`trail fold (development and tests: auto-freeze on): ${trail.foldDevMsMedian} ms = ${trail.foldDevEventsPerSecond.toLocaleString('en-GB')} events/s`)
    out(`trail import: ${trail.trailBytes.toLocaleString('en-GB')} bytes parsed and decoded in ${trail.importMsMedian} ms (median of ${trail.runs}; target <= ${trail.targets.importMs} ms)`)
    out(`trail conversation replay (${trail.conversationTrail} through the real sagas): ${trail.conversationReplayMsMedian} ms (median of ${trail.runs}; target <= ${trail.targets.conversationReplayMs} ms)`)
    const { machineSpeedLine } = await import('./fold-baseline')
    const { baseline, comparison: c, firstBelow, met, threshold } = trail.againstBaseline
    out(
      `trail fold against the baseline build (${baseline.commit.slice(0, 7)}, bench/baseline/), in turns on the same trail: ${c.ratio}x its speed (the median of ${c.rounds} rounds, each the fastest of ${c.runsPerRound} folds of each build; at their medians ${c.current.medianEventsPerSecond.toLocaleString('en-GB')} against ${c.baseline.medianEventsPerSecond.toLocaleString('en-GB')} events/s; regression below ${threshold}x: ${met ? 'none' : 'REGRESSED'})`,
    )
    if (firstBelow !== null) out(`  the first ${firstBelow.rounds} rounds gave ${firstBelow.ratio}x, under ${threshold}x; the figure above is the second measurement, which decides`)
    if (!c.sameProposal) out('  the baseline folds this trail to another proposal, so the two do different work: record a newer baseline (npm run bench:baseline -- <commit>)')
    out(machineSpeedLine(trail.machineSpeed))
    out(`trail targets ${trail.met ? 'met' : 'NOT met'}`)
    merge('trail', trail)
    if (!met) {
      out(`REGRESSION: the fold runs at ${c.ratio}x the speed of its baseline build (${baseline.commit.slice(0, 7)}), below ${threshold}x; the bench stops here (exit 1)`)
      process.exitCode = 1
      return
    }
  }
  if (only === undefined || only === 'server') {
    const before = await machineSpeed('before the server part')
    const { benchServer } = await import('./server-bench')
    const server = await benchServer()
    const line = (name: string, r: typeof server.getProposal) =>
      `${name}: mock ${r.mock.requestsPerSecond} req/s, p99 ${r.mock.p99Ms} ms | plain json-server ${r.jsonServer.requestsPerSecond} req/s, p99 ${r.jsonServer.p99Ms} ms | ratio ${r.ratio} (non-2xx mock ${r.mock.non2xx}, plain ${r.jsonServer.non2xx})`
    out(`server (${server.storedProposals} stored proposals, ${server.connections} connections, ${server.durationSeconds} s each):`)
    out(`  ${line('get a proposal', server.getProposal)}`)
    out(`  ${line('create a quote', server.createQuote)}`)
    const { benchSupportFlood } = await import('./support-flood-bench')
    const flood = await benchSupportFlood()
    const f = flood.flood
    out(`support flood (one-machine server; ${f.senders} senders of a ${(flood.trailBytes / 1e6).toFixed(1)} MB trail of ${flood.trailEvents} events, each send its own session; ${flood.durationSeconds} s each):`)
    out(`  get a proposal alone: p99 ${flood.getAlone.p99Ms} ms, ${flood.getAlone.requestsPerSecond} req/s`)
    out(
      `  get a proposal during the flood: p99 ${flood.getDuringFlood.p99Ms} ms, ${flood.getDuringFlood.requestsPerSecond} req/s (${flood.ratio}x alone; target <= ${flood.targets.maxRatio}x alone and <= ${flood.targets.maxP99Ms} ms: ${flood.met ? 'met' : 'NOT met'}; event loop delay p99 ${flood.loopDelayDuringFlood.p99Ms} ms, max ${flood.loopDelayDuringFlood.maxMs} ms)`,
    )
    out(`  support sends: ${f.accepted} accepted in ${f.seconds} s = ${f.acceptedPerSecond}/s, send p99 ${f.sendP99Ms} ms (median ${f.sendMedianMs} ms), ${f.busy} refused 503 busy, ${f.failed} other answers`)
    const after = await machineSpeed('after the server part')
    merge('server', { ...server, machineSpeed: { before, after } })
    merge('supportFlood', { ...flood, machineSpeed: { before, after } })
  }
  if (only === undefined || only === 'browser') {
    const before = await machineSpeed('before the browser part')
    const { benchBrowser } = await import('./browser-bench')
    const browser = await benchBrowser()
    const { initialJs: js, lcp, stepChange: step, targets } = browser
    const verdict = (met: boolean | null): string => (met === null ? 'not measured' : met ? 'met' : 'NOT met')
    out(`browser (${browser.page}, headless Chromium ${browser.chromium}, production build on 127.0.0.1):`)
    out(`  initial JS: ${js.gzipKB} KB gzip (${(js.bytes / 1000).toFixed(1)} KB raw) in ${js.files.length} files (recorded budget <= ${targets.initialJsGzipKB} KB: ${verdict(js.met)})`)
    for (const f of js.files) out(`    ${f.path}: ${(f.gzipBytes / 1000).toFixed(1)} KB gzip, ${(f.bytes / 1000).toFixed(1)} KB raw`)
    const { measureLibraryFloor } = await import('./library-floor')
    const floor = await measureLibraryFloor()
    out(
      `  library floor (bench/library-floor: the design card's libraries alone, used as the first load uses them, built by Parcel): ${floor.gzipKB} KB gzip; our own code and Parcel's module glue: ${Math.round((js.gzipKB - floor.gzipKB) * 10) / 10} KB`,
    )
    out(`  largest contentful paint: ${lcp.medianMs ?? 'null'} ms (median of ${lcp.runsMs.length} fresh loads: ${lcp.runsMs.join(', ')}; target < ${targets.lcpMs} ms: ${verdict(lcp.met)})`)
    const phone = browser.phoneLcp
    out(
      `  largest contentful paint on a phone (CPU ${phone.profile.cpuSlowdown}x slower, ${phone.profile.latencyMs} ms RTT, ${phone.profile.downloadKbps / 1000} Mbps down, ${phone.profile.uploadKbps} kbps up): ${phone.medianMs ?? 'null'} ms (median of ${phone.runsMs.length}: ${phone.runsMs.join(', ')}; target <= ${targets.phoneLcpMs} ms: ${verdict(phone.met)}; aim <= ${targets.phoneLcpAimMs} ms: ${verdict(phone.aimMet)})`,
    )
    out(`  step change (Continue to the next section): ${step.medianMs === null ? `null (${step.note ?? 'no figure'})` : `${step.medianMs} ms (median of ${step.runsMs.length}: ${step.runsMs.join(', ')})`} (target < ${targets.stepChangeMs} ms: ${verdict(step.met)})`)
    const restore = browser.restore
    out(
      `  restoring a kept session of ${restore.events} events on a reload, phone profile's CPU: ${restore.medianMs ?? 'null'} ms (median of ${restore.runsMs.length}: ${restore.runsMs.join(', ')}; target <= ${targets.restoreMs} ms: ${verdict(restore.met)}; load average ${browser.restoreLoadAverage} on ${availableParallelism()} cores)`,
    )
    const fromLog = browser.restoreFromLog
    out(
      `  the same kept by another build (decoded and replayed, the first reload after a release): ${fromLog.medianMs ?? 'null'} ms (median of ${fromLog.runsMs.length}: ${fromLog.runsMs.join(', ')})`,
    )
    out(`  the screens after the quote (${browser.afterQuote.runs} riders, fresh pages; target < ${browser.afterQuote.targets.screenChangeAfterAnswerMs} ms after the server answers):`)
    for (const t of browser.afterQuote.transitions)
      out(`    ${t.name}: ${t.medianAfterAnswerMs ?? 'null'} ms after the answer (${t.afterAnswerMs.join(', ')}), ${t.medianFromClickMs ?? 'null'} ms from the click (${verdict(t.met)})`)
    out(`  requests to other origins: ${browser.offOriginRequests.length === 0 ? 'none' : browser.offOriginRequests.join(', ')}`)
    if (browser.pageErrors.length > 0) out(`  WARNING: the page reported errors while loading, so the figures are of a broken page:\n    ${browser.pageErrors.join('\n    ')}`)
    const after = await machineSpeed('after the browser part')
    merge('browser', { ...browser, libraryFloor: floor, machineSpeed: { before, after } })
  }
  if (only === undefined || only === 'browser' || only === 'interactions') {
    const { benchInteractions, interactionLines } = await import('./interaction-bench')
    const interactions = await benchInteractions(Number(option('--walks') ?? 3), option('--baseline'))
    for (const l of interactionLines(interactions)) out(l)
    merge('interactions', interactions)
  }
  if (only === undefined || only === 'start') {
    const before = await machineSpeed('before the start part')
    const { benchStartBlocking } = await import('./start-blocking-bench')
    const { pagesNamed, runsOption } = await import('./lighthouse-pages')
    const pageNames = option('--pages')?.split(',')
    const runs = runsOption(option('--runs'), 3)
    const start = await benchStartBlocking(runs, pagesNamed(pageNames))
    const { profile } = start
    out(`the start's main thread on a phone (CPU really ${profile.cpuSlowdown}x slower, ${profile.latencyMs} ms RTT, ${profile.downloadKbps / 1000} Mbps; blocking time from the first paint, as TBT counts it):`)
    for (const p of start.pages) {
      const each = p.runs.map((r) => `${r.blockingMs} (longest ${r.longestMs})`).join(', ')
      out(`  ${p.page.padEnd(11)} ${p.path}: blocking ${p.medianBlockingMs ?? 'null'} ms, longest task ${p.medianLongestMs ?? 'null'} ms (medians of ${p.runs.length}: ${each})`)
    }
    const after = await machineSpeed('after the start part')
    merge(pageNames === undefined ? 'startBlocking' : 'startBlockingNarrowed', { ...start, machineSpeed: { before, after } })
  }
  if (only === undefined || only === 'lighthouse') {
    const before = await machineSpeed('before the lighthouse part')
    const { benchLighthouse, DEFAULT_RUNS, PRESETS, spreadLines } = await import('./lighthouse-bench')
    const { pagesNamed, runsOption } = await import('./lighthouse-pages')
    const { culpritLines, lineOf } = await import('./lighthouse-report')
    // --pages price,summary and --preset mobile narrow the part to those runs; --reports DIR keeps each run's whole
    // report (Lighthouse's JSON, to open in its viewer or read its Lantern estimates).
    const pageNames = option('--pages')?.split(',')
    const pages = pagesNamed(pageNames)
    const preset = option('--preset')
    const presets = PRESETS.filter((p) => preset === undefined || p === preset)
    if (presets.length === 0) throw new Error(`--preset: mobile or desktop, not '${preset ?? ''}'`)
    const reportsDir = option('--reports')
    const runs = runsOption(option('--runs'), DEFAULT_RUNS)
    out(`lighthouse (${runs} runs per page and preset: the median run's figures, with performance, CLS and TBT the medians of the runs; mobile: its default config, simulated 4x CPU, 150 ms RTT, 1.6 Mbps; desktop: desktop-config.js):`)
    const lighthouse = await benchLighthouse((run) => {
      if (run.figures === null) out(`  ${run.preset.padEnd(7)} ${run.page}: no figures (${run.error ?? 'no result'})`)
      else for (const l of [lineOf(run.page, run.preset, run.figures, run.verdicts), ...spreadLines(run), ...culpritLines(run.figures)]) out(`  ${l}`)
    }, pages, { presets, runs, ...(reportsDir === undefined ? {} : { reportsDir }) })
    out(`lighthouse ${lighthouse.lighthouseVersion ?? '?'} on ${lighthouse.chromium ?? 'Chromium'}: ${lighthouse.runs.length} pages and presets, ${lighthouse.runsPerPagePreset} runs each, in ${lighthouse.seconds} s; targets ${lighthouse.met ? 'all met' : 'NOT all met'}`)
    // A narrowed run is kept beside the whole part's figures, never over them.
    const after = await machineSpeed('after the lighthouse part')
    merge(pageNames === undefined && preset === undefined ? 'lighthouse' : 'lighthouseNarrowed', { ...lighthouse, machineSpeed: { before, after } })
  }
  out(`wrote ${resultsFile}`)
}

void main()
