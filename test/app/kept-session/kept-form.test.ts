import { expect } from 'chai'
import fc from 'fast-check'
import { checksum, readKeptForm, snapshotOf, snapshotText, withSnapshot } from '../../../src/app/kept-session/kept-form'

const TRAIL = '{"format":"ridecover.trail","events":[]}'
const STATE = '{"proposal":{}}'

describe('the kept form: a session kept with its snapshot', () => {
  it('gives a bare trail back as the trail, with no snapshot', () => {
    expect(readKeptForm(TRAIL, 'b1')).to.deep.equal({ trailText: TRAIL, stateText: null })
  })

  it('gives the snapshot back to the build that wrote it', () => {
    expect(readKeptForm(withSnapshot('b1', TRAIL, STATE), 'b1')).to.deep.equal({ trailText: TRAIL, stateText: STATE })
  })

  it('does not trust the snapshot under another build, or where no build is known: the trail alone is given', () => {
    expect(readKeptForm(withSnapshot('b1', TRAIL, STATE), 'b2')).to.deep.equal({ trailText: TRAIL, stateText: null })
    expect(readKeptForm(withSnapshot('b1', TRAIL, STATE), undefined)).to.deep.equal({ trailText: TRAIL, stateText: null })
  })

  it('does not trust a snapshot whose trail, state or header was edited', () => {
    const kept = withSnapshot('b1', TRAIL, STATE)
    const [header = '', trail = '', state = ''] = kept.split('\n')
    const edited = [
      [header, trail.replace('[]', '[ ]'), state],
      [header, trail, state.replace('{}', '{"uuid":"x"}')],
      [header.replace(/"check":"[0-9a-f]/, '"check":"z'), trail, state],
      [header.replace('"b1"', '"b2"'), trail, state],
    ]
    for (const lines of edited) expect(readKeptForm(lines.join('\n'), 'b1').stateText, lines.join('\n')).to.equal(null)
  })

  it('gives a value it cannot split back whole, for the trail decoding to refuse', () => {
    for (const text of ['ridecover.kept/1 {"build":"b1"}', 'ridecover.kept/1 {"build":"b1"}\n{}', 'ridecover.kept/1 not json\n{}\n{}']) {
      const form = readKeptForm(text, 'b1')
      expect(form.stateText).to.equal(null)
    }
  })

  it('changes its checksum with any one character changed, added or removed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), fc.integer({ min: 32, max: 0xffff }), (text, at, code) => {
        const i = at % text.length
        const changed = text.slice(0, i) + String.fromCharCode(code) + text.slice(i + 1)
        const edits = [text.slice(0, i) + text.slice(i + 1), text.slice(0, i) + String.fromCharCode(code) + text.slice(i)]
        if (changed !== text) edits.push(changed)
        return edits.every((e) => checksum(e) !== checksum(text))
      }),
    )
  })

  it('tells the texts apart from their concatenation', () => {
    expect(checksum('ab', 'c')).to.not.equal(checksum('a', 'bc'))
    expect(checksum('ab', 'c')).to.equal(checksum('ab\nc'))
  })
})

describe('the kept form: the snapshot of a state', () => {
  it('gives the state back exactly, a key holding undefined in its place and an undefined item of a list included', () => {
    const state = { a: { role: undefined, status: 'Employed', list: [1, undefined, { x: undefined }] }, b: null, c: 'text\nwith a line break' }
    const back = snapshotOf(snapshotText(state))
    expect(back).to.deep.equal(state)
    expect(Object.keys((back as typeof state).a)).to.deep.equal(['role', 'status', 'list'])
    expect(snapshotText(state)).to.not.contain('\n')
  })

  it('gives any JSON value back as JSON gives it back (-0 as 0, the one value JSON does not tell apart)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(snapshotOf(snapshotText(v))).to.deep.equal(JSON.parse(JSON.stringify(v)))
      }),
    )
    expect(snapshotOf(snapshotText({ n: -0 }))).to.deep.equal({ n: 0 })
  })
})
