import { expect } from 'chai'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { BASELINE_BUNDLE, BASELINE_DIR, BASELINE_RECORD, loadBaselineFold, machineSpeedLine, machineSpeedOf, type BaselineRecord } from '../../bench/fold-baseline'
import { generateTrail } from '../../bench/generate-trail'
import { replay } from '../../reducers/root'

describe('bench: the fold against its recorded baseline build (bench/fold-baseline.ts)', () => {
  describe('when the committed baseline is loaded', () => {
    it('is the bundle its record names, and folds the bench trail to the proposal the current fold folds it to', async () => {
      const { build, record } = await loadBaselineFold()
      expect(record.commit).to.match(/^[0-9a-f]{40}$/)
      const events = generateTrail(2_000).events
      // The same proposal: the two builds do the same work on the trail, so their speeds compare.
      const same = isDeepStrictEqual(build.replay(events).proposal, replay(events).proposal)
      expect(same, 'the fold now folds the bench trail differently: record a newer baseline (npm run bench:baseline -- <commit>, docs/benchmarks.md)').to.equal(true)
    })
  })

  describe('when the bundle is not the one recorded', () => {
    it('refuses it, saying how to record it again', async () => {
      const root = mkdtempSync(join(tmpdir(), 'fold-baseline-test-'))
      try {
        const dir = join(root, BASELINE_DIR)
        mkdirSync(dir, { recursive: true })
        copyFileSync(join(BASELINE_DIR, BASELINE_RECORD), join(dir, BASELINE_RECORD))
        writeFileSync(join(dir, BASELINE_BUNDLE), 'export const replay = () => null\n')
        let refused: unknown = null
        await loadBaselineFold(root).catch((e: unknown) => (refused = e))
        expect(String(refused)).to.contain('is not the bundle fold.json records').and.contain('npm run bench:baseline')
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    })
  })

  describe("when the machine's speed is read", () => {
    it('sets the baseline fold here, at its fastest and at the median, against its fastest on the reference machine, and says how to read a time by it', () => {
      const record = {
        commit: '108a5346f7707fba99d33b26a53d7a9713452889',
        reference: { bestEventsPerSecond: 4_000_000, medianEventsPerSecond: 3_800_000, cpu: 'AMD EPYC, 2 cores' },
      } as unknown as BaselineRecord
      const speed = machineSpeedOf(record, { bestEventsPerSecond: 3_000_000, medianEventsPerSecond: 1_000_000 })
      expect(speed).to.include({ referenceEventsPerSecond: 4_000_000, factor: 0.75, nowFactor: 0.25, baselineCommit: record.commit })
      expect(machineSpeedLine(speed))
        .to.contain("machine speed 0.75x the reference machine's, 0.25x with its present load")
        .and.contain('108a534')
        .and.contain('about 4x what the reference machine would take unloaded')
    })
  })
})
