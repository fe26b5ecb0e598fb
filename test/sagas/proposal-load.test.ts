import { expect } from 'chai'
import { selectAddressProposalMissing } from '../../reducers/journey-selectors'
import { redirectForFetched } from '../../sagas/proposal-load'
import { rootSaga } from '../../sagas/root'
import type { AppState } from '../../reducers/root'
import type { ApiError } from '../../src/api/errors'
import type { Proposal } from '../../src/domain/codecs'
import { command, type Command } from '../../src/domain/commands'
import { storedSample, SAMPLE_UUID } from '../fixtures/trails/samples'
import { fact, stateAfter } from '../reducers/given'
import type { Either } from 'fp-ts/lib/Either'
import { event } from '../../src/domain/events'
import { fail, fakeDeps, gate, ok, runCommand, settle, startSaga, types } from './fake-deps'

const NOW = '2026-11-01T10:00:00.000Z'
const quoted = storedSample('completed-quote.json').state.proposal as Proposal
const purchased: Proposal = { ...quoted, is_purchased: true }
const declined: Proposal = { ...quoted, is_quoted: true, quote: quoted.quote == null ? null : { ...quoted.quote, is_quoted: false } }

/** The rider on the screen at `path` (the router records it as a Navigated event). */
const on = (path: string): AppState => stateAfter(fact('journey/Navigated', { path }))
const load = command('proposal/LoadProposal', { uuid: SAMPLE_UUID })

