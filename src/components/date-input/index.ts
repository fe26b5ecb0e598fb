export { DateInput } from './DateInput'
