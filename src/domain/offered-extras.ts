/*
 * The extras a quote offers with the rider's choices over them: read by the selectors the first page carries and
 * by the demands-and-needs statement, so it is a module of its own (the statement's texts stay out of the first
 * page's code).
 */

/** An extra as the quote offers it or the rider chose it: its code, name and choice. */
export interface ExtraLike {
  readonly code: string
  readonly description?: string | null
  readonly is_selected?: boolean | null
}

/**
 * The extras offered: the quote's offers with the rider's choices over them (a choice's fields win, its code
 * joins the offer of the same code), in the quote's order, then any the rider chose that the quote does not offer.
 */
export const offeredExtras = <A extends ExtraLike>(quoteAddons: readonly A[], chosen: readonly A[]): A[] => {
  const byCode = new Map<string, A>()
  for (const a of quoteAddons) byCode.set(a.code, a)
  for (const a of chosen) byCode.set(a.code, { ...byCode.get(a.code), ...a })
  return [...byCode.values()]
}
