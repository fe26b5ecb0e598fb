import type { FormSection } from '../record'
import { ABOUT_YOU } from './about-you'
import { LATER_SECTIONS } from './later'

/** The five sections in step order, imported statically (tests and tools; the app loads 2 to 5 on demand). */
export const ALL_SECTIONS: readonly FormSection[] = [ABOUT_YOU, ...LATER_SECTIONS]
