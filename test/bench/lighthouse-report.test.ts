import { expect } from 'chai'
import { culpritLines, figuresOf, lineOf, verdictsOf, type LighthouseReport, type PageFigures } from '../../bench/lighthouse-report'

type Audit = LighthouseReport['audits'][string]
type Category = LighthouseReport['categories'][string]

const ORIGIN = 'http://127.0.0.1:40123'

const audit = (id: string, more: Partial<Audit> = {}): Audit => ({ id, title: id, description: '', score: 1, scoreDisplayMode: 'numeric', ...more })
const category = (id: string, score: number | null, refs: readonly { id: string; weight: number }[] = []): Category => ({ id, title: id, score, auditRefs: [...refs] })

const node = (selector: string) => ({ type: 'node' as const, selector, snippet: `<${selector}>` })

/** A report as Lighthouse writes one for a page with a shift, long tasks, unused scripts and failing audits. */
const report = (): LighthouseReport => ({
  runWarnings: [],
  categories: {
    performance: category('performance', 0.874),
    accessibility: category('accessibility', 1, [{ id: 'color-contrast', weight: 7 }]),
    'best-practices': category('best-practices', 0.96, [{ id: 'errors-in-console', weight: 1 }, { id: 'inspector-issues', weight: 0 }]),
    seo: category('seo', 0.91, [{ id: 'robots-txt', weight: 1 }, { id: 'document-title', weight: 1 }]),
  },
  audits: {
    'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0.246412 }),
    'largest-contentful-paint': audit('largest-contentful-paint', { numericValue: 2273.4 }),
    'total-blocking-time': audit('total-blocking-time', { numericValue: 270.2 }),
    'first-contentful-paint': audit('first-contentful-paint', { numericValue: 1826.6 }),
    'layout-shifts': audit('layout-shifts', {
      details: {
        type: 'table',
        headings: [],
        items: [{ node: node('aside.sidebar'), score: 0.2464, subItems: { type: 'subitems', items: [{ cause: 'Media element lacking an explicit size', extra: node('img.logo') }] } }],
      },
    }),
    'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
      details: { type: 'list', items: [{ type: 'table', headings: [], items: [{ node: node('main > h1') }] }] },
    }),
    'long-tasks': audit('long-tasks', {
      details: {
        type: 'table',
        headings: [],
        items: [
          { url: `${ORIGIN}/main.js`, startTime: 1833.6, duration: 275 },
          { url: `${ORIGIN}/quote/payment?uuid=1b924955-ffe5`, startTime: 906.2, duration: 61 },
        ],
      },
    }),
    'unused-javascript': audit('unused-javascript', {
      details: { type: 'opportunity', headings: [], overallSavingsMs: 0, overallSavingsBytes: 56142, items: [{ url: `${ORIGIN}/main.js`, wastedBytes: 56142, totalBytes: 150010 }] },
    }),
    'script-treemap-data': audit('script-treemap-data', {
      details: {
        type: 'treemap-data',
        nodes: [
          { name: `${ORIGIN}/screen.js`, resourceBytes: 13003, unusedBytes: 4226 },
          { name: `${ORIGIN}/main.js`, resourceBytes: 485997, unusedBytes: 181886 },
          { name: `${ORIGIN}/all-used.js`, resourceBytes: 2048, unusedBytes: 0 },
        ],
      },
    }),
    'color-contrast': audit('color-contrast', { scoreDisplayMode: 'binary' }),
    'errors-in-console': audit('errors-in-console', { score: 0, scoreDisplayMode: 'binary', displayValue: '1 error' }),
    'inspector-issues': audit('inspector-issues', { score: 0, scoreDisplayMode: 'binary' }),
    'robots-txt': audit('robots-txt', { score: 0, scoreDisplayMode: 'binary', displayValue: '4 errors found' }),
    'document-title': audit('document-title', { scoreDisplayMode: 'binary' }),
    'bf-cache': audit('bf-cache', { score: null, scoreDisplayMode: 'error', errorMessage: 'Protocol error\nstack' }),
  },
})

