import type { Quote } from './codecs'

/** A policy document the rider is given before buying: its address and its name. */
export interface PolicyDocument {
  readonly href: string
  readonly text: string
}

/**
 * The policy documents of quote `q`, in the order the Summary lists them and the quote e-mail repeats them: each
 * Insurance Product Information Document, then the policy wording, the administration services contract and the
 * terms of business, where the quote gives their addresses.
 */
export const policyDocuments = (q: Pick<Quote, 'ipids' | 'wordings'>): readonly PolicyDocument[] => [
  ...q.ipids.map((d) => ({ href: d.url, text: d.name ?? 'Insurance Product Information Document' })),
  ...(q.wordings.policyDocumentUrl != null ? [{ href: q.wordings.policyDocumentUrl, text: 'Policy wording' }] : []),
  ...(q.wordings.administrationServicesContractUrl != null ? [{ href: q.wordings.administrationServicesContractUrl, text: 'Administration services contract' }] : []),
  ...(q.wordings.termsOfBusinessUrl != null ? [{ href: q.wordings.termsOfBusinessUrl, text: 'Terms of business' }] : []),
]
