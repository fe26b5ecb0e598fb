import { BREAKDOWN_TIERS } from '../constants'

/** A breakdown tier (B1, B2, B3): at most one is chosen, and choosing one deselects the others. */
export const isBreakdownTier = (code: string): boolean => (BREAKDOWN_TIERS as readonly string[]).includes(code)
