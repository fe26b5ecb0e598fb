export { TextInput, isCommitKey } from './TextInput'
export type { InputWidth } from './TextInput'
