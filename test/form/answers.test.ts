import { expect } from 'chai'
import { decideMedicalCondition } from '../../src/domain/decisions'
import {
  answerOf,
  commitAnswer,
  FORM_STEPS,
  PILLION_YES_NO,
  questionsOf,
  type AnswerValue,
  type Commit,
  type Question,
} from '../../src/form'
import { riderQuestions } from '../../src/form/dialogs/rider'
import type { AppState } from '../../reducers/root'
import { after, completed, completeRider, fact, fresh, person, type Fact } from './form-states'

const ALL: readonly Question[] = FORM_STEPS.flatMap((s) => questionsOf(s))

const question = (id: string): Question => {
  const q = ALL.find((x) => x.id === id)
  if (q === undefined) throw new Error(`no question ${id}`)
  return q
}

/** The proposer's person question at `path`, as the form's sections ask it. */
const me = (path: string): Question => question(`risk.proposer.${path}`)

/** The action of an accepted commit; fails the test on a refusal. */
const actionOf = (c: Commit) => {
  if (!c.ok) throw new Error('the answer was refused')
  return c.action
}

const commit = (id: string, raw: AnswerValue) => actionOf(commitAnswer(question(id), raw))

const refused = (q: Question, raw: AnswerValue): void => {
  expect(commitAnswer(q, raw), `${q.id} ← ${JSON.stringify(raw)}`).to.deep.equal({ ok: false, reason: 'invalid' })
}

/** The completed quote after committing the answer and folding the event it gives (setup events first). */
const afterCommit = (q: Question, raw: AnswerValue, ...setup: Fact[]): AppState => {
  const action = actionOf(commitAnswer(q, raw))
  if (action.type === 'proposal/AnswerMedicalCondition' || action.type === 'address/LookupAddress' || !action.type.startsWith('proposal/')) {
    throw new Error(`${action.type} is not an event`)
  }
  return after(...setup, action as Fact)
}

describe('answer binding: answerOf', () => {
  it('reads null for every question of an empty form, except the voluntary excess (default 0)', () => {
    const s = fresh()
    const answered = ALL.filter((q) => answerOf(s, q) !== null).map((q) => [q.id, answerOf(s, q)])
    expect(answered).to.deep.equal([['risk.voluntary_excess', 0]])
  })

  it('reads the stored answers of the completed quote: dates as YYYY-MM-DD, yes/no as booleans, codes and numbers as stored', () => {
    expect(answerOf(completed, me('date_of_birth'))).to.equal('1984-07-19')
    expect(answerOf(completed, question('risk.start_date'))).to.equal('2026-11-15')
    expect(answerOf(completed, me('has_insurance_refused'))).to.equal(false)
    expect(answerOf(completed, question('risk.vehicle.cover_type'))).to.equal('C')
    expect(answerOf(completed, question('risk.vehicle.value'))).to.equal(8500)
    expect(answerOf(completed, me('driver_details.number_of_other_vehicles'))).to.equal(1)
    expect(answerOf(completed, question('is_pay_monthly'))).to.equal(false)
  })

  it('repeater questions read their has_* flag', () => {
    expect(answerOf(completed, question('risk.vehicle.is_modified'))).to.equal(true)
    expect(answerOf(completed, me('driver_details.has_claims'))).to.equal(false)
    expect(answerOf(completed, me('driver_details.licence.has_convictions'))).to.equal(false)
    expect(answerOf(completed, question('risk.has_additional_drivers'))).to.equal(false)
  })

  it('F4.24 imported No stores the import type "No": imported reads No (false) and the import type reads nothing', () => {
    const s = afterCommit(question('risk.vehicle.imported'), false)
    expect(s.proposal.risk.vehicle.imported).to.equal('No')
    expect(answerOf(s, question('risk.vehicle.imported'))).to.equal(false)
    expect(answerOf(s, question('risk.vehicle.import_type'))).to.equal(null)
  })

  it('imported Yes reads Yes with no import type until one is chosen, then the type', () => {
    const yes = afterCommit(question('risk.vehicle.imported'), true)
    expect(yes.proposal.risk.vehicle.imported).to.equal('')
    expect(answerOf(yes, question('risk.vehicle.imported'))).to.equal(true)
    expect(answerOf(yes, question('risk.vehicle.import_type'))).to.equal(null)
    const typed = afterCommit(question('risk.vehicle.import_type'), 'GREY', fact('proposal/ImportedAnswered', { imported: true }))
    expect(answerOf(typed, question('risk.vehicle.imported'))).to.equal(true)
    expect(answerOf(typed, question('risk.vehicle.import_type'))).to.equal('GREY')
  })

  it('a question about a rider who does not exist reads null', () => {
    expect(answerOf(completed, riderQuestions(3).find((q) => q.path === 'name.forenames') as Question)).to.equal(null)
    const s = after(completeRider('Tom'))
    expect(answerOf(s, riderQuestions(0)[1] as Question)).to.equal('Tom')
  })

  it('the address postcode box reads the postcode searched, else the chosen address’s; the picker reads the address on one line', () => {
    expect(answerOf(completed, question('risk.proposer.address.postcode'))).to.equal('LS6 2AB')
    expect(answerOf(completed, question('risk.proposer.address'))).to.equal('14 Headingley Lane, Leeds, West Yorkshire, LS6 2AB')
    const searching = after(fact('lookup/AddressPostcodeEntered', { postcode: 'M1 1AE' }))
    expect(answerOf(searching, question('risk.proposer.address.postcode'))).to.equal('M1 1AE')
  })

  it('the vehicle lookup reads the chosen bike’s abi_code', () => {
    expect(answerOf(completed, question('risk.vehicle.abi_code'))).to.equal('62011502')
  })
})

