/**
 * Third-party authority No clears all the third party's fields (000 §4), and while it is No none is taken; an
 * answer given before the question is kept until No clears it.
 */
export const keepsThirdPartyDetails = (hasAuthority: boolean | null | undefined): boolean => hasAuthority !== false
