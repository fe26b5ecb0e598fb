import { expect } from 'chai'
import { NO_LICENCE, NON_WORKING_STATUSES } from '../../../src/domain/constants'
import {
  KEEPER_OWNER,
  keepsLicenceDate,
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

const ANSWERS: readonly YesNo[] = [false, true, null, undefined]

/** Each rule on one yes/no answer, with what it says for No, Yes, null and undefined (unanswered). */
const ON_ONE_ANSWER: [string, (answer: YesNo) => boolean, readonly boolean[]][] = [
  ['keeps the purchase date (Purchased No clears it)', keepsPurchaseDate, [false, true, true, true]],
  ['keeps the security detail (security markings, immobiliser, tracker No clears it)', keepsSecurityDetail, [false, true, true, true]],
  ['keeps the motoring organisation (No clears the selection)', keepsMotoringOrganisation, [false, true, true, true]],
  ["keeps the third party's fields (third-party authority No clears them all)", keepsThirdPartyDetails, [false, true, true, true]],
  ['keeps the number of other vehicles only after Yes', keepsOtherVehicleCount, [false, true, false, false]],
  ['keeps the medical condition only after Yes', keepsMedicalCondition, [false, true, false, false]],
  ['takes the owner from the keeper only after keeper Yes', ownerIsKeeper, [false, true, false, false]],
  ['keeps the residency date unless UK-born is Yes', keepsResidencyDate, [true, false, true, true]],
]

describe('what an answer keeps', () => {
  for (const [what, rule, says] of ON_ONE_ANSWER) {
    describe(`the rule that ${what}`, () => {
      ANSWERS.forEach((answer, i) => {
        it(`says ${String(says[i])} when the question is answered ${String(answer)}`, () => {
          expect(rule(answer)).to.equal(says[i])
        })
      })
    })
  }

  it("the keeper's owner is the proposer", () => {
    expect(KEEPER_OWNER).to.equal('Proposer')
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
