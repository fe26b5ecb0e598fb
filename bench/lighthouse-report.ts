import type { Result } from 'lighthouse'
import type { Preset } from './lighthouse-config'

/** What the figures are read from: a Lighthouse result (the whole LHR, or the parts named here). */
export type LighthouseReport = Pick<Result, 'audits' | 'categories' | 'runWarnings'>
type AuditResult = Result['audits'][string]

/** The targets of every screen (performance per preset) and of the public entry pages (SEO). */
export const LIGHTHOUSE_TARGETS = {
  performance: { mobile: 98, desktop: 100 },
  clsMax: 0.02,
  tbtMaxMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seoOnEntryPages: 100,
} as const

/** The categories whose failing audits are named (performance's culprits are the shifts, tasks and scripts). */
const JUDGED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

interface LayoutShift {
  readonly selector: string | null
  readonly snippet: string | null
  readonly score: number
  /** The root causes Lighthouse names for the shift (an unsized image, a web font, injected content…). */
  readonly causes: readonly string[]
}

interface LongTask {
  readonly url: string
  readonly startMs: number
  readonly durationMs: number
}

interface UnusedScript {
  readonly url: string
  /** Unused bytes as transferred (Lighthouse scales the unused share of the file by its transfer size). */
  readonly wastedKiB: number
  readonly transferKiB: number
}

/** A script's unused code by coverage, uncompressed (Lighthouse's script treemap: every script, however little is unused). */
interface ScriptCoverage {
  readonly url: string
  readonly unusedKiB: number
  readonly sizeKiB: number
}

interface FailingAudit {
  readonly category: string
  readonly id: string
  readonly title: string
  readonly score: number | null
  readonly displayValue: string | null
}

export interface PageFigures {
  /** Category scores out of 100 (null when Lighthouse could not score the category). */
  readonly scores: { readonly performance: number | null; readonly accessibility: number | null; readonly bestPractices: number | null; readonly seo: number | null }
  readonly cls: number | null
  readonly lcpMs: number | null
  readonly tbtMs: number | null
  readonly fcpMs: number | null
  /** The `unused-javascript` audit's total: only scripts with at least 20 KiB unused are counted by it. */
  readonly unusedJsKiB: number | null
  readonly culprits: {
    /** The `layout-shifts` audit: each shift's element that moved most, and its score. */
    readonly layoutShifts: readonly LayoutShift[]
    readonly lcpElement: { readonly selector: string | null; readonly snippet: string | null } | null
    /** The `long-tasks` audit: main-thread tasks over 50 ms (under the preset's CPU slowdown), longest first. */
    readonly longTasks: readonly LongTask[]
    readonly unusedJs: readonly UnusedScript[]
    /** Every script the page ran with unused code, most unused first. */
    readonly unusedJsByScript: readonly ScriptCoverage[]
    /** Audits below full marks that weigh in the accessibility, best-practices or SEO score. */
    readonly failingAudits: readonly FailingAudit[]
    /** Audits that could not run (their figure is missing, not good). */
    readonly erroredAudits: readonly { readonly id: string; readonly message: string }[]
  }
  readonly runWarnings: readonly string[]
}

const round = (n: number, places = 0): number => Math.round(n * 10 ** places) / 10 ** places
const kib = (bytes: number): number => round(bytes / 1024, 1)

const score100 = (r: LighthouseReport, id: string): number | null => {
  const s = r.categories[id]?.score
  return s === null || s === undefined ? null : Math.round(s * 100)
}

const numeric = (r: LighthouseReport, id: string, places = 0): number | null => {
  const v = r.audits[id]?.numericValue
  return v === undefined ? null : round(v, places)
}

type Details = NonNullable<AuditResult['details']>
type Item = Extract<Details, { type: 'table' }>['items'][number]
type ItemValue = Item[string]
type NodeValue = Extract<ItemValue, { type: 'node' }>

/** The rows of a table or opportunity audit, none otherwise. */
const itemsOf = (audit: AuditResult | undefined): readonly Item[] => {
  const d = audit?.details
  return d?.type === 'table' || d?.type === 'opportunity' ? d.items : []
}

const isNode = (v: ItemValue): v is NodeValue => typeof v === 'object' && v !== null && 'type' in v && v.type === 'node'
const num = (v: ItemValue): number => (typeof v === 'number' ? v : 0)
const text = (v: ItemValue): string => (typeof v === 'string' ? v : '')

