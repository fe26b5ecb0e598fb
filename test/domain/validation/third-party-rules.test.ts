import { expect } from 'chai'
import {
  holderDateOfBirth,
  thirdPartyAuthorityErrors,
  thirdPartyHolderErrors,
  tpaDateOfBirth,
  type TpaAnswers,
} from '../../../src/domain/validation/third-party-rules'
import { table } from './rule-table'

const TODAY = '2026-11-22'

const validTpa: TpaAnswers = {
  has_third_party_authority: true,
  tpa_title: 'Mrs',
  tpa_forename: 'Anne-Marie',
  tpa_surname: "O'Brien",
  tpa_date_of_birth: '22/11/2009',
  tpa_email: 'anne@example.com',
  tpa_phone: '07700900123',
}

describe('third-party rules', () => {
  describe('third-party authority', () => {
    it('F5.33 J2.61 the yes/no is required', () => {
      expect(thirdPartyAuthorityErrors({}, { today: TODAY })).to.deep.equal({
        has_third_party_authority: 'Please confirm if you would like to give a third party authority on your policy',
      })
    })

    it('J2.62 No asks nothing else, whatever is left in the tpa fields', () => {
      expect(thirdPartyAuthorityErrors({ has_third_party_authority: false, tpa_email: 'nonsense' }, { today: TODAY })).to.deep.equal({})
    })

    it('F5.34 J2.63 Yes with every field valid has no errors', () => {
      expect(thirdPartyAuthorityErrors(validTpa, { today: TODAY })).to.deep.equal({})
    })

    it('F5.34 J2.63 Yes with nothing answered asks for title, names, email and phone', () => {
      expect(thirdPartyAuthorityErrors({ has_third_party_authority: true }, { today: TODAY })).to.deep.equal({
        tpa_title: 'Please select the title of the third party',
        tpa_forename: 'Please enter the first name of the third party',
        tpa_surname: 'Please enter the surname of the third party',
        tpa_email: 'Please enter the email address of the third party',
        tpa_phone: 'Please enter the phone number of the third party',
      })
    })
    ;(
      [
        ['tpa_forename', '1Anne', 'Please provide a valid name.'],
        ['tpa_surname', 'Smith!', 'Please provide a valid name.'],
        ['tpa_date_of_birth', '31/02/2000', 'Please enter a valid date'],
        ['tpa_date_of_birth', '23/11/2026', 'Please enter a date up to today'],
        ['tpa_date_of_birth', '23/11/2009', 'You need to be 17 years or over to take out insurance with us'],
        ['tpa_email', 'anne@example', 'Please provide a valid email.'],
        ['tpa_phone', '07700 900123', 'Please provide a valid UK phone number.'],
        ['tpa_phone', '+4477009001234', 'Please provide a valid UK phone number.'],
        ['tpa_phone', '0770090', 'Please provide a valid UK phone number.'],
      ] as const
    ).forEach(([field, value, message]) => {
      it(`F5.34 J2.63 J5.15 Yes with ${field} ${JSON.stringify(value)} fails with ${JSON.stringify(message)}`, () => {
        expect(thirdPartyAuthorityErrors({ ...validTpa, [field]: value }, { today: TODAY })).to.deep.equal({ [field]: message })
      })
    })

    it('F5.34 J2.63 the date of birth is not required (the spec lists it without required)', () => {
      expect(thirdPartyAuthorityErrors({ ...validTpa, tpa_date_of_birth: '' }, { today: TODAY })).to.deep.equal({})
    })

    it('F5.34 J2.63 reads the minimum age as 17 (001 and both pickers), not the 16 of 000 §5', () => {
      expect(tpaDateOfBirth(TODAY)('22/11/2009')).to.equal(null)
      expect(tpaDateOfBirth(TODAY)('22/11/2010')).to.equal('You need to be 17 years or over to take out insurance with us')
    })

    it('F5.34 J2.63 the phone takes digits and plus up to 13 characters, so not the extension other phones may have', () => {
      expect(thirdPartyAuthorityErrors({ ...validTpa, tpa_phone: '+447700900123' }, { today: TODAY })).to.deep.equal({})
      expect(thirdPartyAuthorityErrors({ ...validTpa, tpa_phone: '01632960123#123' }, { today: TODAY })).to.deep.equal({
        tpa_phone: 'Please provide a valid UK phone number.',
      })
    })
  })

  describe('third-party account holder', () => {
    const address = { line_1: '1 High Street', postcode: 'M1 1AA' }
    const valid = { title: 'Mr', forename: 'John', surname: 'Smith', date_of_birth: '22/11/2008', address }

    it('J5.10 a complete holder aged 18 today has no errors', () => {
      expect(thirdPartyHolderErrors(valid, { today: TODAY })).to.deep.equal({})
    })

    it('J5.10 title, forename, surname, date of birth and address are required', () => {
      expect(thirdPartyHolderErrors({}, { today: TODAY })).to.deep.equal({
        title: 'Please select the title of the account holder',
        forename: 'Please enter the first name of the account holder',
        surname: 'Please enter the surname of the account holder',
        date_of_birth: 'Please enter the date of birth of the account holder',
        address: 'Please search for the address of the account holder and select it from the list.',
      })
    })

    table('J5.10', () => holderDateOfBirth(TODAY), [
      ['22/11/2008', null, '18 today'],
      ['01/01/1970', null, 'an adult'],
      ['2008-11-22', 'Please enter a valid date', 'not DD/MM/YYYY'],
      ['23/11/2026', 'Please enter a date up to today', 'in the future'],
      ['23/11/2008', 'You need to be 18 years or over to take out insurance with us', '18 tomorrow'],
    ])

    it('J5.10 a holder with a blank address fails only on the address', () => {
      expect(thirdPartyHolderErrors({ ...valid, address: { line_1: '', postcode: null } }, { today: TODAY })).to.deep.equal({
        address: 'Please search for the address of the account holder and select it from the list.',
      })
    })
  })

  it('refuses a today that is not YYYY-MM-DD', () => {
    expect(() => thirdPartyAuthorityErrors(validTpa, { today: '22/11/2026' })).to.throw(RangeError)
    expect(() => thirdPartyHolderErrors({}, { today: '' })).to.throw(RangeError)
  })
})
