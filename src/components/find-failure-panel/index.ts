export { FIND_FAILURE_TEXTS, FindFailurePanel } from './FindFailurePanel'
export type { FindFailurePanelProps } from './FindFailurePanel'
