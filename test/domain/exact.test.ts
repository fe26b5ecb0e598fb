import { expect } from 'chai'
import * as t from 'io-ts'
import { firstUnknownKey, keepDeclared } from '../../src/domain/exact'
import { buildTrail } from '../../src/trail/export-trail'
import { DomainEvent } from '../../src/domain/events'
import { Trail } from '../../src/domain/trail/trail-format'
import { storedSample } from '../fixtures/trails/samples'

const Inner = t.type({ a: t.string })
const Codec = t.type({
  inner: Inner,
  list: t.array(Inner),
  pair: t.tuple([t.string, Inner]),
  dict: t.record(t.string, Inner),
  either: t.union([t.type({ kind: t.literal('x'), x: t.number }), t.type({ kind: t.literal('y'), y: t.number })]),
  both: t.intersection([t.type({ p: t.number }), t.partial({ q: t.number }), t.union([t.type({ r: t.number }), t.type({ s: t.number })])]),
  exact: t.exact(t.partial({ e: t.number })),
  free: t.unknown,
})
const valid = () => ({
  inner: { a: 'a' },
  list: [{ a: 'a' }, { a: 'b' }],
  pair: ['p', { a: 'a' }],
  dict: { any: { a: 'a' }, other: { a: 'b' } },
  either: { kind: 'y', y: 1 },
  both: { p: 1, q: 2, s: 3 },
  exact: { e: 1 },
  free: { anything: { goes: [1] } },
})

describe('domain: firstUnknownKey (a key no codec declares)', () => {
  it('finds none in a value that has only declared keys (dictionaries and unknown values allow any)', () => {
    expect(firstUnknownKey(Codec, valid())).to.equal(null)
  })

  const cases: [string, (v: ReturnType<typeof valid>) => void, string][] = [
    ['at the top', (v) => Object.assign(v, { extra: 1 }), 'extra'],
    ['in a nested record', (v) => Object.assign(v.inner, { b: 1 }), 'inner.b'],
    ['in an array element', (v) => Object.assign(v.list[1] as object, { b: 1 }), 'list[1].b'],
    ['in a tuple member', (v) => Object.assign(v.pair[1] as object, { b: 1 }), 'pair[1].b'],
    ['past a tuple’s length', (v) => void (v.pair as unknown[]).push('more'), 'pair[2]'],
    ['in a dictionary value', (v) => Object.assign(v.dict.other as object, { b: 1 }), 'dict.other.b'],
    ['of another union member', (v) => Object.assign(v.either, { x: 1 }), 'either.x'],
    ['in an intersection with a union', (v) => Object.assign(v.both, { t: 1 }), 'both.t'],
    ['in an exact record (which io-ts would silently drop)', (v) => Object.assign(v.exact, { f: 1 }), 'exact.f'],
  ]
  for (const [where, change, path] of cases) {
    it(`names a key ${where}: ${path}`, () => {
      const v = valid()
      change(v)
      expect(firstUnknownKey(Codec, v)).to.equal(path)
    })
  }

  it('reads every sample trail as exact, and finds a key added to an event’s payload of any shape', () => {
    for (const name of ['completed-quote.json', 'edit-no-claims.json', 'expired-on-submit.json', 'requote.json', 'purchase.json'] as const) {
      const { trail } = storedSample(name)
      expect(firstUnknownKey(Trail, JSON.parse(JSON.stringify(trail))), name).to.equal(null)
      for (const [i, e] of trail.events.entries()) {
        const changed = { ...e, payload: { ...(e.payload as object), planted: true } }
        expect(firstUnknownKey(DomainEvent, changed), `${name} event ${i} (${e.type})`).to.equal('payload.planted')
      }
    }
  })

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    type Node = { next: Node | null }
    const Node: t.Type<Node> = t.recursion('Node', () => t.type({ next: t.union([Node, t.null]) }))
    let v: Node = { next: null }
    for (let i = 0; i < 100_000; i++) v = { next: v }
    let deepest: Record<string, unknown> = v as unknown as Record<string, unknown>
    while (deepest.next !== null) deepest = deepest.next as Record<string, unknown>
    deepest.extra = 1
    expect(firstUnknownKey(t.type({ next: t.unknown }), v)).to.equal(null)
    expect(firstUnknownKey(Node, { next: { next: null, extra: 1 } })).to.equal('next.extra')
  })
})

describe('domain: keepDeclared (only what a codec declares)', () => {
  it('leaves out every key no codec declares, at any depth, and keeps the rest as it is', () => {
    const v = valid()
    Object.assign(v, { extra: 1 })
    Object.assign(v.list[1] as object, { b: 1 })
    Object.assign(v.both, { t: 1 })
    ;(v.pair as unknown[]).push('more')
    const kept = keepDeclared(Codec, v)
    expect(kept).to.deep.equal(valid())
    expect(firstUnknownKey(Codec, kept)).to.equal(null)
  })

  it("makes a rider's exported trail exact, though a decoded answer kept a key its codec does not declare", () => {
    const { trail } = storedSample('completed-quote.json')
    // A reference list's answer as the server sends it carries its name, which the list codec does not declare.
    const conversation = trail.conversation.map((e) => (e.kind === 'call' && e.name === 'getList' && e.outcome !== null && e.outcome.ok ? { ...e, outcome: { ok: true as const, value: { name: 'insurer.cover_type', ...(e.outcome.value as object) } } } : e))
    expect(firstUnknownKey(Trail, { ...trail, conversation })).to.match(/^conversation\[\d+\]\.outcome\.value\.name$/)
    const exported = buildTrail(trail.events, { ...trail, redact: true }, conversation)
    expect(firstUnknownKey(Trail, JSON.parse(JSON.stringify(exported)))).to.equal(null)
  })
})
