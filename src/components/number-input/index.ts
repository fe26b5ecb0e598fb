export { NumberInput, parseNumberText } from './NumberInput'
export type { NumberInputProps, NumberTextOptions } from './NumberInput'
