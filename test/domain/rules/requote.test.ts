import { expect } from 'chai'
import type { AppState } from '../../../reducers/root'
import { needsRequote, PRICE_PAGE_ANSWERS, pricedRiskChanged } from '../../../src/domain/rules'
import { fact, given, type Fact } from '../../reducers/given'
import { serverProposal } from '../../reducers/samples'

describe('what needs a new quote: a change to the risk the price reads', () => {
  const table: [string, boolean][] = [
    ['start_date', true],
    ['voluntary_excess', true],
    ['vehicle.cover_type', true],
    ['proposer.date_of_birth', true],
    ['duqs.education_level', true],
    ['userfieldsX', true],
    ['proposer.email_addressX', true],
    ['userfields', false],
    ['userfields.tpa_title', false],
    ['duqs.is_pay_monthly', false],
    ['proposer.email_address', false],
    ['proposer.phone_numbers', false],
    ['proposer.phone_numbers.mobile', false],
  ]
  for (const [path, needed] of table) {
    it(`a change at ${path} ${needed ? 'needs' : 'does not need'} a requote`, () => expect(needsRequote(path)).to.equal(needed))
  }

  const risk = {
    start_date: '2026-12-01',
    proposer: { date_of_birth: '1990-01-01', email_address: 'a@example.com', phone_numbers: { mobile: '07700900123' } },
    duqs: { is_pay_monthly: false, education_level: 'DEGREE' },
    userfields: { has_third_party_authority: false },
    additional_drivers: [{ date_of_birth: '1991-02-02', marital_status: null }],
  }

  it('compares risks by content: key order, and a null field against an absent one, change nothing', () => {
    const reordered = {
      additional_drivers: [{ date_of_birth: '1991-02-02' }],
      userfields: risk.userfields,
      duqs: { education_level: 'DEGREE', is_pay_monthly: false },
      proposer: { phone_numbers: { mobile: '07700900123' }, email_address: 'a@example.com', date_of_birth: '1990-01-01' },
      start_date: '2026-12-01',
      voluntary_excess: null,
    }
    expect(pricedRiskChanged(risk, reordered)).to.equal(false)
  })

  it('a change to the contact details, the payment mode or the third-party authority keeps the quote', () => {
    expect(pricedRiskChanged(risk, { ...risk, proposer: { ...risk.proposer, email_address: 'b@example.com', phone_numbers: { mobile: '07700900999' } } })).to.equal(false)
    expect(pricedRiskChanged(risk, { ...risk, duqs: { ...risk.duqs, is_pay_monthly: true } })).to.equal(false)
    expect(pricedRiskChanged(risk, { ...risk, userfields: { has_third_party_authority: true, tpa_title: 'Mr' } })).to.equal(false)
  })

  it('a change anywhere else, an additional rider included, needs a new quote', () => {
    expect(pricedRiskChanged(risk, { ...risk, start_date: '2026-12-02' })).to.equal(true)
    expect(pricedRiskChanged(risk, { ...risk, proposer: { ...risk.proposer, date_of_birth: '1990-01-02' } })).to.equal(true)
    expect(pricedRiskChanged(risk, { ...risk, duqs: { ...risk.duqs, education_level: 'NONE' } })).to.equal(true)
    expect(pricedRiskChanged(risk, { ...risk, additional_drivers: [{ date_of_birth: '1991-02-03' }] })).to.equal(true)
    expect(pricedRiskChanged(risk, { ...risk, additional_drivers: [{ date_of_birth: '1991-02-02', marital_status: 'M' }] })).to.equal(true)
  })
})

/*
 * The price page's answers: the client offers 'Confirm & requote' for each, and the insurer drops the quote an
 * update with that answer priced. An answer the price page or the summary commits after the quote at a path the
 * price does not read (the third-party authority, the e-mail address) does neither.
 */
describe('the client and the insurer agree on what needs a requote', () => {
  const quoted = fact('quote/QuoteCalculated', {
    proposal: serverProposal((p) => {
      p.risk.start_date = '2026-03-10'
      p.risk.voluntary_excess = 100
      p.risk.vehicle.cover_type = 'C'
    }),
  })
  const ANSWERS: { readonly [T in keyof typeof PRICE_PAGE_ANSWERS]: Fact } = {
    'proposal/StartDateChosen': fact('proposal/StartDateChosen', { startDate: '2026-03-11' }),
    'proposal/VoluntaryExcessChosen': fact('proposal/VoluntaryExcessChosen', { excess: 250 }),
    'proposal/CoverTypeChosen': fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }),
  }
  const at = (s: AppState, path: string): unknown =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k], s.proposal.risk)

  for (const [type, path] of Object.entries(PRICE_PAGE_ANSWERS)) {
    it(`${type} changes the risk at ${path}: the client offers a requote and the insurer drops the quote`, () => {
      const answer = ANSWERS[type as keyof typeof PRICE_PAGE_ANSWERS]
      const g = given(quoted)
      g.when(answer).then((after) => {
        expect(at(after, path)).not.to.deep.equal(at(g.state, path))
        expect(after.journey.requotePending).to.equal(true)
        expect(pricedRiskChanged(g.state.proposal.risk, after.proposal.risk)).to.equal(true)
      })
    })
  }

  const unpriced: [string, Fact][] = [
    ['the third-party authority', fact('proposal/DetailAnswered', { field: 'userfields.tpa_forename', value: 'Ann' })],
    ['the e-mail address', fact('proposal/DetailAnswered', { field: 'email_address', value: 'b@example.com' })],
  ]
  for (const [what, answer] of unpriced) {
    it(`an answer to ${what} after the quote: no requote is offered and the insurer keeps the quote`, () => {
      const g = given(quoted)
      g.when(answer).then((after) => {
        expect(after.proposal.risk).not.to.deep.equal(g.state.proposal.risk)
        expect(after.journey.requotePending).to.equal(false)
        expect(pricedRiskChanged(g.state.proposal.risk, after.proposal.risk)).to.equal(false)
      })
    })
  }
})
