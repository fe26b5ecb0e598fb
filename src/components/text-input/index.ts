export { TextInput, isCommitKey } from './TextInput'
export type { InputWidth, TextInputProps } from './TextInput'
