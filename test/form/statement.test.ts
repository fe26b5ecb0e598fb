import { expect } from 'chai'
import type { Claim, Conviction, ListName, Modification, ProposalInput } from '../../src/domain/codecs'
import { emptyRider } from '../../src/domain/defaults'
import { statementText, type StatementOfFact, type StatementRow } from '../../src/domain/statement'
import { CLAIM_DIALOG } from '../../src/form/dialogs/claim'
import { CONVICTION_DIALOG } from '../../src/form/dialogs/conviction'
import { MODIFICATION_DIALOG } from '../../src/form/dialogs/modification'
import { riderQuestions } from '../../src/form/dialogs/rider'
import { visibleItemFields, type ItemDialogRecord } from '../../src/form/item-record'
import { ask, type FormSection, type Question } from '../../src/form/record'
import { ALL_SECTIONS } from '../../src/form/sections/all'
import { selectStatement, statementOfProposal } from '../../src/form/statement'
import { detailField } from '../../src/form/bindings'
import { textWire } from '../../src/form/answer-values'
import { initialState, type AppState } from '../../reducers/root'
import { allLists, listByName } from '../../mock-server/catalogue'
import { validProposal } from '../mock-server/server/running-server'

/** Every reference list, as the mock insurer's fixtures hold them (the lists the app loads). */
const LISTS = (list: ListName) => listByName(list)

/** The name of a list's code in the fixtures. */
const nameIn = (list: ListName, code: string): string | undefined => listByName(list)?.find((o) => o.value === code)?.name

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] }

/**
 * The stored completed quote with as many questions shown as one proposal can show: a bike bought, kept by
 * someone else, tracked, imported, kept away from home and used for business; a second job, a UK resident born
 * abroad, a claim and a drink-driving conviction, a protected no claims discount, an additional rider with a
 * claim and a conviction of their own, and a third party with authority.
 */
const fullProposal = (): ProposalInput => {
  const p = structuredClone(validProposal()) as Mutable<ProposalInput>
  const v = p.risk.vehicle
  Object.assign(v, {
    keeper: false,
    owner: 'Spouse',
    has_tracker: true,
    tracker: 'THATCHAMS7',
    imported: 'GREY',
    is_kept_at_proposer_postcode: false,
    kept_postcode: 'LS1 4AP',
    class_of_use: 'C1',
  })
  Object.assign(p.risk, { business_mileage: 1200 })
  const me = p.risk.proposer
  Object.assign(me, {
    has_part_time_occupation: true,
    part_time_occupation: { status: 'SelfEmp', role: 'B02', industry: '025' },
    resident: { is_uk_born: false, since: '1999-09-01' },
    phone_numbers: { ...me.phone_numbers, other: '01132 496 000' },
  })
  Object.assign(me.driver_details, {
    has_claims: true,
    claims: [
      {
        description: 'THEFT',
        date: '2024-05-01',
        has_own_damage_cost: true,
        own_damage_cost: 1850,
        has_third_party_cost: false,
        third_party_cost: null,
        is_ncb_prejudiced: true,
        is_personal_injury: false,
        is_under_policyholders_cover: true,
      },
    ],
  })
  Object.assign(me.driver_details.licence, {
    has_convictions: true,
    convictions: [
      {
        code: 'DR10',
        offence_date: '2022-02-03',
        conviction_date: '2022-04-05',
        points: 0,
        has_ban_months: true,
        ban_months: 12,
        fine: 600,
        alcohol_reading_type: 'BREATH',
        alcohol_reading: 52,
      },
    ],
  })
  p.risk.previous_insurance = { ncd: { years: 4, is_protected: true } }
  const rider = emptyRider() as Mutable<ReturnType<typeof emptyRider>>
  Object.assign(rider, {
    name: { title: 'Mr', forenames: 'Tomasz', surname: 'Nowak' },
    date_of_birth: '1990-03-27',
    relationship_to_proposer: 'S',
    marital_status: 'M',
    resident: { is_uk_born: true, since: null },
    has_insurance_refused: false,
    full_time_occupation: { status: 'Employed', role: 'A05', industry: '018' },
    has_part_time_occupation: false,
    has_non_rta_conviction: false,
  })
  Object.assign(rider.driver_details, {
    has_claims: true,
    claims: [
      {
        description: 'ACCNF',
        date: '2025-01-10',
        has_own_damage_cost: false,
        own_damage_cost: null,
        has_third_party_cost: true,
        third_party_cost: 3200,
        is_ncb_prejudiced: false,
        is_personal_injury: true,
        is_under_policyholders_cover: false,
      },
    ],
    has_medical_condition: false,
    has_motoring_organisation: false,
    has_access_to_other_vehicles: false,
  })
  Object.assign(rider.driver_details.licence, {
    type: 'F',
    date: '2010-06-01',
    has_convictions: true,
    convictions: [
      {
        code: 'SP30',
        offence_date: '2023-08-14',
        conviction_date: '2023-09-20',
        points: 3,
        has_ban_months: false,
        ban_months: null,
        fine: 100,
        alcohol_reading_type: null,
        alcohol_reading: null,
      },
    ],
  })
  p.risk.has_additional_drivers = true
  p.risk.additional_drivers = [rider] as never
  Object.assign(p.risk.userfields, {
    has_third_party_authority: true,
    tpa_title: 'Ms',
    tpa_forename: 'Aoife',
    tpa_surname: 'Byrne',
    tpa_date_of_birth: '1985-11-02',
    tpa_email: 'aoife.byrne@example.org',
    tpa_phone: '07700900777',
  })
  return p as ProposalInput
}

