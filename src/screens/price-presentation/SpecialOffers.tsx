/** The price page's slot for special offers and the partner logo (only when source_of_business is set and is not Website): drawn by its own work item (issue 9), not yet built. */
export const SpecialOffers = () => null
