import { asksNcdProtection, voluntaryExcessAfterCoverChange, voluntaryExcessFor } from '../../src/domain/rules'
import type { Handlers } from '../handlers'
import type { DetailSetters, ProposalDraft, ProposalState } from './state'

const ensureNcd = (d: ProposalDraft) => {
  d.risk.previous_insurance ??= { ncd: {} }
  return d.risk.previous_insurance.ncd
}

/** The cover's own answers. */
export const COVER_DETAILS = {
  'previous_insurance.ncd.is_protected': (d, v) => {
    const ncd = ensureNcd(d)
    ncd.is_protected = asksNcdProtection(ncd.years) ? v : null
  },
} satisfies Partial<DetailSetters>

/** The cover: start date, cover type and excess, no claims discount, previous insurance, source of business. */
export const COVER_HANDLERS = {
  'proposal/StartDateChosen': (d, e) => {
    d.risk.start_date = e.payload.startDate
  },
  'proposal/CoverTypeChosen': (d, e) => {
    const v = d.risk.vehicle
    v.cover_type = e.payload.coverType
    // Setting the same excess again leaves the proposal as it was (Immer sees no change).
    d.risk.voluntary_excess = voluntaryExcessAfterCoverChange(e.payload.coverType, d.risk.voluntary_excess)
  },
  'proposal/VoluntaryExcessChosen': (d, e) => {
    // The excess is disabled for TPO: it stays 0.
    d.risk.voluntary_excess = voluntaryExcessFor(d.risk.vehicle.cover_type, e.payload.excess)
  },
  'proposal/NcdYearsEntered': (d, e) => {
    const ncd = ensureNcd(d)
    const years = e.payload.years
    // The event's codec admits finite numbers only (NaN and Infinity are refused), so null is the one non-number.
    ncd.years = years === null ? null : Math.max(0, Math.trunc(years))
    // Judged on the years as stored: 0.5 is kept as 0, so it clears the flag too.
    if (!asksNcdProtection(ncd.years)) ncd.is_protected = null
  },
  'proposal/PreviousInsuranceAnswered': (d, e) => {
    d.risk.has_previous_insurance = e.payload.has
    d.risk.previous_insurance = e.payload.has ? (d.risk.previous_insurance ?? { ncd: {} }) : null
  },
  'proposal/SourceOfBusinessSet': (d, e) => {
    d.risk.source_of_business = e.payload.source
  },
} satisfies Handlers<ProposalState>
