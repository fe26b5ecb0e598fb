import { expect } from 'chai'
import { type Draft, produce } from 'immer'
import type { Proposal, Quote } from '../../../src/domain/codecs'
import { NO_LICENCE, OTHER_BIKES_ENDORSEMENT_CODE, TRACKER_ENDORSEMENT_EXTRA_INFO } from '../../../src/domain/constants'
import { rateProposal } from '../../../mock-server/pricing'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter, date, num, rider, tourer } from './example-parts'

const quoteOf = (p: Proposal): Quote => {
  const result = rateProposal(p, CTX)
  if (result.outcome !== 'quoted') throw new Error(`expected a quote: ${result.reasons.join(' ')}`)
  return result.quote
}
const changed = (f: (d: Draft<Proposal>) => void, from: () => Proposal = commuter): Quote => quoteOf(produce(from(), f))
const rows = (q: Quote) => q.excesses.map((e) => [e.driver, e.policy_section, e.value])
const codes = (q: Quote) => q.endorsements.map((e) => e.code)

describe('mock-server pricing: excesses', () => {
  it('gives C accidental damage, fire and theft as compulsory + voluntary, and a flat £50 windscreen', () => {
    // example A: 42, licence 18 years: compulsory £150; voluntary £250
    expect(rows(quoteOf(commuter()))).to.deep.equal([
      [0, 'Accidental damage', 400],
      [0, 'Fire', 400],
      [0, 'Theft', 400],
      [0, 'Windscreen', 50],
    ])
  })

  const compulsory: readonly (readonly [string, (d: Draft<Proposal>) => void, number])[] = [
    ['a rider of 20', (d) => void (d.risk.proposer.date_of_birth = date('2006-06-01')), 400],
    ['a rider of 23', (d) => void (d.risk.proposer.date_of_birth = date('2003-06-01')), 300],
    ['a rider of 25 and over', () => undefined, 150],
    ['a provisional licence (+£150)', (d) => void (d.risk.proposer.driver_details.licence.type = 'P'), 300],
    ['no licence (+£150)', (d) => void Object.assign(d.risk.proposer.driver_details.licence, { type: NO_LICENCE, date: null }), 300],
    ['a full licence held 1 year (+£150)', (d) => void (d.risk.proposer.driver_details.licence.date = date('2025-06-01')), 300],
    ['a full licence held 2 years', (d) => void (d.risk.proposer.driver_details.licence.date = date('2024-06-01')), 150],
    ['a rider of 19 with a provisional licence', (d) => {
      d.risk.proposer.date_of_birth = date('2007-06-01')
      d.risk.proposer.driver_details.licence.type = 'P'
    }, 550],
  ]
  compulsory.forEach(([who, change, pounds]) => {
    it(`sets the compulsory excess of ${who} at £${pounds}`, () => {
      const q = changed(change)
      expect(q.compulsory_excess).to.equal(pounds)
      expect(q.excesses.find((e) => e.policy_section === 'Accidental damage')?.value).to.equal(pounds + 250)
    })
  })

  it('adds £250 to theft for a bike worth £10,000 or more without a tracker, not with one', () => {
    const noTracker = changed((d) => void (d.risk.vehicle.value = num(10_000)))
    expect(noTracker.excesses.find((e) => e.policy_section === 'Theft')?.value).to.equal(650)
    expect(noTracker.excesses.find((e) => e.policy_section === 'Fire')?.value).to.equal(400)
    const tracked = changed((d) => void Object.assign(d.risk.vehicle, { value: num(10_000), has_tracker: true }))
    expect(tracked.excesses.find((e) => e.policy_section === 'Theft')?.value).to.equal(400)
    const cheaper = changed((d) => void (d.risk.vehicle.value = num(9_999)))
    expect(cheaper.excesses.find((e) => e.policy_section === 'Theft')?.value).to.equal(400)
  })

  it('gives every rider their own rows, by driver index', () => {
    const q = changed((d) => void (d.risk.additional_drivers = [rider('2004-06-01', '2023-06-01')]))
    expect(rows(q).filter(([driver]) => driver === 1)).to.deep.equal([
      [1, 'Accidental damage', 550], // 22: £300, licence 3 years, + £250 voluntary
      [1, 'Fire', 550],
      [1, 'Theft', 550],
      [1, 'Windscreen', 50],
    ])
    expect(q.compulsory_excess).to.equal(150) // the proposer's
  })

  it('gives TPFT fire and theft only, with the voluntary excess', () => {
    const q = changed((d) => {
      d.risk.vehicle.cover_type = 'TPFT'
      d.risk.voluntary_excess = 100
    })
    expect(rows(q)).to.deep.equal([
      [0, 'Fire', 250],
      [0, 'Theft', 250],
    ])
  })

  it('gives TPO no own-damage excesses at all', () => {
    const q = changed((d) => void (d.risk.vehicle.cover_type = 'TPO'))
    expect(q.excesses).to.deep.equal([])
    expect(q.compulsory_excess).to.equal(0)
  })
})

