import { expect } from 'chai'
import * as validation from '../../../src/domain/validation'

describe('the validation barrel', () => {
  ;[
    'MESSAGES',
    'REQUIRED_MESSAGES',
    'requiredMessage',
    'forRider',
    'compose',
    'required',
    'validDate',
    'registrationEntry',
    'dateOfBirth',
    'bikeValue',
    'startDate',
    'thirdPartyAuthorityErrors',
    'summaryTickBoxErrors',
    'recallDateOfBirth',
    'dateOfBirthCalendarMax',
  ].forEach((name) => {
    it(`exports ${name}`, () => {
      expect(validation).to.have.property(name)
    })
  })
})
