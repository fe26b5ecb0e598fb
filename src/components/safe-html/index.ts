export { SafeHtml } from './SafeHtml'
