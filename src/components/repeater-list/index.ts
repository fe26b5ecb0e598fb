export { REPEATER_MAX, RepeaterList, addLabel } from './RepeaterList'
export type { RepeaterItem, RepeaterListProps } from './RepeaterList'
