export { QuoteNotFound, StartAQuote, StartOrRetrieve } from './QuoteNotFound'
