import { expect } from 'chai'
import fc from 'fast-check'
import { produce } from 'immer'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { Proposal, Quote } from '../../../src/domain/codecs'
import { storedSample } from '../../fixtures/trails/samples'
import { rateProposal } from '../../../mock-server/pricing'
import { premiumOf, type RatingResult } from '../../../mock-server/pricing/rate-proposal'
import { ratingFactors } from '../../../mock-server/pricing/rating-factors'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter, learner, tourer } from './example-parts'
import { proposalArb } from './proposal-arbitrary'
import { chargedExtras } from '../../../src/domain/rules'

const quoted = (result: RatingResult): Quote => {
  if (result.outcome !== 'quoted') throw new Error(`expected a quote, got a decline: ${result.reasons.join(' ')}`)
  return result.quote
}

const pence = (pounds: number | null | undefined): number => Math.round((pounds ?? NaN) * 100)

/** deposit + first instalment + (n − 1) × instalment, in pence. */
const scheduleTotal = (q: Quote): number =>
  pence(q.monthly_deposit) + pence(q.monthly_initial_payment) + pence(q.monthly_payment) * ((q.monthly_installments ?? 0) - 1)

describe('mock-server pricing: rateProposal', () => {
  describe('the three documented examples', () => {
    const cases = [
      {
        name: 'A, the commuter',
        build: commuter,
        premium: 391.81,
        ipt: 41.98,
        deposit: 39.18,
        initial: 38.79,
        payment: 38.75,
        total: 426.72,
        interest: 34.91,
        protectedPrice: 430.99,
        subtotal: 391.81,
        monthlySubtotal: 426.72,
      },
      {
        name: 'B, the learner',
        build: learner,
        premium: 1042.62,
        ipt: 111.71,
        // Paid monthly with its extras: the plan is on the premium plus them (1077.61).
        deposit: 107.76,
        initial: 106.65,
        payment: 106.58,
        total: 1173.63,
        interest: 96.02,
        protectedPrice: null,
        subtotal: 1077.61,
        monthlySubtotal: 1173.63,
      },
      {
        name: 'C, the tourer',
        build: tourer,
        premium: 517.45,
        ipt: 55.44,
        // Paid monthly with its extras: the plan is on the premium plus them (622.43).
        deposit: 62.24,
        initial: 61.61,
        payment: 61.56,
        total: 677.89,
        interest: 55.46,
        protectedPrice: 517.45,
        subtotal: 622.43,
        monthlySubtotal: 677.89,
      },
    ] as const

    cases.forEach((c) => {
      describe(`example ${c.name}`, () => {
        const q = quoted(rateProposal(c.build(), CTX))

        it('is priced to the penny as the README says', () => {
          expect(q.premium).to.equal(c.premium)
          expect(q.insurance_premium_tax).to.equal(c.ipt)
          expect(q.protected_ncd_implied_price).to.equal(c.protectedPrice)
        })

        it('has a deposit followed by 10 instalments, the first absorbing the rounding pennies', () => {
          expect(q.monthly_deposit).to.equal(c.deposit)
          expect(q.monthly_initial_payment).to.equal(c.initial)
          expect(q.monthly_payment).to.equal(c.payment)
          expect(q.monthly_installments).to.equal(10)
          expect(q.monthly_total_payable).to.equal(c.total)
          expect(scheduleTotal(q)).to.equal(pence(c.total))
          expect(q.monthly_interest_percent).to.equal(9.9)
          expect(q.monthly_apr).to.equal(23.2)
        })

        it('states the instalment extra cost as monthly total payable minus the amount financed (premium plus extras)', () => {
          expect(q.monthly_interest).to.equal(c.interest)
          expect(pence(q.monthly_total_payable) - pence(q.metadata.premium_subtotal)).to.equal(pence(c.interest))
        })

        it('gives premium plus selected extras as the subtotal, and its monthly total', () => {
          expect(q.metadata.premium_subtotal).to.equal(c.subtotal)
          expect(q.metadata.monthly_total_payable_subtotal).to.equal(c.monthlySubtotal)
        })

        it('decodes with the Quote codec', () => {
          const decoded = Quote.decode(q)
          expect(decoded._tag, PathReporter.report(decoded).join('\n')).to.equal('Right')
        })
      })
    })

    it('are valid wire proposals', () => {
      for (const build of [commuter, learner, tourer]) {
        const decoded = Proposal.decode(build())
        expect(decoded._tag, PathReporter.report(decoded).join('\n')).to.equal('Right')
      }
    })
  })

  describe('the quote fields', () => {
    // Rated inside each test, so the mutation run sees the rating it judges.
    const rated = (): Quote => quoted(rateProposal(commuter(), CTX))

    it('carries the given reference, ctx.now as created_at, and the fixed flags', () => {
      expect(rated()).to.include({
        reference: CTX.reference,
        created_at: CTX.now,
        is_quoted: true,
        is_purchased: false,
        is_accepted: false,
        is_referred: false,
        cover_type: 'C',
        compulsory_excess: 150,
      })
    })

    it('links the policy wording and the insurance product information document', () => {
      const q = rated()
      expect(q.wordings).to.deep.equal({
        policyDocumentUrl: '/documents/policy-wording.pdf',
        administrationServicesContractUrl: '/documents/administration-services-contract.pdf',
        termsOfBusinessUrl: '/documents/terms-of-business.pdf',
      })
      expect(q.ipids).to.deep.equal([{ url: '/documents/ipid-motorcycle.pdf', name: 'Insurance Product Information Document', code: 'MC' }])
    })

    it('includes Insurance Premium Tax at 12% of the net premium in the premium', () => {
      const q = rated()
      const { net, ipt, gross } = premiumOf(ratingFactors(commuter(), CTX.today))
      expect(ipt).to.equal(Math.round((net * 12) / 100))
      expect(pence(q.insurance_premium_tax)).to.equal(ipt)
      expect(pence(q.premium)).to.equal(gross)
      expect(gross).to.equal(net + ipt)
    })

    it('rates the sample trail proposal (test/fixtures) into a quote that decodes', () => {
      const result = rateProposal(storedSample('completed-quote.json').state.proposal as Proposal, CTX)
      expect(Quote.decode(quoted(result))._tag).to.equal('Right')
    })

    it('rates a proposal without a start date at ctx.today', () => {
      const noStart = produce(commuter(), (d) => {
        d.risk.start_date = null
      })
      const atToday = produce(commuter(), (d) => {
        d.risk.start_date = CTX.today as typeof d.risk.start_date
      })
      expect(rateProposal(noStart, CTX)).to.deep.equal(rateProposal(atToday, CTX))
    })
  })

  describe('the context', () => {
    const bad = [
      { today: '01/11/2026', now: CTX.now, reference: CTX.reference },
      { today: CTX.today, now: 'yesterday', reference: CTX.reference },
      { today: CTX.today, now: CTX.now, reference: '12345' },
    ]
    const messages = [
      'ctx.today "01/11/2026" is not a YYYY-MM-DD date',
      'ctx.now "yesterday" is not an ISO timestamp',
      'ctx.reference "12345" is not a quote reference',
    ]
    bad.forEach((ctx, i) => {
      it(`throws a RangeError for ${JSON.stringify(ctx)}, naming the bad field and its value`, () => {
        expect(() => rateProposal(commuter(), ctx)).to.throw(RangeError, messages[i])
      })
    })
  })

  describe('determinism', () => {
    it('gives a deep-equal result for the same proposal twice, and does not touch it', () => {
      const p = tourer()
      const before = JSON.stringify(p)
      expect(rateProposal(p, CTX)).to.deep.equal(rateProposal(tourer(), CTX))
      expect(JSON.stringify(p)).to.equal(before)
    })

    it('gives deep-equal results for every generated proposal (and a JSON round trip of it)', () => {
      fc.assert(
        fc.property(proposalArb, (p) => {
          const first = rateProposal(p, CTX)
          expect(rateProposal(p, CTX)).to.deep.equal(first)
          expect(rateProposal(JSON.parse(JSON.stringify(p)) as Proposal, CTX)).to.deep.equal(first)
        }),
        { numRuns: 300 },
      )
    })

    it('quotes that decode and add up to the penny for every generated proposal, or declines with reasons', () => {
      fc.assert(
        fc.property(proposalArb, (p) => {
          const result = rateProposal(p, CTX)
          if (result.outcome === 'declined') {
            expect(result.reasons).to.not.be.empty
            return
          }
          const q = result.quote
          const decoded = Quote.decode(q)
          expect(decoded._tag, PathReporter.report(decoded).join('\n')).to.equal('Right')
          const net = pence(q.premium) - pence(q.insurance_premium_tax)
          expect(pence(q.insurance_premium_tax)).to.equal(Math.round((net * 12) / 100))
          expect(net).to.be.at.least(75_00)
          expect(scheduleTotal(q)).to.equal(pence(q.monthly_total_payable))
          // The plan is on the premium plus the extras charged: a monthly rider pays for them as one paying in full does.
          expect(pence(q.monthly_interest)).to.equal(pence(q.monthly_total_payable) - pence(q.metadata.premium_subtotal))
          expect(pence(q.monthly_deposit)).to.equal(Math.round(pence(q.metadata.premium_subtotal) / 10))
          const gap = pence(q.monthly_initial_payment) - pence(q.monthly_payment)
          expect(gap).to.be.within(0, 9)
          // The extras charged: selected on the quote and shown to this rider (BHL and BPA only with cover C).
          const extras = chargedExtras({ ...p, addons: q.addons, quote: q }, CTX.today).reduce((s, a) => s + pence(a.premium), 0)
          expect(pence(q.metadata.premium_subtotal)).to.equal(pence(q.premium) + extras)
          expect(pence(q.metadata.monthly_total_payable_subtotal)).to.equal(pence(q.monthly_total_payable))
        }),
        { numRuns: 300 },
      )
    })
  })
})
