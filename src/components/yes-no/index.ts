export { YesNo } from './YesNo'
