import { expect } from 'chai'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { selectAddressProposalMissing } from '../../reducers/journey-selectors'
import type { Proposal } from '../../src/domain/codecs'
import { emptyProposal } from '../../src/domain/defaults'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { exportTrail } from '../../src/trail/export-trail'
import { replay, replaySteps } from '../../src/trail/replay'
import { TrailBuilder } from '../../src/trail/trail-builder'
import { SAMPLES } from '../fixtures/trails/samples'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'trails')
const readSample = (file: string): string => readFileSync(join(FIXTURES, file), 'utf8')

const decodeOk = (text: unknown) => {
  const r = decodeTrail(text)
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

describe('trail', () => {
  describe('the sample trails', () => {
    for (const [file, build] of Object.entries(SAMPLES)) {
      it(`${file} decodes and matches the script that made it, events and conversation`, async () => {
        const trail = decodeOk(readSample(file))
        const made = (await build()).trail('0.1.0', false)
        expect(trail.events).to.deep.equal(made.events)
        expect(JSON.parse(JSON.stringify(trail.conversation))).to.deep.equal(JSON.parse(JSON.stringify(made.conversation)))
      })
    }

    it('the completed quote replays to the proposal the server received, plus its quote', () => {
      const trail = decodeOk(readSample('completed-quote.json'))
      const created = trail.events.find((e) => e.type === 'proposal/ProposalCreated')
      if (created?.type !== 'proposal/ProposalCreated') throw new Error('no ProposalCreated')
      const beforeCreate = replay(trail.events.slice(0, trail.events.indexOf(created)))
      expect({ ...beforeCreate.proposal, uuid: created.payload.proposal.uuid }).to.deep.equal(created.payload.proposal)
      const final = replay(trail.events)
      expect(final.proposal.quote?.reference).to.equal('48213-90577-31642')
      expect(final.journey.path).to.equal(`/quote/payment-option?uuid=${created.payload.proposal.uuid}`)
    })

    it('the edit trail ends with no claims kept behind a No answer', () => {
      const final = replay(decodeOk(readSample('edit-no-claims.json')).events)
      expect(final.proposal.risk.proposer.driver_details.has_claims).to.equal(false)
      expect(final.proposal.risk.proposer.driver_details.claims).to.deep.equal([])
      expect(final.journey.mode).to.equal('edit')
    })

    it('the requote trail ends with the new price and no requote pending', () => {
      const final = replay(decodeOk(readSample('requote.json')).events)
      expect(final.proposal.quote?.premium).to.equal(571.3)
      expect(final.proposal.risk.voluntary_excess).to.equal(500)
      expect(final.journey.requoting).to.equal(false)
      expect(final.journey.requotePending).to.equal(false)
    })

    it('replaying step by step reports what each event changed', () => {
      const { steps } = replaySteps(decodeOk(readSample('requote.json')).events)
      const excess = steps.find((s) => s.type === 'proposal/VoluntaryExcessChosen')
      expect(excess?.changes).to.include('proposal.risk.voluntary_excess: 250 → 500')
    })
  })

  describe('when a screen was told its quote cannot be found', () => {
    it('the trail keeps the not-found quote: exported, redacted or not, imported and replayed, the same screen is missing its proposal', () => {
      const unknown = '00000000-0000-4000-8000-000000000000'
      const b = new TrailBuilder('s', '2026-11-01T10:00:00.000Z')
        .add('journey/Navigated', { path: `/quote/summary?uuid=${unknown}` })
        .add('journey/RequestFailed', { call: 'getProposal', error: { kind: 'http', status: 404, code: 'not_found', url: `/api/proposal/${unknown}` } })
        .add('proposal/ProposalNotFound', { uuid: unknown })
      expect(selectAddressProposalMissing(b.state, unknown)).to.equal(true)
      for (const redact of [false, true]) {
        const imported = decodeOk(exportTrail(b.events, { session: b.session, appVersion: 't', createdAt: '2026-11-01T11:00:00.000Z', redact }))
        expect(imported.events.at(-1), `redacted: ${String(redact)}`).to.deep.equal(b.events.at(-1))
        const state = replay(imported.events)
        expect(state).to.deep.equal(b.state)
        expect(selectAddressProposalMissing(state, unknown)).to.equal(true)
      }
    })
  })

  describe('when a trail is bad', () => {
    const sample = (): { events: Record<string, unknown>[] } & Record<string, unknown> =>
      JSON.parse(readSample('completed-quote.json')) as { events: Record<string, unknown>[] } & Record<string, unknown>

    it('refuses an unknown event type, naming its index and the path', () => {
      const doc = sample()
      ;(doc.events[7] as { type: string }).type = 'proposal/NoSuchThing'
      const r = decodeTrail(doc)
      expect(r._tag).to.equal('Left')
      if (r._tag === 'Left') {
        expect(r.left.index).to.equal(7)
        expect(r.left.path).to.equal('type')
        expect(r.left.message).to.match(/^event 7: type: unknown event type "proposal\/NoSuchThing"/)
      }
    })

    it('refuses a payload that fails its codec, naming the failing path', () => {
      const doc = sample()
      ;(doc.events[5] as { payload: { value: unknown } }).payload.value = '1984-02-31'
      const r = decodeTrail(doc)
      expect(r._tag === 'Left' && r.left.index).to.equal(5)
      expect(r._tag === 'Left' && r.left.path).to.equal('payload.value')
    })

    it('refuses events out of sequence and events of another session', () => {
      const a = sample()
      ;(a.events[3] as { meta: { seq: number } }).meta.seq = 9
      const ra = decodeTrail(a)
      expect(ra._tag === 'Left' && ra.left.message).to.equal('event 3: meta.seq: expected 4 but got 9')
      const b = sample()
      ;(b.events[2] as { meta: { session: string } }).meta.session = 'someone-else'
      const rb = decodeTrail(b)
      expect(rb._tag === 'Left' && rb.left.path).to.equal('meta.session')
    })

    it('refuses text that is not JSON, and JSON that is not a trail', () => {
      const notJson = decodeTrail('{ nope')
      expect(notJson._tag === 'Left' && notJson.left.message).to.match(/^not JSON/)
      const notTrail = decodeTrail({ format: 'something-else', events: [] })
      expect(notTrail._tag === 'Left' && notTrail.left.message).to.match(/^not a trail: format/)
      expect(notTrail._tag === 'Left' && notTrail.left.index).to.equal(null)
    })
  })

  describe('properties', () => {
    const distinctive = (prefix: string) => fc.stringMatching(/^[a-z]{6,10}$/).map((s) => `${prefix}${s}`)
    const personal = fc.record({
      forenames: distinctive('Zq'),
      surname: distinctive('Xk'),
      dob: fc.date({ min: new Date('1940-01-02'), max: new Date('1969-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      email: distinctive('mail').map((s) => `${s}@example.org`),
      mobile: fc.integer({ min: 100_000_000, max: 999_999_999 }).map((n) => `07${n}`),
      line1: distinctive('Street '),
      accountName: distinctive('Holder '),
      accountNumber: fc.integer({ min: 10_000_000, max: 99_999_999 }).map(String),
      sortCode: fc.integer({ min: 100_000, max: 999_999 }).map(String),
      tpaSurname: distinctive('Tpa'),
      confirmEmail: distinctive('conf').map((s) => `${s}@example.net`),
    })

    const trailOf = (v: Record<string, string>) => {
      const p = v as Record<string, string>
      const b = new TrailBuilder('prop-session', '2026-11-01T10:00:00.000Z')
      b.add('proposal/PersonAnswered', { who: 'proposer', field: 'name.forenames', value: p.forenames as string })
        .add('proposal/PersonAnswered', { who: 'proposer', field: 'name.surname', value: p.surname as string })
        .add('proposal/PersonAnswered', { who: 'proposer', field: 'date_of_birth', value: p.dob as never })
        .add('proposal/DetailAnswered', { field: 'email_address', value: p.email as never })
        .add('proposal/DetailAnswered', { field: 'phone_numbers.mobile', value: p.mobile as never })
        .add('lookup/AddressesFound', {
          postcode: 'SW1A 1AA' as never,
          addresses: [{ line_1: p.line1 as string, line_2: null, postcode: 'SW1A 1AA' as never }],
        })
        .add('proposal/AddressChosen', { address: { line_1: p.line1 as string, postcode: 'SW1A 1AA' as never } })
        .add('proposal/ThirdPartyAuthorityAnswered', { has: true })
        .add('proposal/DetailAnswered', { field: 'userfields.tpa_surname', value: p.tpaSurname as string })
        .add('proposal/DetailAnswered', { field: 'direct_debit.account_name', value: p.accountName as string })
        .add('proposal/DetailAnswered', { field: 'direct_debit.account_number', value: p.accountNumber as never })
        .add('proposal/DetailAnswered', { field: 'direct_debit.sort_code', value: p.sortCode as never })
        .add('journey/EmailConfirmationEntered', { value: p.confirmEmail as string })
      b.add('proposal/ProposalCreated', {
        proposal: { ...b.state.proposal, uuid: '0b9a4b8e-3c1d-4e5f-8a7b-6c5d4e3f2a1b' } as Proposal,
      })
      return b
    }

    it('replaying a trail twice gives equal state', () => {
      fc.assert(
        fc.property(personal, fc.integer({ min: 0, max: 40 }), (p, years) => {
          const b = trailOf(p)
          b.add('proposal/NcdYearsEntered', { years })
          expect(replay(b.events)).to.deep.equal(replay(b.events))
          expect(replay(b.events)).to.deep.equal(b.state)
        }),
        { numRuns: 50 },
      )
    })

    it('export then import gives back the same events', () => {
      fc.assert(
        fc.property(personal, (p) => {
          const b = trailOf(p)
          const text = exportTrail(b.events, { session: b.session, appVersion: 't', createdAt: '2026-11-01T11:00:00.000Z', redact: false })
          expect(decodeOk(text).events).to.deep.equal(b.events)
        }),
        { numRuns: 50 },
      )
    })

    it('a redacted export never contains an original value of a marked field, and still replays', () => {
      fc.assert(
        fc.property(personal, (p) => {
          const b = trailOf(p)
          const text = exportTrail(b.events, { session: b.session, appVersion: 't', createdAt: '2026-11-01T11:00:00.000Z' })
          for (const value of Object.values(p)) expect(text).not.to.include(value)
          const imported = decodeOk(text)
          expect(imported.redacted).to.equal(true)
          const state = replay(imported.events)
          expect(state.proposal.risk.proposer.name.forenames).to.equal('Redacted')
          // The postcode is personal data too: its placeholder, a postcode that exists nowhere.
          expect(text).not.to.include('SW1A 1AA')
          expect(state.proposal.risk.proposer.address.postcode).to.equal('ZX99 9ZZ')
        }),
        { numRuns: 50 },
      )
    })
  })

  it('an empty proposal has every structure the codecs require', () => {
    const b = new TrailBuilder('s', '2026-11-01T10:00:00.000Z')
    b.add('proposal/ProposalCreated', { proposal: { ...emptyProposal(), uuid: '0b9a4b8e-3c1d-4e5f-8a7b-6c5d4e3f2a1b' } as Proposal })
    expect(b.state.proposal.risk.vehicle.modifications).to.deep.equal([])
  })
})
