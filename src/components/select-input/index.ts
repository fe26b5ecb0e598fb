export { SelectInput, fromListOptions } from './SelectInput'
export type { SelectInputProps, SelectOption } from './SelectInput'
