import type { FormSection } from '../record'
import { ABOUT_YOUR_BIKE } from './about-your-bike'
import { ADDITIONAL_RIDERS } from './additional-riders'
import { COVER_DETAILS } from './cover-details'
import { YOUR_DETAILS } from './your-details'

/** Sections 2 to 5, in step order: one chunk, loaded by `loadAllSections` (questions.ts) when the form needs them. */
export const LATER_SECTIONS: readonly FormSection[] = [ABOUT_YOUR_BIKE, YOUR_DETAILS, COVER_DETAILS, ADDITIONAL_RIDERS]
