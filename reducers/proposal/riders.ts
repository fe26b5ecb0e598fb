import { duqMaritalKey, duqRelationshipKey, TPA_FIELDS, type AdditionalDriver } from '../../src/domain/codecs'
import { MAX_ADDITIONAL_RIDERS } from '../../src/domain/constants'
import { keepsThirdPartyDetails } from '../../src/domain/rules'
import type { Handlers } from '../handlers'
import { addItem, removeItem, replaceItem } from './repeaters'
import { setDuq, type DetailSetters, type ProposalDraft, type ProposalState } from './state'

/** An additional rider as stored: always with the additional_driver role. */
const asRider = (r: AdditionalDriver): AdditionalDriver => ({ ...r, driver_details: { ...r.driver_details, driver_type: 'additional_driver' } })

/** Per-rider duqs are numbered from 1 in rider order; recomputed whenever riders change, so removal renumbers. */
export const syncRiderDuqs = (d: ProposalDraft): void => {
  const riders = d.risk.additional_drivers
  for (let n = 1; n <= MAX_ADDITIONAL_RIDERS; n++) {
    const r = riders[n - 1]
    setDuq(d, duqMaritalKey(n), r?.marital_status)
    setDuq(d, duqRelationshipKey(n), r?.relationship_to_proposer)
  }
}

/** One of the third party's fields, or null while the authority is No. */
const thirdPartyField = <V>(d: ProposalDraft, v: V): V | null => (keepsThirdPartyDetails(d.risk.userfields.has_third_party_authority) ? v : null)

/** The answers about the third party given authority on the policy. */
export const RIDERS_DETAILS = {
  'userfields.tpa_title': (d, v) => void (d.risk.userfields.tpa_title = thirdPartyField(d, v)),
  'userfields.tpa_forename': (d, v) => void (d.risk.userfields.tpa_forename = thirdPartyField(d, v)),
  'userfields.tpa_surname': (d, v) => void (d.risk.userfields.tpa_surname = thirdPartyField(d, v)),
  'userfields.tpa_date_of_birth': (d, v) => void (d.risk.userfields.tpa_date_of_birth = thirdPartyField(d, v)),
  'userfields.tpa_email': (d, v) => void (d.risk.userfields.tpa_email = thirdPartyField(d, v)),
  'userfields.tpa_phone': (d, v) => void (d.risk.userfields.tpa_phone = thirdPartyField(d, v)),
} satisfies Partial<DetailSetters>

/** Section 5: the additional riders (with their numbered duqs) and the third party's authority. */
export const RIDERS_HANDLERS = {
  'proposal/AdditionalRidersAnswered': (d, e) => {
    d.risk.has_additional_drivers = e.payload.has
    if (!e.payload.has) d.risk.additional_drivers = []
    syncRiderDuqs(d)
  },
  'proposal/RiderAdded': (d, e) => {
    if (!addItem(d.risk.additional_drivers, asRider(e.payload.rider), MAX_ADDITIONAL_RIDERS)) return
    d.risk.has_additional_drivers = true
    syncRiderDuqs(d)
  },
  'proposal/RiderEdited': (d, e) => {
    if (replaceItem(d.risk.additional_drivers, e.payload.index, asRider(e.payload.rider))) syncRiderDuqs(d)
  },
  'proposal/RiderRemoved': (d, e) => {
    if (!removeItem(d.risk.additional_drivers, e.payload.index)) return
    if (d.risk.additional_drivers.length === 0) d.risk.has_additional_drivers = false
    syncRiderDuqs(d)
  },
  'proposal/ThirdPartyAuthorityAnswered': (d, e) => {
    d.risk.userfields.has_third_party_authority = e.payload.has
    if (!keepsThirdPartyDetails(e.payload.has)) for (const f of TPA_FIELDS) d.risk.userfields[f] = null
  },
} satisfies Handlers<ProposalState>
