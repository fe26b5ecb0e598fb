import { expect } from 'chai'
import { NON_WORKING_STATUSES } from '../../src/domain/constants'
import { FORM_STEPS, firstInvalidStep, validateStep, type FormStep } from '../../src/form'
import type { AppState } from '../../reducers/root'
import { selectVisibleQuestions } from '../../src/form/form-selectors'
import { SAMPLE_UUID } from '../fixtures/trails/samples'
import { after, completed, completeRider, detail, fact, fresh, person, TODAY, type Fact } from './form-states'

const errorsOf = (s: AppState, step: FormStep, today = TODAY) => validateStep(s, step, today)

/** One row: what the rider did, the step, and the message expected on the question (null: no error there). */
type Row = readonly [why: string, facts: readonly Fact[], step: FormStep, id: string, expected: string | null]

/** Runs rows against the completed quote; every row also checks that no other question of the step fails. */
const table = (ids: string, rows: readonly Row[]): void => {
  for (const [why, facts, step, id, expected] of rows) {
    const outcome = expected === null ? `no error on ${id}` : `${id} fails with ${JSON.stringify(expected)}`
    it(`${ids} ${why}: ${outcome}`, () => {
      const errors = errorsOf(after(...facts), step)
      if (expected === null) expect(errors).not.to.have.property(id)
      else expect(errors).to.have.property(id, expected)
      const others = Object.keys(errors).filter((k) => k !== id)
      expect(others, 'errors on other questions').to.deep.equal([])
    })
  }
}

const shows = (s: AppState, step: FormStep, id: string): boolean => selectVisibleQuestions(s, step).includes(id)

const rider0 = 'risk.additional_drivers.0'

