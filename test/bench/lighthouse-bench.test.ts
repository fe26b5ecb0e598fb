import { expect } from 'chai'
import type { Result } from 'lighthouse'
import { judgedFigures, medianRunOf, retryingTraceFaults, spreadLines, type LighthouseRun } from '../../bench/lighthouse-bench'
import type { PageFigures } from '../../bench/lighthouse-report'

/** A Lighthouse result with only what the median run is chosen by: FCP and TTI (NaN for a run without one). */
const result = (id: string, fcpMs: number, ttiMs: number): Result =>
  ({
    lighthouseVersion: id,
    audits: {
      'first-contentful-paint': { id: 'first-contentful-paint', title: '', description: '', score: 1, scoreDisplayMode: 'numeric', numericValue: fcpMs },
      interactive: { id: 'interactive', title: '', description: '', score: 1, scoreDisplayMode: 'numeric', numericValue: ttiMs },
    },
  }) as unknown as Result

const run = (tbtMs: readonly (number | null)[], cls: readonly (number | null)[], performance: readonly (number | null)[], errors: readonly string[] = []): LighthouseRun => ({
  page: 'summary',
  path: '/quote/summary?uuid={uuid}',
  preset: 'mobile',
  entry: false,
  figures: null,
  verdicts: [],
  spread: { tbtMs, cls, performance },
  errors,
  error: null,
  seconds: 30,
})

describe('bench: the median of several Lighthouse runs (bench/lighthouse-bench.ts)', () => {
  it('answers the run nearest the median FCP and TTI, as Lighthouse chooses it, not the one with the best figures', () => {
    const runs = [result('fast', 600, 1500), result('slow', 900, 3100), result('middle', 700, 2000), result('late', 750, 2600), result('early', 650, 1700)]
    expect(medianRunOf(runs)?.lighthouseVersion).to.equal('middle')
  })

  it('leaves out a run without an FCP or a TTI, and answers null when no run has both', () => {
    expect(medianRunOf([result('no fcp', NaN, 1500), result('whole', 800, 2500), result('no tti', 700, NaN)])?.lighthouseVersion).to.equal('whole')
    expect(medianRunOf([result('no fcp', NaN, 1500)])).to.equal(null)
    expect(medianRunOf([])).to.equal(null)
  })

  it('prints each run\'s TBT, CLS and score under the page, a failed run as failed, and every failure\'s reason', () => {
    expect(spreadLines(run([57, null, 12], [0, null, 0.0252], [99, null, 100], ['Lighthouse took over 120 s']))).to.deep.equal([
      '    each run: TBT 57 ms, failed, 12 ms; CLS 0, failed, 0.0252; performance 99, failed, 100',
      '    a run failed: Lighthouse took over 120 s',
    ])
  })

  it('prints no spread for a single run', () => {
    expect(spreadLines(run([40], [0], [100]))).to.deep.equal([])
  })

  it('judges performance, CLS and TBT by their medians over the runs, a failed run left out, the rest by the median run', () => {
    const medianRun = { scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 63 }, cls: 0, lcpMs: 2156, tbtMs: 81, fcpMs: 693 } as unknown as PageFigures
    const judged = judgedFigures(medianRun, { tbtMs: [67, 48, null, 23, 81, 12], cls: [0, 0.0269, null, 0, 0, 0], performance: [98, 99, null, 98, 98, 98] })
    expect(judged).to.deep.equal({ scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 63 }, cls: 0, lcpMs: 2156, tbtMs: 48, fcpMs: 693 })
  })

  it('judges a figure no run gave as missing', () => {
    const medianRun = { scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 }, cls: 0, tbtMs: 10 } as unknown as PageFigures
    const judged = judgedFigures(medianRun, { tbtMs: [null], cls: [null], performance: [null] })
    expect([judged.tbtMs, judged.cls, judged.scores.performance]).to.deep.equal([null, null, null])
  })

  describe('a run whose trace Lighthouse failed to record', () => {
    const NAVSTART = 'NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)'
    const attempts = (outcomes: readonly (string | number)[]) => {
      let i = 0
      const calls: number[] = []
      const run = async (): Promise<number> => {
        const outcome = outcomes[i] ?? 'no more outcomes'
        calls.push(i)
        i += 1
        if (typeof outcome === 'string') throw new Error(outcome)
        return outcome
      }
      return { run, calls }
    }

    it('is run once more, and the fault is told', async () => {
      const { run, calls } = attempts([NAVSTART, 42])
      const told: string[] = []
      expect(await retryingTraceFaults(run, (f) => void told.push(f))).to.equal(42)
      expect(calls).to.deep.equal([0, 1])
      expect(told).to.deep.equal([NAVSTART])
    })

    it('fails when the second run fails too, and another failure is not run again', async () => {
      for (const [outcomes, expected, runs] of [
        [[NAVSTART, NAVSTART], /NO_NAVSTART/, 2],
        [['NO_FCP: The page did not paint any content.', 1], /NO_FCP/, 1],
        [['Lighthouse took over 120 s', 1], /took over/, 1],
      ] as const) {
        const { run, calls } = attempts(outcomes)
        let thrown: unknown = null
        await retryingTraceFaults(run, () => undefined).catch((e: unknown) => void (thrown = e))
        expect(String(thrown)).to.match(expected)
        expect(calls).to.have.length(runs)
      }
    })
  })
})
