export { MoneyInput } from './MoneyInput'
