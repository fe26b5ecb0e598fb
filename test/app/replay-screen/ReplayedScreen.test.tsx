import 'global-jsdom/register'
import { cleanup, render, waitFor } from '@testing-library/react'
import { expect } from 'chai'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { decodeTrail } from '../../../src/domain/trail/decode-trail'
import { redactTrail } from '../../../src/domain/trail/redact-trail'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { storedSample } from '../../fixtures/trails/samples'
import { frameBody } from './frame'

// Imported, as the routes import the screens: mocha requires this file, and a module required and the same module
// imported are two instances under tsx (react-router's, whose router context the screens must share, among them).
// In a hook, not at the top: a top-level await would have mocha import this file, and jsdom's set-up with it again.
let ReplayedScreen: (typeof import('../../../src/app/replay-screen/ReplayedScreen'))['ReplayedScreen']
before(async () => {
  ;({ ReplayedScreen } = await import('../../../src/app/replay-screen/ReplayedScreen'))
})

/*
 * The real screens drawn in a frame from a redacted trail, at every step of every sample trail: placeholders for
 * names, dates of birth, postcodes and the like never make a screen fail (the app's error page would say
 * 'Something went wrong while showing this page'), and no personal value of the unredacted trail is ever shown.
 */

const SAMPLES = readdirSync(join(import.meta.dirname, '../../fixtures/trails')).filter((f) => f.endsWith('.json'))
const FAILED = 'Something went wrong while showing this page'

/** Every string of `full` that redaction changed (the personal values) and what it put instead, walking both alike. */
const redactions = (full: unknown, redacted: unknown, out = new Map<string, string>()): Map<string, string> => {
  if (typeof full === 'string' && typeof redacted === 'string' && full !== redacted && full.trim().length > 2) out.set(full, redacted)
  if (typeof full === 'object' && full !== null && typeof redacted === 'object' && redacted !== null) {
    for (const [k, v] of Object.entries(full)) redactions(v, (redacted as Record<string, unknown>)[k], out)
  }
  return out
}

/** What the frame shows: its text, and the values of its fields. */
const shown = (body: HTMLElement): string =>
  [body.textContent ?? '', ...Array.from(body.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'), (f) => f.value)].join('\n')

describe('a replayed screen drawn from a redacted trail', function () {
  this.timeout(120_000)
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  for (const file of SAMPLES) {
    it(`${file}: every step draws its screen, with the placeholders and never the personal values`, async () => {
      const { trail } = storedSample(file)
      const redacted = redactTrail(trail)
      const changed = redactions(trail.events, redacted.events)
      const personal = [...changed.keys()]
      expect(personal, 'the sample holds personal values').not.to.be.empty
      const placeholders = new Set(changed.values())
      const seen = new Set<string>()
      const errors: unknown[] = []
      const consoleError = console.error
      // jsdom does not scroll: a screen that brings a field into view scrolls its frame (scrollBy), which jsdom only notes.
      console.error = (...args: unknown[]) => void (String(args[0]).startsWith("Not implemented: Window's scrollBy") ? undefined : errors.push(args))
      try {
        const frame = { title: "The rider's screen", stylesheets: [] }
        const { rerender } = render(<ReplayedScreen trail={redacted} count={0} frame={frame} />)
        for (let count = 1; count <= redacted.events.length; count++) {
          rerender(<ReplayedScreen trail={redacted} count={count} frame={frame} />)
          const body = await frameBody()
          // Drawn: the screen's own heading is in, not the route's loading line.
          await waitFor(() => expect(body.querySelector('main h1'), `step ${count}`).not.to.equal(null), { timeout: 5000 })
          const text = shown(body)
          expect(text, `step ${count}`).not.to.contain(FAILED)
          for (const value of personal) expect(text, `step ${count} shows a personal value`).not.to.contain(value)
          for (const p of placeholders) if (text.includes(p)) seen.add(p)
        }
        expect([...seen], 'a placeholder shown in the personal value\'s place').not.to.be.empty
      } finally {
        console.error = consoleError
      }
      expect(errors, 'nothing failed on the way').to.deep.equal([])
    })
  }
})

describe('a replayed screen with a dialog open', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('draws the dialog in its frame, and leaves the page around the frame as it was: nothing made inert, the page still scrolls', async () => {
    const { trail } = storedSample('requote.json')
    const last = trail.events[trail.events.length - 1]
    if (last === undefined) throw new Error('the sample has events')
    const opened = { type: 'journey/ModalOpened', payload: { modal: 'removed-addon' }, meta: { ...last.meta, seq: last.meta.seq + 1 } }
    const decoded = decodeTrail({ ...trail, events: [...trail.events, opened] })
    if (decoded._tag === 'Left') throw new Error(decoded.left.message)
    const withDialog = decoded.right
    render(
      <>
        <button type="button">On the page</button>
        <ReplayedScreen trail={withDialog} count={withDialog.events.length} frame={{ title: "The rider's screen", stylesheets: [] }} />
      </>,
    )
    const body = await frameBody()
    const dialog = await waitFor(() => {
      const d = body.querySelector('[role="dialog"]')
      if (d === null) throw new Error('no dialog yet')
      return d
    })
    expect(dialog.textContent).to.contain('An extra has been removed')
    expect(document.querySelector('[role="dialog"]'), 'the page has no dialog').to.equal(null)
    expect(document.body.querySelectorAll('[inert]'), 'nothing of the page is inert').to.have.length(0)
    expect(document.body.style.overflow).to.equal('')
    expect(body.style.overflow, 'the frame, as the rider\'s window, does not scroll under the dialog').to.equal('hidden')
  })
})
