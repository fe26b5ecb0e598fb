/** The price page's slot for the third-party authority section (001 §2; the form's third-party-authority records): drawn by its own work item (issue 9), not yet built. */
export const ThirdPartyAuthority = () => null
