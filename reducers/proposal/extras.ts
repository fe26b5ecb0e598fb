import type { Draft } from 'immer'
import type { Addon } from '../../src/domain/codecs'
import { isBreakdownTier } from '../../src/domain/rules'
import type { Handlers } from '../handlers'
import type { ProposalDraft, ProposalState } from './state'

/** The proposal's copy of an offered extra, taken from the quote's offer the first time it is decided. */
const addonFor = (d: ProposalDraft, code: string): Draft<Addon> | undefined => {
  const held = d.addons.find((a) => a.code === code)
  if (held !== undefined) return held
  const offered = d.quote?.addons.find((a) => a.code === code)
  if (offered === undefined) return undefined
  d.addons.push({ ...(offered as Addon) })
  return d.addons[d.addons.length - 1]
}

const selectAddon = (d: ProposalDraft, code: string, selected: boolean): void => {
  const addon = addonFor(d, code)
  if (addon === undefined) return
  addon.is_selected = selected
  if (!selected || !isBreakdownTier(code)) return
  // Choosing a breakdown tier deselects any other tier, offered or held.
  // Stryker disable next-line ArrayDeclaration: a made-up entry has no tier's code, so the filter below drops it, as with none
  const offered = d.quote?.addons ?? []
  const tiers = new Set([...d.addons, ...offered].map((a) => a.code).filter((c) => c !== code && isBreakdownTier(c)))
  for (const other of tiers) {
    const a = addonFor(d, other)
    // Stryker disable next-line ConditionalExpression: every tier here is held or offered, so addonFor finds it; the check is for the type
    if (a !== undefined) a.is_selected = false
  }
}

/** The extras the rider decides on the quote's offer. */
export const EXTRAS_HANDLERS = {
  'proposal/AddonDecided': (d, e) => {
    selectAddon(d, e.payload.code, e.payload.selected)
  },
} satisfies Handlers<ProposalState>
