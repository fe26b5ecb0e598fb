import { expect } from 'chai'
import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import { decodeAnswer, reportErrors } from '../../src/domain/decode-report'

/** How many failing paths a report lists before it counts the rest. */
const MAX_REPORTED_PATHS = 20
import { Proposal } from '../../src/domain/codecs'
import { nullable } from '../../src/domain/primitives'
import { sensitive } from '../../src/domain/sensitive'
import { badProposalJson, proposalJson } from '../api/fixtures'

const report = (codec: t.Decoder<unknown, unknown>, value: unknown): string[] => {
  const result = codec.decode(value)
  if (!isLeft(result)) throw new Error('expected the value to fail')
  return reportErrors(result.left)
}

describe('reportErrors', () => {
  it('renders a nested path with dots and merges the alternatives of a nullable field', () => {
    expect(report(Proposal, badProposalJson)).to.deep.equal(['quote.premium: expected Money | null but got "abc"'])
  })

  it('renders array indices in brackets, and the root as (answer)', () => {
    const Lists = t.array(t.type({ options: t.array(t.type({ value: t.string })) }))
    expect(report(Lists, [{ options: [{ value: 'a' }, { value: 2 }] }])).to.deep.equal([
      '[0].options[1].value: expected string but got 2',
    ])
    expect(report(Lists, 'x')).to.deep.equal(['(answer): expected Array<{ options: Array<{ value: string }> }> but got "x"'])
  })

  it('reports a missing required field as got undefined', () => {
    const { risk: _risk, ...noRisk } = proposalJson
    expect(report(Proposal, noRisk)).to.deep.equal(['risk: expected Risk but got undefined'])
  })

  it('drops a union alternative that failed higher up when another got deeper', () => {
    const Wrapped = t.type({ a: nullable(t.type({ b: t.number })) })
    expect(report(Wrapped, { a: { b: 'x' } })).to.deep.equal(['a.b: expected number but got "x"'])
  })

  it('never shows the value of a personal-data field', () => {
    const lines = report(Proposal, {
      ...proposalJson,
      risk: { ...proposalJson.risk, proposer: { ...proposalJson.risk.proposer, email_address: 'sam at example' } },
    })
    expect(lines).to.deep.equal(['risk.proposer.email_address: expected EmailAddress | null but got a redacted string'])
    expect(lines.join()).not.to.include('sam at example')
  })

  it('never shows the content of objects and arrays', () => {
    const Codec = t.type({ a: t.string, b: t.string })
    expect(report(Codec, { a: { secret: 'x' }, b: ['secret'] })).to.deep.equal([
      'a: expected string but got an object',
      'b: expected string but got an array',
    ])
  })

  it('shortens long values', () => {
    const [line] = report(t.number, 'x'.repeat(100))
    expect(line).to.equal(`(answer): expected number but got "${'x'.repeat(39)}…`)
  })

  it(`reports at most ${MAX_REPORTED_PATHS} paths and counts the rest`, () => {
    const lines = report(t.array(t.string), Array.from({ length: 25 }, (_, i) => i))
    expect(lines).to.have.length(MAX_REPORTED_PATHS + 1)
    expect(lines[MAX_REPORTED_PATHS]).to.equal('…and 5 more')
  })

  it('redacts through a sensitive codec nested in a nullable one', () => {
    const Codec = t.type({ name: nullable(sensitive(t.string, 'name', 'Redacted')) })
    expect(report(Codec, { name: 42 })).to.deep.equal(['name: expected string | null but got a redacted number'])
  })
})

describe('decodeAnswer', () => {
  it('gives the decoded value on success', () => {
    expect(decodeAnswer(t.type({ a: t.number }), 'status', '/json/status')({ a: 1 })).to.deep.equal({
      _tag: 'Right',
      right: { a: 1 },
    })
  })

  it('gives a decode ApiError naming the call and URL on failure', () => {
    expect(decodeAnswer(t.type({ a: t.number }), 'status', '/json/status')({ a: '1' })).to.deep.equal({
      _tag: 'Left',
      left: { kind: 'decode', call: 'status', paths: ['a: expected number but got "1"'], url: '/json/status' },
    })
  })
})
