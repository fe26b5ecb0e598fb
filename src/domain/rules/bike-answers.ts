/*
 * What an answer about the bike keeps (000 §4). A follow-up answer is stored unless the question it follows was
 * answered so that it does not apply; the rider cannot give it then (the form hides it), but a log may hold it
 * in any order, and an answer that arrives before its question is kept until that question clears it.
 */

type YesNo = boolean | null | undefined

/** Purchased No clears the purchase date: a date is kept unless the bike is said not to be bought yet. */
export const keepsPurchaseDate = (isPurchased: YesNo): boolean => isPurchased !== false

/** The owner of the bike while the rider is its registered keeper. */
export const KEEPER_OWNER = 'Proposer'

/**
 * Keeper Yes sets the owner to the proposer (`KEEPER_OWNER`): while the rider is the keeper, no other owner is
 * taken; keeper No asks who owns the bike.
 */
export const ownerIsKeeper = (keeper: YesNo): boolean => keeper === true

/** Security markings, immobiliser or tracker No clears that feature's detail: a detail is kept unless No. */
export const keepsSecurityDetail = (has: YesNo): boolean => has !== false
