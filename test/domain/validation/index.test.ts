import { expect } from 'chai'
import * as validation from '../../../src/domain/validation'

describe('the validation barrel', () => {
  ;[
    'MESSAGES',
    'requiredMessage',
    'autoRenew',
    'forRider',
    'compose',
    'required',
    'validDate',
    'dateOfBirth',
    'bikeValue',
    'startDate',
    'thirdPartyAuthorityErrors',
    'recallDateOfBirth',
    'calendarBounds',
  ].forEach((name) => {
    it(`exports ${name}`, () => {
      expect(validation).to.have.property(name)
    })
  })
})
