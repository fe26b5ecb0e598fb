import { expect } from 'chai'
import fc from 'fast-check'
import { amountToPay } from '../../../mock-server/routes/checkout'
import { selectBasket } from '../../../reducers/proposal-selectors'
import { initialState, type AppState } from '../../../reducers/root'
import type { Proposal } from '../../../src/domain/codecs'
import { amountDueNow, chargedExtras, holderMustBeThirdParty, type PayableProposal } from '../../../src/domain/rules'
import { serverProposal } from '../../reducers/samples'

/** The day the amounts are asked on. */
const ON = '2026-11-22'

/** A quoted proposal: premium £412.35, a deposit of £41.24, and the extras of the quote (chosen ones marked). */
const quoted = (opts: { monthly?: boolean; cover?: string; chosen?: string[]; deposit?: number | null } = {}): PayableProposal => {
  const p = serverProposal() as unknown as Proposal
  const offer = [
    { code: 'B1', description: 'Roadside', premium: 19.99 },
    { code: 'BHL', description: 'Helmet and leathers', premium: 24.5 },
    { code: 'LEGAL', description: 'Legal expenses', premium: 29.99 },
  ]
  return {
    ...p,
    is_pay_monthly: opts.monthly ?? false,
    addons: offer.map((a) => ({ ...a, is_selected: (opts.chosen ?? []).includes(a.code) })),
    quote: { ...p.quote, premium: 412.35, monthly_deposit: opts.deposit === undefined ? 41.24 : opts.deposit, monthly_initial_payment: 38.9, addons: offer },
    risk: { ...p.risk, vehicle: { ...p.risk.vehicle, cover_type: opts.cover ?? 'C' } },
  }
}

/** What the Payment screen shows, through the app's own selector path. */
const shown = (p: PayableProposal): number | null => amountDueNow(p, ON)
const basketTotal = (p: PayableProposal): number | null => selectBasket({ ...initialState, proposal: p } as unknown as AppState, ON)?.total ?? null

describe('the amount due now (one rule: the Payment screen and the provider page)', () => {
  it('J2.84 paying in full: the premium plus the chosen extras, at the quote\'s prices, to the penny', () => {
    expect(amountDueNow(quoted({ chosen: ['B1', 'LEGAL'] }), ON)).to.equal(462.33)
    expect(amountDueNow(quoted(), ON)).to.equal(412.35)
  })

  it('J2.84 paying monthly: the deposit, else the initial monthly payment', () => {
    expect(amountDueNow(quoted({ monthly: true, chosen: ['B1'] }), ON)).to.equal(41.24)
    expect(amountDueNow(quoted({ monthly: true, deposit: null }), ON)).to.equal(38.9)
  })

  it('an extra chosen under comprehensive cover is not charged once the cover is third party (BHL only for C)', () => {
    expect(chargedExtras(quoted({ cover: 'TPFT', chosen: ['BHL', 'B1'] }), ON).map((a) => a.code)).to.deep.equal(['B1'])
    expect(amountDueNow(quoted({ cover: 'TPFT', chosen: ['BHL', 'B1'] }), ON)).to.equal(432.34)
  })

  it('the price charged is the quote\'s, never a price the proposal carries for the extra', () => {
    const p = quoted({ chosen: ['LEGAL'] })
    const tampered = { ...p, addons: p.addons.map((a) => ({ ...a, premium: 0.01 })) }
    expect(amountDueNow(tampered, ON)).to.equal(442.34)
  })

  it('no priced quote: nothing is due', () => {
    expect(amountDueNow({ ...quoted(), quote: null }, ON)).to.equal(null)
  })

  it('a quote without a premium (not yet priced): nothing is due, and nothing is charged for extras', () => {
    const p = quoted({ chosen: ['B1'] })
    expect(amountDueNow({ ...p, quote: { ...p.quote, premium: null } } as PayableProposal, ON)).to.equal(null)
    expect(chargedExtras({ ...p, quote: null }, ON)).to.deep.equal([])
  })

  it('an extra the quote gives no description is listed under its code', () => {
    const p = quoted({ chosen: ['LEGAL'] })
    const plain = { ...p, quote: { ...p.quote, addons: [{ code: 'LEGAL', premium: 29.99 }] } } as PayableProposal
    expect(chargedExtras(plain, ON)).to.deep.equal([{ code: 'LEGAL', description: 'LEGAL', premium: 29.99 }])
  })

  it('J2.84 the screen, the basket and the provider page agree for any payment mode, cover and choice of extras', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('C', 'TPFT', 'TPO'),
        fc.subarray(['B1', 'BHL', 'LEGAL']),
        fc.integer({ min: 1, max: 500_000 }),
        (monthly, cover, chosen, premiumPence) => {
          const base = quoted({ monthly, cover, chosen })
          const p = { ...base, quote: { ...base.quote, premium: premiumPence / 100 } }
          expect(amountToPay(p as unknown as Proposal, ON)).to.equal(shown(p))
          if (!monthly) expect(basketTotal(p)).to.equal(shown(p))
        },
      ),
    )
  })
})

describe('holderMustBeThirdParty: a proposer under 18 cannot hold the direct debit account (001 §4)', () => {
  const TODAY = '2026-11-22'
  const cases: [string | null | undefined, boolean, string][] = [
    ['2008-11-23', true, '18 tomorrow'],
    ['2008-11-22', false, '18 today'],
    ['1984-07-19', false, 'an adult'],
    ['2010-01-01', true, 'aged 16'],
    [null, false, 'no date of birth'],
    [undefined, false, 'no date of birth yet'],
  ]
  for (const [dob, expected, why] of cases) {
    it(`${String(dob)}: ${String(expected)} (${why})`, () => {
      expect(holderMustBeThirdParty(dob, TODAY)).to.equal(expected)
    })
  }
})
