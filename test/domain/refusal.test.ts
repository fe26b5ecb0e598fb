import { expect } from 'chai'
import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import { firstRequestFailure, invalidRequest, requestFailures } from '../../src/domain/refusal'

const errorsOf = (codec: t.Decoder<unknown, unknown>, value: unknown): t.Errors => {
  const result = codec.decode(value)
  if (!isLeft(result)) throw new Error('expected the value to fail')
  return result.left
}

const Body = t.type({ risk: t.type({ vehicle: t.type({ cover_type: t.string, value: t.number }) }) })

describe('a refused request body names its failing paths', () => {
  it('names each failing path apart from what was expected there', () => {
    expect(requestFailures(errorsOf(Body, { risk: { vehicle: { cover_type: 3, value: 'x' } } }))).to.deep.equal([
      { path: 'risk.vehicle.cover_type', message: 'expected string but got 3' },
      { path: 'risk.vehicle.value', message: 'expected number but got "x"' },
    ])
  })

  it('names the body itself (body), whether it fails whole or is the first failure', () => {
    expect(requestFailures(errorsOf(Body, []))).to.deep.equal([{ path: '(body)', message: 'expected { risk: { vehicle: { cover_type: string, value: number } } } but got an array' }])
    expect(firstRequestFailure(errorsOf(Body, 'x'))).to.deep.equal({ path: '(body)', message: 'expected { risk: { vehicle: { cover_type: string, value: number } } } but got "x"' })
    expect(firstRequestFailure(errorsOf(Body, { risk: { vehicle: { cover_type: 'C', value: null } } }))).to.deep.equal({ path: 'risk.vehicle.value', message: 'expected number but got null' })
  })

  it('counts the paths past the twentieth at (body)', () => {
    const failures = requestFailures(errorsOf(t.array(t.string), Array.from({ length: 23 }, (_, i) => i)))
    expect(failures).to.have.length(21)
    expect(failures[20]).to.deep.equal({ path: '(body)', message: '…and 3 more' })
  })

  it("answers { code: 'invalid_request', message, errors }, the message 'The request body is not valid.' unless the call says more", () => {
    const errors = [{ path: 'risk', message: 'expected an object' }]
    expect(invalidRequest(errors)).to.deep.equal({ code: 'invalid_request', message: 'The request body is not valid.', errors })
    expect(invalidRequest(errors, 'Choose one breakdown cover at most.').message).to.equal('Choose one breakdown cover at most.')
  })
})