describe('proposal load saga', () => {
  it('J4.17 loads the proposal (GET by uuid) as a fetch and stays when there is nothing to redirect', async () => {
    const { deps, calls, navigations } = fakeDeps({ getProposal: () => ok(quoted) }, NOW)
    const { events, state } = await runCommand(deps, rootSaga, load, on(`/quote/payment-option?uuid=${SAMPLE_UUID}`))
    expect(calls).to.deep.equal([{ name: 'getProposal', args: [SAMPLE_UUID] }])
    expect(types(events)).to.deep.equal(['proposal/ProposalLoaded'])
    expect(events[0]?.payload).to.deep.include({ via: 'fetch' })
    expect(state.proposal.uuid).to.equal(SAMPLE_UUID)
    expect(state.journey.uuid).to.equal(SAMPLE_UUID)
    expect(navigations).to.deep.equal([])
  })

  const redirects: { title: string; proposal: Proposal; path: string | null; to: string[] }[] = [
    { title: 'a purchased proposal on PricePresentation goes to ThankYou with the uuid', proposal: purchased, path: `/quote/payment-option?uuid=${SAMPLE_UUID}`, to: [`/quote/thankyou?uuid=${SAMPLE_UUID}`] },
    { title: 'a purchased proposal on Payment goes to ThankYou with the uuid', proposal: purchased, path: '/quote/payment', to: [`/quote/thankyou?uuid=${SAMPLE_UUID}`] },
    { title: 'reading "current step" as the progress-bar step: on the form (step 1) a purchased proposal stays', proposal: purchased, path: `/quote/edit?uuid=${SAMPLE_UUID}`, to: [] },
    { title: 'on ThankYou itself (no progress step) a purchased proposal stays: no loop', proposal: purchased, path: `/quote/thankyou?uuid=${SAMPLE_UUID}`, to: [] },
    { title: 'with no screen recorded yet a purchased proposal stays', proposal: purchased, path: null, to: [] },
    { title: 'is_quoted set but the quote not quoted goes to Declined', proposal: declined, path: `/quote/payment-option?uuid=${SAMPLE_UUID}`, to: ['/quote/declined'] },
    { title: 'is_quoted set and no quote goes to Declined', proposal: { ...quoted, is_quoted: true, quote: null }, path: '/quote/summary', to: ['/quote/declined'] },
    { title: 'is_quoted not set and no quote stays', proposal: { ...quoted, is_quoted: null, quote: null }, path: '/quote/summary', to: [] },
    { title: 'is_quoted false and no quote stays', proposal: { ...quoted, is_quoted: false, quote: null }, path: '/quote/summary', to: [] },
    { title: 'purchased wins over declined beyond the first step', proposal: { ...declined, is_purchased: true }, path: '/quote/summary', to: [`/quote/thankyou?uuid=${SAMPLE_UUID}`] },
  ]
  for (const { title, proposal, path, to } of redirects) {
    it(`J4.17 ${title}`, async () => {
      const { deps, navigations } = fakeDeps({ getProposal: () => ok(proposal) }, NOW)
      const { events } = await runCommand(deps, rootSaga, load, path === null ? stateAfter() : on(path))
      expect(types(events)).to.deep.equal(['proposal/ProposalLoaded'])
      expect(navigations).to.deep.equal(to)
      expect(redirectForFetched(proposal, path)).to.equal(to[0] ?? null)
    })
  }

  const failures: { title: string; error: ApiError; to: string[]; notFound?: true }[] = [
    { title: 'J8.01 a 419 goes to Expired', error: { kind: 'session-expired', url: `/api/proposal/${SAMPLE_UUID}` }, to: ['/quote/session-expired'] },
    { title: 'J8.02 a 500 goes to Exception', error: { kind: 'http', status: 500, code: 'server_error' }, to: ['/error/exception'] },
    { title: 'J8.02 an answer that does not decode goes to Exception', error: { kind: 'decode', call: 'getProposal', paths: ['uuid'] }, to: ['/error/exception'] },
    { title: 'J8.02 no answer goes to Exception', error: { kind: 'network', message: 'offline' }, to: ['/error/exception'] },
    { title: 'J8.02 code not_found stays (no navigation)', error: { kind: 'http', status: 404, code: 'not_found' }, to: [], notFound: true },
    { title: 'J8.02 reading: code expired (a quote past its validity) goes not to Exception but to Expired', error: { kind: 'http', status: 410, code: 'expired' }, to: ['/quote/session-expired'] },
    { title: 'J8.02 a 404 without code not_found goes to Exception', error: { kind: 'http', status: 404 }, to: ['/error/exception'] },
  ]
  for (const { title, error, to, notFound } of failures) {
    it(`${title}, and the failure is logged`, async () => {
      const { deps, navigations, logged } = fakeDeps({ getProposal: () => fail(error) }, NOW)
      const { events, state } = await runCommand(deps, rootSaga, load, on(`/quote/payment-option?uuid=${SAMPLE_UUID}`))
      // Only code not_found is also recorded as the proposal not found (the screen's notice); no other failure is.
      expect(types(events)).to.deep.equal(notFound === true ? ['journey/RequestFailed', 'proposal/ProposalNotFound'] : ['journey/RequestFailed'])
      expect(state.journey.lastFailure).to.deep.equal({ call: 'getProposal', error })
      expect(state.journey.proposalNotFound).to.equal(notFound === true ? SAMPLE_UUID : null)
      expect(navigations).to.deep.equal(to)
      expect(logged).to.deep.equal(['getProposal failed'])
    })
  }

  describe('when the server does not know the uuid', () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const notFound = fail({ kind: 'http', status: 404, code: 'not_found', url: `/api/proposal/${unknown}` })

    it('puts the proposal not found with the uuid asked for, and the screen at that address reads its proposal as missing', async () => {
      const { deps, calls } = fakeDeps({ getProposal: () => notFound }, NOW)
      const { events, state } = await runCommand(deps, rootSaga, command('proposal/LoadProposal', { uuid: unknown }), on(`/quote/summary?uuid=${unknown}`))
      expect(calls).to.deep.equal([{ name: 'getProposal', args: [unknown] }])
      expect(events.find((e) => e.type === 'proposal/ProposalNotFound')?.payload).to.deep.equal({ uuid: unknown })
      expect(selectAddressProposalMissing(state, unknown)).to.equal(true)
      expect(selectAddressProposalMissing(state, SAMPLE_UUID), 'another address is not told it').to.equal(false)
    })

    it('a later load that finds a quote ends it', async () => {
      const { deps } = fakeDeps({ getProposal: (uuid) => (uuid === unknown ? notFound : ok(quoted)) }, NOW)
      const first = await runCommand(deps, rootSaga, command('proposal/LoadProposal', { uuid: unknown }), on(`/quote/summary?uuid=${unknown}`))
      const { events, state } = await runCommand(deps, rootSaga, load, first.state)
      expect(types(events)).to.deep.equal(['proposal/ProposalLoaded'])
      expect(state.journey.proposalNotFound).to.equal(null)
      expect(selectAddressProposalMissing(state, unknown)).to.equal(false)
    })

    it('Payment: opening the payment page of an unknown quote puts it too, asks for no payment page and goes nowhere', async () => {
      const { deps, calls, navigations } = fakeDeps({ getProposal: () => notFound }, NOW)
      const { events, state } = await runCommand(deps, rootSaga, command('payment/OpenPayment', { uuid: unknown }), on(`/quote/payment?uuid=${unknown}`))
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
      expect(types(events)).to.deep.equal(['journey/RequestFailed', 'proposal/ProposalNotFound'])
      expect(navigations).to.deep.equal([])
      expect(selectAddressProposalMissing(state, unknown)).to.equal(true)
    })
  })

  describe('when the server answers that the quote has expired (code expired)', () => {
    const expired = fail({ kind: 'http', status: 410, code: 'expired', message: 'This quote has expired.', url: `/api/proposal/${SAMPLE_UUID}` })
    const screens: { name: string; path: string; cmd: Command }[] = [
      { name: 'the summary', path: `/quote/summary?uuid=${SAMPLE_UUID}`, cmd: load },
      { name: 'Instalments', path: `/quote/instalments?uuid=${SAMPLE_UUID}`, cmd: load },
      { name: 'Payment', path: `/quote/payment?uuid=${SAMPLE_UUID}`, cmd: command('payment/OpenPayment', { uuid: SAMPLE_UUID }) },
      { name: 'the thank-you page', path: `/quote/thankyou?uuid=${SAMPLE_UUID}`, cmd: command('payment/CompletePurchase', { uuid: SAMPLE_UUID }) },
    ]
    for (const { name, path, cmd } of screens) {
      it(`J8.02 fetchProposal on ${name} goes to Expired, not to Exception, and asks for nothing more`, async () => {
        const { deps, calls, navigations, logged } = fakeDeps({ getProposal: () => expired }, NOW)
        const { events, state } = await runCommand(deps, rootSaga, cmd, on(path))
        expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
        expect(types(events), 'logged as any failure; not recorded as a quote not found').to.deep.equal(['journey/RequestFailed'])
        expect(logged).to.deep.equal(['getProposal failed'])
        expect(navigations).to.deep.equal(['/quote/session-expired'])
        expect(selectAddressProposalMissing(state, SAMPLE_UUID)).to.equal(false)
      })
    }

    it('is not the session expiring: the state the tab holds is kept (only a 419 ends the session)', async () => {
      const { deps } = fakeDeps({ getProposal: (uuid) => (uuid === SAMPLE_UUID ? ok(quoted) : fail({ kind: 'http', status: 410, code: 'expired' })) }, NOW)
      const first = await runCommand(deps, rootSaga, load, on(`/quote/summary?uuid=${SAMPLE_UUID}`))
      const other = '00000000-0000-4000-8000-000000000001'
      const { state } = await runCommand(deps, rootSaga, command('proposal/LoadProposal', { uuid: other }), first.state)
      expect(state.proposal.uuid).to.equal(SAMPLE_UUID)
      expect(state.journey.lastFailure).to.deep.equal({ call: 'getProposal', error: { kind: 'http', status: 410, code: 'expired' } })
    })
  })

  describe('when the tab already holds the proposal (kept by the tab, or arriving from another screen)', () => {
    const pricePage = `/quote/payment-option?uuid=${SAMPLE_UUID}`
    const held = stateAfter(fact('proposal/ProposalLoaded', { proposal: quoted, via: 'fetch' }), fact('journey/Navigated', { path: pricePage }))
    const answers: { title: string; answer: Either<ApiError, Proposal>; to: string[] }[] = [
      { title: 'J8.01 a 419 goes to Expired', answer: fail({ kind: 'session-expired', url: `/api/proposal/${SAMPLE_UUID}` }), to: ['/quote/session-expired'] },
      { title: 'J8.02 a 500 goes to Exception', answer: fail({ kind: 'http', status: 500, code: 'server_error' }), to: ['/error/exception'] },
      { title: 'J8.02 code expired goes to Expired', answer: fail({ kind: 'http', status: 410, code: 'expired' }), to: ['/quote/session-expired'] },
      { title: 'J4.17 a purchased proposal goes to ThankYou', answer: ok(purchased), to: [`/quote/thankyou?uuid=${SAMPLE_UUID}`] },
      { title: 'J4.17 a proposal flagged quoted whose quote is not goes to Declined', answer: ok(declined), to: ['/quote/declined'] },
      { title: 'J4.17 the proposal as it is stays', answer: ok(quoted), to: [] },
    ]
    for (const { title, answer, to } of answers) {
      it(`${title}: the server is asked all the same, as in a tab holding nothing`, async () => {
        const { deps, calls, navigations } = fakeDeps({ getProposal: () => answer }, NOW)
        await runCommand(deps, rootSaga, load, held)
        expect(calls).to.deep.equal([{ name: 'getProposal', args: [SAMPLE_UUID] }])
        expect(navigations).to.deep.equal(to)
      })
    }

    it("J8.02 code not_found: the screen's notice, in place of the proposal the tab holds", async () => {
      const { deps } = fakeDeps({ getProposal: () => fail({ kind: 'http', status: 404, code: 'not_found' }) }, NOW)
      const { state } = await runCommand(deps, rootSaga, load, held)
      expect(selectAddressProposalMissing(state, SAMPLE_UUID)).to.equal(true)
    })

    it('an extra chosen and the excess changed while the answer is on its way stay in the proposal it brings, beside its new price', async () => {
      const answer = gate<Either<ApiError, Proposal>>()
      const { deps } = fakeDeps({ getProposal: () => answer.promise as never }, NOW)
      const app = startSaga(deps, rootSaga, [], held)
      app.send(load)
      await settle()
      app.dispatch(event('proposal/AddonDecided', { code: 'BPA', selected: true }))
      app.dispatch(event('proposal/VoluntaryExcessChosen', { excess: 500 as never }))
      const repriced = { ...quoted, quote: quoted.quote == null ? null : { ...quoted.quote, premium: 455.5 as never } }
      answer.open(ok(repriced))
      await settle()
      app.stop()
      expect(types(app.events)).to.deep.equal(['proposal/AddonDecided', 'proposal/VoluntaryExcessChosen', 'proposal/ProposalLoaded'])
      const { proposal, journey } = app.state()
      expect(proposal.addons.find((a) => a.code === 'BPA')?.is_selected).to.equal(true)
      expect(proposal.risk.voluntary_excess).to.equal(500)
      expect(journey.requotePending, 'Confirm & requote is still offered').to.equal(true)
      expect(proposal.quote?.premium).to.equal(455.5)
    })

    it("an answer overtaken by a requote's answer is older than the quote the tab holds: it is dropped, and the rider stays", async () => {
      const answer = gate<Either<ApiError, Proposal>>()
      const { deps, navigations } = fakeDeps({ getProposal: () => answer.promise as never }, NOW)
      const app = startSaga(deps, rootSaga, [], held)
      app.send(load)
      await settle()
      const requoted = { ...quoted, quote: quoted.quote == null ? null : { ...quoted.quote, premium: 455.5 as never } }
      app.dispatch(event('quote/QuoteCalculated', { proposal: requoted }))
      answer.open(ok(declined))
      await settle()
      app.stop()
      expect(types(app.events)).to.deep.equal(['quote/QuoteCalculated'])
      expect(app.state().proposal.quote?.premium).to.equal(455.5)
      expect(navigations).to.deep.equal([])
    })
  })
})
