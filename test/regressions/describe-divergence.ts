import type { ConversationReplay } from '../../src/app/conversation-replay'

const SHOWN = 160
const clip = (s: string, clipped: boolean): string => (clipped && s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s)

/**
 * A conversation replay's divergence as lines of text for a test failure: which call or event, recorded vs now
 * (cut short when the differing paths are listed below them, `path: recorded → now`).
 */
export const describeDivergence = (d: NonNullable<ConversationReplay['divergence']>): string =>
  [
    `first divergence at ${d.kind} ${d.index + 1}:`,
    `  recorded: ${clip(d.recorded, d.differences.length > 0)}`,
    `  now:      ${clip(d.now, d.differences.length > 0)}`,
    ...d.differences.map((x) => `    ${x}`),
  ].join('\n')
