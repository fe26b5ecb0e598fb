import { expect } from 'chai'
import {
  accountHolder,
  accountName,
  accountNumber,
  autoRenew,
  isRegistrationTooShort,
  registrationCheck,
  sortCode,
} from '../../../src/domain/validation/checkout-rules'
import { MESSAGES } from '../../../src/domain/validation/messages'
import { table } from './rule-table'

describe('checkout rules', () => {
  describe('registration on the price presentation and summary', () => {
    table('J5.01 J5.02', () => registrationCheck, [
      ['AB12 CDE', null, 'a valid registration'],
      ['', 'Please enter your registration', 'empty'],
      ['A', 'Please enter a valid registration number to continue', 'under 2 characters'],
      ['AB12CD', MESSAGES.registrationNotFound, "an invalid format shows the 'cannot find' text"],
    ])
    it('J4.07 J5.01 isRegistrationTooShort (what Continue on the summary checks) counts the normalised registration', () => {
      const cases: [string | null, boolean, string][] = [
        ['AB', false, '2 characters'],
        ['A B', false, '2 characters once spaces are removed'],
        ['A', true, '1 character'],
        ['', true, 'none'],
        [null, true, 'unanswered'],
        [' a ', true, '1 character once spaces are removed'],
      ]
      for (const [value, tooShort, why] of cases) expect(isRegistrationTooShort(value), why).to.equal(tooShort)
    })
  })

  describe('auto-renewal', () => {
    table('J2.81 J5.11', () => autoRenew, [
      [true, null, 'Yes'],
      [false, null, 'No is an answer'],
      [null, 'Please confirm if you would like your policy to renew automatically', 'unanswered'],
    ])
  })

  describe('instalments', () => {
    table('J5.06', () => accountHolder, [
      [true, null, 'Yes'],
      [false, null, 'No'],
      [undefined, 'Please confirm if you are the account holder', 'unanswered'],
    ])
    table('J5.07', () => accountName, [
      ['John Smith', null, 'a name'],
      [' ', 'Please enter the name on the account', 'blank'],
    ])
    table('J5.08', () => accountNumber, [
      ['12345678', null, '8 digits'],
      ['', 'Please enter your account number', 'empty'],
      ['123456789', 'Please enter a valid bank account number of 8 numbers.', '9 digits'],
    ])
    table('J5.09', () => sortCode, [
      ['12-34-56', null, '##-##-##'],
      ['', 'Please enter your sort code', 'empty'],
      ['12-34', 'Please enter a valid sort code of 6 numbers.', '4 digits'],
    ])
  })
})
