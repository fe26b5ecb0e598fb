import type { Config, Trace as TraceArtifact, TraceEvent } from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import Trace from 'lighthouse/core/gather/gatherers/trace.js'

/**
 * Newer Chromium (Debian's 156 here) names the argument of its `PipelineReporter` trace events `frame_reporter`,
 * not `chrome_frame_reporter`. Lighthouse 12.2.3's trace engine reads the old name when it times the screenshots, throws,
 * and takes down the gatherer behind the `layout-shifts` audit (the elements that shift) and the LCP element
 * with it. Copies the new name under the old one where only the new one is present; the events are otherwise
 * untouched, so every metric is Lighthouse's own. Answers how many events it copied.
 */
const renamePipelineReporterArgs = (events: readonly Pick<TraceEvent, 'name' | 'args'>[]): number => {
  let copied = 0
  for (const e of events) {
    if (e.name !== 'PipelineReporter') continue
    // TraceEvent's args type names only the arguments Lighthouse reads itself.
    const args = e.args as Record<string, unknown>
    if (args.frame_reporter !== undefined && args.chrome_frame_reporter === undefined) {
      args.chrome_frame_reporter = args.frame_reporter
      copied++
    }
  }
  return copied
}

/** Lighthouse's own trace gatherer, its trace passed through renamePipelineReporterArgs. */
class RenamedArgsTrace extends Trace {
  override getArtifact(): TraceArtifact {
    const trace = super.getArtifact()
    renamePipelineReporterArgs(trace.traceEvents)
    return trace
  }
}

/**
 * The config with the Trace artifact gathered by RenamedArgsTrace; its id and symbol stay Lighthouse's, so every
 * audit and gatherer depending on it finds it. The default config is taken whole rather than extended, because
 * `extends` can only replace the default's gatherer (a name) with another name, not with a class.
 */
const withRenamedArgsTrace = (config: Config): Config => ({
  ...config,
  artifacts: (config.artifacts ?? []).map((a) => (a.id === 'Trace' ? { id: 'Trace', gatherer: { implementation: RenamedArgsTrace } } : a)),
})

export type Preset = 'mobile' | 'desktop'

/**
 * Lighthouse's presets, unchanged but for the trace gatherer: `mobile` is its default config (a Moto G power
 * class phone: simulated throttling, 4× CPU slowdown, 150 ms RTT, 1.6 Mbps down), `desktop` the default with
 * desktop-config.js's settings over it, as its `extends` does (simulated 40 ms RTT, 10 Mbps, no CPU slowdown,
 * 1350 × 940).
 */
export const LIGHTHOUSE_CONFIGS: Readonly<Record<Preset, Config>> = {
  mobile: withRenamedArgsTrace(defaultConfig),
  desktop: withRenamedArgsTrace({ ...defaultConfig, settings: { ...defaultConfig.settings, ...desktopConfig.settings } }),
}