/** A URL or path with the proposal's uuid shown as {uuid}, so the figures of different runs read alike. */
export const masked = (url: string): string => url.replace(/uuid=[^&#]+/g, 'uuid={uuid}')

/** A URL without `origin` (so figures read the same whatever port the bench served on) and its uuid masked. */
const relative = (url: string, origin: string): string => masked(origin !== '' && url.startsWith(origin) ? url.slice(origin.length) || '/' : url)

const causeOf = (item: Item, origin: string): string => {
  const cause = text(item.cause)
  const extra = item.extra
  if (isNode(extra)) return `${cause} (${extra.selector ?? extra.snippet ?? 'an element'})`
  if (typeof extra === 'object' && extra !== null && 'type' in extra && extra.type === 'url') return `${cause} (${relative(extra.value, origin)})`
  return cause
}

const layoutShiftsOf = (r: LighthouseReport, origin: string): LayoutShift[] =>
  itemsOf(r.audits['layout-shifts']).map((item) => {
    const node = isNode(item.node) ? item.node : undefined
    return {
      selector: node?.selector ?? null,
      snippet: node?.snippet ?? null,
      score: round(num(item.score), 4),
      causes: (item.subItems?.items ?? []).map((sub) => causeOf(sub, origin)),
    }
  })

/** The first node of the `largest-contentful-paint-element` audit (a list whose first table holds the element). */
const lcpElementOf = (r: LighthouseReport): PageFigures['culprits']['lcpElement'] => {
  const d = r.audits['largest-contentful-paint-element']?.details
  const tables = d?.type === 'list' ? d.items : []
  for (const t of tables) {
    const node = t.type === 'table' ? t.items[0]?.node : undefined
    if (node !== undefined && isNode(node)) return { selector: node.selector ?? null, snippet: node.snippet ?? null }
  }
  return null
}

const coverageOf = (r: LighthouseReport, origin: string): ScriptCoverage[] => {
  const d = r.audits['script-treemap-data']?.details
  const nodes = d?.type === 'treemap-data' ? d.nodes : []
  return nodes
    .filter((n) => (n.unusedBytes ?? 0) > 0)
    .sort((a, b) => (b.unusedBytes ?? 0) - (a.unusedBytes ?? 0))
    .map((n) => ({ url: relative(n.name, origin), unusedKiB: kib(n.unusedBytes ?? 0), sizeKiB: kib(n.resourceBytes) }))
}

const failingAuditsOf = (r: LighthouseReport): FailingAudit[] =>
  JUDGED_CATEGORIES.flatMap((category) =>
    (r.categories[category]?.auditRefs ?? []).flatMap((ref): FailingAudit[] => {
      const a = r.audits[ref.id]
      if (a === undefined || ref.weight === 0 || a.score === null || a.score >= 1) return []
      return [{ category, id: a.id, title: a.title, score: a.score, displayValue: a.displayValue ?? null }]
    }),
  )

/**
 * The figures of one Lighthouse run: the four category scores out of 100, CLS, LCP, TBT and FCP, the unused
 * JavaScript, and the culprits Lighthouse names (the elements that shift, the LCP element, the long tasks, the
 * scripts with unused code, the audits that cost accessibility, best-practices or SEO marks, and any audit that
 * could not run). URLs under `origin` are given as paths. A missing audit or category gives null or an empty list.
 */
export const figuresOf = (r: LighthouseReport, origin = ''): PageFigures => {
  const unused = r.audits['unused-javascript']
  const unusedDetails = unused?.details
  const overall = unusedDetails?.type === 'opportunity' ? unusedDetails.overallSavingsBytes : undefined
  return {
    scores: {
      performance: score100(r, 'performance'),
      accessibility: score100(r, 'accessibility'),
      bestPractices: score100(r, 'best-practices'),
      seo: score100(r, 'seo'),
    },
    cls: numeric(r, 'cumulative-layout-shift', 4),
    lcpMs: numeric(r, 'largest-contentful-paint'),
    tbtMs: numeric(r, 'total-blocking-time'),
    fcpMs: numeric(r, 'first-contentful-paint'),
    unusedJsKiB: overall === undefined ? null : kib(overall),
    culprits: {
      layoutShifts: layoutShiftsOf(r, origin),
      lcpElement: lcpElementOf(r),
      longTasks: itemsOf(r.audits['long-tasks']).map((i) => ({ url: relative(text(i.url), origin), startMs: round(num(i.startTime)), durationMs: round(num(i.duration)) })),
      unusedJs: itemsOf(unused).map((i) => ({ url: relative(text(i.url), origin), wastedKiB: kib(num(i.wastedBytes)), transferKiB: kib(num(i.totalBytes)) })),
      unusedJsByScript: coverageOf(r, origin),
      failingAudits: failingAuditsOf(r),
      erroredAudits: Object.values(r.audits)
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => ({ id: a.id, message: (a.errorMessage ?? 'no message').split('\n')[0] ?? '' })),
    },
    runWarnings: r.runWarnings,
  }
}

export interface Verdict {
  /** The target as it reads, e.g. `performance >= 98`. */
  readonly target: string
  /** What was measured, as it reads beside the target. */
  readonly measured: string
  /** null when the figure is missing. */
  readonly met: boolean | null
}

const verdict = (target: string, value: number | null, ok: (v: number) => boolean, show: (v: number) => string = String): Verdict => ({
  target,
  measured: value === null ? 'none' : show(value),
  met: value === null ? null : ok(value),
})

/**
 * The targets a page is held to, each with its verdict: performance (mobile >= 98, desktop 100), CLS <= 0.02 and
 * TBT <= 50 ms, accessibility and best practices 100 on every page; SEO 100 only on a public entry page.
 */
export const verdictsOf = (f: PageFigures, preset: Preset, entry: boolean): Verdict[] => {
  const t = LIGHTHOUSE_TARGETS
  const perf = t.performance[preset]
  return [
    verdict(perf === 100 ? 'performance 100' : `performance >= ${perf}`, f.scores.performance, (v) => v >= perf),
    verdict(`CLS <= ${t.clsMax}`, f.cls, (v) => v <= t.clsMax),
    verdict(`TBT <= ${t.tbtMaxMs} ms`, f.tbtMs, (v) => v <= t.tbtMaxMs, (v) => `${v} ms`),
    verdict(`accessibility ${t.accessibility}`, f.scores.accessibility, (v) => v >= t.accessibility),
    verdict(`best practices ${t.bestPractices}`, f.scores.bestPractices, (v) => v >= t.bestPractices),
    ...(entry ? [verdict(`SEO ${t.seoOnEntryPages}`, f.scores.seo, (v) => v >= t.seoOnEntryPages)] : []),
  ]
}

const show = (v: number | null, unit = ''): string => (v === null ? 'none' : `${v}${unit}`)

/** The verdicts as they read at the end of a page's line: `all met`, or what is not met (or not measured) and by what. */
const verdictText = (verdicts: readonly Verdict[]): string => {
  const missed = verdicts.filter((v) => v.met !== true)
  if (missed.length === 0) return `targets all met (${verdicts.map((v) => v.target).join(', ')})`
  const met = verdicts.length - missed.length
  return `targets NOT met: ${missed.map((v) => `${v.target} (${v.met === null ? 'not measured' : v.measured})`).join(', ')}; ${met} of ${verdicts.length} met`
}

/** The one printed line of a page and preset: scores, metrics, unused JavaScript, and the verdicts. */
export const lineOf = (page: string, preset: Preset, f: PageFigures, verdicts: readonly Verdict[]): string => {
  const s = f.scores
  return [
    `${preset.padEnd(7)} ${page}: performance ${show(s.performance)}, accessibility ${show(s.accessibility)}, best practices ${show(s.bestPractices)}, SEO ${show(s.seo)}`,
    `CLS ${show(f.cls)}, LCP ${show(f.lcpMs, ' ms')}, TBT ${show(f.tbtMs, ' ms')}, FCP ${show(f.fcpMs, ' ms')}, unused JS ${show(f.unusedJsKiB, ' KiB')}`,
    verdictText(verdicts),
  ].join(' | ')
}

/** The culprits under a page's line, indented: one line each for the shifts, the LCP element, long tasks, unused scripts and failing audits. */
export const culpritLines = (f: PageFigures): string[] => {
  const c = f.culprits
  const lines: string[] = []
  if (c.layoutShifts.length > 0)
    lines.push(`layout shifts: ${c.layoutShifts.map((s) => `${s.selector ?? s.snippet ?? '?'} ${s.score}${s.causes.length > 0 ? ` [${s.causes.join('; ')}]` : ''}`).join(', ')}`)
  if (c.lcpElement !== null) lines.push(`LCP element: ${c.lcpElement.selector ?? c.lcpElement.snippet ?? '?'}`)
  if (c.longTasks.length > 0) lines.push(`long tasks: ${c.longTasks.map((t) => `${t.url} ${t.durationMs} ms at ${t.startMs} ms`).join(', ')}`)
  if (c.unusedJs.length > 0) lines.push(`unused JS (transfer): ${c.unusedJs.map((u) => `${u.url} ${u.wastedKiB} of ${u.transferKiB} KiB`).join(', ')}`)
  if (c.unusedJsByScript.length > 0) lines.push(`unused JS by script (coverage, uncompressed): ${c.unusedJsByScript.map((u) => `${u.url} ${u.unusedKiB} of ${u.sizeKiB} KiB`).join(', ')}`)
  if (c.failingAudits.length > 0) lines.push(`failing audits: ${c.failingAudits.map((a) => `${a.category}/${a.id}${a.displayValue === null ? '' : ` (${a.displayValue})`}`).join(', ')}`)
  if (c.erroredAudits.length > 0) lines.push(`audits that could not run: ${c.erroredAudits.map((a) => `${a.id} (${a.message})`).join(', ')}`)
  for (const w of f.runWarnings) lines.push(`Lighthouse warning: ${w}`)
  return lines.map((l) => `    ${l}`)
}
