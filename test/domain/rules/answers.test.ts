import { expect } from 'chai'
import { NO_LICENCE, NON_WORKING_STATUSES } from '../../../src/domain/constants'
import {
  KEEPER_OWNER,
  keepsLicenceDate,
  keepsLicenceNumber,
  keepsMedicalCondition,
  keepsMotoringOrganisation,
  keepsOtherVehicleCount,
  keepsPartTimeOccupation,
  keepsPurchaseDate,
  keepsResidencyDate,
  keepsSecurityDetail,
  keepsThirdPartyDetails,
  ownerIsKeeper,
} from '../../../src/domain/rules'

type YesNo = boolean | null | undefined

/** The rules whose follow-up is kept unless the question is answered No (000 §4: 'No clears …'). */
const CLEARED_BY_NO: [string, (answer: YesNo) => boolean][] = [
  ['purchase date (Purchased No clears it)', keepsPurchaseDate],
  ['security detail (security markings, immobiliser, tracker No clears it)', keepsSecurityDetail],
  ['motoring organisation (No clears the selection)', keepsMotoringOrganisation],
  ["third party's fields (third-party authority No clears them all)", keepsThirdPartyDetails],
]

/** The rules whose follow-up is kept only once the question is answered Yes. */
const KEPT_AFTER_YES: [string, (answer: YesNo) => boolean][] = [
  ['licence number', keepsLicenceNumber],
  ['number of other vehicles', keepsOtherVehicleCount],
  ['medical condition', keepsMedicalCondition],
  ['owner taken from the keeper (keeper Yes sets the owner to the proposer)', ownerIsKeeper],
]

describe('what an answer keeps', () => {
  for (const [what, keeps] of CLEARED_BY_NO) {
    describe(`the ${what}`, () => {
      const table: [YesNo, boolean][] = [
        [false, false],
        [true, true],
        [null, true],
        [undefined, true],
      ]
      for (const [answer, kept] of table) {
        it(`is ${kept ? 'kept' : 'cleared'} when the question is answered ${String(answer)}`, () => {
          expect(keeps(answer)).to.equal(kept)
        })
      }
    })
  }

  for (const [what, holds] of KEPT_AFTER_YES) {
    describe(`the ${what}`, () => {
      const table: [YesNo, boolean][] = [
        [true, true],
        [false, false],
        [null, false],
        [undefined, false],
      ]
      for (const [answer, held] of table) {
        it(`${held ? 'holds' : 'does not hold'} when the question is answered ${String(answer)}`, () => {
          expect(holds(answer)).to.equal(held)
        })
      }
    })
  }

  it("the keeper's owner is the proposer", () => {
    expect(KEEPER_OWNER).to.equal('Proposer')
  })

  describe('the residency date (asked only when not UK-born)', () => {
    const table: [YesNo, boolean][] = [
      [true, false],
      [false, true],
      [null, true],
      [undefined, true],
    ]
    for (const [isUkBorn, kept] of table) {
      it(`is ${kept ? 'kept' : 'dropped'} when UK-born is ${String(isUkBorn)}`, () => {
        expect(keepsResidencyDate(isUkBorn)).to.equal(kept)
      })
    }
  })

  describe("the licence date ('<No Licence>' clears it)", () => {
    const table: [string | null | undefined, boolean][] = [
      [NO_LICENCE, false],
      ['F', true],
      ['P', true],
      ['', true],
      [null, true],
      [undefined, true],
    ]
    for (const [type, kept] of table) {
      it(`is ${kept ? 'kept' : 'cleared'} for licence type ${JSON.stringify(type)}`, () => {
        expect(keepsLicenceDate(type)).to.equal(kept)
      })
    }
  })

  describe('a part-time occupation (kept unless the second job is No or the status is a non-working one)', () => {
    const table: [YesNo, string | null | undefined, boolean][] = [
      [true, 'Employed', true],
      [null, 'Employed', true],
      [undefined, 'SelfEmp', true],
      [true, 'FullTmEdu', true],
      [true, null, true],
      [true, undefined, true],
      [false, 'Employed', false],
      [false, null, false],
      ...NON_WORKING_STATUSES.map((status): [YesNo, string, boolean] => [true, status, false]),
      [null, 'Retired', false],
    ]
    for (const [hasSecondJob, status, kept] of table) {
      it(`is ${kept ? 'kept' : 'dropped'} with a second job ${String(hasSecondJob)} and status ${String(status)}`, () => {
        expect(keepsPartTimeOccupation(hasSecondJob, status)).to.equal(kept)
      })
    }
  })
})
