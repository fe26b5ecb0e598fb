/**
 * The quote references a trail's events hold, in the order they first appear: a requote gives the proposal a
 * new reference, so a session that was quoted and requoted has two or more. Read from the events' proposals
 * (`payload.proposal.quote.reference`); works on a decoded trail's events and on a stored one's alike (anything
 * not shaped so is passed over). The support desk finds a trail by any of them and its ticket line shows the last.
 */
export const quoteReferencesIn = (events: readonly unknown[]): string[] => {
  const seen: string[] = []
  for (const e of events) {
    const reference = referenceIn(e)
    if (reference !== null && !seen.includes(reference)) seen.push(reference)
  }
  return seen
}

const referenceIn = (e: unknown): string | null => {
  const proposal = field(field(e, 'payload'), 'proposal')
  const reference = field(field(proposal, 'quote'), 'reference')
  return typeof reference === 'string' ? reference : null
}

const field = (o: unknown, key: string): unknown => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined)
