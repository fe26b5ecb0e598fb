import { expect } from 'chai'
import fc from 'fast-check'
import { replay } from '../../reducers/root'
import { VOLUNTARY_EXCESS_VALUES } from '../../src/domain/constants'
import type { DomainEvent } from '../../src/domain/events'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { TRAIL_VERSION } from '../../src/domain/trail/trail-format'
import { buildTrail } from '../../src/trail/export-trail'
import { storedSample } from '../fixtures/trails/samples'

/*
 * The trail's properties: a session exported and imported again replays to the same state, and a trail of the
 * older schema (version 1, events only) upcasts to the same events and state as its current form.
 */

const SAMPLES = ['completed-quote.json', 'edit-no-claims.json', 'expired-on-submit.json', 'requote.json', 'purchase.json'].map((f) => storedSample(f))

/** Answers a rider may give after any point of a session (payloads as their codecs take them). */
const answer: fc.Arbitrary<{ type: string; payload: unknown }> = fc.oneof(
  fc.constantFrom('C', 'TPFT', 'TPO').map((coverType) => ({ type: 'proposal/CoverTypeChosen', payload: { coverType } })),
  fc.constantFrom(...VOLUNTARY_EXCESS_VALUES).map((excess) => ({ type: 'proposal/VoluntaryExcessChosen', payload: { excess } })),
  fc.boolean().map((monthly) => ({ type: 'proposal/PaymentFrequencyChosen', payload: { monthly } })),
  fc
    .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => ({ type: 'proposal/StartDateChosen', payload: { startDate: d.toISOString().slice(0, 10) } })),
  fc.boolean().map((has) => ({ type: 'proposal/ThirdPartyAuthorityAnswered', payload: { has } })),
)

/** A session: a prefix of a recorded sample, then further answers, stamped in order in the sample's session. */
const session = fc
  .record({ sample: fc.integer({ min: 0, max: SAMPLES.length - 1 }), cut: fc.nat(), more: fc.array(answer, { maxLength: 12 }) })
  .map(({ sample, cut, more }) => {
    const { trail } = SAMPLES[sample] ?? SAMPLES[0]!
    const prefix = trail.events.slice(0, cut % (trail.events.length + 1))
    const last = prefix.at(-1)?.meta ?? { seq: 0, at: trail.createdAt, session: trail.session }
    const added = more.map((a, i) => ({ ...a, meta: { seq: last.seq + i + 1, at: last.at, session: trail.session } })) as unknown as DomainEvent[]
    return { trail, events: [...prefix, ...added] }
  })

describe('trails (properties): export, import, replay, upcast', () => {
  it('a full export imported again gives the same events and replays to the same state', () => {
    fc.assert(
      fc.property(session, ({ trail, events }) => {
        const text = JSON.stringify(buildTrail(events, { session: trail.session, appVersion: trail.appVersion, createdAt: trail.createdAt, redact: false }))
        const back = decodeTrail(text)
        if (back._tag === 'Left') throw new Error(back.left.message)
        expect(back.right.events).to.deep.equal(events)
        expect(replay(back.right.events)).to.deep.equal(replay(events))
      }),
      { numRuns: 60 },
    )
  })

  it('a redacted export imported again replays to a state of the same shape, and exporting that again changes nothing', () => {
    fc.assert(
      fc.property(session, ({ trail, events }) => {
        const opts = { session: trail.session, appVersion: trail.appVersion, createdAt: trail.createdAt }
        const once = decodeTrail(JSON.stringify(buildTrail(events, opts)))
        if (once._tag === 'Left') throw new Error(once.left.message)
        const twice = decodeTrail(JSON.stringify(buildTrail(once.right.events, opts)))
        if (twice._tag === 'Left') throw new Error(twice.left.message)
        expect(twice.right.events).to.deep.equal(once.right.events)
        const [a, b] = [replay(events), replay(once.right.events)]
        // Redaction keeps every answer that is not personal: the risk's cover, excess, dates and payment mode.
        expect(b.proposal.risk.vehicle.cover_type).to.equal(a.proposal.risk.vehicle.cover_type)
        expect(b.proposal.risk.voluntary_excess).to.equal(a.proposal.risk.voluntary_excess)
        expect(b.proposal.risk.start_date).to.equal(a.proposal.risk.start_date)
        expect(b.proposal.is_pay_monthly).to.equal(a.proposal.is_pay_monthly)
        // The journey too, but the summary's confirm e-mail, which is personal (redacted like the e-mail itself).
        const withoutEmail = (j: typeof a.journey) => ({ ...j, emailConfirmation: j.emailConfirmation === null ? null : 'set' })
        expect(withoutEmail(b.journey)).to.deep.equal(withoutEmail(a.journey))
      }),
      { numRuns: 40 },
    )
  })

  it('a version-1 trail (events only) upcasts to the same events and state as its current form', () => {
    fc.assert(
      fc.property(session, ({ trail, events }) => {
        const current = buildTrail(events, { session: trail.session, appVersion: trail.appVersion, createdAt: trail.createdAt, redact: false })
        const { conversation: _dropped, ...rest } = current
        const v1 = { ...rest, version: 1 }
        const [fromV1, fromCurrent] = [decodeTrail(JSON.stringify(v1)), decodeTrail(JSON.stringify(current))]
        if (fromV1._tag === 'Left' || fromCurrent._tag === 'Left') throw new Error('both forms decode')
        expect(fromV1.right.version).to.equal(TRAIL_VERSION)
        expect(fromV1.right.conversation).to.deep.equal([])
        expect(fromV1.right.events).to.deep.equal(fromCurrent.right.events)
        expect(replay(fromV1.right.events)).to.deep.equal(replay(fromCurrent.right.events))
      }),
      { numRuns: 40 },
    )
  })
})
