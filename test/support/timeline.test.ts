import { expect } from 'chai'
import { buildTrail } from '../../src/trail/export-trail'
import { questionLabels } from '../../src/support/question-labels'
import { buildTimeline, eventsAt, filterTimeline, firstError, screensOf, supportNeedsOf, ticketSummary, timelineText } from '../../src/support/timeline'
import { replay } from '../../reducers/root'
import type { Trail } from '../../src/domain/trail/trail-format'
import { storedSample } from '../fixtures/trails/samples'

/*
 * The support desk's timeline of a rider's trail, read from the stored sample sessions (a quote
 * made through the whole form; a form sent when the session had expired), redacted as the desk receives them.
 */
const redacted = (file: string) => {
  const { trail } = storedSample(file)
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}
const labels = questionLabels()

describe('support desk: the timeline of a trail', () => {
  const quoted = redacted('completed-quote.json')
  const entries = buildTimeline(quoted, labels)

  it("says each answer with the question in the form's words, and its redacted value where it is personal", () => {
    const texts = entries.map((e) => e.text)
    expect(texts).to.include('First name: Redacted')
    expect(texts.some((t) => t.startsWith('Do you know your bike\'s registration number?: Yes'))).to.equal(true)
    expect(texts.some((t) => t.startsWith('Annual mileage: '))).to.equal(true)
    // A question with fixed options reads as the option the rider chose.
    expect(texts).to.include('Voluntary excess: £250')
    expect(texts.join('\n')).not.to.contain('Eleanor')
  })

  it('says the outcomes: the step moves, the proposal created and the quote with its reference and figures', () => {
    const outcomes = entries.filter((e) => e.kind === 'outcome').map((e) => e.text)
    expect(outcomes).to.include('Proposal created')
    expect(outcomes.some((t) => /^Quoted \d{5}-\d{5}-\d{5}: £[\d,]+\.\d{2} a year/.test(t))).to.equal(true)
    expect(entries.some((e) => e.kind === 'action' && e.text === 'Completed form step 1')).to.equal(true)
  })

  it('names the screen of each step, and the filters keep a screen or the errors only', () => {
    // The sample was recorded from the form's answers, then the move to the price page.
    expect(screensOf(entries)).to.deep.equal(['Before any screen', 'Price page'])
    const onPrice = filterTimeline(entries, { screen: 'Price page', errorsOnly: false })
    expect(onPrice.length).to.be.greaterThan(0)
    expect(onPrice.length).to.be.lessThan(entries.length)
    expect(onPrice.every((e) => e.screen === 'Price page')).to.equal(true)
    expect(filterTimeline(entries, { screen: null, errorsOnly: true })).to.deep.equal([])
  })

  it('gives a ticket line: the quote reference, the last screen and no error', () => {
    expect(ticketSummary(quoted, entries, labels)).to.match(/^Quote \d{5}-\d{5}-\d{5} · last screen .+ · no error · session /)
  })

  it("names the latest quote reference of a requoted session in the ticket line (a requote changes it)", () => {
    const requoted = redacted('requote.json')
    expect(ticketSummary(requoted, buildTimeline(requoted, labels), labels)).to.match(/^Quote 48213-90577-31668 · /)
  })

  it('shows an expired session as an error with its code, first in the ticket line, and the errors-only filter keeps it', () => {
    const expired = redacted('expired-on-submit.json')
    const list = buildTimeline(expired, labels)
    const errors = filterTimeline(list, { screen: null, errorsOnly: true })
    expect(errors.map((e) => e.text)).to.include.members(['createProposal failed: HTTP 419 session expired'])
    expect(ticketSummary(expired, list, labels)).to.match(/ · first error at \d{2}:\d{2}:\d{2} on .+: createProposal failed: HTTP 419 session expired · /)
  })

  it('exports as text: the ticket line, then one line per step with its time, screen and kind', () => {
    const text = timelineText(quoted, entries, labels)
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).to.equal(ticketSummary(quoted, entries, labels))
    expect(lines).to.have.length(entries.length + 2)
    expect(lines[2]).to.match(/^\d{2}:\d{2}:\d{2} {2}\[[^\]]+\] {2}\w+ +\S/)
  })

  it("says text the rider typed that could not be stored as an error, under the question's label, with the message the rider read and never the text", () => {
    const last = quoted.events[quoted.events.length - 1]
    if (last === undefined) throw new Error('the sample has no events')
    const meta = { ...last.meta, seq: last.meta.seq + 1 }
    const refused = {
      type: 'journey/AnswerRefused' as const,
      payload: { question: 'risk.proposer.email_address', message: 'Please provide a valid email.' },
      meta,
    }
    const cleared = { type: 'journey/RefusedAnswerCleared' as const, payload: { question: 'risk.proposer.email_address' }, meta: { ...meta, seq: meta.seq + 1 } }
    const list = buildTimeline({ ...quoted, events: [...quoted.events, refused, cleared] }, labels)
    expect(list.slice(entries.length)).to.deep.equal([
      {
        seq: meta.seq,
        at: meta.at,
        screen: entries[entries.length - 1]?.screen,
        kind: 'error',
        text: 'Email address: what was typed was refused (Please provide a valid email.)',
      },
    ])
  })

  it('says a quote its address named that the server did not know as an outcome with the uuid, not as an answer', () => {
    const last = quoted.events[quoted.events.length - 1]
    if (last === undefined) throw new Error('the sample has no events')
    const notFound = {
      type: 'proposal/ProposalNotFound' as const,
      payload: { uuid: '00000000-0000-4000-8000-000000000000' },
      meta: { ...last.meta, seq: last.meta.seq + 1 },
    }
    const list = buildTimeline({ ...quoted, events: [...quoted.events, notFound] }, labels)
    expect(list.slice(entries.length).map((e) => ({ kind: e.kind, text: e.text }))).to.deep.equal([
      { kind: 'outcome', text: 'Shown that quote 00000000-0000-4000-8000-000000000000 cannot be found' },
    ])
  })

  it("says the extra support a rider asked for in the question's words, and one they untick as no longer asked", () => {
    const { trail } = storedSample('completed-quote.json')
    const at = trail.events.at(-1)?.meta.at ?? trail.createdAt
    const ask = (need: 'large_print' | 'phone_help', ticked: boolean, seq: number) =>
      ({ type: 'journey/SupportNeedAnswered', payload: { need, ticked }, meta: { seq, at, session: trail.session } }) as const
    const n = trail.events.length
    const events = [...trail.events, ask('large_print', true, n + 1), ask('phone_help', true, n + 2), ask('phone_help', false, n + 3)]
    const asked = buildTrail(events, { ...trail, redact: true }, trail.conversation)
    const list = buildTimeline(asked, labels)
    expect(list.map((e) => e.text).slice(-3)).to.deep.equal(['Documents in large print: Yes', 'Help by phone from a person: Yes', 'Help by phone from a person: No'])
    // What the rider still asks for at the end, in the ticket line: large print, and no longer help by phone.
    expect(ticketSummary(asked, list, labels)).to.match(/ · extra support asked for: Documents in large print · session /)
    expect(ticketSummary(trail, buildTimeline(trail, labels), labels)).not.to.contain('extra support')
    // The desk reads the needs as the rider's journey holds them: a need ticked again is asked last.
    const again = [...events, ask('phone_help', true, n + 4), ask('large_print', false, n + 5), ask('large_print', true, n + 6)]
    const held = replay(again).journey.supportNeeds.map((need) => labels.get(`journey/SupportNeedAnswered:${need}`)?.label)
    expect(supportNeedsOf(buildTrail(again, { ...trail, redact: true }, trail.conversation), labels)).to.deep.equal(held).and.deep.equal([
      'Help by phone from a person',
      'Documents in large print',
    ])
  })

  it("names the first error, and the events the rider's state held at each step: up to a step's event, or before its call", () => {
    const expired = redacted('expired-on-submit.json')
    const list = buildTimeline(expired, labels)
    expect(firstError(list)?.text).to.equal('createProposal failed: HTTP 419 session expired')
    expect(firstError(entries)).to.equal(undefined)
    const failed = expired.events.findIndex((e) => e.type === 'journey/RequestFailed')
    const error = firstError(list)
    if (error === undefined) throw new Error('the sample has an error')
    expect(eventsAt(expired.events, error)).to.equal(failed + 1)
    expect(list.map((e) => eventsAt(expired.events, e))).to.deep.equal([...list.map((e) => eventsAt(expired.events, e))].sort((a, b) => a - b))
    expect(eventsAt(expired.events, list[list.length - 1] ?? error)).to.equal(expired.events.length)
  })

  it("reads past conversation entries of a kind it does not know (a newer app's), as if they were not there", () => {
    const later = { ...quoted, conversation: [{ kind: 'start', after: 0, at: quoted.createdAt }, ...quoted.conversation, { kind: 'answer', call: 2 }] } as unknown as Trail
    expect(buildTimeline(later, labels)).to.deep.equal(entries)
  })
})
