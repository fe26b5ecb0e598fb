import { expect } from 'chai'
import { checkRegistration, confirmRegistration, continueFromPrice, emailQuote, requote } from '../../sagas/price-presentation'
import type { Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { fact, stateAfter } from '../reducers/given'
import { foundVehicle, serverProposal, UUID } from '../reducers/samples'
import { fail, fakeDeps, ok, run, types } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

const quoted = (change: (p: Proposal) => void = () => undefined): Proposal =>
  serverProposal((p) => {
    p.uuid = UUID
    p.risk.start_date = '2026-03-02'
    p.risk.vehicle.cover_type = 'C'
    p.risk.voluntary_excess = 250
    p.is_quoted = true
    p.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
    change(p as unknown as Proposal)
  }) as unknown as Proposal

const onPrice = (p: Proposal = quoted(), ...more: ReturnType<typeof fact>[]) => stateAfter(fact('proposal/ProposalLoaded', { proposal: p, via: 'fetch' }), ...more)
const http = (status: number) => fail({ kind: 'http', status, code: 'server_error' })

describe('price page sagas (001 §2 panel, §4 Continue, §8)', () => {
  it('J2.55 J2.56 an excess change requotes through the proposal update then the quote, clearing the requoting state', async () => {
    const next = quoted((p) => void (p.risk.voluntary_excess = 500))
    const { deps, calls } = fakeDeps({ updateProposal: () => ok(next), createQuote: () => ok(next) }, NOW)
    const { events, state } = await run(deps, requote, [command('quote/Requote', { via: 'panel' })], onPrice(quoted(), fact('proposal/VoluntaryExcessChosen', { excess: 500 })))
    expect(calls.map((c) => c.name)).to.deep.equal(['updateProposal', 'createQuote'])
    expect(types(events)).to.deep.equal(['quote/RequoteStarted', 'proposal/ProposalUpdated', 'quote/QuoteCalculated', 'quote/RequoteFinished'])
    expect(state.journey.requoting).to.equal(false)
    expect(state.journey.requotePending).to.equal(false)
  })

  it('J2.60 a changed start date goes through /json/proposal/update with the date as YYYY-MM-DD', async () => {
    const next = quoted((p) => void (p.risk.start_date = '2026-03-12' as never))
    const { deps, calls } = fakeDeps({ updateProposalJson: () => ok(next), createQuote: () => ok(next) }, NOW)
    await run(deps, requote, [command('quote/Requote', { via: 'panel' })], onPrice(quoted(), fact('proposal/StartDateChosen', { startDate: '2026-03-12' })))
    expect(calls[0]?.name).to.equal('updateProposalJson')
    expect((calls[0]?.args[0] as Proposal).risk.start_date).to.equal('2026-03-12')
  })

  it('J8.03 a failed requote: a non-200 answer goes to Exception, no answer to Declined, and the requoting state clears', async () => {
    for (const [answer, to] of [
      [http(500), '/error/exception'],
      [fail({ kind: 'network', message: 'offline' }), '/quote/declined'],
    ] as const) {
      const { deps, navigations } = fakeDeps({ updateProposal: () => answer }, NOW)
      const { state } = await run(deps, requote, [command('quote/Requote', { via: 'panel' })], onPrice(quoted(), fact('proposal/VoluntaryExcessChosen', { excess: 500 })))
      expect(navigations).to.deep.equal([to])
      expect(state.journey.requoting).to.equal(false)
    }
  })

  it('J2.37 the expired start date modal: a failed update goes to Declined', async () => {
    const { deps, navigations } = fakeDeps({ updateProposalJson: () => http(500) }, NOW)
    await run(deps, requote, [command('quote/Requote', { via: 'expired-start-date' })], onPrice(quoted(), fact('proposal/StartDateChosen', { startDate: '2026-03-05' })))
    expect(navigations).to.deep.equal(['/quote/declined'])
  })

  it('J8.04 a requote that is not quoted goes to Declined', async () => {
    const declined = quoted((p) => void (p.quote = { ...p.quote!, is_quoted: false }))
    const { deps, navigations } = fakeDeps({ updateProposal: () => ok(quoted()), createQuote: () => ok(declined) }, NOW)
    await run(deps, requote, [command('quote/Requote', { via: 'panel' })], onPrice(quoted(), fact('proposal/VoluntaryExcessChosen', { excess: 500 })))
    expect(navigations).to.deep.equal(['/quote/declined'])
  })

  it('J4.01 J2.36 Continue with a start date that has passed (after the end of that day) opens the expired modal and calls nothing', async () => {
    const { deps, calls } = fakeDeps({}, '2026-03-03T00:00:01.000Z')
    const { state } = await run(deps, continueFromPrice, [], onPrice())
    expect(calls).to.deep.equal([])
    expect(state.journey.modals).to.include('expired-start-date')
    // On the start date itself, late in the day, it has not passed.
    const sameDay = fakeDeps({ setPaymentOption: () => ok(quoted()) }, '2026-03-02T23:59:59.000Z')
    await run(sameDay.deps, continueFromPrice, [], onPrice())
    expect(sameDay.calls.map((c) => c.name)).to.deep.equal(['setPaymentOption'])
  })

  it('J4.01 Continue sends the payment option, then Addons, or SiraDeclined when the quote is referred', async () => {
    const plain = fakeDeps({ setPaymentOption: () => ok(quoted()) }, NOW)
    await run(plain.deps, continueFromPrice, [], onPrice(quoted(), fact('proposal/PaymentFrequencyChosen', { monthly: true })))
    expect((plain.calls[0]?.args[1] as { is_pay_monthly: boolean }).is_pay_monthly).to.equal(true)
    expect(plain.navigations).to.deep.equal([`/quote/addons?uuid=${UUID}`])
    const referred = fakeDeps({ setPaymentOption: () => ok(quoted((p) => void (p.quote = { ...p.quote!, is_referred: true }))) }, NOW)
    await run(referred.deps, continueFromPrice, [], onPrice())
    expect(referred.navigations).to.deep.equal(['/declined'])
  })

  it('J2.37 the expired start date modal: a requote that is quoted closes the modal and stays on the price page', async () => {
    const next = quoted((p) => void (p.risk.start_date = '2026-03-05' as never))
    const { deps, navigations } = fakeDeps({ updateProposalJson: () => ok(next), createQuote: () => ok(next) }, NOW)
    const from = onPrice(quoted(), fact('journey/ModalOpened', { modal: 'expired-start-date' }), fact('proposal/StartDateChosen', { startDate: '2026-03-05' }))
    const { events, state } = await run(deps, requote, [command('quote/Requote', { via: 'expired-start-date' })], from)
    expect(types(events)).to.deep.equal(['quote/RequoteStarted', 'proposal/ProposalUpdated', 'quote/QuoteCalculated', 'quote/RequoteFinished', 'journey/ModalClosed'])
    expect(state.journey.modals).to.not.include('expired-start-date')
    expect(navigations).to.deep.equal([])
  })

  describe('when the quote call fails after the update', () => {
    const cases = [
      { title: 'J8.03 from the panel, a non-200 answer goes to Exception', via: 'panel', answer: http(500), to: '/error/exception' },
      { title: 'J8.03 from the panel, no answer goes to Declined', via: 'panel', answer: fail({ kind: 'network', message: 'offline' }), to: '/quote/declined' },
      { title: 'J8.01 from the panel, a 419 goes to Expired', via: 'panel', answer: fail({ kind: 'session-expired' }), to: '/quote/session-expired' },
      { title: 'J2.37 from the expired start date modal, a failure goes to Declined', via: 'expired-start-date', answer: http(500), to: '/quote/declined' },
      { title: 'J8.01 from the expired start date modal, a 419 goes to Expired', via: 'expired-start-date', answer: fail({ kind: 'session-expired' }), to: '/quote/session-expired' },
    ] as const
    for (const { title, via, answer, to } of cases) {
      it(`${title}, and the requoting state clears`, async () => {
        const { deps, navigations } = fakeDeps({ updateProposal: () => ok(quoted()), updateProposalJson: () => ok(quoted()), createQuote: () => answer }, NOW)
        const change = via === 'panel' ? fact('proposal/VoluntaryExcessChosen', { excess: 500 }) : fact('proposal/StartDateChosen', { startDate: '2026-03-05' })
        const { events, state } = await run(deps, requote, [command('quote/Requote', { via })], onPrice(quoted(), change))
        expect(types(events)).to.deep.equal(['quote/RequoteStarted', 'proposal/ProposalUpdated', 'journey/RequestFailed', 'quote/RequoteFinished'])
        expect(navigations).to.deep.equal([to])
        expect(state.journey.requoting).to.equal(false)
      })
    }
  })
})

describe("price page saga: 'Email yourself this quote' (001 §2)", () => {
  it('J2.107 a sent email is recorded (the button then reads Email has been sent) and the quote cannot be sent again', async () => {
    const { deps, calls } = fakeDeps({ sendQuoteEmail: () => ok(undefined) }, NOW)
    const first = await run(deps, emailQuote, [], onPrice())
    expect(types(first.events)).to.deep.equal(['quote/QuoteEmailSent'])
    expect(first.state.journey.quoteEmailSent).to.equal(true)
    const again = await run(deps, emailQuote, [], first.state)
    expect(again.events).to.deep.equal([])
    expect(calls.map((c) => c.args)).to.deep.equal([[UUID]])
  })

  it('J8.12 a failed send is only logged: the button stays as it was and may send again', async () => {
    const answers = [http(500), ok(undefined)]
    const { deps, calls } = fakeDeps({ sendQuoteEmail: () => answers.shift() ?? http(500) }, NOW)
    const failed = await run(deps, emailQuote, [], onPrice())
    expect(types(failed.events)).to.deep.equal(['journey/RequestFailed'])
    expect(failed.state.journey.quoteEmailSent).to.equal(false)
    const again = await run(deps, emailQuote, [], failed.state)
    expect(again.state.journey.quoteEmailSent).to.equal(true)
    expect(calls).to.have.length(2)
  })
})

describe("price page saga: the registration check's Find bike (001 §2)", () => {
  it('J2.45 J2.46 the registration, normalised, is looked up and the bikes found are kept with it for the widget', async () => {
    const bikes = [foundVehicle('11111111'), foundVehicle('22222222')]
    const { deps, calls } = fakeDeps({ lookupRegistration: () => ok({ vehicles: bikes }) as never }, NOW)
    const { state } = await run(deps, checkRegistration, [command('quote/CheckRegistration', { registration: 'ab12 cde' })], onPrice())
    expect(calls.map((c) => c.args)).to.deep.equal([['AB12CDE']])
    expect(state.lookups.registrationCheck).to.deep.equal({ registration: 'AB12CDE', vehicles: bikes, failed: false })
  })

  it('J2.47 a failed lookup is kept as nothing found, so the widget shows its cannot-find message', async () => {
    const { deps } = fakeDeps({ lookupRegistration: () => http(500) }, NOW)
    const { state } = await run(deps, checkRegistration, [command('quote/CheckRegistration', { registration: 'AB12CDE' })], onPrice())
    expect(state.lookups.registrationCheck).to.deep.equal({ registration: 'AB12CDE', vehicles: [], failed: true })
  })
})

describe("price page saga: the registration check's Confirm (001 §2)", () => {
  const confirm = command('quote/ConfirmRegistration', { registration: 'ab12 cde' })
  const unquoted = quoted((p) => {
    p.is_quoted = null
    p.quote = null
  })

  it('records the registration and updates the proposal; a quote the update kept needs no new quote', async () => {
    const { deps, calls, navigations } = fakeDeps({ updateProposal: () => ok(quoted()) }, NOW)
    const { events, state } = await run(deps, confirmRegistration, [confirm], onPrice())
    expect(calls.map((c) => c.name)).to.deep.equal(['updateProposal'])
    expect((calls[0]?.args[1] as Proposal).risk.vehicle.registration).to.equal('AB12CDE')
    expect(types(events)).to.deep.equal(['proposal/RegistrationConfirmed', 'quote/RequoteStarted', 'proposal/ProposalUpdated', 'quote/RequoteFinished'])
    expect(state.journey.requoting).to.equal(false)
    expect(navigations).to.deep.equal([])
  })

  it('re-creates the quote the update dropped, and stays on the price page', async () => {
    const { deps, calls, navigations } = fakeDeps({ updateProposal: () => ok(unquoted), createQuote: () => ok(quoted()) }, NOW)
    const { events } = await run(deps, confirmRegistration, [confirm], onPrice())
    expect(calls.map((c) => c.name)).to.deep.equal(['updateProposal', 'createQuote'])
    expect(types(events)).to.deep.equal(['proposal/RegistrationConfirmed', 'quote/RequoteStarted', 'proposal/ProposalUpdated', 'quote/QuoteCalculated', 'quote/RequoteFinished'])
    expect(navigations).to.deep.equal([])
  })

  it('J8.04 a re-created quote that is not quoted goes to Declined', async () => {
    const declined = quoted((p) => void (p.quote = { ...p.quote!, is_quoted: false }))
    const { deps, navigations } = fakeDeps({ updateProposal: () => ok(unquoted), createQuote: () => ok(declined) }, NOW)
    const { events } = await run(deps, confirmRegistration, [confirm], onPrice())
    expect(types(events).slice(-2)).to.deep.equal(['quote/QuoteDeclined', 'quote/RequoteFinished'])
    expect(navigations).to.deep.equal(['/quote/declined'])
  })

  it('J8.01 J8.03 a failed update or quote: a non-200 answer goes to Exception, no answer to Declined, 419 to Expired', async () => {
    for (const [api, to] of [
      [{ updateProposal: () => http(500) }, '/error/exception'],
      [{ updateProposal: () => fail({ kind: 'session-expired' }) }, '/quote/session-expired'],
      [{ updateProposal: () => ok(unquoted), createQuote: () => fail({ kind: 'network', message: 'offline' }) }, '/quote/declined'],
      [{ updateProposal: () => ok(unquoted), createQuote: () => http(500) }, '/error/exception'],
    ] as const) {
      const { deps, navigations } = fakeDeps(api, NOW)
      const { events, state } = await run(deps, confirmRegistration, [confirm], onPrice())
      expect(types(events).slice(-2)).to.deep.equal(['journey/RequestFailed', 'quote/RequoteFinished'])
      expect(navigations).to.deep.equal([to])
      expect(state.journey.requoting).to.equal(false)
    }
  })

  it('a registration that is not a UK registration is not confirmed', async () => {
    const { deps, calls } = fakeDeps({}, NOW)
    const { events } = await run(deps, confirmRegistration, [command('quote/ConfirmRegistration', { registration: 'NOT A REG!' })], onPrice())
    expect(events).to.deep.equal([])
    expect(calls).to.deep.equal([])
  })
})

describe('recall saga (001 §4, §8)', () => {
  it('J4.16 J4.17 a found quote goes to its price page with its extras; a bought policy goes to ThankYou', async () => {
    const { recall } = await import('../../sagas/recall')
    const cmd = command('quote/Recall', { reference: '04821-00001-00001', postcode: 'LS6 2AB', dob: '1984-07-19', via: 'recall' })
    const found = fakeDeps({ recall: () => ok(quoted()) }, NOW)
    await run(found.deps, recall, [cmd])
    expect(found.navigations).to.deep.equal([`/quote/payment-option?uuid=${UUID}`])
    const bought = fakeDeps({ recall: () => ok(quoted((p) => void (p.is_purchased = true))) }, NOW)
    await run(bought.deps, recall, [cmd])
    expect(bought.navigations).to.deep.equal([`/quote/thankyou?uuid=${UUID}`])
  })

  it('J8.07 not found is recorded for the form to say so; 419 goes to Expired', async () => {
    const { recall } = await import('../../sagas/recall')
    const cmd = command('quote/Recall', { reference: '04821-00001-00001', postcode: 'LS6 2AB', dob: '1984-07-19', via: 'recall' })
    const none = fakeDeps({ recall: () => fail({ kind: 'http', status: 404, code: 'not_found' }) }, NOW)
    const { state } = await run(none.deps, recall, [cmd])
    expect(state.journey.recallRefused).to.equal('not-found')
    expect(none.navigations).to.deep.equal([])
    const expired = fakeDeps({ recall: () => fail({ kind: 'session-expired' }) }, NOW)
    await run(expired.deps, recall, [cmd])
    expect(expired.navigations).to.deep.equal(['/quote/session-expired'])
  })
})
