import { expect } from 'chai'
import {
  ageAtLeastMessage,
  ageNoMoreThanMessage,
  dateFromMessage,
  dateUpToMessage,
  maxLengthMessage,
  MESSAGES,
  minimumAgeMessage,
  minValueMessage,
  repeaterMessage,
  withinYearsMessage,
} from '../../../src/domain/validation/messages'
import { personKey, requiredKeyOf, requiredMessage, type PersonField, type RequiredKey } from '../../../src/domain/validation/required-messages'
import { forRider } from '../../../src/domain/validation/rider-wording'
import { requiredFor } from '../../../src/domain/validation/basic-rules'

describe('validation messages', () => {
  describe('the fixed texts, exactly as the spec writes them', () => {
    const spec: ReadonlyArray<readonly [string, keyof typeof MESSAGES, string]> = [
      ['', 'required', 'Please provide an answer to this question to proceed.'],
      ['', 'answerToProceed', 'Please provide an answer to this question to proceed'],
      ['F5.02', 'registration', 'Please enter your registration'],
      ['F5.05', 'email', 'Please provide a valid email.'],
      ['F5.07', 'name', 'Please provide a valid name.'],
      ['F5.09', 'postcode', 'This field must be a valid UK postcode.'],
      ['F5.09', 'addressNotSelected', 'Please search for your address and select it from the list.'],
      ['F5.12', 'phone', 'Please provide a valid UK phone number.'],
      ['F5.17', 'invalidDate', 'Please enter a valid date'],
      ['F5.25', 'purchaseBeforeManufacture', 'Purchase date cannot be before vehicle manufacturer date'],
      ['F5.29', 'businessMileageAboveTotal', "The business mileage can't be more than total mileage"],
      ['F5.36', 'quoteReference', 'Quote reference is invalid'],
      ['F5.37', 'emailsDoNotMatch', 'Email addresses do not match'],
      ['J5.08', 'accountNumber', 'Please enter a valid bank account number of 8 numbers.'],
      ['J5.09', 'sortCode', 'Please enter a valid sort code of 6 numbers.'],
      ['J4.07', 'registrationTooShort', 'Please enter a valid registration number to continue'],
      ['', 'purchased', 'Please select if you have purchased the vehicle'],
      ['F5.24', 'datePurchased', 'Select the date you became the owner of the vehicle'],
      ['F5.23', 'vehicleValue', 'Enter the value of the vehicle'],
      ['F5.32', 'coverStartDate', 'Cover start date is required'],
      ['', 'findYourBike', 'Please enter your registration and select a vehicle'],
    ]
    spec.forEach(([id, name, text]) => {
      it(`${id === '' ? '' : `${id} `}${name} reads ${JSON.stringify(text)}`, () => {
        expect(MESSAGES[name]).to.equal(text)
      })
    })

    ;(
      [
        ['claims', 'Confirm if you have had any accidents, claims or losses in the last 5 years.'],
        ['convictions', 'Confirm if you have had any points, penalties, disqualifications or bans in the last 5 years.'],
        ['penaltyPoints', 'Please enter the amount of points recieved.'],
      ] as const
    ).forEach(([name, text]) => {
      it(`the required message ${name} reads ${JSON.stringify(text)}, typo included`, () => {
        expect(MESSAGES[name]).to.equal(text)
      })
    })

    it("J5.02 the registration widget's not-found text is 'cannot find'-style (the spec does not give it)", () => {
      expect(MESSAGES.registrationNotFound).to.contain('cannot find')
    })

    it('our number message is in the spec style', () => {
      expect(MESSAGES.number).to.match(/^Please enter /)
    })
  })

  describe('the texts with parameters', () => {
    ;(
      [
        ['F5.14', () => maxLengthMessage(500), 'The question cannot exceed 500 characters.'],
        ['F5.15', () => ageAtLeastMessage(17), 'The age must be at least 17 to proceed.'],
        ['F5.15', () => ageNoMoreThanMessage(120), 'The age must be no more than 120 to proceed.'],
        ['F5.18', () => minimumAgeMessage(16), 'You need to be 16 years or over to take out insurance with us'],
        ['F5.19', () => withinYearsMessage('claim', 5), 'Please provide claim date within 5 years'],
        ['F5.20', () => dateFromMessage('today'), 'Please enter a date from today'],
        ['F5.20', () => dateFromMessage('2010-11-22'), 'Please enter a date from 22/11/2010'],
        ['F5.21', () => dateUpToMessage('today'), 'Please enter a date up to today'],
        ['F5.21', () => dateUpToMessage('2026-12-22'), 'Please enter a date up to 22/12/2026'],
        ['F5.28', () => minValueMessage(0), "The value can't be less than 0"],
        ['F5.30', () => repeaterMessage('claim'), 'Please add at least one claim'],
      ] as const
    ).forEach(([id, make, text]) => {
      it(`${id} gives ${JSON.stringify(text)}`, () => {
        expect(make()).to.equal(text)
      })
    })
  })

  describe('the keyed required messages', () => {
    const given: ReadonlyArray<readonly [RequiredKey, string]> = [
      ['vehicle.registration', 'Please enter your registration and select a vehicle'],
      ['vehicle.purchased.is_purchased', 'Please select if you have purchased the vehicle'],
      ['vehicle.purchased.date_purchased', 'Select the date you became the owner of the vehicle'],
      ['vehicle.value', 'Enter the value of the vehicle'],
      ['proposer.has_claims', 'Confirm if you have had any accidents, claims or losses in the last 5 years.'],
      ['proposer.licence.has_convictions', 'Confirm if you have had any points, penalties, disqualifications or bans in the last 5 years.'],
      ['conviction.points', 'Please enter the amount of points recieved.'],
      ['start_date', 'Cover start date is required'],
      ['vehicle.is_exclude_pillion_riders', 'Please provide an answer to this question to proceed'],
      ['vehicle.imported', 'Please provide an answer to this question to proceed'],
      ['vehicle.has_side_car', 'Please provide an answer to this question to proceed'],
      ['proposer.address', 'Please search for your address and select it from the list.'],
    ]
    given.forEach(([key, text]) => {
      it(`${key} is the spec's ${JSON.stringify(text)}`, () => {
        expect(requiredMessage(key)).to.equal(text)
      })
    })

    it("falls back to 'Please provide an answer to this question to proceed.' without a key", () => {
      expect(requiredMessage()).to.equal('Please provide an answer to this question to proceed.')
    })

    it('falls back for a key that is not in the table (a stale key from stored data)', () => {
      expect(requiredMessage('no.such.key' as RequiredKey)).to.equal(MESSAGES.required)
    })

    ;(
      [
        ['F5.31', 'userfields.has_email_consent', false],
        ['F5.31', 'duqs.education_level', 'DEGREE'],
        ['F5.31', 'proposer.motoring_organisation', 'AA'],
        ['F5.31', 'proposer.has_access_to_other_vehicles', false],
        ['F5.31', 'proposer.number_of_other_vehicles', 0],
        ['F5.31', 'vehicle.class_of_use', 'SDP'],
        ['F5.31', 'vehicle.kept_location', 'Garage'],
        ['F5.33', 'vehicle.cover_type', 'C'],
        ['F5.33', 'has_previous_insurance', false],
        ['F5.33', 'previous_insurance.ncd.years', 0],
        ['F5.33', 'previous_insurance.ncd.is_protected', false],
        ['F5.33', 'is_pay_monthly', false],
        ['F5.33', 'has_additional_drivers', false],
        ['F5.33', 'userfields.has_third_party_authority', false],
        ['F5.33', 'additional_driver.relationship_to_proposer', 'SPOUSE'],
      ] as const
    ).forEach(([id, key, answer]) => {
      it(`${id} ${key} is required: unanswered fails with its message, ${JSON.stringify(answer)} passes`, () => {
        expect(requiredFor(key)(null)).to.equal(requiredMessage(key))
        expect(requiredFor(key)(answer)).to.equal(null)
      })
    })

    describe('an additional driver', () => {
      // Every question asked of each rider; a field added to the table fails to compile until it is listed here.
      const PERSON_FIELDS = Object.keys({
        'name.title': true,
        'name.forenames': true,
        'name.surname': true,
        'date_of_birth': true,
        'has_insurance_refused': true,
        'marital_status': true,
        'resident.is_uk_born': true,
        'resident.since': true,
        'full_time_occupation.status': true,
        'full_time_occupation.role': true,
        'full_time_occupation.industry': true,
        'has_part_time_occupation': true,
        'part_time_occupation.status': true,
        'part_time_occupation.role': true,
        'part_time_occupation.industry': true,
        'has_non_rta_conviction': true,
        'licence.type': true,
        'licence.date': true,
        'licence.has_convictions': true,
        'has_claims': true,
        'has_medical_condition': true,
        'has_motoring_organisation': true,
        'motoring_organisation': true,
        'has_access_to_other_vehicles': true,
        'access_to_other_vehicles': true,
        'number_of_other_vehicles': true,
      } satisfies Record<PersonField, true>) as PersonField[]
      PERSON_FIELDS.forEach((field) => {
        it(`additional_driver.${field} is the proposer's message in their wording`, () => {
          const proposer = requiredMessage(personKey('proposer', field))
          const rider = requiredMessage(personKey('additional_driver', field))
          expect(rider).to.equal(forRider(proposer))
          expect(rider).to.not.match(/\byou(r|'re|'ve)?\b/i)
        })
      })

      it('reads claims in the third person', () => {
        expect(requiredMessage('additional_driver.has_claims')).to.equal(
          'Confirm if they have had any accidents, claims or losses in the last 5 years.',
        )
      })

      it("rewrites you're and you've in the rider's messages", () => {
        expect(requiredMessage('additional_driver.has_motoring_organisation')).to.equal(
          "Please confirm if they're a member of a motoring organisation",
        )
        expect(requiredMessage('additional_driver.has_insurance_refused')).to.equal(
          "Please confirm if they've ever been refused insurance",
        )
      })
    })
  })
})

describe('the required key of an answer path', () => {
  it("is a proposal record's id without risk., and a person's role and path without driver_details.", () => {
    expect(requiredKeyOf('risk.vehicle.owner')).to.equal('vehicle.owner')
    expect(requiredKeyOf('is_pay_monthly')).to.equal('is_pay_monthly')
    expect(requiredKeyOf('driver_details.licence.type', 'proposer')).to.equal('proposer.licence.type')
    expect(requiredKeyOf('marital_status', 'additional_driver')).to.equal('additional_driver.marital_status')
  })

  it('refuses a path with no required message, naming it, so no question falls back to the generic message unseen', () => {
    expect(() => requiredKeyOf('risk.vehicle.colour')).to.throw('no required message for vehicle.colour (the answer at risk.vehicle.colour)')
    expect(() => requiredKeyOf('driver_details.vehicle_use', 'proposer')).to.throw('no required message for proposer.vehicle_use')
    // Only a leading risk. or driver_details. is dropped.
    expect(() => requiredKeyOf('vehicle.risk.owner')).to.throw('no required message for vehicle.risk.owner ')
    expect(() => requiredKeyOf('licence.driver_details.type', 'proposer')).to.throw('no required message for proposer.licence.driver_details.type ')
  })
})
