import { expect } from 'chai'
import { demandsAndNeeds } from '../../src/domain/demands-and-needs'
import {
  selectAddonCards,
  selectAddonChoice,
  selectAddonsChanged,
  selectAllAddonsDecided,
  selectBasket,
  selectBreakdownTiers,
  selectChosenAddonCodes,
} from '../../reducers/proposal-selectors'
import type { AppState } from '../../reducers/root'
import { isAddonVisible } from '../../src/domain/rules'
import { fact, given, stateAfter, type Fact } from './given'
import { addon, quoteWith, serverProposal } from './samples'

const TODAY = '2026-03-02'
const START = '2026-03-10'
/** The proposer born `years` years before the start date, give or take a day. */
const bornYearsBefore = (years: number, dayShift = 0): string => {
  const d = new Date(`${START}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() + dayShift)
  return d.toISOString().slice(0, 10)
}

const CODES = ['BPA', 'BLE', 'BHL', 'B1', 'B2', 'B3', 'PA', 'MF', 'KE']

const quoted = (
  o: { cover?: 'C' | 'TPFT' | 'TPO'; dob?: string | null; start?: string | null; monthly?: boolean; selected?: Record<string, boolean> } = {},
): Fact =>
  fact('quote/QuoteCalculated', {
    proposal: serverProposal((p) => {
      p.risk.vehicle.cover_type = o.cover ?? 'C'
      p.risk.start_date = o.start === undefined ? START : o.start
      p.risk.proposer.date_of_birth = o.dob === undefined ? '1990-05-01' : o.dob
      p.is_pay_monthly = o.monthly ?? false
      p.is_quoted = true
      const addons = CODES.map((code, i) => ({ ...addon(code, 10 + i + 0.99), is_selected: o.selected?.[code] ?? null }))
      p.quote = {
        ...quoteWith(addons),
        premium: 412.35,
        monthly_deposit: 61.85,
        monthly_initial_payment: 38.11,
        monthly_payment: 38.1,
        monthly_installments: 10,
      } as ReturnType<typeof quoteWith>
      // Own copies, as a server's JSON answer has: the quote's offer and the proposal's choices are apart.
      p.addons = addons.map((a) => ({ ...a }))
    }),
  })

/**
 * A proposal answered but not quoted yet. A fresh object in every test: the memoised selectors would answer the
 * shared initial proposal from their cache, never running the code under test again.
 */
const answered = fact('proposal/CoverTypeChosen', { coverType: 'C' })

const codes = (as: readonly { code: string }[]) => as.map((a) => a.code)
/** The extras the Addons screen shows: their cards, then the breakdown tiers' table. */
const shownAddons = (s: AppState, today: string) => [...selectAddonCards(s, today), ...selectBreakdownTiers(s, today)]
const decide = (code: string, selected: boolean) => fact('proposal/AddonDecided', { code, selected })

describe('addons selectors (001 §2 Addons, Basket)', () => {
  it('J2.71 breakdown tiers are always visible, whatever the cover', () => {
    for (const cover of ['C', 'TPFT', 'TPO'] as const) {
      expect(codes(selectBreakdownTiers(stateAfter(quoted({ cover })), TODAY)), cover).to.deep.equal(['B1', 'B2', 'B3'])
    }
  })

  it('J2.72 BPA only when the proposer is over 18 at the start date and cover is C', () => {
    const shows = (cover: 'C' | 'TPFT' | 'TPO', dob: string) => codes(shownAddons(stateAfter(quoted({ cover, dob })), TODAY)).includes('BPA')
    expect(shows('C', bornYearsBefore(30))).to.equal(true)
    expect(shows('C', bornYearsBefore(19))).to.equal(true)
    expect(shows('C', bornYearsBefore(18))).to.equal(false)
    expect(shows('C', bornYearsBefore(17))).to.equal(false)
    expect(shows('TPFT', bornYearsBefore(30))).to.equal(false)
    expect(shows('TPO', bornYearsBefore(30))).to.equal(false)
  })

  it('J2.72 BPA is not shown without a date of birth; without a start date the age is taken today', () => {
    expect(codes(shownAddons(stateAfter(quoted({ dob: null })), TODAY))).not.to.include('BPA')
    expect(codes(shownAddons(stateAfter(quoted({ dob: bornYearsBefore(30), start: null })), TODAY))).to.include('BPA')
    // 19 on the start date but still 18 today: without the start date, not shown.
    expect(codes(shownAddons(stateAfter(quoted({ dob: bornYearsBefore(19, -2), start: null })), TODAY))).not.to.include('BPA')
  })

  it('J2.72 the age is taken on the start date, not today', () => {
    // 19 on the start date but still 18 today: shown.
    expect(codes(shownAddons(stateAfter(quoted({ dob: bornYearsBefore(19, -2) })), TODAY))).to.include('BPA')
    const facts = { coverType: 'C', proposerDateOfBirth: bornYearsBefore(19, -2), ageDay: START }
    expect(isAddonVisible('BPA', facts)).to.equal(true)
    expect(isAddonVisible('BPA', { ...facts, ageDay: TODAY })).to.equal(false)
  })

  it('J2.73 BHL only when cover type is C', () => {
    expect(codes(shownAddons(stateAfter(quoted({ cover: 'C' })), TODAY))).to.include('BHL')
    expect(codes(shownAddons(stateAfter(quoted({ cover: 'TPFT' })), TODAY))).not.to.include('BHL')
    expect(codes(shownAddons(stateAfter(quoted({ cover: 'TPO' })), TODAY))).not.to.include('BHL')
  })

  it('J2.74 codes PA, MF and KE are hidden', () => {
    const visible = codes(shownAddons(stateAfter(quoted()), TODAY))
    expect(visible).to.deep.equal(['BPA', 'BLE', 'BHL', 'B1', 'B2', 'B3'])
    expect(codes(selectAddonCards(stateAfter(quoted()), TODAY))).to.deep.equal(['BPA', 'BLE', 'BHL'])
  })

  it('J2.69 Continue is disabled while any visible extra is undecided, and enabled once each is added or declined', () => {
    const g = given(quoted(), decide('BPA', true), decide('BLE', false))
    expect(selectAllAddonsDecided(g.state, TODAY)).to.equal(false)
    g.when(decide('BHL', false)).then((s) => expect(selectAllAddonsDecided(s, TODAY)).to.equal(true))
    // A hidden extra left undecided (BHL under TPO) does not hold Continue back.
    given(quoted({ cover: 'TPO' }), decide('BLE', true)).when().then((s) => expect(selectAllAddonsDecided(s, TODAY)).to.equal(true))
  })

  it('J2.75 pay in full: one single payment of the premium plus the selected extras, to the penny', () => {
    given(quoted()).when(decide('BLE', true), decide('B3', true)).then((s) => {
      const b = selectBasket(s, TODAY)
      expect(b?.monthly).to.equal(false)
      // 412.35 + 11.99 (BLE) + 15.99 (B3)
      expect(b?.total).to.equal(440.33)
      expect(b?.extrasTotal).to.equal(27.98)
    })
  })

  it('J2.75 monthly: the deposit, a first instalment that differs, the number of instalments and the monthly amount', () => {
    const b = selectBasket(stateAfter(quoted({ monthly: true })), TODAY)
    expect(b).to.deep.include({ monthly: true, deposit: 61.85, firstInstalment: 38.11, instalments: 10, monthlyPayment: 38.1 })
  })

  it('J2.76 the basket lists the selected visible extras (premium plus extras), none when nothing is added', () => {
    expect(selectBasket(stateAfter(quoted()), TODAY)?.extras).to.deep.equal([])
    given(quoted({ cover: 'TPO', selected: { BHL: true } }))
      .when(decide('B2', true))
      .then((s) => expect(selectBasket(s, TODAY)?.extras.map((e) => e.code)).to.deep.equal(['B2']))
  })

  it('J2.75 monthly: a first instalment equal to the monthly amount is not shown apart', () => {
    const monthly = (change: (q: Record<string, unknown>) => void) =>
      fact('quote/QuoteCalculated', {
        proposal: serverProposal((p) => {
          p.is_pay_monthly = true
          const q: Record<string, unknown> = { ...quoteWith([]), premium: 412.35, monthly_deposit: 61.85, monthly_initial_payment: 38.1, monthly_payment: 38.1 }
          change(q)
          p.quote = q as ReturnType<typeof quoteWith>
        }),
      })
    expect(selectBasket(stateAfter(monthly(() => undefined)), TODAY)?.firstInstalment).to.equal(null)
    // Only a first instalment with a monthly amount to differ from is shown, and only a known one.
    expect(selectBasket(stateAfter(monthly((q) => void delete q.monthly_payment)), TODAY)?.firstInstalment).to.equal(null)
    expect(selectBasket(stateAfter(monthly((q) => void delete q.monthly_initial_payment)), TODAY)?.firstInstalment).to.equal(null)
    expect(selectBasket(stateAfter(monthly((q) => void (q.monthly_initial_payment = null))), TODAY)?.firstInstalment).to.equal(null)
  })

  it('J2.33 J2.75 the number of instalments is the quote’s, or 10 when the quote does not say', () => {
    expect(selectBasket(stateAfter(quoted({ monthly: true })), TODAY)?.instalments).to.equal(10)
    const without = fact('quote/QuoteCalculated', {
      proposal: serverProposal((p) => {
        p.is_pay_monthly = true
        p.quote = { ...quoteWith([]), premium: 412.35, monthly_payment: 38.1 }
      }),
    })
    expect(selectBasket(stateAfter(without), TODAY)?.instalments).to.equal(10)
    const eleven = fact('quote/QuoteCalculated', {
      proposal: serverProposal((p) => void (p.quote = { ...quoteWith([]), premium: 412.35, monthly_installments: 11 })),
    })
    expect(selectBasket(stateAfter(eleven), TODAY)?.instalments).to.equal(11)
  })

  it('J2.70 there is no basket before a quote, nor for a quote without a premium', () => {
    expect(selectBasket(stateAfter(answered), TODAY)).to.equal(null)
    const unpriced = fact('quote/QuoteDeclined', { proposal: serverProposal((p) => void (p.quote = { ...quoteWith([]), premium: null })) })
    expect(selectBasket(stateAfter(unpriced), TODAY)).to.equal(null)
  })

  it('J2.69 J2.71 before any quote no extra is offered: nothing shown, nothing chosen, nothing holds Continue back or has changed', () => {
    const s = stateAfter(answered)
    expect(shownAddons(s, TODAY)).to.deep.equal([])
    expect(selectChosenAddonCodes(s, TODAY)).to.deep.equal([])
    expect(selectAllAddonsDecided(s, TODAY)).to.equal(true)
    expect(selectAddonsChanged(s, TODAY)).to.equal(false)
    expect(selectAddonChoice(s, 'BLE')).to.equal(null)
  })

  it('J2.71 J4.03 the quote’s offer is shown, undecided, before the proposal holds any choice of its own', () => {
    const offered = fact('quote/QuoteCalculated', {
      proposal: serverProposal((p) => {
        p.risk.vehicle.cover_type = 'C'
        p.quote = quoteWith(['BLE', 'B1', 'B2'].map((code) => addon(code)))
      }),
    })
    const s = stateAfter(offered)
    expect(s.proposal.addons).to.deep.equal([])
    expect(codes(shownAddons(s, TODAY))).to.deep.equal(['BLE', 'B1', 'B2'])
    expect(selectAddonChoice(s, 'BLE')).to.equal(null)
    expect(selectAllAddonsDecided(s, TODAY)).to.equal(false)
    given(offered)
      .when(decide('BLE', true))
      .then((after) => {
        expect(selectAddonChoice(after, 'BLE')).to.equal(true)
        expect(selectAddonChoice(after, 'B1')).to.equal(null)
      })
  })

  it('J4.03 the choice for an extra the quote does not offer is undecided (null)', () => {
    expect(selectAddonChoice(stateAfter(quoted({ selected: { BLE: true } })), 'ZZZ')).to.equal(null)
    expect(selectAddonChoice(stateAfter(quoted({ selected: { BLE: true } })), 'BLE')).to.equal(true)
  })

  it('J4.05 the selection has changed when the chosen extras differ from those the quote priced', () => {
    const at = (...facts: Fact[]): AppState => stateAfter(quoted({ selected: { BLE: true } }), ...facts)
    expect(selectAddonsChanged(at(), TODAY)).to.equal(false)
    expect(selectAddonsChanged(at(decide('BPA', false), decide('BHL', false)), TODAY)).to.equal(false)
    expect(selectAddonsChanged(at(decide('B1', true)), TODAY)).to.equal(true)
    expect(selectAddonsChanged(at(decide('BLE', false)), TODAY)).to.equal(true)
    expect(selectAddonsChanged(at(decide('BLE', false), decide('BLE', true)), TODAY)).to.equal(false)
    // As many extras as priced, but not the same ones: changed.
    expect(selectAddonsChanged(at(decide('BLE', false), decide('B1', true)), TODAY)).to.equal(true)
    expect(selectChosenAddonCodes(at(decide('B1', true), decide('B3', true)), TODAY)).to.deep.equal(['BLE', 'B3'])
  })

  it('the extras turned down, in the demands and needs: the visible cards said No Thanks to, and breakdown cover when no tier was chosen', () => {
    const declined = (o: Parameters<typeof quoted>[0]): string[] => {
      const { proposal } = stateAfter(quoted(o))
      const name = new Map((proposal.quote?.addons ?? []).map((a) => [a.description ?? a.code, a.code]))
      const [needs] = demandsAndNeeds(proposal, TODAY, (_, code) => code ?? '')
      const list = /You chose not to add (.+)\.$/.exec(needs ?? '')?.[1] ?? ''
      return list === '' ? [] : list.split(/, | and /).map((n) => name.get(n) ?? n)
    }
    expect(declined({ selected: { BPA: false, BLE: true, BHL: false } })).to.deep.equal(['BPA', 'BHL', 'breakdown cover'])
    // A tier chosen is breakdown cover: the other tiers it deselected are not turned down.
    expect(declined({ selected: { B2: true, B1: false, B3: false } })).to.deep.equal([])
    // An extra not shown to this rider (BHL on third party only) is not among those turned down.
    expect(declined({ cover: 'TPO', selected: { BHL: false, BLE: false } })).to.deep.equal(['BLE', 'breakdown cover'])
  })
})
