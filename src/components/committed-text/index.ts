export { useCommittedText } from './use-committed-text'
