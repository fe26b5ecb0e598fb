import { expect } from 'chai'
import { isRight } from 'fp-ts/lib/Either'
import { AdditionalDriver, Proposal, Proposer, Vehicle } from '../../src/domain/codecs'
import { codedValues, listCode, listOf } from '../../src/domain/list-code'

/*
 * A coded field names its reference list once, on its codec: the form reads the list of a question's path, the
 * mock insurer walks a body beside its codec for every code to judge.
 */

describe('reference-list codes marked on the codecs', () => {
  describe('the list of a field, by its path', () => {
    it('is the list the codec names, through nullable, exact, array and sensitive wrappers', () => {
      expect(listOf(Proposal, 'risk.vehicle.owner')).to.equal('vehicle_owner')
      expect(listOf(Proposal, 'risk.vehicle.modifications.0.type')).to.equal('duq_vehicle_modification')
      expect(listOf(Proposal, 'risk.userfields.tpa_title')).to.equal('person_title_gender')
      expect(listOf(Proposal, 'direct_debit.third_party.title')).to.equal('person_title_gender')
      expect(listOf(Proposer, 'driver_details.licence.type')).to.equal('driving_license_type')
      expect(listOf(AdditionalDriver, 'relationship_to_proposer')).to.equal('relationship_to_proposer')
    })

    it('is none for a field that holds no code, a field the codec does not know, or an object', () => {
      expect(listOf(Proposal, 'risk.vehicle.value')).to.equal(undefined)
      expect(listOf(Proposal, 'risk.vehicle.abi_code')).to.equal(undefined)
      expect(listOf(Proposer, 'relationship_to_proposer')).to.equal(undefined)
      expect(listOf(Proposal, 'risk.vehicle.no_such_field')).to.equal(undefined)
      expect(listOf(Proposal, 'risk.vehicle')).to.equal(undefined)
    })
  })

  describe('the codes of a value', () => {
    it("are found at their paths in the insurer's style, with every list a value may come from", () => {
      const found = codedValues(Proposal, {
        risk: {
          vehicle: { owner: 'Proposer', modifications: [{ type: 'EXHAUST' }, { type: null }, { type: 'PAINT' }] },
          proposer: { name: { title: 'Mrs' } },
        },
      })
      expect(found).to.deep.equal([
        { path: 'risk.proposer.name.title', code: 'Mrs', lists: ['person_title_gender', 'person_title'] },
        { path: 'risk.vehicle.modifications[0].type', code: 'EXHAUST', lists: ['duq_vehicle_modification'] },
        { path: 'risk.vehicle.modifications[2].type', code: 'PAINT', lists: ['duq_vehicle_modification'] },
        { path: 'risk.vehicle.owner', code: 'Proposer', lists: ['vehicle_owner'] },
      ])
    })

    it("pass over an import answer that is no import type ('No', and '' while the type is to choose)", () => {
      expect(codedValues(Vehicle, { imported: 'No' })).to.deep.equal([])
      expect(codedValues(Vehicle, { imported: '' })).to.deep.equal([])
      expect(codedValues(Vehicle, { imported: 'GREY' }, 'risk.vehicle')).to.deep.equal([{ path: 'risk.vehicle.imported', code: 'GREY', lists: ['vehicle_imported'] }])
    })

    it('name a value its codec would refuse, and pass over what is no string', () => {
      expect(codedValues(Vehicle, { cover_type: 'ZZ', owner: 7, alarm: { a: 1 } })).to.deep.equal([{ path: 'cover_type', code: 'ZZ', lists: ['cover_type'] }])
      expect(codedValues(Vehicle, 'not an object')).to.deep.equal([])
      expect(codedValues(Vehicle, { modifications: 'not a list' })).to.deep.equal([])
    })
  })

  it('a marked codec decodes as the codec it marks', () => {
    const code = listCode('vehicle_owner')
    expect(isRight(code.decode('Proposer'))).to.equal(true)
    expect(isRight(code.decode('x'.repeat(65)))).to.equal(false)
    expect(isRight(code.decode(3))).to.equal(false)
  })
})
