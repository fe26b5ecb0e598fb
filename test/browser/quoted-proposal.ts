import type { Page } from 'playwright-core'
import { Proposal, type ProposalInput } from '../../src/domain/codecs'
import { TestClient, decodeWith } from '../mock-server/server/client'
import { CARD } from './checkout-steps'
import { validProposal } from '../mock-server/server/running-server'

/*
 * A quoted proposal made through the API of the browser tests' server, for tests of the screens after the
 * quote form: they start where the form ends (the form itself is walked by its own tests), so each test
 * begins at `/quote/payment-option?uuid=…` in a second instead of half a minute of typing.
 */

/** YYYY-MM-DD of the local day `days` from today (the browser tests' server runs on the real clock). */
export const isoDayIn = (days: number): string => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The sample proposal body (the stored completed quote's), starting today, changed by `change` if given. */
export const proposalBody = (change: (p: ProposalInput) => ProposalInput = (p) => p): ProposalInput => {
  const p = validProposal()
  return change({ ...p, risk: { ...p.risk, start_date: isoDayIn(0) as ProposalInput['risk']['start_date'] } })
}

export interface QuotedOptions {
  /** Changes the body before it is created (e.g. the cover type, the source of business, no registration). */
  readonly change?: (p: ProposalInput) => ProposalInput
  /** Mock scenarios for the quote call (`decline`, `refer`, `hostile-endorsements`…). */
  readonly scenario?: string
}

/**
 * Creates a proposal (POST /api/proposal) and quotes it (POST …/quote) on the server at `base`, as its own
 * API client would; answers the decoded proposal. Throws with the server's answer when either call fails.
 */
export const quotedProposal = async (base: string, opts: QuotedOptions = {}): Promise<Proposal> => {
  const client = new TestClient(base)
  const created = await client.post('/api/proposal', proposalBody(opts.change))
  if (created.status !== 201) throw new Error(`create answered ${String(created.status)}: ${created.text}`)
  const { uuid } = decodeWith(Proposal, created.body)
  const quoted = await client.post(`/api/proposal/${uuid}/quote`, undefined, opts.scenario === undefined ? {} : { scenario: opts.scenario })
  if (quoted.status !== 200) throw new Error(`quote answered ${String(quoted.status)}: ${quoted.text}`)
  return decodeWith(Proposal, quoted.body)
}

/** The price page of a proposal. */
export const pricePagePath = (uuid: string): string => `/quote/payment-option?uuid=${encodeURIComponent(uuid)}`

/**
 * Waits until the Summary's statement ('Check your answers') is drawn in full: its sections are laid out only near
 * the screen in the first frame and drawn in full one a frame after it (CheckYourAnswers), so a test measuring the
 * whole page (axe's target sizes, boxes under raised text spacing) waits for this first, as the page's own first
 * frames are not what it measures.
 */
export const statementDrawn = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.querySelector('.check-answers__section') !== null && document.querySelector('.check-answers__section--later') === null)

/** The edit form of a proposal at a step (1 to 5). */
export const editPath = (uuid: string, step: number): string => `/quote/edit?uuid=${encodeURIComponent(uuid)}&step=${String(step)}`

/**
 * The proposal with a young proposer born on `dateOfBirth` (YYYY-MM-DD), who passed the licence on the 17th
 * birthday: a licence dated before the 16th birthday is refused by the server, as by the form.
 */
export const withYoungProposer = (p: ProposalInput, dateOfBirth: string): ProposalInput => {
  const licensed = `${String(Number(dateOfBirth.slice(0, 4)) + 17)}${dateOfBirth.slice(4)}`
  const d = p.risk.proposer.driver_details
  return {
    ...p,
    risk: {
      ...p.risk,
      proposer: {
        ...p.risk.proposer,
        date_of_birth: dateOfBirth as ProposalInput['risk']['proposer']['date_of_birth'],
        driver_details: { ...d, licence: { ...d.licence, date: licensed as NonNullable<ProposalInput['risk']['proposer']['driver_details']['licence']['date']> } },
      },
    },
  }
}

/** Pays for the proposal through the API on its card payment page (the provider then returns to its thank-you page). */
export const payThroughApi = async (client: TestClient, uuid: string): Promise<void> => {
  const page = (await paymentPageOf(client, uuid)).split('/').pop() ?? ''
  const paid = await client.post(`/mock-provider/pay/${page}`, { name: CARD.name, card_number: CARD.number, expiry: CARD.expiry, cvc: CARD.cvc })
  if (paid.status !== 200) throw new Error(`the card payment answered ${String(paid.status)}: ${paid.text}`)
}

/** Opens a card payment page for the proposal through the API, returning to its thank-you page. */
const paymentPageOf = async (client: TestClient, uuid: string): Promise<string> => {
  const a = await client.post(`/api/proposal/${uuid}/quote/payment`, { return_url: `/quote/thankyou?uuid=${uuid}` })
  if (a.status !== 200) throw new Error(`the payment page answered ${String(a.status)}: ${a.text}`)
  return (a.body as { payment_url: string }).payment_url
}
