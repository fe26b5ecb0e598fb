import { expect } from 'chai'
import {
  accountHolder,
  accountName,
  accountNumber,
  autoRenew,
  confirmDetailsErrors,
  isRegistrationTooShort,
  registrationCheck,
  sortCode,
  SUMMARY_TICK_BOXES,
  summaryRegistration,
  summaryTickBoxErrors,
} from '../../../src/domain/validation/checkout-rules'
import { MESSAGES } from '../../../src/domain/validation/messages'
import { table } from './rule-table'

describe('checkout rules', () => {
  describe('registration on the price presentation and summary', () => {
    table('J5.01 J5.02', registrationCheck, [
      ['AB12 CDE', null, 'a valid registration'],
      ['', 'Please enter your registration', 'empty'],
      ['A', 'Please enter a valid registration number to continue', 'under 2 characters'],
      ['AB12CD', MESSAGES.registrationNotFound, "an invalid format shows the 'cannot find' text"],
    ])
    table('J4.07 J5.01', summaryRegistration, [
      ['AB', null, '2 characters'],
      ['A', 'Please enter a valid registration number to continue', '1 character'],
      ['', 'Please enter a valid registration number to continue', 'none'],
      [' a ', 'Please enter a valid registration number to continue', '1 character once spaces are removed'],
    ])
    it('J4.07 isRegistrationTooShort counts the normalised registration', () => {
      expect(isRegistrationTooShort('A B')).to.equal(false)
      expect(isRegistrationTooShort(null)).to.equal(true)
    })
  })

  describe('confirm details', () => {
    it('J4.08 J5.03 J5.04 J5.05 valid details have no errors', () => {
      expect(confirmDetailsErrors({ email: 'a@example.com', confirm_email: 'a@example.com', mobile: '07700900123' })).to.deep.equal({})
    })
    it('J4.08 J5.03 J5.05 empty details are required', () => {
      expect(confirmDetailsErrors({})).to.deep.equal({
        email: 'Please enter your email address',
        confirm_email: 'Please confirm your email address',
        mobile: 'Please enter your mobile number',
      })
    })
    it('J4.08 J5.03 J5.04 J5.05 invalid details fail with the format and match messages', () => {
      expect(confirmDetailsErrors({ email: 'a@example', confirm_email: 'b@example.com', mobile: '0770' })).to.deep.equal({
        email: 'Please provide a valid email.',
        confirm_email: 'Email addresses do not match',
        mobile: 'Please provide a valid UK phone number.',
      })
    })
  })

  describe('summary tick boxes and auto-renewal', () => {
    const allTicked = Object.fromEntries(SUMMARY_TICK_BOXES.map((box) => [box, true]))

    it('J2.82 J5.11 there are four tick boxes', () => {
      expect(SUMMARY_TICK_BOXES).to.have.length(4)
    })
    it('J5.11 all four ticked has no errors', () => {
      expect(summaryTickBoxErrors(allTicked)).to.deep.equal({})
    })
    SUMMARY_TICK_BOXES.forEach((box) => {
      ;[false, null].forEach((value) => {
        it(`J5.11 ${box} ${String(value)} fails on that box only`, () => {
          const errors = summaryTickBoxErrors({ ...allTicked, [box]: value })
          expect(Object.keys(errors)).to.deep.equal([box])
          expect(errors[box]).to.match(/^Please confirm /)
        })
      })
    })
    it('J5.11 nothing ticked fails on every box', () => {
      expect(Object.keys(summaryTickBoxErrors({}))).to.deep.equal([...SUMMARY_TICK_BOXES])
    })

    table('J2.81 J5.11', autoRenew, [
      [true, null, 'Yes'],
      [false, null, 'No is an answer'],
      [null, 'Please confirm if you would like your policy to renew automatically', 'unanswered'],
    ])
  })

  describe('instalments', () => {
    table('J5.06', accountHolder, [
      [true, null, 'Yes'],
      [false, null, 'No'],
      [undefined, 'Please confirm if you are the account holder', 'unanswered'],
    ])
    table('J5.07', accountName, [
      ['John Smith', null, 'a name'],
      [' ', 'Please enter the name on the account', 'blank'],
    ])
    table('J5.08', accountNumber, [
      ['12345678', null, '8 digits'],
      ['', 'Please enter your account number', 'empty'],
      ['123456789', 'Please enter a valid bank account number of 8 numbers.', '9 digits'],
    ])
    table('J5.09', sortCode, [
      ['12-34-56', null, '##-##-##'],
      ['', 'Please enter your sort code', 'empty'],
      ['12-34', 'Please enter a valid sort code of 6 numbers.', '4 digits'],
    ])
  })
})
