export { CancellationRight } from './CancellationRight'
