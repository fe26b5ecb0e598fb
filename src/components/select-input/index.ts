export { SelectInput, fromListOptions } from './SelectInput'
export type { SelectOption } from './SelectInput'
