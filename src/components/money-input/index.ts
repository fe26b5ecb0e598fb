export { MoneyInput } from './MoneyInput'
export type { MoneyInputProps } from './MoneyInput'
