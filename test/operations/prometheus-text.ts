/** One sample of Prometheus's text format: its metric name, labels and value. */
interface Sample {
  readonly name: string
  readonly labels: Readonly<Record<string, string>>
  readonly value: number
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

/** Every sample of a scrape (comments and blank lines left out). */
const samples = (text: string): Sample[] =>
  text.split('\n').flatMap((line) => {
    const m = LINE.exec(line)
    if (m === null) return []
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(LABEL)].map((l) => [l[1] ?? '', l[2] ?? '']))
    return [{ name: m[1] ?? '', labels, value: Number(m[3]) }]
  })

/**
 * The value of the sample `name` whose labels include `labels` (the others may be anything; the first such
 * sample), or 0 when there is none: a counter not yet moved is 0.
 */
export const metric = (text: string, name: string, labels: Readonly<Record<string, string>> = {}): number =>
  samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0

/** Every value the label `label` takes among the samples of `name`. */
export const labelValues = (text: string, name: string, label: string): string[] => [
  ...new Set(samples(text).flatMap((s) => (s.name === name && s.labels[label] !== undefined ? [s.labels[label]] : []))),
]

/** True when the scrape has a sample of `name` at all (with any labels). */
export const hasMetric = (text: string, name: string): boolean => samples(text).some((s) => s.name === name)
