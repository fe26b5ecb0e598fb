export { Checkbox } from './Checkbox'
