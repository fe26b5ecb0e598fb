export { YES_NO, YES_NO_INVERTED, YesNo, radioId } from './YesNo'
export type { YesNoOption, YesNoProps } from './YesNo'
