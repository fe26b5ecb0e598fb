export { DateInput } from './DateInput'
export type { DateInputProps } from './DateInput'
