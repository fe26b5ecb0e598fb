import * as t from 'io-ts'
import { nullable, QuoteReference } from '../../domain/primitives'

/** What the insurer says of a proposal: the quote reference it holds now, that it has none, or no answer. */
type ProposalReference =
  | { readonly kind: 'found'; readonly reference: string | null }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable'; readonly reason: string }

/** Asks the insurer which quote reference a proposal holds. */
export type Insurer = (proposalUuid: string) => Promise<ProposalReference>

/** The part of the insurer's proposal answer the support service reads (the spec's Proposal entity). */
const ProposalQuote = t.type({ quote: nullable(t.partial({ reference: nullable(QuoteReference) })) }, 'ProposalQuote')

/**
 * The insurer's own API, `GET {base}/api/proposal/{uuid}` (the spec's get-a-proposal call), answered within
 * `timeoutMs`. A proposal the insurer does not know is 'not-found'; a failed, slow or undecodable answer is
 * 'unavailable' (the trail is then stored without a reference, never listed on the sender's word).
 */
export const insurerOverHttp =
  (base: () => string, timeoutMs = 3000): Insurer =>
  async (uuid) => {
    let res: Response
    try {
      res = await fetch(`${base().replace(/\/+$/, '')}/api/proposal/${encodeURIComponent(uuid)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (e) {
      return { kind: 'unavailable', reason: e instanceof Error ? e.message : String(e) }
    }
    if (res.status === 404) return { kind: 'not-found' }
    if (!res.ok) return { kind: 'unavailable', reason: `the insurer answered ${res.status}` }
    const decoded = ProposalQuote.decode(await res.json().catch(() => undefined))
    if (decoded._tag === 'Left') return { kind: 'unavailable', reason: "the insurer's answer is not a proposal" }
    return { kind: 'found', reference: decoded.right.quote?.reference ?? null }
  }
