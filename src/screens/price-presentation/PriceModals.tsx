/** The price page's slot for the tracker, modifications and removed-extra modals: drawn by its own work item (issue 9), not yet built. */
export const PriceWarningModals = () => null