describe('bench: Lighthouse figures (bench/lighthouse-report.ts)', () => {
  describe('when a report has every figure and culprit', () => {
    const f = figuresOf(report(), ORIGIN)

    it('reads the category scores out of 100 and the metrics rounded (CLS to four places, times to the ms)', () => {
      expect(f.scores).to.deep.equal({ performance: 87, accessibility: 100, bestPractices: 96, seo: 91 })
      expect([f.cls, f.lcpMs, f.tbtMs, f.fcpMs]).to.deep.equal([0.2464, 2273, 270, 1827])
      expect(f.unusedJsKiB).to.equal(54.8)
    })

    it('names the shifting element with its score and causes, and the LCP element', () => {
      expect(f.culprits.layoutShifts).to.deep.equal([{ selector: 'aside.sidebar', snippet: '<aside.sidebar>', score: 0.2464, causes: ['Media element lacking an explicit size (img.logo)'] }])
      expect(f.culprits.lcpElement).to.deep.equal({ selector: 'main > h1', snippet: '<main > h1>' })
    })

    it('gives the long tasks and scripts as paths of the origin, the uuid masked', () => {
      expect(f.culprits.longTasks).to.deep.equal([
        { url: '/main.js', startMs: 1834, durationMs: 275 },
        { url: '/quote/payment?uuid={uuid}', startMs: 906, durationMs: 61 },
      ])
      expect(f.culprits.unusedJs).to.deep.equal([{ url: '/main.js', wastedKiB: 54.8, transferKiB: 146.5 }])
    })

    it('lists every script with unused code by coverage, most unused first', () => {
      expect(f.culprits.unusedJsByScript).to.deep.equal([
        { url: '/main.js', unusedKiB: 177.6, sizeKiB: 474.6 },
        { url: '/screen.js', unusedKiB: 4.1, sizeKiB: 12.7 },
      ])
    })

    it('names the audits that cost marks (weighted ones only) and those that could not run', () => {
      expect(f.culprits.failingAudits.map((a) => `${a.category}/${a.id}`)).to.deep.equal(['best-practices/errors-in-console', 'seo/robots-txt'])
      expect(f.culprits.erroredAudits).to.deep.equal([{ id: 'bf-cache', message: 'Protocol error' }])
    })

    it('prints the culprits indented under the page line, one kind a line', () => {
      const lines = culpritLines(f)
      expect(lines.every((l) => l.startsWith('    '))).to.equal(true)
      expect(lines[0]).to.equal('    layout shifts: aside.sidebar 0.2464 [Media element lacking an explicit size (img.logo)]')
      expect(lines).to.include('    failing audits: best-practices/errors-in-console (1 error), seo/robots-txt (4 errors found)')
    })
  })

  describe('when a report lacks the audits', () => {
    it('gives null figures and no culprits', () => {
      const f = figuresOf({ runWarnings: ['slow'], categories: {}, audits: {} })
      expect(f.scores).to.deep.equal({ performance: null, accessibility: null, bestPractices: null, seo: null })
      expect([f.cls, f.lcpMs, f.tbtMs, f.fcpMs, f.unusedJsKiB]).to.deep.equal([null, null, null, null, null])
      expect(f.culprits.layoutShifts).to.deep.equal([])
      expect(f.culprits.lcpElement).to.equal(null)
      expect(culpritLines(f)).to.deep.equal(['    Lighthouse warning: slow'])
    })
  })

  describe('the targets', () => {
    const figures = (scores: Partial<PageFigures['scores']>, metrics: { cls?: number; tbtMs?: number } = {}): PageFigures => ({
      ...figuresOf({ runWarnings: [], categories: {}, audits: {} }),
      scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, ...scores },
      cls: metrics.cls ?? 0,
      tbtMs: metrics.tbtMs ?? 0,
    })
    const met = (f: PageFigures, preset: 'mobile' | 'desktop', entry = false) => Object.fromEntries(verdictsOf(f, preset, entry).map((v) => [v.target, v.met]))

    it('holds mobile performance to 98 and desktop to 100', () => {
      expect(met(figures({ performance: 98 }), 'mobile')['performance >= 98']).to.equal(true)
      expect(met(figures({ performance: 97 }), 'mobile')['performance >= 98']).to.equal(false)
      expect(met(figures({ performance: 99 }), 'desktop')['performance 100']).to.equal(false)
    })

    it('meets CLS at 0.02 and TBT at 50 ms, and not above', () => {
      expect(met(figures({}, { cls: 0.02, tbtMs: 50 }), 'mobile')).to.include({ 'CLS <= 0.02': true, 'TBT <= 50 ms': true })
      expect(met(figures({}, { cls: 0.0201, tbtMs: 51 }), 'mobile')).to.include({ 'CLS <= 0.02': false, 'TBT <= 50 ms': false })
    })

    it('judges SEO on the public entry pages only', () => {
      expect(met(figures({ seo: 91 }), 'mobile', true)['SEO 100']).to.equal(false)
      expect(Object.keys(met(figures({ seo: 91 }), 'mobile', false))).not.to.include('SEO 100')
    })

    it('says a missing figure is not measured rather than met', () => {
      expect(met(figures({ accessibility: null }), 'desktop')['accessibility 100']).to.equal(null)
    })

    it('ends the printed line with all met, or with what is missed and by what', () => {
      const good = figures({})
      expect(lineOf('recall', 'desktop', good, verdictsOf(good, 'desktop', true))).to.match(/^desktop recall: performance 100, .* \| targets all met \(/)
      const slow = figures({ performance: 87 }, { tbtMs: 270 })
      expect(lineOf('price', 'mobile', slow, verdictsOf(slow, 'mobile', false))).to.contain('| targets NOT met: performance >= 98 (87), TBT <= 50 ms (270 ms); 3 of 5 met')
    })
  })
})