describe('mock-server pricing: endorsements', () => {
  it('always has the racing exclusion, as HTML with a code', () => {
    const q = changed((d) => void (d.risk.vehicle.cover_type = 'TPO'))
    expect(q.endorsements[0]).to.deep.equal({
      code: '12',
      text: '<p>Cover excludes <strong>racing</strong>, pace-making, speed trials and track days.</p>',
      extra_info: null,
    })
    for (const e of quoteOf(tourer()).endorsements) expect(e.text).to.match(/^<p>.*<\/p>$/)
  })

  it('adds the unattended-security endorsement for C and TPFT, not for TPO (no theft cover)', () => {
    const unattended = (q: Quote) => q.endorsements.filter((e) => e.code === '20')
    expect(unattended(quoteOf(commuter()))).to.deep.equal([
      {
        code: '20',
        text: '<p>When the motorcycle is left unattended the steering lock must be engaged and the ignition key removed; otherwise theft cover is excluded.</p>',
        extra_info: null,
      },
    ])
    expect(unattended(changed((d) => void (d.risk.vehicle.cover_type = 'TPFT')))).to.have.length(1)
    expect(unattended(changed((d) => void (d.risk.vehicle.cover_type = 'TPO')))).to.deep.equal([])
  })

  it('adds the pillion exclusion when pillions are excluded', () => {
    expect(codes(changed((d) => void (d.risk.vehicle.is_exclude_pillion_riders = true)))).to.include('15')
    expect(codes(quoteOf(commuter()))).to.not.include('15')
  })

  describe('the tracker endorsement (extra_info 41)', () => {
    const tracker = (q: Quote) => q.endorsements.filter((e) => e.extra_info === TRACKER_ENDORSEMENT_EXTRA_INFO)

    it('is given for a bike worth £15,000 or more without a tracker, saying theft cover is excluded', () => {
      const q = changed((d) => void (d.risk.vehicle.value = num(15_000)))
      expect(tracker(q)).to.have.length(1)
      expect(tracker(q)[0]?.code).to.equal('41')
      expect(tracker(q)[0]?.text).to.include('GPS tracker').and.include('Theft cover is excluded if one is not fitted or not operational')
    })

    it('is not given under £15,000, with a tracker fitted, or for TPO (no theft cover)', () => {
      expect(tracker(changed((d) => void (d.risk.vehicle.value = num(14_999))))).to.have.length(0)
      expect(tracker(changed((d) => void Object.assign(d.risk.vehicle, { value: num(20_000), has_tracker: true })))).to.have.length(0)
      expect(tracker(changed((d) => void Object.assign(d.risk.vehicle, { value: num(20_000), cover_type: 'TPO' })))).to.have.length(0)
    })
  })

  describe("'Riding other bikes' (endorsement 39)", () => {
    const other = (q: Quote) => q.endorsements.filter((e) => e.code === OTHER_BIKES_ENDORSEMENT_CODE)

    it('is given to a rider of 25 or over with a full licence held 3 years or more', () => {
      const q = quoteOf(commuter())
      expect(other(q)).to.have.length(1)
      expect(other(q)[0]?.text).to.equal(
        "<p><strong>Riding other bikes:</strong> the policyholder may ride a motorcycle not owned by or hired to them, with the owner's permission, for third party only cover.</p>",
      )
    })

    it('names every rider that qualifies', () => {
      expect(other(quoteOf(tourer()))[0]?.text).to.include('> the policyholder and additional rider 1 may ride')
      const three = changed((d) => void (d.risk.additional_drivers = [rider('1980-01-01', '2000-01-01'), rider('1981-01-01', '2001-01-01')]))
      expect(other(three)[0]?.text).to.include('> the policyholder, additional rider 1 and additional rider 2 may ride')
    })

    const without: readonly (readonly [string, (d: Draft<Proposal>) => void])[] = [
      ['a proposer of 24', (d) => void (d.risk.proposer.date_of_birth = date('2002-06-01'))],
      ['a licence held 2 years', (d) => void (d.risk.proposer.driver_details.licence.date = date('2024-06-01'))],
      ['a provisional licence', (d) => void (d.risk.proposer.driver_details.licence.type = 'P')],
    ]
    without.forEach(([why, change]) => {
      it(`is not given for ${why} (the client then shows 'Riding other bikes is excluded')`, () => {
        expect(other(changed(change))).to.have.length(0)
      })
    })

    it('is given at exactly 25 and exactly 3 years of licence', () => {
      const q = changed((d) => {
        d.risk.proposer.date_of_birth = date('2001-11-15')
        d.risk.proposer.driver_details.licence.date = date('2023-11-15')
      })
      expect(other(q)).to.have.length(1)
    })
  })
})
