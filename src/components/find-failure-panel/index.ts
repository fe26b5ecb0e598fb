export { FindFailurePanel } from './FindFailurePanel'