describe('step validation (000 §5 at step level)', () => {
  describe('F2.03 text left in a box that could not be stored is judged, not the answer stored before', () => {
    const refused = (question: string, message: string): Fact => fact('journey/AnswerRefused', { question, message })
    table('F2.03 F5.05', [['an e-mail address refused over a valid one', [refused('risk.proposer.email_address', 'Please provide a valid email.')], 1, 'risk.proposer.email_address', 'Please provide a valid email.']])
    table('F2.03 F5.12 F5.13', [
      ['an optional alternative phone refused (nothing stored)', [refused('risk.proposer.phone_numbers.other', 'Please provide a valid UK phone number.')], 3, 'risk.proposer.phone_numbers.other', 'Please provide a valid UK phone number.'],
    ])
    table('F2.03 F5.17', [
      ["a rider's date of birth refused", [completeRider(), refused(`${rider0}.date_of_birth`, 'Please enter a valid date')], 5, `${rider0}.date_of_birth`, 'Please enter a valid date'],
    ])
    table('F2.03 F5.10', [['a kept postcode refused while the bike is kept at home (the question is hidden)', [refused('risk.vehicle.kept_postcode', 'This field must be a valid UK postcode.')], 2, 'risk.vehicle.kept_postcode', null]])
    table('F2.03', [
      [
        'a refusal cleared (the box corrected or gone)',
        [refused('risk.proposer.email_address', 'Please provide a valid email.'), fact('journey/RefusedAnswerCleared', { question: 'risk.proposer.email_address' })],
        1,
        'risk.proposer.email_address',
        null,
      ],
    ])
  })

  describe('the completed sample quote', () => {
    for (const step of FORM_STEPS) {
      it(`has no error on step ${step} on ${TODAY}`, () => expect(errorsOf(completed, step)).to.deep.equal({}))
    }

    it('is valid as a whole: there is no first invalid step', () => {
      expect(firstInvalidStep(completed, TODAY)).to.equal(null)
    })
  })

  it('refuses a "today" that is not YYYY-MM-DD', () => {
    expect(() => validateStep(completed, 1, '01/11/2026')).to.throw(RangeError)
  })

  describe('F2.03 each step validates before moving on', () => {
    const empty = fresh(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))

    it('F2.03 an unanswered step 1 asks every question of About You, with its keyed message', () => {
      expect(errorsOf(empty, 1)).to.deep.equal({
        'risk.proposer.name.title': 'Please select your title',
        'risk.proposer.name.forenames': 'Please enter your first name',
        'risk.proposer.name.surname': 'Please enter your surname',
        'risk.proposer.date_of_birth': 'Please enter your date of birth',
        'risk.proposer.email_address': 'Please enter your email address',
        'risk.proposer.has_insurance_refused': "Please confirm if you've ever been refused insurance",
        'risk.userfields.has_email_consent': 'Please confirm if you would like to hear about offers by email',
      })
    })

    it('F2.03 an unanswered step 2 fails on every question shown before any answer, in question order', () => {
      expect(Object.keys(errorsOf(empty, 2))).to.deep.equal([
        'risk.vehicle.has_registration',
        'risk.vehicle.value',
        'risk.vehicle.purchased.is_purchased',
        'risk.vehicle.keeper',
        'risk.vehicle.has_alarm',
        'risk.vehicle.has_immobiliser',
        'risk.vehicle.has_tracker',
        'risk.vehicle.is_exclude_pillion_riders',
        'risk.vehicle.imported',
        'risk.vehicle.has_side_car',
        'risk.vehicle.is_modified',
        'risk.vehicle.kept_location',
        'risk.vehicle.is_kept_at_proposer_postcode',
        'risk.vehicle.class_of_use',
        'risk.total_mileage',
      ])
    })

    it('F2.03 F5.01 the pillion, imported and sidecar questions use the spec\'s message without its full stop', () => {
      const errors = errorsOf(empty, 2)
      for (const id of ['risk.vehicle.is_exclude_pillion_riders', 'risk.vehicle.imported', 'risk.vehicle.has_side_car']) {
        expect(errors[id], id).to.equal('Please provide an answer to this question to proceed')
      }
      expect(errors['risk.vehicle.purchased.is_purchased']).to.equal('Please select if you have purchased the vehicle')
      expect(errors['risk.vehicle.value']).to.equal('Enter the value of the vehicle')
    })

    it('F2.03 an unanswered step 3 fails on every question shown before any answer, in question order', () => {
      expect(Object.keys(errorsOf(empty, 3))).to.deep.equal([
        'risk.proposer.driver_details.licence.type',
        'risk.proposer.driver_details.has_claims',
        'risk.proposer.driver_details.licence.has_convictions',
        'risk.proposer.driver_details.has_medical_condition',
        'risk.proposer.driver_details.has_motoring_organisation',
        'risk.proposer.driver_details.has_access_to_other_vehicles',
        'risk.proposer.marital_status',
        'risk.proposer.resident.is_uk_born',
        'risk.proposer.full_time_occupation.status',
        'risk.duqs.education_level',
        'risk.proposer.phone_numbers.mobile',
        'risk.proposer.has_non_rta_conviction',
        'risk.proposer.address.postcode',
        'risk.proposer.address',
      ])
      expect(errorsOf(empty, 3)['risk.proposer.driver_details.has_claims']).to.equal(
        'Confirm if you have had any accidents, claims or losses in the last 5 years.',
      )
      expect(errorsOf(empty, 3)['risk.proposer.driver_details.licence.has_convictions']).to.equal(
        'Confirm if you have had any points, penalties, disqualifications or bans in the last 5 years.',
      )
    })

    it('F2.03 F5.33 an unanswered step 4 asks start date, cover type, previous insurance and payment type (the excess defaults to 0)', () => {
      expect(errorsOf(empty, 4)).to.deep.equal({
        'risk.start_date': 'Cover start date is required',
        'risk.vehicle.cover_type': 'Please select the type of cover you would like',
        'risk.has_previous_insurance': 'Please confirm if you have held insurance before',
        is_pay_monthly: 'Please select how you would like to pay',
      })
    })

    it('F2.03 F5.33 an unanswered step 5 asks about additional riders and third-party authority', () => {
      expect(errorsOf(empty, 5)).to.deep.equal({
        'risk.has_additional_drivers': 'Please confirm if you would like to add additional riders',
        'risk.userfields.has_third_party_authority': 'Please confirm if you would like to give a third party authority on your policy',
      })
    })

    it('F2.03 the first invalid step is the earliest step with an error', () => {
      expect(firstInvalidStep(empty, TODAY)).to.equal(1)
      expect(firstInvalidStep(after(fact('proposal/StartDateChosen', { startDate: null })), TODAY)).to.equal(4)
      expect(validateStep(after(fact('proposal/StartDateChosen', { startDate: null })), 4, TODAY)).to.have.keys('risk.start_date')
    })
  })

  describe('hidden questions are never validated', () => {
    // Each row hides a question whose answer is missing, then shows it again: hidden, nothing; shown, its message.
    const rows: readonly (readonly [id: string, step: FormStep, hide: readonly Fact[], show: readonly Fact[], message: string])[] = [
      ['risk.vehicle.purchased.date_purchased', 2, [fact('proposal/PurchasedAnswered', { isPurchased: false })], [fact('proposal/PurchasedAnswered', { isPurchased: false }), fact('proposal/PurchasedAnswered', { isPurchased: true })], 'Select the date you became the owner of the vehicle'],
      ['risk.vehicle.owner', 2, [fact('proposal/KeeperAnswered', { keeper: true })], [fact('proposal/KeeperAnswered', { keeper: false })], 'Please select who owns the bike'],
      ['risk.vehicle.tracker', 2, [], [fact('proposal/SecurityFeatureAnswered', { feature: 'tracker', has: true })], 'Please select the type of tracker'],
      ['risk.vehicle.import_type', 2, [], [fact('proposal/ImportedAnswered', { imported: true })], 'Please select the import type'],
      ['risk.vehicle.kept_postcode', 2, [], [fact('proposal/KeptAtHomeAnswered', { atHome: false })], 'Please enter the postcode where your bike is kept overnight'],
      ['risk.business_mileage', 2, [], [fact('proposal/ClassOfUseChosen', { classOfUse: 'C2' })], 'Please enter your business mileage'],
      ['risk.proposer.part_time_occupation.status', 3, [], [fact('proposal/SecondOccupationAnswered', { who: 'proposer', has: true })], 'Please select the employment status of your second occupation'],
      ['risk.previous_insurance.ncd.years', 4, [fact('proposal/PreviousInsuranceAnswered', { has: false })], [fact('proposal/PreviousInsuranceAnswered', { has: false }), fact('proposal/PreviousInsuranceAnswered', { has: true })], 'Please select your years of no claims discount'],
      ['risk.userfields.tpa_title', 5, [], [fact('proposal/ThirdPartyAuthorityAnswered', { has: true })], 'Please select the title of the third party'],
    ]
    for (const [id, step, hide, show, message] of rows) {
      it(`${id}: no error while hidden, "${message}" once shown`, () => {
        const hidden = after(...hide)
        expect(shows(hidden, step, id)).to.equal(false)
        expect(errorsOf(hidden, step)).not.to.have.property(id)
        const shown = after(...show)
        expect(shows(shown, step, id)).to.equal(true)
        expect(errorsOf(shown, step)).to.have.property(id, message)
      })
    }
  })

  describe('F4.13 the registration question and the vehicle lookup', () => {
    const opened = fact('journey/FormOpened', { mode: 'create', uuid: null, step: null })

    it('F4.13 unanswered, the lookup is hidden and only the registration question is asked', () => {
      const s = fresh(opened)
      expect(shows(s, 2, 'risk.vehicle.abi_code')).to.equal(false)
      expect(errorsOf(s, 2)).to.include({ 'risk.vehicle.has_registration': 'Please confirm if you know your registration' })
      expect(errorsOf(s, 2)).not.to.have.property('risk.vehicle.abi_code')
    })

    for (const known of [true, false]) {
      it(`F4.13 F4.12 ${known ? 'Yes shows registration entry' : 'No switches to the manual lookup'}; both ask 'Please enter your registration and select a vehicle' until a vehicle is chosen`, () => {
        const s = fresh(opened, fact('proposal/RegistrationKnownAnswered', { known }))
        expect(shows(s, 2, 'risk.vehicle.abi_code')).to.equal(true)
        expect(errorsOf(s, 2)).to.include({ 'risk.vehicle.abi_code': 'Please enter your registration and select a vehicle' })
        expect(errorsOf(s, 2)).not.to.have.property('risk.vehicle.has_registration')
      })
    }

    it('F4.13 a new registration entered clears the vehicle until the lookup finds one', () => {
      const searching = after(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
      expect(errorsOf(searching, 2)).to.deep.equal({ 'risk.vehicle.abi_code': 'Please enter your registration and select a vehicle' })
      const found = after(
        fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
        fact('proposal/VehicleFound', {
          registration: 'AB12CDE',
          vehicles: [{ abi_code: '48120301', manufacturer: 'HONDA', description: 'CB500F', year: 2020 }],
        }),
      )
      expect(errorsOf(found, 2)).to.deep.equal({})
    })
  })

  describe('F4.22 keeper and owner', () => {
    table('F4.22', [
      ['keeper Yes sets the owner to Proposer, so who owns the bike is not asked', [fact('proposal/KeeperAnswered', { keeper: true })], 2, 'risk.vehicle.owner', null],
      ['keeper No asks who owns the bike', [fact('proposal/KeeperAnswered', { keeper: false })], 2, 'risk.vehicle.owner', 'Please select who owns the bike'],
      ['keeper No with the owner chosen', [fact('proposal/KeeperAnswered', { keeper: false }), detail('vehicle.owner', 'SPOUSE')], 2, 'risk.vehicle.owner', null],
    ])

    it('F4.22 the owner question is shown only after keeper No', () => {
      expect(shows(completed, 2, 'risk.vehicle.owner')).to.equal(false)
      expect(shows(after(fact('proposal/KeeperAnswered', { keeper: false })), 2, 'risk.vehicle.owner')).to.equal(true)
    })
  })

  describe('F4.26 F5.29 business mileage', () => {
    table('F4.26', [
      ['class of use SDP commuting', [], 2, 'risk.business_mileage', null],
      ['class of use C1', [fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' })], 2, 'risk.business_mileage', 'Please enter your business mileage'],
      ['class of use C3', [fact('proposal/ClassOfUseChosen', { classOfUse: 'C3' })], 2, 'risk.business_mileage', 'Please enter your business mileage'],
      [
        'business mileage kept for C2, then class of use SDP clears and hides it',
        [fact('proposal/ClassOfUseChosen', { classOfUse: 'C2' }), detail('business_mileage', 9000), fact('proposal/ClassOfUseChosen', { classOfUse: 'SDP' })],
        2,
        'risk.business_mileage',
        null,
      ],
    ])
    table('F5.29', [
      ['business mileage above the total (4000)', [fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }), detail('business_mileage', 4001)], 2, 'risk.business_mileage', "The business mileage can't be more than total mileage"],
      ['business mileage equal to the total', [fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }), detail('business_mileage', 4000)], 2, 'risk.business_mileage', null],
      ['business mileage 0', [fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }), detail('business_mileage', 0)], 2, 'risk.business_mileage', null],
    ])

    it('F4.26 the business mileage question is shown only for C1, C2 and C3', () => {
      for (const [classOfUse, shown] of [['SDP', false], ['SDPC', false], ['C1', true], ['C2', true], ['C3', true]] as const) {
        expect(shows(after(fact('proposal/ClassOfUseChosen', { classOfUse })), 2, 'risk.business_mileage'), classOfUse).to.equal(shown)
      }
    })
  })

  describe('F4.27 licence date', () => {
    table('F4.27', [
      ["'<No Licence>' clears and hides the licence date", [fact('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: '<No Licence>' })], 3, 'risk.proposer.driver_details.licence.date', null],
      [
        'another licence type after <No Licence> asks for the date again',
        [fact('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: '<No Licence>' }), fact('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: 'P' })],
        3,
        'risk.proposer.driver_details.licence.date',
        'Please enter the date you obtained your licence',
      ],
    ])

    it("F4.27 the licence date question is hidden for '<No Licence>'", () => {
      const s = after(fact('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: '<No Licence>' }))
      expect(shows(s, 3, 'risk.proposer.driver_details.licence.date')).to.equal(false)
    })
  })

  describe('F4.28 UK residency', () => {
    table('F4.28', [
      ['UK-born', [], 3, 'risk.proposer.resident.since', null],
      ['not UK-born asks the residency date', [fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false })], 3, 'risk.proposer.resident.since', 'Please enter the date you became a UK resident'],
      ['not UK-born with a date', [fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false }), person('proposer', 'resident.since', '1999-04-01')], 3, 'risk.proposer.resident.since', null],
      [
        'answering the UK-born question again resets the date',
        [fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false }), person('proposer', 'resident.since', '1999-04-01'), fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false })],
        3,
        'risk.proposer.resident.since',
        'Please enter the date you became a UK resident',
      ],
    ])
  })

  describe('F4.30 non-working statuses', () => {
    const occupation = [
      'risk.proposer.full_time_occupation.role',
      'risk.proposer.full_time_occupation.industry',
      'risk.proposer.has_part_time_occupation',
      'risk.proposer.part_time_occupation.status',
    ]
    for (const status of NON_WORKING_STATUSES) {
      it(`F4.30 ${status} hides the occupation, clears role, industry and second job, and asks nothing about them`, () => {
        const s = after(
          fact('proposal/SecondOccupationAnswered', { who: 'proposer', has: true }),
          fact('proposal/EmploymentStatusChosen', { who: 'proposer', status }),
        )
        for (const id of occupation) expect(shows(s, 3, id), id).to.equal(false)
        expect(errorsOf(s, 3)).to.deep.equal({})
      })
    }

    it('F4.30 a working status after a non-working one asks the role and industry again', () => {
      const s = after(
        fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Retired' }),
        fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' }),
      )
      expect(errorsOf(s, 3)).to.deep.equal({
        'risk.proposer.full_time_occupation.role': 'Please select your occupation',
        'risk.proposer.full_time_occupation.industry': 'Please select the industry you work in',
        'risk.proposer.has_part_time_occupation': 'Please confirm if you have a second occupation',
      })
    })

    it('F4.29 full-time education fixes the industry, so it is not asked', () => {
      const s = after(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'FullTmEdu' }))
      expect(shows(s, 3, 'risk.proposer.full_time_occupation.industry')).to.equal(false)
      expect(errorsOf(s, 3)).to.deep.equal({ 'risk.proposer.full_time_occupation.role': 'Please select your occupation' })
    })
  })

  describe('F4.40 NCD protection', () => {
    table('F4.40', [
      ['NCD years 0 clears the protected flag and does not ask it', [fact('proposal/NcdYearsEntered', { years: 0 })], 4, 'risk.previous_insurance.ncd.is_protected', null],
      [
        'NCD years above 0 asks whether to protect it',
        [fact('proposal/NcdYearsEntered', { years: 0 }), fact('proposal/NcdYearsEntered', { years: 3 })],
        4,
        'risk.previous_insurance.ncd.is_protected',
        'Please confirm if you would like to protect your no claims discount',
      ],
    ])

    it('F4.40 the protection question is shown only when the years are above 0', () => {
      expect(shows(after(fact('proposal/NcdYearsEntered', { years: 0 })), 4, 'risk.previous_insurance.ncd.is_protected')).to.equal(false)
      expect(shows(after(fact('proposal/NcdYearsEntered', { years: 1 })), 4, 'risk.previous_insurance.ncd.is_protected')).to.equal(true)
    })
  })

  describe('F2.14 highest education level', () => {
    const sources: readonly (readonly [string | null, boolean])[] = [
      ['Direct', false],
      [null, true],
      ['', true],
      ['Website', true],
      ['105', true],
    ]
    for (const [source, asked] of sources) {
      it(`F2.14 source of business ${JSON.stringify(source)}: education level ${asked ? 'shown and required' : 'hidden and never validated'}`, () => {
        const s = after(fact('proposal/SourceOfBusinessSet', { source }), detail('duqs.education_level', null))
        expect(shows(s, 3, 'risk.duqs.education_level')).to.equal(asked)
        expect(errorsOf(s, 3)).to.deep.equal(asked ? { 'risk.duqs.education_level': 'Please select your highest level of education' } : {})
      })
    }
  })

  describe('F5.09 F2.18 the address', () => {
    it("F2.18 'Find another address' resets: the postcode and the address are asked again", () => {
      expect(errorsOf(after(fact('proposal/AddressReset', {})), 3)).to.deep.equal({
        'risk.proposer.address.postcode': 'Please enter your postcode',
        'risk.proposer.address': 'Please search for your address and select it from the list.',
      })
    })

    it('F5.09 F2.17 a postcode searched but no address picked: the address must be picked from the list', () => {
      const s = after(fact('proposal/AddressReset', {}), fact('lookup/AddressPostcodeEntered', { postcode: 'LS6 2AB' }))
      expect(errorsOf(s, 3)).to.deep.equal({ 'risk.proposer.address': 'Please search for your address and select it from the list.' })
    })

    it('F5.09 on the edit form the address rule is skipped and the postcode is not required', () => {
      const s = after(fact('journey/FormOpened', { mode: 'edit', uuid: SAMPLE_UUID, step: 1 }), fact('proposal/AddressReset', {}))
      expect(s.journey.mode).to.equal('edit')
      expect(errorsOf(s, 3)).to.deep.equal({})
    })
  })

  describe('F5.13 mobile and alternative phone', () => {
    table('F5.13', [
      ['no mobile', [detail('phone_numbers.mobile', null)], 3, 'risk.proposer.phone_numbers.mobile', 'Please enter your mobile number'],
      ['no alternative phone: it is optional', [detail('phone_numbers.other', null)], 3, 'risk.proposer.phone_numbers.other', null],
      ['a UK alternative phone', [detail('phone_numbers.other', '01132 496000')], 3, 'risk.proposer.phone_numbers.other', null],
    ])

    it('F5.13 an alternative phone that is not a UK number cannot be stored (the answer event is refused)', () => {
      expect(() => after(detail('phone_numbers.other', '12345'))).to.throw(/invalid test event/)
    })
  })

  describe('F5.22 date of birth', () => {
    table('F5.22 F5.18 F5.21', [
      ['no date of birth', [person('proposer', 'date_of_birth', null)], 1, 'risk.proposer.date_of_birth', 'Please enter your date of birth'],
      ['16 today', [person('proposer', 'date_of_birth', '2010-11-01')], 1, 'risk.proposer.date_of_birth', null],
      ['16 tomorrow', [person('proposer', 'date_of_birth', '2010-11-02')], 1, 'risk.proposer.date_of_birth', 'You need to be 16 years or over to take out insurance with us'],
      ['born in the future', [person('proposer', 'date_of_birth', '2026-11-02')], 1, 'risk.proposer.date_of_birth', 'Please enter a date up to today'],
    ])
  })

  describe('F5.23 bike value', () => {
    table('F5.23', [
      ['no value', [detail('vehicle.value', null)], 2, 'risk.vehicle.value', 'Enter the value of the vehicle'],
      ['a value of 0 is below the minimum of £1', [detail('vehicle.value', 0)], 2, 'risk.vehicle.value', "The value can't be less than 1"],
      ['a value of £1', [detail('vehicle.value', 1)], 2, 'risk.vehicle.value', null],
    ])
  })

  describe('F5.24 F5.25 purchase date (the bike is a 2019 model)', () => {
    const purchased = (date: string | null): Fact => detail('vehicle.purchased.date_purchased', date)
    table('F5.24', [
      ['no purchase date', [purchased(null)], 2, 'risk.vehicle.purchased.date_purchased', 'Select the date you became the owner of the vehicle'],
      ['1 January of the vehicle year', [purchased('2019-01-01')], 2, 'risk.vehicle.purchased.date_purchased', null],
      ['today', [purchased('2026-11-01')], 2, 'risk.vehicle.purchased.date_purchased', null],
      ['tomorrow', [purchased('2026-11-02')], 2, 'risk.vehicle.purchased.date_purchased', 'Please enter a date up to today'],
    ])
    table('F5.25', [
      ['the day before the vehicle year', [purchased('2018-12-31')], 2, 'risk.vehicle.purchased.date_purchased', 'Purchase date cannot be before vehicle manufacturer date'],
    ])
  })

  describe('F5.26 UK residency date (born 19/07/1984)', () => {
    const since = (date: string): Fact[] => [fact('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: false }), person('proposer', 'resident.since', date)]
    table('F5.26 F5.20 F5.21', [
      ['before the date of birth', since('1984-07-18'), 3, 'risk.proposer.resident.since', 'Please enter a date from 19/07/1984'],
      ['on the date of birth', since('1984-07-19'), 3, 'risk.proposer.resident.since', null],
      ['after today', since('2026-11-02'), 3, 'risk.proposer.resident.since', 'Please enter a date up to today'],
    ])
  })

  describe('F5.27 licence date (born 19/07/1984)', () => {
    table('F5.27', [
      ['before the 16th birthday', [person('proposer', 'licence.date', '2000-07-18')], 3, 'risk.proposer.driver_details.licence.date', 'Please enter a date from 19/07/2000'],
      ['on the 16th birthday', [person('proposer', 'licence.date', '2000-07-19')], 3, 'risk.proposer.driver_details.licence.date', null],
      ['after today', [person('proposer', 'licence.date', '2026-11-02')], 3, 'risk.proposer.driver_details.licence.date', 'Please enter a date up to today'],
      ['no date', [person('proposer', 'licence.date', null)], 3, 'risk.proposer.driver_details.licence.date', 'Please enter the date you obtained your licence'],
    ])
  })

  describe('F5.28 total mileage', () => {
    table('F5.28', [
      ['no annual mileage', [detail('total_mileage', null)], 2, 'risk.total_mileage', 'Please enter your annual mileage'],
      ['an annual mileage of 0', [detail('total_mileage', 0)], 2, 'risk.total_mileage', null],
    ])
  })

  describe('F5.30 repeaters need an item when the answer is Yes', () => {
    table('F5.30', [
      [
        'modifications Yes with none added',
        [fact('proposal/ModificationRemoved', { index: 0 }), fact('proposal/ModificationsAnswered', { has: true })],
        2,
        'risk.vehicle.is_modified',
        'Please add at least one modification',
      ],
      ['claims Yes with none added', [fact('proposal/ClaimsAnswered', { who: 'proposer', has: true })], 3, 'risk.proposer.driver_details.has_claims', 'Please add at least one claim'],
      [
        'claims Yes with a claim',
        [fact('proposal/ClaimsAnswered', { who: 'proposer', has: true }), fact('proposal/ClaimAdded', { who: 'proposer', claim: { description: 'ACC', date: '2024-05-01' } })],
        3,
        'risk.proposer.driver_details.has_claims',
        null,
      ],
      ['convictions Yes with none added', [fact('proposal/ConvictionsAnswered', { who: 'proposer', has: true })], 3, 'risk.proposer.driver_details.licence.has_convictions', 'Please add at least one conviction'],
      ['additional riders Yes with none added', [fact('proposal/AdditionalRidersAnswered', { has: true })], 5, 'risk.has_additional_drivers', 'Please add at least one additional rider'],
      [
        "a rider's claims Yes with none added",
        [completeRider(), fact('proposal/ClaimsAnswered', { who: 0, has: true })],
        5,
        `${rider0}.driver_details.has_claims`,
        'Please add at least one claim',
      ],
    ])
  })

  describe('F5.31 required questions', () => {
    table('F5.31', [
      ['no marketing consent answer', [detail('userfields.has_email_consent', null)], 1, 'risk.userfields.has_email_consent', 'Please confirm if you would like to hear about offers by email'],
      ['no education level', [detail('duqs.education_level', null)], 3, 'risk.duqs.education_level', 'Please select your highest level of education'],
      ['a member with no organisation chosen', [person('proposer', 'motoring_organisation', null)], 3, 'risk.proposer.driver_details.motoring_organisation', 'Please select your motoring organisation'],
      ['no answer on other vehicles', [person('proposer', 'has_access_to_other_vehicles', null)], 3, 'risk.proposer.driver_details.has_access_to_other_vehicles', 'Please confirm if you have access to other vehicles'],
      ['access to other vehicles without which', [person('proposer', 'access_to_other_vehicles', null)], 3, 'risk.proposer.driver_details.access_to_other_vehicles', 'Please select which other vehicles you have access to'],
      ['access to other vehicles without how many', [person('proposer', 'number_of_other_vehicles', null)], 3, 'risk.proposer.driver_details.number_of_other_vehicles', 'Please select how many other vehicles you have access to'],
      ['no class of use', [fact('proposal/ClassOfUseChosen', { classOfUse: '' })], 2, 'risk.vehicle.class_of_use', 'Please select how you use your bike'],
      ['no overnight location', [detail('vehicle.kept_location', null)], 2, 'risk.vehicle.kept_location', 'Please select where your bike is kept overnight'],
    ])
  })

  describe('F5.32 start date', () => {
    const start = (startDate: string | null): Fact => fact('proposal/StartDateChosen', { startDate })
    table('F5.32', [
      ['no start date', [start(null)], 4, 'risk.start_date', 'Cover start date is required'],
      ['yesterday', [start('2026-10-31')], 4, 'risk.start_date', 'Please enter a date from today'],
      ['today', [start('2026-11-01')], 4, 'risk.start_date', null],
      ['30 days ahead', [start('2026-12-01')], 4, 'risk.start_date', null],
      ['31 days ahead', [start('2026-12-02')], 4, 'risk.start_date', 'Please enter a date up to 01/12/2026'],
    ])
  })

  describe('F5.33 required cover and rider questions', () => {
    table('F5.33', [
      ['previous insurance Yes with no NCD years', [fact('proposal/NcdYearsEntered', { years: null })], 4, 'risk.previous_insurance.ncd.years', 'Please select your years of no claims discount'],
      ['NCD years with no protection answer', [detail('previous_insurance.ncd.is_protected', null)], 4, 'risk.previous_insurance.ncd.is_protected', 'Please confirm if you would like to protect your no claims discount'],
      [
        'a rider with no relationship to the policyholder',
        [completeRider(), person(0, 'relationship_to_proposer', null)],
        5,
        `${rider0}.relationship_to_proposer`,
        'Please select their relationship to the policyholder',
      ],
    ])
  })

  describe('F5.34 third-party authority', () => {
    const tpa = fact('proposal/ThirdPartyAuthorityAnswered', { has: true })

    it('F5.34 Yes asks title, forename, surname, email and phone; the date of birth is optional', () => {
      expect(errorsOf(after(tpa), 5)).to.deep.equal({
        'risk.userfields.tpa_title': 'Please select the title of the third party',
        'risk.userfields.tpa_forename': 'Please enter the first name of the third party',
        'risk.userfields.tpa_surname': 'Please enter the surname of the third party',
        'risk.userfields.tpa_email': 'Please enter the email address of the third party',
        'risk.userfields.tpa_phone': 'Please enter the phone number of the third party',
      })
    })

    const answered = [
      tpa,
      detail('userfields.tpa_title', 'Mr'),
      detail('userfields.tpa_forename', 'Patrick'),
      detail('userfields.tpa_surname', "O'Hara"),
      detail('userfields.tpa_email', 'patrick.ohara@example.co.uk'),
      detail('userfields.tpa_phone', '07700900456'),
    ]
    table('F5.34', [
      ['all answered', answered, 5, 'risk.userfields.tpa_forename', null],
      ['a forename that is not a name', [...answered, detail('userfields.tpa_forename', '1Patrick')], 5, 'risk.userfields.tpa_forename', 'Please provide a valid name.'],
      ['a surname that is not a name', [...answered, detail('userfields.tpa_surname', '-Hara')], 5, 'risk.userfields.tpa_surname', 'Please provide a valid name.'],
      // The rule reads the minimum age as 17 (validation/third-party-rules.ts documents why).
      ['a date of birth under 17 years ago', [...answered, detail('userfields.tpa_date_of_birth', '2010-01-01')], 5, 'risk.userfields.tpa_date_of_birth', 'You need to be 17 years or over to take out insurance with us'],
      ['a date of birth over 17 years ago', [...answered, detail('userfields.tpa_date_of_birth', '1960-01-01')], 5, 'risk.userfields.tpa_date_of_birth', null],
      ['No after Yes clears every field and asks nothing more', [...answered, detail('userfields.tpa_forename', '1Patrick'), fact('proposal/ThirdPartyAuthorityAnswered', { has: false })], 5, 'risk.userfields.tpa_forename', null],
    ])
  })

  describe('additional riders are validated in their own wording', () => {
    it('a rider who answered everything adds no error', () => {
      const s = after(completeRider(), completeRider('Ann'))
      expect(errorsOf(s, 5)).to.deep.equal({})
    })

    it("an unanswered rider's errors are keyed under the rider and worded they/their", () => {
      const s = after(fact('proposal/RiderAdded', { rider: { name: {}, full_time_occupation: {}, resident: {}, driver_details: { tests: [], licence: { convictions: [] }, claims: [] } } }))
      expect(errorsOf(s, 5)).to.deep.equal({
        [`${rider0}.name.title`]: 'Please select their title',
        [`${rider0}.name.forenames`]: 'Please enter their first name',
        [`${rider0}.name.surname`]: 'Please enter their surname',
        [`${rider0}.date_of_birth`]: 'Please enter their date of birth',
        [`${rider0}.relationship_to_proposer`]: 'Please select their relationship to the policyholder',
        [`${rider0}.marital_status`]: 'Please select their marital status',
        [`${rider0}.resident.is_uk_born`]: 'Please confirm if they were born in the UK',
        [`${rider0}.has_insurance_refused`]: "Please confirm if they've ever been refused insurance",
        [`${rider0}.driver_details.licence.type`]: 'Please select their licence type',
        [`${rider0}.driver_details.has_claims`]: 'Confirm if they have had any accidents, claims or losses in the last 5 years.',
        [`${rider0}.driver_details.licence.has_convictions`]: 'Confirm if they have had any points, penalties, disqualifications or bans in the last 5 years.',
        [`${rider0}.driver_details.has_medical_condition`]: 'Please confirm if they have a medical condition that the DVLA should know about',
        [`${rider0}.driver_details.has_motoring_organisation`]: "Please confirm if they're a member of a motoring organisation",
        [`${rider0}.driver_details.has_access_to_other_vehicles`]: 'Please confirm if they have access to other vehicles',
        [`${rider0}.full_time_occupation.status`]: 'Please select their employment status',
        [`${rider0}.has_non_rta_conviction`]: 'Please confirm if they have any non-motoring convictions',
      })
    })

    const riderRows: readonly (readonly [string, readonly Fact[], string, string | null])[] = [
      ['F5.22 a rider under 16', [person(0, 'date_of_birth', '2011-01-01')], `${rider0}.date_of_birth`, 'They need to be 16 years or over to take out insurance with us'],
      ['F5.27 a rider licensed before their 16th birthday (born 11/02/1986)', [person(0, 'licence.date', '2002-02-10')], `${rider0}.driver_details.licence.date`, 'Please enter a date from 11/02/2002'],
      ['F4.27 a rider with no licence is not asked the licence date', [fact('proposal/LicenceTypeChosen', { who: 0, licenceType: '<No Licence>' })], `${rider0}.driver_details.licence.date`, null],
      ['F4.28 a rider not born in the UK is asked when they became resident', [fact('proposal/UkBornAnswered', { who: 0, isUkBorn: false })], `${rider0}.resident.since`, 'Please enter the date they became a UK resident'],
      ['F4.30 a retired rider is not asked an occupation', [fact('proposal/EmploymentStatusChosen', { who: 0, status: 'Retired' })], `${rider0}.full_time_occupation.role`, null],
      ['F5.06 F5.07 a rider with a surname that is not a name', [person(0, 'name.surname', '9Whitfield')], `${rider0}.name.surname`, 'Please provide a valid name.'],
    ]
    for (const [title, facts, id, expected] of riderRows) {
      it(`${title}: ${expected === null ? 'no error' : JSON.stringify(expected)}`, () => {
        const errors = errorsOf(after(completeRider(), ...facts), 5)
        if (expected === null) expect(errors).not.to.have.property(id)
        else expect(errors).to.have.property(id, expected)
      })
    }

    it("the riders' errors follow the riders question and come before the third-party authority", () => {
      const s = after(completeRider(), person(0, 'date_of_birth', null), fact('proposal/ThirdPartyAuthorityAnswered', { has: true }))
      const keys = Object.keys(errorsOf(s, 5))
      expect(keys[0]).to.equal(`${rider0}.date_of_birth`)
      expect(keys.slice(1).every((k) => k.startsWith('risk.userfields.'))).to.equal(true)
    })
  })
})
