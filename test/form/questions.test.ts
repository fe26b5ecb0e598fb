import { expect } from 'chai'
import { LIST_NAMES } from '../../src/domain/codecs'
import {
  FORM_STEPS,
  PAYMENT_TYPES,
  PILLION_YES_NO,
  questionsOf,
  sectionOf,
  type FormSection,
  type FormStep,
  type Question,
} from '../../src/form'
import { riderQuestions } from '../../src/form/dialogs/rider'
import { ALL_SECTIONS as FORM_SECTIONS } from '../../src/form/sections/all'

const idsOf = (step: FormStep): string[] => questionsOf(step).map((q) => q.id)

type GroupId = FormSection['groups'][number]['id']

const groupIds = (step: FormStep, group: GroupId): string[] => {
  const g = sectionOf(step).groups.find((x) => x.id === group)
  if (g === undefined) throw new Error(`no group ${group} in section ${step}`)
  return g.questions.map((q) => q.id)
}

const question = (id: string): Question => {
  const q = FORM_STEPS.flatMap((s) => questionsOf(s)).find((x) => x.id === id)
  if (q === undefined) throw new Error(`no question ${id}`)
  return q
}

const ALL: readonly Question[] = FORM_STEPS.flatMap((s) => questionsOf(s))

describe('form layout: the five sections and their questions (000 §2)', () => {
  it('F2.19 the sections are 1 About You, 2 About Your Bike, 3 Your Details, 4 Cover Details, 5 Additional Riders', () => {
    expect(FORM_SECTIONS.map((s) => [s.step, s.title])).to.deep.equal([
      [1, 'About You'],
      [2, 'About Your Bike'],
      [3, 'Your Details'],
      [4, 'Cover Details'],
      [5, 'Additional Riders'],
    ])
  })

  it('F2.08 section 1 About You lists exactly title, first name, surname, date of birth, email, refused insurance, marketing consent', () => {
    expect(idsOf(1)).to.deep.equal([
      'risk.proposer.name.title',
      'risk.proposer.name.forenames',
      'risk.proposer.name.surname',
      'risk.proposer.date_of_birth',
      'risk.proposer.email_address',
      'risk.proposer.has_insurance_refused',
      'risk.userfields.has_email_consent',
    ])
  })

  it('F2.09 section 2 lists exactly the bike questions: registration known, lookup, value, purchase, keeper/owner, security, pillion, import, sidecar, modifications', () => {
    expect(groupIds(2, 'bike')).to.deep.equal([
      'risk.vehicle.has_registration',
      'risk.vehicle.abi_code',
      'risk.vehicle.value',
      'risk.vehicle.purchased.is_purchased',
      'risk.vehicle.purchased.date_purchased',
      'risk.vehicle.keeper',
      'risk.vehicle.owner',
      'risk.vehicle.has_alarm',
      'risk.vehicle.alarm',
      'risk.vehicle.has_immobiliser',
      'risk.vehicle.immobiliser',
      'risk.vehicle.has_tracker',
      'risk.vehicle.tracker',
      'risk.vehicle.is_exclude_pillion_riders',
      'risk.vehicle.imported',
      'risk.vehicle.import_type',
      'risk.vehicle.has_side_car',
      'risk.vehicle.is_modified',
    ])
  })

  it('F2.09 the registration lookup and the manual vehicle lookup are one question, the vehicle lookup', () => {
    const lookup = question('risk.vehicle.abi_code')
    expect(lookup.kind).to.equal('vehicle-lookup')
    expect(ALL.filter((q) => q.kind === 'vehicle-lookup')).to.have.length(1)
  })

  it('F2.11 section 2 then asks Using the bike: overnight location, kept at home, kept postcode, class of use, annual mileage, business mileage', () => {
    expect(sectionOf(2).groups.map((g) => [g.id, g.heading])).to.deep.equal([
      ['bike', 'Your bike'],
      ['using-the-bike', 'Using the bike'],
    ])
    expect(groupIds(2, 'using-the-bike')).to.deep.equal([
      'risk.vehicle.kept_location',
      'risk.vehicle.is_kept_at_proposer_postcode',
      'risk.vehicle.kept_postcode',
      'risk.vehicle.class_of_use',
      'risk.total_mileage',
      'risk.business_mileage',
    ])
  })

  it('F2.11 total mileage is labelled annual mileage', () => {
    expect(question('risk.total_mileage').label).to.equal('Annual mileage')
    expect(question('risk.business_mileage').label).to.match(/business mileage/i)
  })

  it('F2.19 section 3 Your Details holds riding, personal, employment, education, contact, non-motoring conviction and address, in that order', () => {
    expect(sectionOf(3).groups.map((g) => g.id)).to.deep.equal([
      'riding',
      'personal',
      'employment',
      'education',
      'contact',
      'non-motoring-conviction',
      'address',
    ])
  })

  it('F2.10 riding lists exactly licence type and date, claims, convictions, medical condition, motoring organisation, access to other vehicles', () => {
    expect(groupIds(3, 'riding')).to.deep.equal([
      'risk.proposer.driver_details.licence.type',
      'risk.proposer.driver_details.licence.date',
      'risk.proposer.driver_details.has_claims',
      'risk.proposer.driver_details.licence.has_convictions',
      'risk.proposer.driver_details.has_medical_condition',
      'risk.proposer.driver_details.has_motoring_organisation',
      'risk.proposer.driver_details.motoring_organisation',
      'risk.proposer.driver_details.has_access_to_other_vehicles',
      'risk.proposer.driver_details.access_to_other_vehicles',
      'risk.proposer.driver_details.number_of_other_vehicles',
    ])
  })

  it('F2.12 personal lists exactly marital status and UK residency (born in the UK, resident since)', () => {
    expect(groupIds(3, 'personal')).to.deep.equal([
      'risk.proposer.marital_status',
      'risk.proposer.resident.is_uk_born',
      'risk.proposer.resident.since',
    ])
  })

  it('F2.13 employment lists exactly status, role, industry and the second occupation with its status, role and industry', () => {
    expect(groupIds(3, 'employment')).to.deep.equal([
      'risk.proposer.full_time_occupation.status',
      'risk.proposer.full_time_occupation.role',
      'risk.proposer.full_time_occupation.industry',
      'risk.proposer.has_part_time_occupation',
      'risk.proposer.part_time_occupation.status',
      'risk.proposer.part_time_occupation.role',
      'risk.proposer.part_time_occupation.industry',
    ])
  })

  it('F2.14 the education group holds only the highest education level', () => {
    expect(groupIds(3, 'education')).to.deep.equal(['risk.duqs.education_level'])
    expect(question('risk.duqs.education_level').list).to.equal('duq_education_level_short')
  })

  it('F2.15 contact details: the email is asked once, in section 1; mobile and alternative phone under Contact details in section 3', () => {
    expect(groupIds(3, 'contact')).to.deep.equal(['risk.proposer.phone_numbers.mobile', 'risk.proposer.phone_numbers.other'])
    expect(ALL.filter((q) => q.kind === 'email' && q.id.startsWith('risk.proposer')).map((q) => q.id)).to.deep.equal([
      'risk.proposer.email_address',
    ])
    expect(idsOf(1)).to.include('risk.proposer.email_address')
  })

  it('F2.16 the non-motoring conviction question has its own group in section 3', () => {
    expect(groupIds(3, 'non-motoring-conviction')).to.deep.equal(['risk.proposer.has_non_rta_conviction'])
    expect(question('risk.proposer.has_non_rta_conviction').kind).to.equal('yes-no')
  })

  it('F2.17 the address is found by entering a postcode, then choosing from the list', () => {
    expect(groupIds(3, 'address')).to.deep.equal(['risk.proposer.address.postcode', 'risk.proposer.address'])
    expect(question('risk.proposer.address.postcode').kind).to.equal('postcode')
    expect(question('risk.proposer.address').kind).to.equal('address-lookup')
  })

  it('F2.19 section 4 Cover Details lists exactly start date, cover type, previous insurance, NCD years and protection, voluntary excess, payment type', () => {
    expect(idsOf(4)).to.deep.equal([
      'risk.start_date',
      'risk.vehicle.cover_type',
      'risk.has_previous_insurance',
      'risk.previous_insurance.ncd.years',
      'risk.previous_insurance.ncd.is_protected',
      'risk.voluntary_excess',
      'is_pay_monthly',
    ])
  })

  it('F2.19 the payment type offers Monthly (true) or Annual (false)', () => {
    const pay = question('is_pay_monthly')
    expect(pay.kind).to.equal('select')
    expect(pay.options).to.equal(PAYMENT_TYPES)
    expect(PAYMENT_TYPES).to.deep.equal([
      { label: 'Monthly', value: true },
      { label: 'Annual', value: false },
    ])
  })

  it('F2.19 section 5 Additional Riders lists exactly the riders repeater, then third-party authority and its fields', () => {
    expect(sectionOf(5).groups.map((g) => g.id)).to.deep.equal(['additional-riders', 'third-party-authority'])
    expect(idsOf(5)).to.deep.equal([
      'risk.has_additional_drivers',
      'risk.userfields.has_third_party_authority',
      'risk.userfields.tpa_title',
      'risk.userfields.tpa_forename',
      'risk.userfields.tpa_surname',
      'risk.userfields.tpa_date_of_birth',
      'risk.userfields.tpa_email',
      'risk.userfields.tpa_phone',
    ])
  })

  describe('each question', () => {
    it('has an id that appears once in the form, and a label', () => {
      const ids = ALL.map((q) => q.id)
      expect(new Set(ids).size).to.equal(ids.length)
      for (const q of ALL) expect(q.label.trim(), q.id).not.to.equal('')
    })

    it('of kind select names a reference list of 000 §3, or carries a fixed option set, never both', () => {
      for (const q of ALL.filter((x) => x.kind === 'select')) {
        const fromList = q.list !== undefined
        const fixed = q.options !== undefined
        expect(fromList !== fixed, q.id).to.equal(true)
        if (fromList) expect(LIST_NAMES, q.id).to.include(q.list)
      }
    })

    it('of kind yes-no or repeater offers Yes (true) and No (false), except the pillion question', () => {
      for (const q of ALL.filter((x) => (x.kind === 'yes-no' || x.kind === 'repeater') && x.id !== 'risk.vehicle.is_exclude_pillion_riders')) {
        expect(q.options, q.id).to.deep.equal([
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ])
      }
    })

    it('of kind repeater names its item, where the items are kept, and its maximum of 5', () => {
      const repeaters = ALL.filter((q) => q.kind === 'repeater')
      expect(repeaters.map((q) => [q.id, q.repeater?.item, q.repeater?.itemsAt, q.repeater?.max])).to.deep.equal([
        ['risk.vehicle.is_modified', 'modification', 'risk.vehicle.modifications', 5],
        ['risk.proposer.driver_details.has_claims', 'claim', 'risk.proposer.driver_details.claims', 5],
        ['risk.proposer.driver_details.licence.has_convictions', 'conviction', 'risk.proposer.driver_details.licence.convictions', 5],
        ['risk.has_additional_drivers', 'additional rider', 'risk.additional_drivers', 5],
      ])
    })
  })

  it('the pillion question has inverted Yes/No values: Yes stores is_exclude_pillion_riders false', () => {
    const pillion = question('risk.vehicle.is_exclude_pillion_riders')
    expect(pillion.options).to.equal(PILLION_YES_NO)
    expect(PILLION_YES_NO).to.deep.equal([
      { label: 'Yes', value: false },
      { label: 'No', value: true },
    ])
  })

  it('the selects use the reference lists of 000 §3', () => {
    const lists = Object.fromEntries(ALL.filter((q) => q.list !== undefined).map((q) => [q.id, q.list]))
    expect(lists).to.deep.equal({
      'risk.proposer.name.title': 'person_title_gender',
      'risk.vehicle.owner': 'vehicle_owner',
      'risk.vehicle.alarm': 'vehicle_alarm',
      'risk.vehicle.immobiliser': 'vehicle_immobiliser',
      'risk.vehicle.tracker': 'vehicle_tracker',
      'risk.vehicle.import_type': 'vehicle_imported',
      'risk.vehicle.kept_location': 'vehicle_kept_location',
      'risk.vehicle.class_of_use': 'vehicle_class_of_use',
      'risk.proposer.driver_details.licence.type': 'driving_license_type',
      'risk.proposer.driver_details.motoring_organisation': 'person_motoring_organisation',
      'risk.proposer.driver_details.access_to_other_vehicles': 'person_vehicle_access',
      'risk.proposer.marital_status': 'person_marital_status',
      'risk.proposer.full_time_occupation.status': 'occupation_status',
      'risk.proposer.full_time_occupation.role': 'occupation_role',
      'risk.proposer.full_time_occupation.industry': 'occupation_industry',
      'risk.proposer.part_time_occupation.status': 'occupation_status',
      'risk.proposer.part_time_occupation.role': 'occupation_role',
      'risk.proposer.part_time_occupation.industry': 'occupation_industry',
      'risk.duqs.education_level': 'duq_education_level_short',
      'risk.vehicle.cover_type': 'cover_type',
      'risk.userfields.tpa_title': 'person_title_gender',
    })
  })

  it('the other-vehicles count offers 0 to 10+', () => {
    const options = question('risk.proposer.driver_details.number_of_other_vehicles').options ?? []
    expect(options.map((o) => o.label)).to.deep.equal(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'])
  })

  it('the voluntary excess offers £0 to £2,000 in steps of £50', () => {
    const options = question('risk.voluntary_excess').options ?? []
    expect(options).to.have.length(41)
    expect(options[0]).to.deep.equal({ label: '£0', value: 0 })
    expect(options[40]).to.deep.equal({ label: '£2,000', value: 2000 })
  })

  describe('the add/edit rider modal', () => {
    const questions = riderQuestions(1)

    it('asks what the proposer is asked about themself except address, email and phones, plus the relationship', () => {
      const paths = questions.map((q) => q.id.replace('risk.additional_drivers.1.', ''))
      expect(questions.every((q) => q.id.startsWith('risk.additional_drivers.1.'))).to.equal(true)
      expect(paths).to.include.members([
        'name.title',
        'name.forenames',
        'name.surname',
        'date_of_birth',
        'relationship_to_proposer',
        'marital_status',
        'resident.is_uk_born',
        'resident.since',
        'driver_details.licence.type',
        'driver_details.licence.date',
        'driver_details.has_claims',
        'driver_details.licence.has_convictions',
        'full_time_occupation.status',
        'has_non_rta_conviction',
      ])
      expect(paths.some((p) => /address|email|phone/.test(p))).to.equal(false)
    })

    it('words every label and hint for a rider (they/their), never you/your', () => {
      for (const q of questions) {
        expect(q.label, q.id).not.to.match(/\byou(r|'re|'ve)?\b/i)
        if (q.hint !== undefined) expect(q.hint, q.id).not.to.match(/\byou(r|'re|'ve)?\b/i)
      }
      const label = (path: string) => questions.find((q) => q.id.endsWith(`.${path}`))?.label
      expect(label('resident.is_uk_born')).to.equal('Were they born in the UK?')
      expect(label('driver_details.has_claims')).to.equal('Have they had any accidents, claims or losses in the last 5 years?')
    })

    it('keeps the rider\'s claims and convictions under the rider', () => {
      const claims = questions.find((q) => q.id.endsWith('.driver_details.has_claims'))
      expect(claims?.repeater?.itemsAt).to.equal('risk.additional_drivers.1.driver_details.claims')
    })
  })
})
