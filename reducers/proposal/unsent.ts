import { sameValue } from '../json-values'
import type { ProposalState } from './state'

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * One value of a proposal the server sent again, given the value the tab holds (`held`), the server's at its last
 * answer (`sent`) and its new one (`loaded`): where the tab changed nothing since that answer, the server's new
 * value; where the server changed nothing, the tab's; where both changed an object, each of its keys so; where
 * both changed anything else (a scalar, a list such as the riders or the extras), the tab's, since it is the
 * rider's answer, not sent yet. A key whose value comes out undefined is left out.
 */
const merged = (held: unknown, sent: unknown, loaded: unknown): unknown => {
  if (sameValue(held, sent)) return loaded
  if (sameValue(loaded, sent)) return held
  if (!isRecord(held) || !isRecord(sent) || !isRecord(loaded)) return held
  const out: Record<string, unknown> = {}
  for (const k of new Set([...Object.keys(loaded), ...Object.keys(held)])) {
    const v = merged(held[k], sent[k], loaded[k])
    if (v !== undefined) out[k] = v
  }
  return out
}

/**
 * The proposal after the server sent it again on a read (GET /api/proposal/{uuid}: `proposal/ProposalLoaded`):
 * the server's proposal, with the rider's answers not yet sent kept. A read sends nothing, so whatever the tab
 * changed in the proposal since the server last answered with it (`sent`: an answer on the price page, an extra
 * chosen, an edit on the form, made before a reload or while the read was on its way) is still the rider's only;
 * everything else is the server's, changes made elsewhere (another tab, the insurer) included. With nothing
 * changed in the tab that is the server's proposal as it came; with nothing changed at the server, the tab's as it
 * was. A proposal of another quote, or with no answer of the server held, is the server's whole.
 */
export const withUnsentAnswers = (held: ProposalState, sent: ProposalState | null, loaded: ProposalState): ProposalState =>
  sent === null || held.uuid == null || held.uuid !== loaded.uuid || sent.uuid !== loaded.uuid ? loaded : (merged(held, sent, loaded) as ProposalState)