const stateOf = (proposal: ProposalInput): AppState => ({ ...initialState, proposal })

/** The ids of the rows of a statement, items' rows after their question's, in order. */
const rowIds = (rows: readonly StatementRow[]): string[] => rows.flatMap((r) => [r.id, ...(r.items ?? []).flatMap((i) => rowIds(i.rows))])
const allIds = (statement: StatementOfFact): string[] => statement.flatMap((s) => rowIds(s.rows))

/** The row with this id, anywhere in the statement. */
const rowAt = (statement: StatementOfFact, id: string): StatementRow | undefined => {
  const find = (rows: readonly StatementRow[]): StatementRow | undefined => {
    for (const r of rows) {
      if (r.id === id) return r
      for (const item of r.items ?? []) {
        const found = find(item.rows)
        if (found !== undefined) return found
      }
    }
    return undefined
  }
  for (const s of statement) {
    const found = find(s.rows)
    if (found !== undefined) return found
  }
  return undefined
}
const answerAt = (statement: StatementOfFact, id: string): string | undefined => rowAt(statement, id)?.answer

const sectionQuestions = (section: FormSection): Question[] => section.groups.flatMap((g) => g.questions)

describe('the statement of fact (src/form/statement.ts), derived from the question records', () => {
  const full = fullProposal()
  const statement = statementOfProposal(full, LISTS)

  it('lists every record of the form and of its dialogs against the rows of a full proposal: each is a row, unless hidden for it or not about the risk', () => {
    const s = stateOf(full)
    const rider = riderQuestions(0)
    const records: { id: string; shown: boolean; aboutTheRisk: boolean }[] = [
      ...ALL_SECTIONS.flatMap(sectionQuestions),
      ...rider,
    ].map((q) => ({ id: q.id, shown: q.visible(s), aboutTheRisk: q.aboutTheRisk !== false }))
    // Each item's questions, shown as its dialog shows them for the stored item.
    const person = (who: 'proposer' | 0) => (who === 'proposer' ? full.risk.proposer : (full.risk.additional_drivers[0] as NonNullable<(typeof full.risk.additional_drivers)[0]>))
    const itemRecords = <D, I>(dialog: ItemDialogRecord<D, I>, stored: I, at: string) => {
      const shown = visibleItemFields(dialog, dialog.draftOf(stored))
      return dialog.order.map((f) => ({ id: `${at}.${f}`, shown: shown.includes(f), aboutTheRisk: true }))
    }
    for (const [who, at] of [['proposer', 'risk.proposer'], [0, 'risk.additional_drivers.0']] as const) {
      const d = person(who).driver_details
      records.push(...itemRecords(CLAIM_DIALOG, d.claims[0] as Claim, `${at}.driver_details.claims.0`))
      records.push(...itemRecords(CONVICTION_DIALOG, d.licence.convictions[0] as Conviction, `${at}.driver_details.licence.convictions.0`))
    }
    records.push(...itemRecords(MODIFICATION_DIALOG, full.risk.vehicle.modifications[0] as Modification, 'risk.vehicle.modifications.0'))
    const rows = new Set(allIds(statement))
    const missing = records.filter((r) => r.shown && r.aboutTheRisk && !rows.has(r.id)).map((r) => r.id)
    const notRecords = [...rows].filter((id) => !records.some((r) => r.id === id && r.shown && r.aboutTheRisk))
    // What one proposal cannot show: the answers its other answers hide (and the one not about the risk).
    const left = records.filter((r) => !r.shown || !r.aboutTheRisk).map((r) => r.id)
    expect({ missing, notRecords }).to.deep.equal({ missing: [], notRecords: [] })
    expect(left).to.deep.equal([
      'risk.userfields.has_email_consent',
      // The rider was born in the UK, belongs to no motoring organisation, rides nothing else and has one job.
      'risk.additional_drivers.0.resident.since',
      'risk.additional_drivers.0.driver_details.motoring_organisation',
      'risk.additional_drivers.0.driver_details.access_to_other_vehicles',
      'risk.additional_drivers.0.driver_details.number_of_other_vehicles',
      'risk.additional_drivers.0.part_time_occupation.status',
      'risk.additional_drivers.0.part_time_occupation.role',
      'risk.additional_drivers.0.part_time_occupation.industry',
      // A cost answered No, a ban answered No and no alcohol reading for a speeding offence.
      'risk.proposer.driver_details.claims.0.third_party_cost',
      'risk.additional_drivers.0.driver_details.claims.0.own_damage_cost',
      'risk.additional_drivers.0.driver_details.licence.convictions.0.ban_months',
      'risk.additional_drivers.0.driver_details.licence.convictions.0.alcohol_reading_type',
      'risk.additional_drivers.0.driver_details.licence.convictions.0.alcohol_reading',
    ])
  })

  it('puts a new question record in the statement with nothing else changed', () => {
    const extra = ask({ kind: 'text', label: 'A question added later', ...detailField('email_address', textWire), required: true })
    const more = ALL_SECTIONS.map((s) => (s.step === 1 ? { ...s, groups: [...s.groups, { id: 'contact' as const, heading: 'More', questions: [extra] }] } : s))
    const first = statementOfProposal(full, LISTS, more)[0]
    expect(first?.rows.at(-1)).to.deep.equal({ id: 'risk.proposer.email_address', question: 'A question added later', answer: 'eleanor.ohara@example.co.uk' })
  })

  it("groups the rows as the form's five sections, in order", () => {
    expect(statement.map((s) => [s.step, s.title])).to.deep.equal([
      [1, 'About You'],
      [2, 'About Your Bike'],
      [3, 'Your Details'],
      [4, 'Cover Details'],
      [5, 'Additional Riders'],
    ])
  })

  it('F2.08 leaves out the marketing consent, the one question marked as not about the risk', () => {
    expect(rowAt(statement, 'risk.userfields.has_email_consent')).to.equal(undefined)
    expect(statement[0]?.rows.map((r) => r.question)).to.deep.equal([
      'Title',
      'First name',
      'Surname',
      'Date of birth',
      'Email address',
      'Have you ever been refused motor insurance?',
    ])
  })

  it('gives every list answer the name of its code in its list, never the code', () => {
    const s = stateOf(full)
    const listed = [...ALL_SECTIONS.flatMap(sectionQuestions), ...riderQuestions(0)].filter((q) => q.list !== undefined && q.visible(s))
    expect(listed.length).to.be.greaterThan(20)
    for (const q of listed) {
      const code = q.read(s)
      expect(answerAt(statement, q.id), q.id).to.equal(nameIn(q.list as ListName, String(code)))
      // A code that is its own name (the title 'Mrs') reads the same; every other reads its name.
      if (nameIn(q.list as ListName, String(code)) !== code) expect(answerAt(statement, q.id), q.id).to.not.equal(code)
    }
    expect(answerAt(statement, 'risk.proposer.driver_details.claims.0.description')).to.equal('Theft')
    expect(answerAt(statement, 'risk.proposer.driver_details.licence.convictions.0.code')).to.equal(nameIn('motor_convictions', 'DR10'))
    expect(answerAt(statement, 'risk.vehicle.modifications.0.type')).to.equal('Aftermarket exhaust')
  })

  it('writes dates as DD/MM/YYYY, money in pounds, yes/no as Yes/No and fixed options by their labels', () => {
    expect(answerAt(statement, 'risk.proposer.date_of_birth')).to.equal('19/07/1984')
    expect(answerAt(statement, 'risk.vehicle.value')).to.equal('£8,500.00')
    expect(answerAt(statement, 'risk.vehicle.keeper')).to.equal('No')
    expect(answerAt(statement, 'risk.vehicle.purchased.is_purchased')).to.equal('Yes')
    // The pillion question's inverted values: the stored false reads Yes.
    expect(full.risk.vehicle.is_exclude_pillion_riders).to.equal(false)
    expect(answerAt(statement, 'risk.vehicle.is_exclude_pillion_riders')).to.equal('Yes')
    expect(answerAt(statement, 'risk.voluntary_excess')).to.equal('£250')
    expect(answerAt(statement, 'is_pay_monthly')).to.equal('Annual')
    expect(answerAt(statement, 'risk.total_mileage')).to.equal('4,000')
    expect(answerAt(statement, 'risk.proposer.driver_details.licence.convictions.0.ban_months')).to.equal('12 months')
    expect(answerAt(statement, 'risk.proposer.driver_details.licence.convictions.0.alcohol_reading_type')).to.equal('Breath')
    expect(answerAt(statement, 'risk.proposer.driver_details.claims.0.own_damage_cost')).to.equal('£1,850.00')
    expect(answerAt(statement, 'risk.vehicle.abi_code')).to.equal('YH19KXT, TRIUMPH STREET TRIPLE RS, 2019')
    expect(answerAt(statement, 'risk.proposer.address')).to.equal('14 Headingley Lane, Leeds, West Yorkshire, LS6 2AB')
  })

  it("lists each additional rider's answers in their wording, with their own claims and convictions, and the proposer's claims, convictions and modifications", () => {
    const riders = rowAt(statement, 'risk.has_additional_drivers')
    expect(riders?.answer).to.equal('Yes')
    expect(riders?.items?.map((i) => i.heading)).to.deep.equal(['Additional rider 1: Tomasz Nowak'])
    const tomasz = riders?.items?.[0]?.rows ?? []
    expect(tomasz.find((r) => r.id === 'risk.additional_drivers.0.driver_details.has_claims')?.question).to.equal(
      'Have they had any accidents, claims or losses in the last 5 years?',
    )
    expect(answerAt(statement, 'risk.additional_drivers.0.relationship_to_proposer')).to.equal('Spouse')
    const theirClaims = tomasz.find((r) => r.id === 'risk.additional_drivers.0.driver_details.has_claims')?.items
    expect(theirClaims?.map((i) => [i.heading, i.rows.map((r) => [r.question, r.answer])])).to.deep.equal([
      [
        'Claim 1',
        [
          ['What happened?', 'Accident (not at fault)'],
          ['Date of the claim', '10/01/2025'],
          ['Was there a cost for damage to their bike?', 'No'],
          ['Was there a cost to a third party?', 'Yes'],
          ['How much did the third party claim cost?', '£3,200.00'],
          ['Was their no claims bonus affected?', 'No'],
          ['Was anyone injured?', 'Yes'],
          ['Was the claim made under their policy?', 'No'],
        ],
      ],
    ])
    expect(rowAt(statement, 'risk.proposer.driver_details.has_claims')?.items?.map((i) => i.heading)).to.deep.equal(['Claim 1'])
    expect(rowAt(statement, 'risk.proposer.driver_details.licence.has_convictions')?.items?.map((i) => i.heading)).to.deep.equal(['Conviction 1'])
    expect(rowAt(statement, 'risk.vehicle.is_modified')?.items?.map((i) => i.rows.map((r) => r.answer))).to.deep.equal([
      ['Aftermarket exhaust', 'Arrow slip-on silencer'],
    ])
  })

  it('leaves out the questions hidden for the proposal: no purchase date when not bought, no owner for the keeper, no business mileage for social use', () => {
    const p = structuredClone(validProposal()) as Mutable<ProposalInput>
    Object.assign(p.risk.vehicle, { purchased: { is_purchased: false, date_purchased: null }, keeper: true, owner: 'Proposer', class_of_use: 'SDP' })
    const ids = allIds(statementOfProposal(p as ProposalInput, LISTS))
    expect(ids).to.include('risk.vehicle.purchased.is_purchased')
    expect(ids).to.include('risk.vehicle.keeper')
    expect(ids).to.not.include('risk.vehicle.purchased.date_purchased')
    expect(ids).to.not.include('risk.vehicle.owner')
    expect(ids).to.not.include('risk.business_mileage')
    expect(rowAt(statementOfProposal(p as ProposalInput, LISTS), 'risk.has_additional_drivers')?.items).to.equal(undefined)
  })

  it("says 'Not given' for an optional question left empty and 'Unknown' for a code its list has no name for", () => {
    const p = structuredClone(validProposal()) as Mutable<ProposalInput>
    p.risk.vehicle.kept_location = 'NOSUCHCODE'
    const st = statementOfProposal(p as ProposalInput, LISTS)
    expect(answerAt(st, 'risk.proposer.phone_numbers.other')).to.equal('Not given')
    expect(answerAt(st, 'risk.vehicle.kept_location')).to.equal('Unknown')
  })

  it("names the lists it needs that are not loaded yet, their answers reading 'Loading…' meanwhile", () => {
    const lists = Object.fromEntries(allLists().filter((l) => l.name !== 'person_title_gender').map((l) => [l.name, l.options]))
    const s: AppState = { ...stateOf(validProposal()), lookups: { ...initialState.lookups, lists } }
    const { statement: st, missingLists } = selectStatement(s)
    expect(missingLists).to.deep.equal(['person_title_gender'])
    expect(answerAt(st, 'risk.proposer.name.title')).to.equal('Loading…')
    expect(answerAt(st, 'risk.proposer.name.forenames')).to.equal('Eleanor')
  })

  it('derives again, as each list arrives, only the sections that read it, and reads the same as a statement derived afresh', () => {
    const all = allLists()
    const loadedState = (proposal: ProposalInput, names: readonly ListName[], lists: Record<string, unknown>): AppState => ({
      ...stateOf(proposal),
      lookups: { ...initialState.lookups, lists: Object.fromEntries(names.map((n) => [n, lists[n]])) as AppState['lookups']['lists'] },
    })
    const options: Record<string, unknown> = Object.fromEntries(all.map((l) => [l.name, l.options]))
    const afresh = (state: AppState) => statementOfProposal(state.proposal, (list) => state.lookups.lists[list])
    // The lists arrive one at a time, in an order of their own, for the full proposal and then for another.
    const order = [...all].sort((a, b) => b.name.localeCompare(a.name)).map((l) => l.name as ListName)
    for (const proposal of [full, fullProposal()]) {
      let before = selectStatement(loadedState(proposal, [], options))
      expect(before.statement).to.deep.equal(afresh(loadedState(proposal, [], options)))
      for (let i = 1; i <= order.length; i++) {
        const state = loadedState(proposal, order.slice(0, i), options)
        const after = selectStatement(state)
        expect(after.statement, `with ${order.slice(0, i).join(', ')}`).to.deep.equal(afresh(state))
        expect(after.missingLists).to.have.members(order.slice(i).filter((n) => before.missingLists.includes(n)))
        const arrived = order[i - 1] as ListName
        after.statement.forEach((section, k) => {
          const named = JSON.stringify(section.rows) !== JSON.stringify(before.statement[k]?.rows)
          // A section the new list names nothing in is the same rows, not derived again.
          if (!named) expect(section.rows, `${section.title} after ${arrived}`).to.equal(before.statement[k]?.rows)
        })
        before = after
      }
    }
    // The same proposal, changed: every section is derived again.
    const changed = { ...full, risk: { ...full.risk, proposer: { ...full.risk.proposer, name: { ...full.risk.proposer.name, forenames: 'Aoife' } } } }
    const last = selectStatement(loadedState(full, order, options))
    const next = selectStatement(loadedState(changed, order, options))
    expect(answerAt(next.statement, 'risk.proposer.name.forenames')).to.equal('Aoife')
    next.statement.forEach((section, k) => expect(section.rows).not.to.equal(last.statement[k]?.rows))
  })

  it('reads as plain text, one answer a line under its section and item headings (the quote e-mail)', () => {
    const lines = statementText(statement).split('\n')
    expect(lines.slice(0, 3)).to.deep.equal(['About You', '  Title: Mrs', '  First name: Eleanor'])
    expect(lines).to.include('  Have you ever been refused motor insurance? No')
    expect(lines).to.include('    Additional rider 1: Tomasz Nowak')
    expect(lines).to.include('          What happened? Accident (not at fault)')
  })
})
