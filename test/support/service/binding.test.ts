import { expect } from 'chai'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { quotedProposal } from '../../browser/quoted-proposal'
import { startMachine, type RunningMachine } from './one-machine'

const SUPPORT = '/api/support/trails'

/** The sample quote's redacted trail, as a rider's browser sends it. */
const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

/** The trails the store lists under a reference. */
const listed = async (m: RunningMachine, reference: string): Promise<string[]> => (await m.machine.support.store.trailsByReference(reference)).map((t) => t.code)

describe('support service: a trail is listed under a quote only when the sender’s proposal holds it', function () {
  this.timeout(30_000)
  let m: RunningMachine
  before(async () => {
    m = await startMachine()
  })
  after(async () => {
    await m.close()
  })

  it("lists a trail under the reference the insurer says the sender's proposal holds", async () => {
    const p = await quotedProposal(m.base)
    const reference = p.quote?.reference ?? ''
    const a = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: reference, proposal: p.uuid } })
    expect(a.status, a.text).to.equal(201)
    const { code, quoteReference } = a.body as { code: string; quoteReference: string | null }
    expect(quoteReference).to.equal(reference)
    expect(await listed(m, reference)).to.deep.equal([code])
  })

  it("stores a trail claiming another rider's reference without one (the rider still gets a code); it is not listed there", async () => {
    const victim = await quotedProposal(m.base)
    const attacker = await quotedProposal(m.base)
    const victimReference = victim.quote?.reference ?? ''
    const before = await listed(m, victimReference)
    for (const body of [
      { trail: redacted(), quoteReference: victimReference, proposal: attacker.uuid },
      { trail: redacted(), quoteReference: victimReference },
      { trail: redacted(), quoteReference: victimReference, proposal: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const a = await m.client().request('POST', SUPPORT, { json: body })
      expect(a.status, a.text).to.equal(201)
      expect((a.body as { quoteReference: string | null }).quoteReference).to.equal(null)
      expect(await m.machine.support.store.trailByCode((a.body as { code: string }).code)).not.to.equal(undefined)
    }
    expect(await listed(m, victimReference)).to.deep.equal(before)
  })

  it("does not list a trail under references its own events claim, only the one the proposal holds now", async () => {
    const p = await quotedProposal(m.base)
    const reference = p.quote?.reference ?? ''
    // The requote sample's events hold two references of its own recording; neither is this proposal's.
    const { trail } = storedSample('requote.json')
    const claimed = buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
    const a = await m.client().request('POST', SUPPORT, { json: { trail: claimed, quoteReference: reference, proposal: p.uuid } })
    expect(a.status, a.text).to.equal(201)
    const code = (a.body as { code: string }).code
    expect(await listed(m, reference)).to.include(code)
    for (const r of ['48213-90577-31642', '48213-90577-31668']) expect(await listed(m, r)).not.to.include(code)
  })

  it('stores the trail without a reference when the insurer does not answer', async () => {
    const down = await startMachine({ insurerUrl: 'http://127.0.0.1:9' })
    try {
      const p = await quotedProposal(down.base)
      const a = await down.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: p.quote?.reference ?? null, proposal: p.uuid } })
      expect(a.status, a.text).to.equal(201)
      expect((a.body as { quoteReference: string | null }).quoteReference).to.equal(null)
      expect(down.logs.join('\n')).to.contain('the insurer could not confirm the quote reference')
    } finally {
      await down.close()
    }
  })
})
