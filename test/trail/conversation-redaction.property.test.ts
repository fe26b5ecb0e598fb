import { expect } from 'chai'
import fc from 'fast-check'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { buildTrail } from '../../src/trail/export-trail'
import { storedSample } from '../fixtures/trails/samples'

type Person = { name: { forenames: string; surname: string }; email_address: string; phone_numbers: { mobile: string } }
type WithProposer = { risk: { proposer: Person } }

describe('trail conversation redaction (property)', () => {
  const { trail } = storedSample('completed-quote.json')
  const secret = fc.stringMatching(/^[A-Z][a-z]{5,12}$/)

  it("the redacted text never holds a marked field's value in call arguments or recorded answers, and still decodes", () => {
    fc.assert(
      fc.property(secret, secret, fc.stringMatching(/^[a-z]{6,10}$/), fc.stringMatching(/^07[0-9]{9}$/), (forenames, surname, local, mobile) => {
        const conversation = structuredClone(trail.conversation)
        const email = `${local}@example.org`
        for (const e of conversation) {
          if (e.kind !== 'call' || (e.name !== 'createProposal' && e.name !== 'createQuote')) continue
          const people: WithProposer[] = []
          if (e.name === 'createProposal') people.push(e.args[0] as WithProposer)
          if (e.outcome !== null && e.outcome.ok) people.push(e.outcome.value as WithProposer)
          for (const p of people) {
            p.risk.proposer.name.forenames = forenames
            p.risk.proposer.name.surname = surname
            p.risk.proposer.email_address = email
            p.risk.proposer.phone_numbers.mobile = mobile
          }
        }
        const text = JSON.stringify(buildTrail(trail.events, { ...trail, redact: true }, conversation))
        for (const v of [forenames, surname, email, mobile]) expect(text).not.to.contain(v)
        expect(decodeTrail(text)._tag).to.equal('Right')
      }),
      { numRuns: 30 },
    )
  })
})
