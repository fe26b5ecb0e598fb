import { expect } from 'chai'
import * as t from 'io-ts'
import { answered, answeredPaths, type AnsweredPaths } from '../../src/domain/answered'
import { AdditionalDriver, Proposal } from '../../src/domain/codecs'
import { DETAIL_PATHS, isPersonField } from '../../src/domain/events'
import { listCode, listOf } from '../../src/domain/list-code'
import { entity, entityWith, nullable } from '../../src/domain/primitives'
import { redactWith } from '../../src/domain/redact'
import { sensitive } from '../../src/domain/sensitive'

const Inner = entity({ kept: answered(nullable(t.boolean)), ruled: nullable(t.boolean) }, 'Inner')
const Outer = entityWith(
  { inner: Inner, items: t.array(entity({ deep: answered(nullable(t.string)) }, 'Item')) },
  { name: answered(nullable(sensitive(t.string, 'name', 'Redacted'))), maybe: nullable(entity({ x: answered(nullable(t.number)) }, 'Maybe')) },
  'Outer',
)

describe('domain: a field answered as it is (answered)', () => {
  describe('when a codec is marked', () => {
    it('decodes, refuses and encodes exactly as the codec it copies, and is still of its class', () => {
      const plain = nullable(t.boolean)
      const marked = answered(plain)
      expect(marked).to.be.instanceOf(t.UnionType)
      expect(marked._tag).to.equal('UnionType')
      expect(answeredPaths(entity({ a: marked, b: plain }, 'AB'))).to.deep.equal(['a'])
      for (const v of [true, false, null, 'yes', 1, undefined]) expect(marked.is(v), String(v)).to.equal(plain.is(v))
      expect(marked.decode('yes')._tag).to.equal('Left')
      expect(marked.decode(true)).to.deep.equal(plain.decode(true))
    })

    it('keeps the reference list and the personal-data marking it wraps', () => {
      const C = entity({ owner: answered(nullable(listCode('vehicle_owner'))), who: answered(nullable(sensitive(t.string, 'name', 'Redacted'))) }, 'C')
      expect(listOf(C, 'owner')).to.equal('vehicle_owner')
      expect(redactWith(C, { owner: 'P', who: 'Siân' })).to.deep.equal({ owner: 'P', who: 'Redacted' })
    })
  })

  describe('when the marked fields of an entity are found', () => {
    it('walks objects, partials, intersections and | null, never an array’s items, in declaration order', () => {
      expect(answeredPaths(Outer)).to.deep.equal(['inner.kept', 'name', 'maybe.x'])
      // The compile-time twin names the same paths.
      const typed: readonly AnsweredPaths<typeof Outer>[] = ['inner.kept', 'name', 'maybe.x']
      expect(typed).to.have.length(3)
    })

    it('makes a person’s marked fields person answers and the proposal’s others detail answers, each once', () => {
      const person = answeredPaths(AdditionalDriver)
      expect(person).to.include.members(['has_insurance_refused', 'driver_details.licence.date', 'relationship_to_proposer', 'part_time_occupation.status'])
      // A field a named event sets with its consequences is not a plain answer.
      expect(person).not.to.include.members(['full_time_occupation.status', 'driver_details.licence.type', 'is_smoker'])
      expect(isPersonField('licence.date')).to.equal(true)
      expect(isPersonField('full_time_occupation.status')).to.equal(false)
      const details = Object.values(DETAIL_PATHS) as string[]
      expect(details).to.include.members(['risk.proposer.email_address', 'risk.vehicle.value', 'direct_debit.third_party.address'])
      expect(details.filter((p) => p.startsWith('risk.proposer.') && person.includes(p.slice('risk.proposer.'.length)))).to.deep.equal([])
      expect(details).not.to.include.members(['risk.vehicle.cover_type', 'risk.voluntary_excess', 'quote.premium'])
      expect(answeredPaths(Proposal).filter((p) => p.startsWith('risk.additional_drivers'))).to.deep.equal([])
    })
  })
})
