export { SafeHtml, sanitise } from './SafeHtml'
