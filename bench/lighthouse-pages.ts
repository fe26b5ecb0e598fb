import { Proposal, type ConfirmRequest } from '../src/domain/codecs'
import { ROUTES, withUuid } from '../src/domain/routes'
import { paymentOptionRequest } from '../sagas/price-presentation'
import { TestClient, decodeWith } from '../test/mock-server/server/client'
import { quotedProposal } from '../test/browser/quoted-proposal'

/** A page Lighthouse loads: its name, whether it is a public entry page (SEO is a target there), and how to reach it. */
export interface LighthousePage {
  readonly name: string
  readonly entry: boolean
  /**
   * The path to load on the server at `base`; for the screens after the quote, a new proposal is first brought
   * through the API to the state the screen needs, so each run finds a proposal no earlier run has touched.
   */
  readonly path: (base: string) => Promise<string>
}

/** POST to a proposal's call, refusing anything but 200; answers the proposal the server answered. */
const post = async (client: TestClient, path: string, body: unknown): Promise<Proposal> => {
  const answer = await client.post(path, body)
  if (answer.status !== 200) throw new Error(`POST ${path} answered ${String(answer.status)}: ${answer.text}`)
  return decodeWith(Proposal, answer.body)
}

/** The price page's Continue (POST …/payment-option with the rider's choice of paying monthly or in full). */
const choosePaymentOption = (client: TestClient, p: Proposal, monthly: boolean): Promise<Proposal> =>
  post(client, `/api/proposal/${p.uuid}/payment-option`, paymentOptionRequest({ ...p, is_pay_monthly: monthly }))

/**
 * The summary's Continue with its questions answered (e-mail confirmed, the stored mobile, renew automatically:
 * Yes): POST …/confirm, then …/payment-option again, as sagas/summary.ts sends them.
 */
const confirmSummary = async (client: TestClient, p: Proposal): Promise<Proposal> => {
  const body: ConfirmRequest = {
    risk: {
      proposer: { email_address: p.risk.proposer.email_address ?? null, phone_numbers: { mobile: p.risk.proposer.phone_numbers.mobile ?? null } },
      vehicle: { registration: p.risk.vehicle.registration ?? null },
    },
    consent_to_auto_renew: true,
  }
  const confirmed = await post(client, `/api/proposal/${p.uuid}/confirm`, body)
  return post(client, `/api/proposal/${p.uuid}/payment-option`, paymentOptionRequest(confirmed))
}

/**
 * A proposal quoted through the API and taken as far as `until`: `quoted` (the price page), `payment-option`
 * (Continue from the price page, no extra added: Addons and the summary), `confirmed` (Continue from the
 * summary: Payment, or Instalments when paying monthly). Answers its uuid.
 */
const proposalAt = async (base: string, until: 'quoted' | 'payment-option' | 'confirmed', monthly = false): Promise<string> => {
  const quoted = await quotedProposal(base)
  if (until === 'quoted') return quoted.uuid
  const client = new TestClient(base)
  const chosen = await choosePaymentOption(client, quoted, monthly)
  if (until === 'payment-option') return chosen.uuid
  return (await confirmSummary(client, chosen)).uuid
}

/** A path no route claims: the app's NotFound page. */
const NOT_FOUND_PATH = '/no-such-page'

/** The pages of the Lighthouse part: the two public entry pages, NotFound, and the screens of a quoted proposal. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'quote form', entry: true, path: () => Promise.resolve(ROUTES.QuoteCreateForm) },
  { name: 'recall', entry: true, path: () => Promise.resolve(ROUTES.Recall) },
  { name: 'not found', entry: false, path: () => Promise.resolve(NOT_FOUND_PATH) },
  { name: 'price', entry: false, path: async (base) => withUuid(ROUTES.PricePresentation, await proposalAt(base, 'quoted')) },
  { name: 'addons', entry: false, path: async (base) => withUuid(ROUTES.Addons, await proposalAt(base, 'payment-option')) },
  { name: 'summary', entry: false, path: async (base) => withUuid(ROUTES.Summary, await proposalAt(base, 'payment-option')) },
  { name: 'instalments', entry: false, path: async (base) => withUuid(ROUTES.Instalments, await proposalAt(base, 'confirmed', true)) },
  { name: 'payment', entry: false, path: async (base) => withUuid(ROUTES.Payment, await proposalAt(base, 'confirmed')) },
]

/** A page's name as `--pages` takes it: `quote form` is `quote-form`. */
const optionName = (p: LighthousePage): string => p.name.replace(/\W+/g, '-')

/** The pages `--pages a,b` names (every page without it); throws naming the known ones for a name none has. */
export const pagesNamed = (names: readonly string[] | undefined): readonly LighthousePage[] => {
  if (names === undefined) return LIGHTHOUSE_PAGES
  const unknown = names.find((n) => !LIGHTHOUSE_PAGES.some((p) => optionName(p) === n))
  if (unknown !== undefined) throw new Error(`--pages: no page '${unknown}' (${LIGHTHOUSE_PAGES.map(optionName).join(', ')})`)
  return LIGHTHOUSE_PAGES.filter((p) => names.includes(optionName(p)))
}

/** How many runs `--runs N` asks for (`fallback` without it); throws for anything but a whole number of at least 1. */
export const runsOption = (text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback
  const runs = Number(text)
  if (text.trim() === '' || !Number.isInteger(runs) || runs < 1) throw new Error(`--runs: a whole number of at least 1, not '${text}'`)
  return runs
}
