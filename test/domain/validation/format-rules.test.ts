import { expect } from 'chai'
import {
  accountNumberFormat,
  addressSelected,
  confirmEmail,
  emailAddress,
  emailFormat,
  findYourBike,
  firstName,
  homePostcode,
  isAddressPicked,
  keptPostcode,
  mobilePhone,
  nameFormat,
  phoneFormat,
  phoneMaskFormat,
  postcodeFormat,
  quoteReferenceFormat,
  sortCodeFormat,
  surname,
} from '../../../src/domain/validation/format-rules'
import { table } from './rule-table'

const EMAIL = 'Please provide a valid email.'
const NAME = 'Please provide a valid name.'
const POSTCODE = 'This field must be a valid UK postcode.'
const PHONE = 'Please provide a valid UK phone number.'
const PICK = 'Please search for your address and select it from the list.'

describe('format rules', () => {
  describe('registration', () => {
    table('', () => findYourBike, [
      ['AB12CDE', null, 'a vehicle was chosen'],
      [null, 'Please enter your registration and select a vehicle', 'no vehicle chosen'],
    ])
  })

  describe('email', () => {
    table('F5.04 F5.05', () => emailFormat, [
      ['rider@example.co.uk', null, 'valid'],
      [' rider@example.co.uk ', null, 'outer spaces are trimmed'],
      ['', null, 'empty is left to required'],
      ['rider@example', EMAIL, 'no dot in the domain'],
      ['rider.example.com', EMAIL, 'no @'],
    ])
    table('F5.04 F5.05 J5.03', () => emailAddress, [
      ['rider@example.com', null, 'valid'],
      ['', 'Please enter your email address', 'empty'],
      ['rider@', EMAIL, 'invalid'],
    ])
  })

  describe('confirm email', () => {
    table('F5.37 J5.04', () => confirmEmail('rider@example.com'), [
      ['rider@example.com', null, 'matching'],
      [' rider@example.com ', null, 'the same address with outer spaces'],
      ['', 'Please confirm your email address', 'empty'],
      ['other@example.com', 'Email addresses do not match', 'not matching'],
      ['Rider@example.com', 'Email addresses do not match', 'a different case is a different text'],
    ])
  })

  describe('names', () => {
    /*
     * F5.07's second sentence and F5.08 (a full name: words of letters, hyphen or apostrophe, at least 2
     * characters; 'Please provide a valid full name.') have no question to judge: no screen of 000 or 001 asks
     * a full name in one box. The names asked are first name and surname, each judged as a name (below, and
     * through the form in test/form/step-validation.test.ts), and the direct debit's account name is required
     * only (001 §5). So the product declares no full-name rule or message: a question that asks a full name
     * would add both beside nameFormat.
     */
    table('F5.06 F5.07', () => nameFormat, [
      ['Anne-Marie', null, 'hyphen'],
      ["O'Brien", null, 'apostrophe'],
      ['', null, 'empty is left to required'],
      ['9Lives', NAME, 'starts with a digit'],
      ['Anne@', NAME, 'a symbol'],
    ])
    table('F5.06 F5.07', () => firstName('proposer'), [
      ['Anne', null, 'valid'],
      ['', 'Please enter your first name', 'empty'],
      ['_Anne', NAME, 'invalid'],
    ])
    table('F5.06 F5.07', () => surname('additional_driver'), [
      ['Smith', null, 'valid'],
      ['', 'Please enter their surname', "empty, in the rider's wording"],
      ['Sm!th', NAME, 'invalid'],
    ])
  })

  describe('postcodes and addresses', () => {
    table('F5.09', () => postcodeFormat, [
      ['SW1A 1AA', null, 'valid'],
      ['gir 0aa', null, 'GIR 0AA'],
      ['', null, 'empty is left to required'],
      ['Q1 1AA', POSTCODE, 'Q cannot start a postcode'],
      ['AA1 1CI', POSTCODE, 'C and I cannot end a postcode'],
    ])
    table('F5.09', () => homePostcode({ editForm: false }), [
      ['M1 1AA', null, 'valid'],
      ['', 'Please enter your postcode', 'required on the create form'],
      ['M1', POSTCODE, 'invalid'],
    ])
    table('F5.09', () => homePostcode({ editForm: true }), [
      ['', null, 'the edit form relaxes the postcode: not required (000 §6)'],
      ['M1', POSTCODE, 'the edit form still checks a typed postcode'],
    ])
    table('F5.10', () => keptPostcode, [
      ['EC1A 1BB', null, 'format only: no address to pick'],
      ['', 'Please enter the postcode where your bike is kept overnight', 'empty'],
      ['EC1A', POSTCODE, 'invalid'],
    ])

    const picked = { line_1: '1 High Street', postcode: 'M1 1AA' }
    ;(
      [
        [false, picked, null, 'an address picked from the list passes'],
        [false, { line_1: null, postcode: 'M1 1AA' }, null, 'a picked address with only a postcode passes'],
        [false, null, PICK, 'no address picked fails'],
        [false, undefined, PICK, 'an unanswered address fails'],
        [false, { line_1: ' ', postcode: '' }, PICK, 'a blank address fails'],
        [true, null, null, 'the edit form skips the pick'],
      ] as const
    ).forEach(([editForm, address, expected, why]) => {
      it(`F5.09 ${why}`, () => {
        expect(addressSelected({ editForm })(address)).to.equal(expected)
      })
    })

    it('isAddressPicked needs a first line or a postcode', () => {
      expect(isAddressPicked(picked)).to.equal(true)
      expect(isAddressPicked({})).to.equal(false)
    })
  })

  describe('phones', () => {
    table('F5.11 F5.12', () => phoneFormat, [
      ['07700900123', null, 'leading 0'],
      ['+447700900123', null, '+44'],
      ['01632960123#123', null, 'extension of 3 digits'],
      ['', null, 'empty is left to required'],
      ['0770090', PHONE, 'too short'],
      ['0770O900123', PHONE, 'a letter'],
      ['01632960123#12', PHONE, 'extension of 2 digits'],
      ['01632960123#12345', PHONE, 'extension of 5 digits'],
    ])
    table('F5.12 F5.34', () => phoneMaskFormat, [
      ['+447700900123', null, '13 digits and plus'],
      ['', null, 'empty'],
      ['+4477009001234', PHONE, '14 characters'],
      ['07700 900123', PHONE, 'a space'],
      ['07700900123#123', PHONE, 'a hash'],
    ])
    table('F5.13 J5.05', () => mobilePhone, [
      ['07700900123', null, 'valid'],
      ['', 'Please enter your mobile number', 'required'],
      ['12345', PHONE, 'invalid'],
    ])
    table('F5.13', () => phoneFormat, [
      ['', null, 'optional'],
      [null, null, 'optional, unanswered'],
      ['02079460958', null, 'valid when given'],
      ['0207', PHONE, 'must match when given'],
    ])
  })

  describe('references and bank details', () => {
    table('F5.35 F5.36 J5.13', () => quoteReferenceFormat, [
      ['12345-67890-12345', null, 'three groups of five digits'],
      ['', null, 'empty is left to required'],
      ['12345-67890', 'Quote reference is invalid', 'two groups'],
      ['1234-567890-12345', 'Quote reference is invalid', 'uneven groups'],
    ])
    table('J5.08', () => accountNumberFormat, [
      ['12345678', null, '8 digits'],
      ['', null, 'empty is left to required'],
      ['1234567', 'Please enter a valid bank account number of 8 numbers.', '7 digits'],
      ['1234567X', 'Please enter a valid bank account number of 8 numbers.', 'a letter'],
    ])
    table('J5.09', () => sortCodeFormat, [
      ['12-34-56', null, '##-##-##'],
      ['123456', null, 'six plain digits (read as the same six numbers)'],
      ['', null, 'empty is left to required'],
      ['12-34-5', 'Please enter a valid sort code of 6 numbers.', 'five digits'],
      ['12/34/56', 'Please enter a valid sort code of 6 numbers.', 'slashes'],
    ])
  })
})