describe('answer binding: pillion passengers (inverted yes/no)', () => {
  const pillion = question('risk.vehicle.is_exclude_pillion_riders')
  const yes = PILLION_YES_NO.find((o) => o.label === 'Yes')?.value as boolean
  const no = PILLION_YES_NO.find((o) => o.label === 'No')?.value as boolean

  it('F2.09 Yes (pillion passengers carried) stores is_exclude_pillion_riders false, and reads back as the Yes option', () => {
    const s = afterCommit(pillion, yes, fact('proposal/DetailAnswered', { field: 'vehicle.is_exclude_pillion_riders', value: true }))
    expect(s.proposal.risk.vehicle.is_exclude_pillion_riders).to.equal(false)
    expect(answerOf(s, pillion)).to.equal(yes)
  })

  it('F2.09 No (no pillion passengers) stores is_exclude_pillion_riders true, and reads back as the No option', () => {
    const s = afterCommit(pillion, no)
    expect(s.proposal.risk.vehicle.is_exclude_pillion_riders).to.equal(true)
    expect(answerOf(s, pillion)).to.equal(no)
  })
})

describe('answer binding: answers with a consequence commit their named event', () => {
  it('F4.12 registration known No commits RegistrationKnownAnswered, which clears the bike and switches to manual lookup', () => {
    expect(commit('risk.vehicle.has_registration', false)).to.deep.equal({ type: 'proposal/RegistrationKnownAnswered', payload: { known: false } })
    const s = afterCommit(question('risk.vehicle.has_registration'), false)
    expect(s.proposal.risk.vehicle.abi_code).to.equal(undefined)
    expect(s.lookups.vehicle.mode).to.equal('manual')
  })

  it('F4.21 purchased No commits PurchasedAnswered and the purchase date reads nothing', () => {
    expect(commit('risk.vehicle.purchased.is_purchased', false)).to.deep.equal({
      type: 'proposal/PurchasedAnswered',
      payload: { isPurchased: false },
    })
    const s = afterCommit(question('risk.vehicle.purchased.is_purchased'), false)
    expect(answerOf(s, question('risk.vehicle.purchased.date_purchased'))).to.equal(null)
  })

  it('F4.22 keeper commits KeeperAnswered: Yes sets the owner to Proposer, No asks who owns the bike', () => {
    expect(commit('risk.vehicle.keeper', true)).to.deep.equal({ type: 'proposal/KeeperAnswered', payload: { keeper: true } })
    const no = afterCommit(question('risk.vehicle.keeper'), false)
    expect(answerOf(no, question('risk.vehicle.owner'))).to.equal(null)
    expect(question('risk.vehicle.owner').visible(no)).to.equal(true)
    const yes = afterCommit(question('risk.vehicle.keeper'), true, fact('proposal/KeeperAnswered', { keeper: false }))
    expect(answerOf(yes, question('risk.vehicle.owner'))).to.equal('Proposer')
  })

  it('F4.23 security markings, immobiliser and tracker commit SecurityFeatureAnswered; No clears the detail', () => {
    for (const [id, feature, detail] of [
      ['risk.vehicle.has_alarm', 'alarm', 'risk.vehicle.alarm'],
      ['risk.vehicle.has_immobiliser', 'immobiliser', 'risk.vehicle.immobiliser'],
      ['risk.vehicle.has_tracker', 'tracker', 'risk.vehicle.tracker'],
    ] as const) {
      expect(commit(id, false)).to.deep.equal({ type: 'proposal/SecurityFeatureAnswered', payload: { feature, has: false } })
      expect(answerOf(afterCommit(question(id), false), question(detail)), detail).to.equal(null)
    }
  })

  it('F4.24 imported commits ImportedAnswered; the import type commits the type to vehicle.imported', () => {
    expect(commit('risk.vehicle.imported', false)).to.deep.equal({ type: 'proposal/ImportedAnswered', payload: { imported: false } })
    expect(commit('risk.vehicle.import_type', 'EU')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'vehicle.imported', value: 'EU' },
    })
  })

  it('a cleared import type stores "" so the bike stays imported; "No" is not an import type and is refused', () => {
    expect(commit('risk.vehicle.import_type', '')).to.deep.equal({ type: 'proposal/DetailAnswered', payload: { field: 'vehicle.imported', value: '' } })
    const s = afterCommit(question('risk.vehicle.import_type'), null, fact('proposal/ImportedAnswered', { imported: true }))
    expect(answerOf(s, question('risk.vehicle.imported'))).to.equal(true)
    refused(question('risk.vehicle.import_type'), 'No')
  })

  it('F4.35 modifications commit ModificationsAnswered; No clears the modifications', () => {
    expect(commit('risk.vehicle.is_modified', false)).to.deep.equal({ type: 'proposal/ModificationsAnswered', payload: { has: false } })
    expect(afterCommit(question('risk.vehicle.is_modified'), false).proposal.risk.vehicle.modifications).to.deep.equal([])
  })

  it('F4.25 kept at home commits KeptAtHomeAnswered; Yes clears the kept postcode', () => {
    expect(commit('risk.vehicle.is_kept_at_proposer_postcode', true)).to.deep.equal({
      type: 'proposal/KeptAtHomeAnswered',
      payload: { atHome: true },
    })
    const s = afterCommit(
      question('risk.vehicle.is_kept_at_proposer_postcode'),
      true,
      fact('proposal/KeptAtHomeAnswered', { atHome: false }),
      fact('proposal/DetailAnswered', { field: 'vehicle.kept_postcode', value: 'M1 1AE' }),
    )
    expect(answerOf(s, question('risk.vehicle.kept_postcode'))).to.equal(null)
  })

  it('F4.26 class of use commits ClassOfUseChosen; a class other than C1, C2, C3 clears the business mileage', () => {
    expect(commit('risk.vehicle.class_of_use', 'C2')).to.deep.equal({ type: 'proposal/ClassOfUseChosen', payload: { classOfUse: 'C2' } })
    const s = afterCommit(
      question('risk.vehicle.class_of_use'),
      'SDP',
      fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }),
      fact('proposal/DetailAnswered', { field: 'business_mileage', value: 1200 }),
    )
    expect(answerOf(s, question('risk.business_mileage'))).to.equal(null)
  })

  it('F4.27 licence type commits LicenceTypeChosen; <No Licence> clears the licence date', () => {
    expect(commit('risk.proposer.driver_details.licence.type', '<No Licence>')).to.deep.equal({
      type: 'proposal/LicenceTypeChosen',
      payload: { who: 'proposer', licenceType: '<No Licence>' },
    })
    const s = afterCommit(me('driver_details.licence.type'), '<No Licence>')
    expect(answerOf(s, me('driver_details.licence.date'))).to.equal(null)
  })

  it('F4.28 UK-born commits UkBornAnswered, which resets the residency date', () => {
    expect(commit('risk.proposer.resident.is_uk_born', false)).to.deep.equal({
      type: 'proposal/UkBornAnswered',
      payload: { who: 'proposer', isUkBorn: false },
    })
    const s = afterCommit(
      me('resident.is_uk_born'),
      false,
      fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false }),
      person('proposer', 'resident.since', '2001-01-01'),
    )
    expect(answerOf(s, me('resident.since'))).to.equal(null)
  })

  it('F4.29 F4.30 employment status commits EmploymentStatusChosen: FullTmEdu fixes industry 950, Retired clears the occupation', () => {
    expect(commit('risk.proposer.full_time_occupation.status', 'Retired')).to.deep.equal({
      type: 'proposal/EmploymentStatusChosen',
      payload: { who: 'proposer', status: 'Retired' },
    })
    const student = afterCommit(me('full_time_occupation.status'), 'FullTmEdu')
    expect(student.proposal.risk.proposer.full_time_occupation.industry).to.equal('950')
    const retired = afterCommit(me('full_time_occupation.status'), 'Retired')
    expect(answerOf(retired, me('full_time_occupation.role'))).to.equal(null)
    expect(answerOf(retired, me('has_part_time_occupation'))).to.equal(null)
  })

  it('F4.31 second occupation commits SecondOccupationAnswered, which creates or clears the part-time record', () => {
    expect(commit('risk.proposer.has_part_time_occupation', true)).to.deep.equal({
      type: 'proposal/SecondOccupationAnswered',
      payload: { who: 'proposer', has: true },
    })
    expect(afterCommit(me('has_part_time_occupation'), true).proposal.risk.proposer.part_time_occupation).to.deep.equal({})
  })

  it('F4.32 claims and convictions commit ClaimsAnswered and ConvictionsAnswered; No removes the items', () => {
    expect(commit('risk.proposer.driver_details.has_claims', true)).to.deep.equal({
      type: 'proposal/ClaimsAnswered',
      payload: { who: 'proposer', has: true },
    })
    expect(commit('risk.proposer.driver_details.licence.has_convictions', false)).to.deep.equal({
      type: 'proposal/ConvictionsAnswered',
      payload: { who: 'proposer', has: false },
    })
    const claim = fact('proposal/ClaimAdded', {
      who: 'proposer',
      claim: {
        description: 'ACC',
        date: '2024-02-10',
        has_own_damage_cost: false,
        has_third_party_cost: false,
        is_ncb_prejudiced: false,
        is_personal_injury: false,
        is_under_policyholders_cover: true,
      },
    })
    const s = afterCommit(me('driver_details.has_claims'), false, claim)
    expect(s.proposal.risk.proposer.driver_details.claims).to.deep.equal([])
    expect(answerOf(s, me('driver_details.has_claims'))).to.equal(false)
  })

  it('F4.36 motoring organisation commits MotoringOrganisationAnswered; No clears the selection', () => {
    expect(commit('risk.proposer.driver_details.has_motoring_organisation', false)).to.deep.equal({
      type: 'proposal/MotoringOrganisationAnswered',
      payload: { who: 'proposer', has: false },
    })
    expect(answerOf(afterCommit(me('driver_details.has_motoring_organisation'), false), me('driver_details.motoring_organisation'))).to.equal(null)
  })

  it('F4.37 F4.38 the medical-condition yes/no commits the command AnswerMedicalCondition; its saga refuses Yes when another rider holds one', () => {
    const q = riderQuestions(0).find((x) => x.path === 'driver_details.has_medical_condition') as Question
    const action = actionOf(commitAnswer(q, true))
    expect(action).to.deep.equal({ type: 'proposal/AnswerMedicalCondition', payload: { who: 0, has: true } })
    if (action.type !== 'proposal/AnswerMedicalCondition') throw new Error('not the command')
    const held = after(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }), completeRider())
    const outcome = decideMedicalCondition(held.proposal, action.payload.who, action.payload.has)
    expect(outcome.type).to.equal('proposal/MedicalConditionRefused')
    const s = after(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }), completeRider(), outcome)
    expect(answerOf(s, q)).to.equal(false)
  })

  it('F4.39 cover type commits CoverTypeChosen: TPFT sets the excess to 0, and C with excess 0 sets it to 100', () => {
    expect(commit('risk.vehicle.cover_type', 'TPFT')).to.deep.equal({ type: 'proposal/CoverTypeChosen', payload: { coverType: 'TPFT' } })
    const tpft = afterCommit(question('risk.vehicle.cover_type'), 'TPFT')
    expect(answerOf(tpft, question('risk.voluntary_excess'))).to.equal(0)
    const comp = afterCommit(question('risk.vehicle.cover_type'), 'C', fact('proposal/CoverTypeChosen', { coverType: 'TPO' }))
    expect(answerOf(comp, question('risk.voluntary_excess'))).to.equal(100)
  })

  it('voluntary excess commits VoluntaryExcessChosen as a number; an amount off the £50 steps is refused', () => {
    expect(commit('risk.voluntary_excess', '500')).to.deep.equal({ type: 'proposal/VoluntaryExcessChosen', payload: { excess: 500 } })
    refused(question('risk.voluntary_excess'), 75)
    refused(question('risk.voluntary_excess'), 2050)
  })

  it('F4.40 NCD years commit NcdYearsEntered; 0 clears the protected flag, so protection reads nothing after it', () => {
    expect(commit('risk.previous_insurance.ncd.years', 0)).to.deep.equal({ type: 'proposal/NcdYearsEntered', payload: { years: 0 } })
    expect(commit('risk.previous_insurance.ncd.years', '')).to.deep.equal({ type: 'proposal/NcdYearsEntered', payload: { years: null } })
    const s = afterCommit(question('risk.previous_insurance.ncd.years'), '0')
    expect(answerOf(s, question('risk.previous_insurance.ncd.years'))).to.equal(0)
    expect(answerOf(s, question('risk.previous_insurance.ncd.is_protected'))).to.equal(null)
  })

  it('F4.41 F4.42 previous insurance commits PreviousInsuranceAnswered: No clears previous_insurance, Yes creates an empty one', () => {
    expect(commit('risk.has_previous_insurance', true)).to.deep.equal({ type: 'proposal/PreviousInsuranceAnswered', payload: { has: true } })
    const no = afterCommit(question('risk.has_previous_insurance'), false)
    expect(no.proposal.risk.previous_insurance).to.equal(null)
    expect(afterCommit(question('risk.has_previous_insurance'), true, fact('proposal/PreviousInsuranceAnswered', { has: false })).proposal.risk.previous_insurance).to.deep.equal({ ncd: {} })
  })

  it('payment type commits PaymentFrequencyChosen with the option value (Monthly true)', () => {
    expect(commit('is_pay_monthly', true)).to.deep.equal({ type: 'proposal/PaymentFrequencyChosen', payload: { monthly: true } })
    expect(commit('is_pay_monthly', 'false')).to.deep.equal({ type: 'proposal/PaymentFrequencyChosen', payload: { monthly: false } })
  })

  it('F4.43 additional riders commit AdditionalRidersAnswered; No empties the list', () => {
    expect(commit('risk.has_additional_drivers', false)).to.deep.equal({ type: 'proposal/AdditionalRidersAnswered', payload: { has: false } })
    const s = afterCommit(question('risk.has_additional_drivers'), false, completeRider())
    expect(s.proposal.risk.additional_drivers).to.deep.equal([])
  })

  it('F4.44 third-party authority commits ThirdPartyAuthorityAnswered; No clears every tpa field', () => {
    expect(commit('risk.userfields.has_third_party_authority', false)).to.deep.equal({
      type: 'proposal/ThirdPartyAuthorityAnswered',
      payload: { has: false },
    })
    const s = afterCommit(
      question('risk.userfields.has_third_party_authority'),
      false,
      fact('proposal/ThirdPartyAuthorityAnswered', { has: true }),
      fact('proposal/DetailAnswered', { field: 'userfields.tpa_forename', value: 'Sam' }),
    )
    expect(answerOf(s, question('risk.userfields.tpa_forename'))).to.equal(null)
  })

  it("F2.17 F5.09 the address postcode box commits what was typed, a bad postcode included, so the step judges it: 'This field must be a valid UK postcode.'", () => {
    const q = question('risk.proposer.address.postcode')
    expect(commit(q.id, ' ls6 2ab ')).to.deep.equal({ type: 'lookup/AddressPostcodeTyped', payload: { postcode: 'ls6 2ab' } })
    const typedIn = (raw: string): AppState => fresh(actionOf(commitAnswer(q, raw)) as Fact)
    const check = (s: AppState) => q.check({ state: s, today: '2026-11-22', editForm: false })
    for (const typed of ['12345', 'SW1A', 'LS6']) {
      const s = typedIn(typed)
      expect(answerOf(s, q), typed).to.equal(typed)
      expect(check(s), typed).to.equal('This field must be a valid UK postcode.')
    }
    const unsearched = typedIn('LS6 2AB')
    expect(check(unsearched), 'a valid postcode').to.equal(null)
    expect(question('risk.proposer.address').check({ state: unsearched, today: '2026-11-22', editForm: false }), 'not searched').to.equal(
      'Please search for your address and select it from the list.',
    )
    expect(answerOf(typedIn(''), q), 'an emptied box').to.equal(null)
  })

  it('a rider’s question commits about that rider (who is the rider’s index)', () => {
    const q = riderQuestions(2).find((x) => x.path === 'relationship_to_proposer') as Question
    expect(actionOf(commitAnswer(q, 'S'))).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 2, field: 'relationship_to_proposer', value: 'S' },
    })
  })

  it('plain answers commit PersonAnswered or DetailAnswered with their field', () => {
    expect(commit('risk.proposer.driver_details.licence.date', '2010-04-01')).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'licence.date', value: '2010-04-01' },
    })
    expect(commit('risk.duqs.education_level', 'DEGREE')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'duqs.education_level', value: 'DEGREE' },
    })
  })
})

