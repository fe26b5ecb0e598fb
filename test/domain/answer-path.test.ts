import { expect } from 'chai'
import * as t from 'io-ts'
import { Proposer } from '../../src/domain/codecs'
import { answerCodecAt as codecAt, findCodecAt, readAt, writerAt, type PathOf } from '../../src/domain/answer-path'
import { isSensitive } from '../../src/domain/sensitive'
import { summaryReady } from '../reducers/samples'
import { personFieldOf, personPath } from '../../src/domain/person-path'

/** The sample quote's proposer, its title 'Mr'. */
const proposer = (): Proposer => ({ ...summaryReady().risk.proposer, name: { title: 'Mr', forenames: 'A', surname: 'Rider' } })

describe('answer paths', () => {
  it("find the codec the entity declares at a path, through exact, partial, intersection and nullable objects", () => {
    expect(codecAt(Proposer, 'has_insurance_refused').decode(null)._tag).to.equal('Right')
    expect(codecAt(Proposer, 'has_insurance_refused').decode('yes')._tag).to.equal('Left')
    expect(codecAt(Proposer, 'driver_details.licence.date').decode('2020-02-30')._tag).to.equal('Left')
    expect(codecAt(Proposer, 'driver_details.licence.date').decode('2020-02-28')._tag).to.equal('Right')
    expect(codecAt(Proposer, 'part_time_occupation.role').decode('B02')._tag).to.equal('Right')
    expect(codecAt(Proposer, 'name.forenames')).to.equal((Proposer.type.types[0].props.name.type.props as Record<string, t.Mixed>).forenames)
  })

  it('take null for an answer whose field the entity does not let be null (an answer can be cleared)', () => {
    expect(codecAt(Proposer, 'address').decode(null)._tag).to.equal('Right')
    expect(codecAt(Proposer, 'address').decode({ line_1: '1 High Street' })._tag).to.equal('Right')
    expect(codecAt(Proposer, 'address').decode('1 High Street')._tag).to.equal('Left')
  })

  it('keep the personal-data marking of the field', () => {
    const email = codecAt(Proposer, 'email_address') as t.UnionType<t.Mixed[]>
    expect(email.types.some((c) => isSensitive(c))).to.equal(true)
  })

  it("enter an array's items by index, or passing over it", () => {
    expect(findCodecAt(Proposer, 'driver_details.claims.0.date')?.decode('2024-05-01')._tag).to.equal('Right')
    expect(findCodecAt(Proposer, 'driver_details.claims.date')?.decode('2024-02-30')._tag).to.equal('Left')
    expect(findCodecAt(Proposer, 'driver_details.claims.0.nothing')).to.equal(undefined)
  })

  it('name a path the entity lacks', () => {
    expect(() => codecAt(Proposer, 'driver_details.nothing' as never)).to.throw('Proposer has no path driver_details.nothing')
    expect(() => codecAt(Proposer, 'has_insurance_refused.x' as never)).to.throw('Proposer has no path has_insurance_refused.x')
  })

  it('read the value at a path, undefined past a missing object', () => {
    const p: Proposer = { ...proposer(), has_insurance_refused: true, part_time_occupation: null }
    expect(readAt(p, 'has_insurance_refused')).to.equal(true)
    expect(readAt(p, 'name.title')).to.equal('Mr')
    expect(readAt(p, 'part_time_occupation.role')).to.equal(undefined)
    expect(readAt(null, 'name')).to.equal(undefined)
  })

  it('write the value at a path, starting a missing or null object on the way and leaving its other keys', () => {
    const p: Proposer = { ...proposer(), part_time_occupation: null }
    writerAt('part_time_occupation.role')(p, 'B02')
    expect(p.part_time_occupation).to.deep.equal({ role: 'B02' })
    writerAt('part_time_occupation.status')(p, 'Employed')
    expect(p.part_time_occupation).to.deep.equal({ role: 'B02', status: 'Employed' })
    writerAt('driver_details.licence.date')(p, null)
    expect(p.driver_details.licence.date).to.equal(null)
  })

  it('type a path: a path the entity lacks does not compile', () => {
    const paths: PathOf<Proposer>[] = ['name.title', 'driver_details.licence.date', 'phone_numbers.mobile']
    // @ts-expect-error not a path of Proposer
    const wrong: PathOf<Proposer> = 'driver_details.licence.nothing'
    expect(paths.concat(wrong)).to.have.length(4)
  })
})

describe("a person's answer names", () => {
  it("the driver's details without driver_details., everything else by its path in the person, both ways", () => {
    expect(personPath('licence.date')).to.equal('driver_details.licence.date')
    expect(personPath('has_access_to_other_vehicles')).to.equal('driver_details.has_access_to_other_vehicles')
    expect(personPath('name.title')).to.equal('name.title')
    expect(personFieldOf('driver_details.licence.date')).to.equal('licence.date')
    expect(personFieldOf('resident.since')).to.equal('resident.since')
    expect(personFieldOf('driver_details.name.title')).to.equal('driver_details.name.title')
  })
})
