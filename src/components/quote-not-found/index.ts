export { QuoteNotFound, StartOrRetrieve } from './QuoteNotFound'
