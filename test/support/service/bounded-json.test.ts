import { expect } from 'chai'
import { parseBoundedJson } from '../../../src/support/service/bounded-json'

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s)

/** Is the body refused for nesting deeper than `limit`? */
const nestingExceeds = (body: Uint8Array, limit: number): boolean => {
  const r = parseBoundedJson(body, limit)
  return !r.ok && r.error.kind === 'too-deep'
}

describe('support service: JSON bounded in depth before it is parsed', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
    expect(nestingExceeds(bytes(nested(32)), 32)).to.equal(false)
    expect(nestingExceeds(bytes(nested(33)), 32)).to.equal(true)
    expect(nestingExceeds(bytes(`{"a":${nested(31)}}`), 32)).to.equal(false)
    expect(nestingExceeds(bytes(`{"a":${nested(32)}}`), 32)).to.equal(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestingExceeds(bytes(JSON.stringify({ s: '[[[[[[[[[[{{{{{{{{{{' })), 3)).to.equal(false)
    expect(nestingExceeds(bytes(JSON.stringify({ s: 'say "[[[[" and \\ then [[[[' })), 3)).to.equal(false)
    expect(nestingExceeds(bytes(`{"s":"\\"","t":[[[[]]]]}`), 3)).to.equal(true)
  })

  it('counts depth in constant stack: 10,000,000 brackets are refused at once', () => {
    expect(nestingExceeds(new Uint8Array(10_000_000).fill(0x5b), 32)).to.equal(true)
  })

  it('parses what is within bounds, and says why it refuses the rest', () => {
    expect(parseBoundedJson(bytes('{"a":[1,{"b":"£"}]}'), 4)).to.deep.equal({ ok: true, value: { a: [1, { b: '£' }] } })
    expect(parseBoundedJson(bytes('[[[[[]]]]]'), 4)).to.deep.equal({ ok: false, error: { kind: 'too-deep', limit: 4 } })
    expect(parseBoundedJson(new Uint8Array([0x22, 0xff, 0x22]), 4)).to.deep.equal({ ok: false, error: { kind: 'not-utf8' } })
    expect(parseBoundedJson(bytes('{"a":'), 4)).to.deep.include({ ok: false })
  })
})
