import { expect } from 'chai'
import { blockingOf, type TraceEvent } from '../../bench/start-blocking-bench'

const ORIGIN = 'http://127.0.0.1:40123'
const PAGE = { pid: 7, tid: 1 }

/** A main-thread task of `ms` beginning `at` ms into the trace (trace times are microseconds). */
const task = (at: number, ms: number, on = PAGE): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: at * 1000, dur: ms * 1000, ...on })
const parsed = (path: string, on = PAGE): TraceEvent => ({ name: 'ParseHTML', ph: 'X', ts: 5000, dur: 2000, ...on, args: { beginData: { url: `${ORIGIN}${path}` } } })
const painted = (at: number, on = PAGE): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts: at * 1000, ...on })

describe('bench: the start\'s blocking time on a phone, from a trace (bench/start-blocking-bench.ts)', () => {
  it('sums the part over 50 ms of each task of the page\'s main thread after its first paint, one begun before it counted from it', () => {
    const run = blockingOf(
      [
        { name: 'ParseHTML', ph: 'X', ts: 1000, dur: 1000, pid: 3, tid: 1, args: { beginData: { url: '' } } },
        parsed('/get-a-quote'),
        task(10, 120), // before the paint at 100: 30 ms of it after, not long
        task(90, 80), // 70 ms after the paint: 20 ms of blocking
        painted(100),
        task(200, 49.9), // not long
        task(300, 95), // 45 ms of blocking
        task(400, 300, { pid: 9, tid: 1 }), // another process's thread
        task(450, 300, { pid: 7, tid: 2 }), // another thread of the page's process
      ],
      '/get-a-quote',
    )
    expect(run).to.deep.equal({ blockingMs: 65, longestMs: 95, longTasks: [{ atMs: 0, ms: 70 }, { atMs: 200, ms: 95 }] })
  })

  it('reads the page whose document is at the path, whatever its query', () => {
    const other = { pid: 8, tid: 1 }
    const run = blockingOf([parsed('/quote/recall', other), painted(10, other), task(20, 200, other), parsed('/quote/summary?uuid=x'), painted(10), task(20, 60)], '/quote/summary')
    expect(run?.blockingMs).to.equal(10)
  })

  it('answers null for a trace without the page\'s document or its first paint', () => {
    expect(blockingOf([parsed('/get-a-quote'), task(20, 200)], '/get-a-quote')).to.equal(null)
    expect(blockingOf([parsed('/quote/recall'), painted(10), task(20, 200)], '/get-a-quote')).to.equal(null)
  })
})
