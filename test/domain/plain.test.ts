import { expect } from 'chai'
import { isPlain, mergeOver } from '../../src/domain/plain'

describe('plain objects and the one merge of a partial body over a whole', () => {
  it('a plain object is neither null nor an array', () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isPlain)).to.deep.equal([true, true, true])
    expect([null, undefined, [], 'x', 1, true].map(isPlain)).to.deep.equal([false, false, false, false, false, false])
  })

  it('objects merge key by key; a scalar, null or array replaces whole; what is left out stays', () => {
    const base = { risk: { start_date: '2026-12-01', proposer: { name: 'Ann', phones: ['1'] }, claims: [{ id: 1 }] }, kept: true }
    const named = { risk: { proposer: { phones: [] }, claims: null, start_date: undefined } }
    expect(mergeOver(base, named)).to.deep.equal({
      risk: { start_date: '2026-12-01', proposer: { name: 'Ann', phones: [] }, claims: null },
      kept: true,
    })
    expect(base.risk.proposer.phones, 'the base is not changed').to.deep.equal(['1'])
    expect(mergeOver(base, undefined)).to.equal(base)
    expect(mergeOver({ a: 1 }, 'x')).to.equal('x')
  })

  it('never copies a __proto__ key from a body', () => {
    const named = JSON.parse('{"risk": {"__proto__": {"polluted": true}, "x": 1}}') as unknown
    const merged = mergeOver({ risk: {} }, named) as { risk: Record<string, unknown> }
    expect(merged.risk.x).to.equal(1)
    expect(Object.hasOwn(merged.risk, '__proto__')).to.equal(false)
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined)
    expect((merged.risk as { polluted?: unknown }).polluted).to.equal(undefined)
  })
})