describe('answer binding: the value in its wire form, refused when its codec refuses it', () => {
  it('F5.16 F5.17 a date is stored YYYY-MM-DD: strict DD/MM/YYYY is converted; an impossible or loose date is refused', () => {
    expect(commit('risk.proposer.date_of_birth', '27/03/1990')).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'date_of_birth', value: '1990-03-27' },
    })
    expect(commit('risk.start_date', '2026-11-20')).to.deep.equal({ type: 'proposal/StartDateChosen', payload: { startDate: '2026-11-20' } })
    for (const bad of ['2020-02-31', '31/02/2020', '1/3/1990', '1990-3-27', 'yesterday']) refused(me('date_of_birth'), bad)
    refused(question('risk.start_date'), '2020-02-31')
    refused(question('risk.vehicle.purchased.date_purchased'), '2021-13-01')
  })

  it('a cleared date is stored as null', () => {
    expect(commit('risk.userfields.tpa_date_of_birth', '')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'userfields.tpa_date_of_birth', value: null },
    })
  })

  it('F5.04 F5.05 an e-mail address is trimmed; an invalid one is refused', () => {
    expect(commit('risk.proposer.email_address', '  rider@example.com ')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'email_address', value: 'rider@example.com' },
    })
    for (const bad of ['rider@', 'rider.example.com', 'a@b', 'rider@@example.com']) refused(question('risk.proposer.email_address'), bad)
    refused(question('risk.userfields.tpa_email'), 'not an email')
  })

  it('F5.11 F5.12 F5.13 a phone number is stored without spaces, +44 and a # extension kept; letters are refused; the optional phone clears to null', () => {
    expect(commit('risk.proposer.phone_numbers.mobile', '07700 900 123')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'phone_numbers.mobile', value: '07700900123' },
    })
    expect(commit('risk.proposer.phone_numbers.other', '+44 113 496 0000#123')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'phone_numbers.other', value: '+441134960000#123' },
    })
    expect(commit('risk.proposer.phone_numbers.other', '')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'phone_numbers.other', value: null },
    })
    for (const bad of ['07700 9OO123', 'call me', '12345']) refused(question('risk.proposer.phone_numbers.mobile'), bad)
    refused(question('risk.userfields.tpa_phone'), '0113 496 000x')
  })

  it('F5.10 the kept postcode is stored normalised; a bad postcode is refused', () => {
    expect(commit('risk.vehicle.kept_postcode', 'm11ae')).to.deep.equal({
      type: 'proposal/DetailAnswered',
      payload: { field: 'vehicle.kept_postcode', value: 'M1 1AE' },
    })
    refused(question('risk.vehicle.kept_postcode'), 'M1')
  })

  it('F5.23 the bike value is a number with its commas stripped; text that is no number is refused', () => {
    expect(commit('risk.vehicle.value', '8,500')).to.deep.equal({ type: 'proposal/DetailAnswered', payload: { field: 'vehicle.value', value: 8500 } })
    expect(commit('risk.vehicle.value', 12000)).to.deep.equal({ type: 'proposal/DetailAnswered', payload: { field: 'vehicle.value', value: 12000 } })
    refused(question('risk.vehicle.value'), 'about eight grand')
    refused(question('risk.vehicle.value'), -1)
  })

  it('F5.28 F5.29 mileages are numbers, and a negative mileage is refused', () => {
    expect(commit('risk.total_mileage', ' 4000 ')).to.deep.equal({ type: 'proposal/DetailAnswered', payload: { field: 'total_mileage', value: 4000 } })
    refused(question('risk.total_mileage'), -100)
    refused(question('risk.total_mileage'), '-1')
    refused(question('risk.business_mileage'), -5)
    refused(question('risk.total_mileage'), '4,000 miles')
  })

  it('select codes are strings and numeric options numbers', () => {
    expect(commit('risk.proposer.driver_details.number_of_other_vehicles', '3')).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'number_of_other_vehicles', value: 3 },
    })
    expect(commit('risk.proposer.full_time_occupation.industry', 186)).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'full_time_occupation.industry', value: '186' },
    })
    refused(question('risk.vehicle.cover_type'), 'Comprehensive')
  })

  it('empty text is stored as null where the field may be empty; a named event that needs a value refuses it', () => {
    expect(commit('risk.proposer.name.forenames', '   ')).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'name.forenames', value: null },
    })
    expect(commit('risk.proposer.name.surname', "  O'Hara ")).to.deep.equal({
      type: 'proposal/PersonAnswered',
      payload: { who: 'proposer', field: 'name.surname', value: "O'Hara" },
    })
    expect(commit('risk.vehicle.owner', '')).to.deep.equal({ type: 'proposal/DetailAnswered', payload: { field: 'vehicle.owner', value: null } })
    refused(question('risk.vehicle.class_of_use'), '')
    refused(question('risk.vehicle.cover_type'), null)
    refused(me('full_time_occupation.status'), '')
  })

  it('a name longer than the codec allows is refused', () => {
    refused(me('name.forenames'), 'A'.repeat(101))
  })

  it('yes/no answers are booleans ("true"/"false" from markup too); a named yes/no refuses nothing or anything else', () => {
    expect(commit('risk.vehicle.keeper', 'false')).to.deep.equal({ type: 'proposal/KeeperAnswered', payload: { keeper: false } })
    for (const id of ['risk.vehicle.keeper', 'risk.vehicle.imported', 'risk.has_additional_drivers', 'risk.proposer.driver_details.has_claims']) {
      refused(question(id), null)
      refused(question(id), 'maybe')
    }
    refused(me('driver_details.has_medical_condition'), null)
  })
})
