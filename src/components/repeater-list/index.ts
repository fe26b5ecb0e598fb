export { RepeaterList } from './RepeaterList'
export type { RepeaterItem } from './RepeaterList'
