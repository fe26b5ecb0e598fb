import { expect } from 'chai'
import { DataAnswer, PaymentUrlAnswer, Proposal, type ProposalInput } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { fields, validProposalStartingToday } from './running-server'

/** The answer of /json/proposal/update and re-quote: the proposal under `data`. */
export const ProposalDataAnswer = DataAnswer(Proposal)

/** The good test card of the mock provider, and a valid expiry on the fixed clock (November 2026). */
export const GOOD_CARD = { name: 'Eleanor O Hara', card_number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }

/** POST /api/proposal; expects 201 and answers the decoded proposal. */
export const createProposal = async (client: TestClient, body: ProposalInput = validProposalStartingToday()): Promise<Proposal> => {
  const a = await client.post('/api/proposal', body)
  expect(a.status, a.text).to.equal(201)
  return decodeWith(Proposal, a.body)
}

/** Creates the proposal and quotes it; expects a quoted quote. */
export const createQuoted = async (client: TestClient, body: ProposalInput = validProposalStartingToday()): Promise<Proposal> => {
  const created = await createProposal(client, body)
  const a = await client.post(`/api/proposal/${created.uuid}/quote`)
  expect(a.status, a.text).to.equal(200)
  const quoted = decodeWith(Proposal, a.body)
  expect(quoted.quote?.is_quoted, 'quoted').to.equal(true)
  return quoted
}

/** Starts a card payment (POST …/quote/payment) and answers the provider page's path. */
export const paymentUrl = async (client: TestClient, uuid: string, returnUrl = '/quote/complete?uuid=' + uuid): Promise<string> => {
  const a = await client.post(`/api/proposal/${uuid}/quote/payment`, { return_url: returnUrl })
  expect(a.status, a.text).to.equal(200)
  return decodeWith(PaymentUrlAnswer, a.body).payment_url
}

/** Pays on the provider page with a card; answers the status and the redirect of its answer. */
export const payByCard = async (client: TestClient, url: string, card: Record<string, string> = GOOD_CARD) => {
  const a = await client.post(url, card)
  return { status: a.status, redirect: fields(a.body).redirect, body: a.body }
}

/** Quotes and buys a proposal with the good card; answers the proposal's uuid. */
export const buyProposal = async (client: TestClient, body?: ProposalInput): Promise<string> => {
  const p = await createQuoted(client, body)
  const paid = await payByCard(client, await paymentUrl(client, p.uuid))
  expect(paid.status).to.equal(200)
  return p.uuid
}
