import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { replay } from '../../reducers/root'
import { replayConversation } from '../../src/app/conversation-replay'
import { describeDivergence } from '../regressions/describe-divergence'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { buildTrail, exportTrail } from '../../src/trail/export-trail'
import { TRAIL_VERSION, type Trail } from '../../src/domain/trail/trail-format'
import { upcastTrail } from '../../src/domain/trail/upcast'
import { completedQuote, storedSample } from '../fixtures/trails/samples'
import { createAppStore } from '../../src/app/store'
import { command } from '../../src/domain/commands'
import { event } from '../../src/domain/events'
import type { Proposal } from '../../src/domain/codecs'
import { flowsReadyFor } from '../../sagas/root'
import { fakeDeps, ok } from '../sagas/fake-deps'

const decodeOk = (text: unknown): Trail => {
  const r = decodeTrail(text)
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

const RECORDED = ['completed-quote.json', 'edit-no-claims.json', 'expired-on-submit.json']

describe('trail conversation', () => {
  describe('when a session is recorded through the real store', () => {
    it('holds each command, each UI event and each call with its decoded answer, in order', () => {
      const { trail } = storedSample('completed-quote.json')
      const kinds = trail.conversation.flatMap((e) => (e.kind === 'command' ? [e.command.type] : e.kind === 'call' ? [e.name] : []))
      expect(kinds.slice(0, 6)).to.deep.equal(['form/OpenForm', 'lists/LoadList', 'getList', 'form/SubmitStep', 'botCheck', 'verifyRecaptcha'])
      expect(kinds.slice(-3)).to.deep.equal(['createProposal', 'createQuote', 'navigate'])
      const create = trail.conversation.find((e) => e.kind === 'call' && e.name === 'createProposal')
      if (create?.kind !== 'call' || create.outcome === null || !create.outcome.ok) throw new Error('no answered createProposal')
      expect((create.outcome.value as { uuid: string }).uuid).to.match(/^[0-9a-f-]{36}$/)
      // Every UI-dispatched answer is an input; saga events are not.
      const inputs = new Set(trail.conversation.flatMap((e) => (e.kind === 'input' ? [e.seq] : [])))
      const created = trail.events.find((e) => e.type === 'proposal/ProposalCreated')
      const title = trail.events.find((e) => e.type === 'proposal/PersonAnswered')
      expect(inputs.has(created?.meta.seq ?? 0)).to.equal(false)
      expect(inputs.has(title?.meta.seq ?? 0)).to.equal(true)
    })

    it('records a failed call with its ApiError', () => {
      const { trail } = storedSample('expired-on-submit.json')
      const create = trail.conversation.find((e) => e.kind === 'call' && e.name === 'createProposal')
      expect(create?.kind === 'call' && create.outcome).to.deep.equal({ ok: false, error: { kind: 'session-expired', url: '/api/proposal' } })
    })
  })

  describe('export', () => {
    it("is redacted by default: no marked field's original value in events, commands or recorded answers, and it still decodes", async () => {
      const s = await completedQuote()
      const text = exportTrail(s.log.all(), { session: s.log.session, appVersion: 't', createdAt: '2026-11-01T12:00:00.000Z' }, s.log.conversation())
      for (const secret of ['Eleanor', "O'Hara", 'eleanor.ohara@example.co.uk', '07700900123', '1984-07-19', 'Headingley Lane']) {
        expect(text, secret).not.to.contain(JSON.stringify(secret).slice(1, -1))
      }
      const trail = decodeOk(text)
      expect(trail.redacted).to.equal(true)
      expect(trail.conversation.length).to.equal(s.log.conversation().length)
    })

    it('keeps the values only on the explicit full export', async () => {
      const s = await completedQuote()
      const text = exportTrail(s.log.all(), { session: s.log.session, appVersion: 't', createdAt: '2026-11-01T12:00:00.000Z', redact: false }, s.log.conversation())
      expect(text).to.contain('Eleanor')
      expect(decodeOk(text).redacted).to.equal(false)
    })
  })

  describe('replaying the conversation through the real sagas against the recorded answers', () => {
    it('dispatches a command recorded before an earlier call was answered before that answer, as the page did', async () => {
      let answer: (v: unknown) => void = () => undefined
      const slow = new Promise((r) => (answer = r))
      const { deps } = fakeDeps({ getList: (() => slow) as never })
      const { store, log } = createAppStore(deps)
      store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
      store.dispatch(command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null }))
      await new Promise((r) => setTimeout(r, 0))
      answer(ok({ options: [{ value: 'Mr', name: 'Mr' }] }))
      await new Promise((r) => setTimeout(r, 0))
      expect(log.all().map((e) => e.type)).to.deep.equal(['journey/FormOpened', 'lookup/ReferenceListLoaded'])
      const trail = buildTrail(log.all(), { session: log.session, appVersion: 't', createdAt: '2026-11-01T12:00:00.000Z', redact: false }, log.conversation())
      const r = await replayConversation(trail)
      expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
    })

    it('records when the page took each answer, among the inputs: an input given while a list was on its way replays before the list, one given after it after', async () => {
      for (const inputFirst of [true, false]) {
        let answer: (v: unknown) => void = () => undefined
        const slow = new Promise((r) => (answer = r))
        const { deps } = fakeDeps({ getList: (() => slow) as never })
        const { store, log } = createAppStore(deps)
        store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
        const input = () => store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
        if (inputFirst) input()
        answer(ok({ options: [{ value: 'Mr', name: 'Mr' }] }))
        await new Promise((r) => setTimeout(r, 0))
        if (!inputFirst) input()
        const kinds = log.conversation().map((e) => (e.kind === 'answer' ? `answer to call ${e.call} after ${e.after}` : e.kind))
        expect(kinds).to.deep.equal(inputFirst ? ['start', 'command', 'call', 'input', 'answer to call 0 after 1'] : ['start', 'command', 'call', 'answer to call 0 after 0', 'input'])
        const trail = decodeOk(JSON.stringify(buildTrail(log.all(), { session: log.session, appVersion: 't', createdAt: '2026-11-01T12:00:00.000Z', redact: false }, log.conversation())))
        const r = await replayConversation(trail)
        expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
        expect(r.events.map((e) => e.type)).to.deep.equal(inputFirst ? ['proposal/KeeperAnswered', 'lookup/ReferenceListLoaded'] : ['lookup/ReferenceListLoaded', 'proposal/KeeperAnswered'])
      }
    })

    it('starts the sagas afresh at a recorded page start: a requote cut short by a reload no longer holds back the one pressed on the new page', async () => {
      const quoted = (await completedQuote()).state.proposal as Proposal
      const uuid = quoted.uuid ?? ''
      await flowsReadyFor({ type: 'quote/Requote' })
      const settle = () => new Promise((r) => setTimeout(r, 0))
      // The first page: the requote's first call never comes back to it.
      const first = fakeDeps({ getProposal: () => ok(quoted), updateProposal: (() => new Promise(() => undefined)) as never })
      const page1 = createAppStore(first.deps, 'reloaded-session')
      page1.store.dispatch(event('journey/Navigated', { path: `/quote/payment-option?uuid=${uuid}` }))
      page1.store.dispatch(command('proposal/LoadProposal', { uuid }))
      await settle()
      page1.store.dispatch(event('proposal/VoluntaryExcessChosen', { excess: 500 }))
      page1.store.dispatch(command('quote/Requote', { via: 'panel' }))
      await settle()
      // The new page, on what the first one kept; the rider presses Confirm & requote again.
      const second = fakeDeps({ updateProposal: (_u, p) => ok({ ...(p as Proposal), is_quoted: null, quote: null }), createQuote: () => ok(quoted) })
      const page2 = createAppStore(second.deps, 'reloaded-session', { events: page1.log.all(), conversation: page1.log.conversation() })
      page2.store.dispatch(command('quote/Requote', { via: 'panel' }))
      await settle()
      expect(second.calls.map((c) => c.name)).to.deep.equal(['updateProposal', 'createQuote'])
      const trail = decodeOk(JSON.stringify(buildTrail(page2.log.all(), { session: 'reloaded-session', appVersion: 't', createdAt: '2026-11-01T12:00:00.000Z', redact: false }, page2.log.conversation())))
      expect(trail.conversation.filter((e) => e.kind === 'start')).to.have.length(2)
      const r = await replayConversation(trail)
      expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
      expect(r.calls.map((c) => c.name)).to.deep.equal(['getProposal', 'updateProposal', 'updateProposal', 'createQuote'])
    })

    for (const file of RECORDED) {
      it(`${file}: the same calls in the same order and the same events, and the same state`, async () => {
        const { trail, state } = storedSample(file)
        const r = await replayConversation(trail)
        expect(r.divergence === null ? null : describeDivergence(r.divergence)).to.equal(null)
        expect(r.calls.map((c) => c.name)).to.deep.equal(trail.conversation.flatMap((e) => (e.kind === 'call' ? [e.name] : [])))
        expect(r.events.length).to.equal(trail.events.length)
        expect(r.state).to.deep.equal(state)
      })
    }

    it('a redacted trail replays without divergence too', async () => {
      const { trail } = storedSample('completed-quote.json')
      const redacted = decodeOk(JSON.stringify(buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)))
      const r = await replayConversation(redacted)
      expect(r.divergence === null ? null : describeDivergence(r.divergence)).to.equal(null)
    })

    it('names the first divergent call, recorded vs now, when a command changed', async () => {
      const { trail } = storedSample('completed-quote.json')
      const changed = structuredClone(trail)
      for (const e of changed.conversation) {
        if (e.kind === 'command' && e.command.type === 'vehicle/LookupRegistration') e.command.payload.registration = 'AB12CDE'
      }
      const r = await replayConversation(changed)
      expect(r.divergence?.kind).to.equal('call')
      expect(r.divergence?.recorded).to.equal('lookupRegistration("YH19KXT")')
      expect(r.divergence?.now).to.equal('lookupRegistration("AB12CDE")')
    })

    it('names the first divergent event with the paths that differ, when an answer changed', async () => {
      const { trail } = storedSample('completed-quote.json')
      const changed = structuredClone(trail)
      const quote = changed.conversation.find((e) => e.kind === 'call' && e.name === 'createQuote')
      if (quote?.kind !== 'call' || quote.outcome === null || !quote.outcome.ok) throw new Error('no createQuote')
      ;(quote.outcome.value as { quote: { premium: number } }).quote.premium = 1
      const r = await replayConversation(changed)
      expect(r.divergence?.kind).to.equal('event')
      expect(r.divergence?.recorded).to.match(/^quote\/QuoteCalculated/)
      expect(r.divergence?.differences).to.include('payload.proposal.quote.premium: 612.48 → 1')
    })
  })

  describe('schema versions', () => {
    const v1Of = (t: Trail) => {
      const { conversation: _c, ...rest } = t
      return { ...rest, version: 1 }
    }

    it('1 → 2 adds an empty conversation and keeps the events; 2 → 3 keeps the conversation as it is', () => {
      const doc = { format: 'ridecover.trail', version: 1, events: [{ type: 'x' }] }
      expect(upcastTrail(doc)).to.deep.equal({ ok: true, doc: { format: 'ridecover.trail', version: 3, events: [{ type: 'x' }], conversation: [] } })
      const v2 = { format: 'ridecover.trail', version: 2, events: [{ type: 'x' }], conversation: [{ kind: 'input', seq: 1 }] }
      expect(upcastTrail(v2)).to.deep.equal({ ok: true, doc: { ...v2, version: 3 } })
    })

    it('an upcast version-1 trail decodes to the current version and folds to the same state', () => {
      const { trail, state } = storedSample('completed-quote.json')
      const upcast = decodeOk(JSON.stringify(v1Of(trail)))
      expect(upcast.version).to.equal(TRAIL_VERSION)
      expect(replay(upcast.events)).to.deep.equal(state)
    })

    it('a trail from a newer schema is refused, naming both versions', () => {
      const { trail } = storedSample('requote.json')
      const r = decodeTrail(JSON.stringify({ ...trail, version: TRAIL_VERSION + 1 }))
      expect(r._tag === 'Left' && r.left.message).to.equal(
        `trail schema version ${TRAIL_VERSION + 1} is newer than this app's version ${TRAIL_VERSION}: open it with a newer build`,
      )
      expect(upcastTrail({ format: 'ridecover.trail', version: 0 })).to.deep.equal({ ok: false, message: `trail schema version 0 cannot be upcast to ${TRAIL_VERSION}` })
    })

    it('an answer entry naming a call that comes later, that has no outcome, or a second time is refused with its index and path', () => {
      const { trail } = storedSample('completed-quote.json')
      const firstAnswer = trail.conversation.findIndex((e) => e.kind === 'answer')
      const named = trail.conversation[firstAnswer]
      if (named?.kind !== 'answer') throw new Error('the sample records its answers')
      const refusal = (conversation: unknown[]) => {
        const r = decodeTrail({ ...trail, conversation })
        return r._tag === 'Left' ? [r.left.index, r.left.path, r.left.message] : null
      }
      const before = trail.conversation.slice(0, firstAnswer)
      expect(refusal([...before, { kind: 'answer', call: 99, after: 0 }])).to.deep.equal([firstAnswer, `conversation[${firstAnswer}].call`, `conversation entry ${firstAnswer}: answer names call 99, which no earlier entry made`])
      const unanswered = before.map((e, i) => (e.kind === 'call' && before.filter((c, j) => c.kind === 'call' && j < i).length === named.call ? { ...e, outcome: null } : e))
      expect(refusal([...unanswered, named])?.[2]).to.match(/answer names call \d+ \(\w+\), which has no outcome$/)
      expect(refusal([...before, named, named])?.slice(0, 2)).to.deep.equal([firstAnswer + 1, `conversation[${firstAnswer + 1}].call`])
    })

    it('a bad conversation entry is refused with its index and path', () => {
      const { trail } = storedSample('completed-quote.json')
      const doc = JSON.parse(JSON.stringify(trail)) as { conversation: { command?: { payload: Record<string, unknown> } }[] }
      const i = doc.conversation.findIndex((e) => e.command !== undefined)
      ;(doc.conversation[i]?.command as { payload: Record<string, unknown> }).payload.mode = 'delete'
      const r = decodeTrail(doc)
      expect(r._tag === 'Left' && r.left.index).to.equal(i)
      expect(r._tag === 'Left' && r.left.message).to.match(new RegExp(`^conversation entry ${i}: `))
    })
  })

  it('the stored sample files are of the version this build writes', () => {
    for (const file of RECORDED) expect(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'trails', file), 'utf8')).version).to.equal(TRAIL_VERSION)
  })
})
