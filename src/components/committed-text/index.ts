export { afterPointerRelease, useCommittedText } from './use-committed-text'
export type { CommittedText } from './use-committed-text'
