/** The price page's slot for 'Email yourself this quote': drawn by its own work item (issue 9), not yet built. */
export const EmailQuoteButton = () => null
