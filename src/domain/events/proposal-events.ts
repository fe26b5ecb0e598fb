import * as t from 'io-ts'
import {
  AdditionalDriver,
  Address,
  AddonCode,
  Claim,
  Conviction,
  CoverType,
  FoundVehicle,
  ManualVehicle,
  Modification,
  Proposal,
  VoluntaryExcess,
} from '../codecs'
import { Code, IsoDate, nullable, UkRegistration } from '../primitives'
import { SourceOfBusiness } from '../codecs/risk'
import { DetailAnswer, PersonAnswer } from './answers'
import { ev, evWith, Index, Who } from './meta'

const Y = (name: string) => t.type({ has: t.boolean }, name)

// Plain answers
export const PersonAnswered = evWith('proposal/PersonAnswered', t.intersection([t.type({ who: Who }), PersonAnswer]))
export const DetailAnswered = evWith('proposal/DetailAnswered', DetailAnswer)

// Section 2: the bike
export const RegistrationKnownAnswered = ev('proposal/RegistrationKnownAnswered', { known: t.boolean })
/** The summary found the registration too short: has_registration false, the registration cleared, the bike kept (001 §4). */
const RegistrationInvalidated = ev('proposal/RegistrationInvalidated', {})
/** The price page's registration check confirmed: the registration is the bike's (the bike itself is kept). */
const RegistrationConfirmed = ev('proposal/RegistrationConfirmed', { registration: UkRegistration })
const RegistrationEntered = ev('proposal/RegistrationEntered', { registration: UkRegistration })
const VehicleFound = ev('proposal/VehicleFound', {
  registration: UkRegistration,
  vehicles: t.array(FoundVehicle),
})
const VehicleNotFound = ev('proposal/VehicleNotFound', {
  registration: UkRegistration,
  reason: t.keyof({ 'no-match': null, failed: null }),
})
const VehicleLookupReset = ev('proposal/VehicleLookupReset', {})
const ManualVehicleConfirmed = ev('proposal/ManualVehicleConfirmed', {
  vehicle: ManualVehicle,
  year: nullable(t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, 'Year')),
})
export const PurchasedAnswered = ev('proposal/PurchasedAnswered', { isPurchased: t.boolean })
export const KeeperAnswered = ev('proposal/KeeperAnswered', { keeper: t.boolean })
export const SecurityFeatureAnswered = ev('proposal/SecurityFeatureAnswered', {
  feature: t.keyof({ alarm: null, immobiliser: null, tracker: null }),
  has: t.boolean,
})
export const ImportedAnswered = ev('proposal/ImportedAnswered', { imported: t.boolean })
export const KeptAtHomeAnswered = ev('proposal/KeptAtHomeAnswered', { atHome: t.boolean })
export const ClassOfUseChosen = ev('proposal/ClassOfUseChosen', { classOfUse: Code })
export const ModificationsAnswered = evWith('proposal/ModificationsAnswered', Y('ModificationsAnswer'))
const ModificationAdded = ev('proposal/ModificationAdded', { modification: Modification })
const ModificationEdited = ev('proposal/ModificationEdited', { index: Index, modification: Modification })
const ModificationRemoved = ev('proposal/ModificationRemoved', { index: Index })

// Riding history, personal and employment (per person)
export const LicenceTypeChosen = ev('proposal/LicenceTypeChosen', { who: Who, licenceType: Code })
export const UkBornAnswered = ev('proposal/UkBornAnswered', { who: Who, isUkBorn: t.boolean })
export const EmploymentStatusChosen = ev('proposal/EmploymentStatusChosen', { who: Who, status: Code })
export const SecondOccupationAnswered = ev('proposal/SecondOccupationAnswered', { who: Who, has: t.boolean })
export const ClaimsAnswered = ev('proposal/ClaimsAnswered', { who: Who, has: t.boolean })
const ClaimAdded = ev('proposal/ClaimAdded', { who: Who, claim: Claim })
const ClaimEdited = ev('proposal/ClaimEdited', { who: Who, index: Index, claim: Claim })
const ClaimRemoved = ev('proposal/ClaimRemoved', { who: Who, index: Index })
export const ConvictionsAnswered = ev('proposal/ConvictionsAnswered', { who: Who, has: t.boolean })
const ConvictionAdded = ev('proposal/ConvictionAdded', { who: Who, conviction: Conviction })
const ConvictionEdited = ev('proposal/ConvictionEdited', { who: Who, index: Index, conviction: Conviction })
const ConvictionRemoved = ev('proposal/ConvictionRemoved', { who: Who, index: Index })
export const MedicalConditionAnswered = ev('proposal/MedicalConditionAnswered', { who: Who, has: t.boolean })
/** The answer Yes was refused: another driver already holds the quote's one medical condition. */
const MedicalConditionRefused = ev('proposal/MedicalConditionRefused', { who: Who })
export const MotoringOrganisationAnswered = ev('proposal/MotoringOrganisationAnswered', { who: Who, has: t.boolean })

// Section 3: address
const AddressChosen = ev('proposal/AddressChosen', { address: Address })
const AddressReset = ev('proposal/AddressReset', {})

// Section 4: cover
export const StartDateChosen = ev('proposal/StartDateChosen', { startDate: nullable(IsoDate) })
export const CoverTypeChosen = ev('proposal/CoverTypeChosen', { coverType: CoverType })
export const VoluntaryExcessChosen = ev('proposal/VoluntaryExcessChosen', { excess: VoluntaryExcess })
const NcdYearsAnswer = t.refinement(t.number, (n) => Number.isFinite(n) && n >= -99 && n <= 99, 'NcdYearsAnswer')
export const NcdYearsEntered = ev('proposal/NcdYearsEntered', { years: nullable(NcdYearsAnswer) })
export const PreviousInsuranceAnswered = ev('proposal/PreviousInsuranceAnswered', { has: t.boolean })
export const PaymentFrequencyChosen = ev('proposal/PaymentFrequencyChosen', { monthly: t.boolean })

// Section 5: riders and third-party authority
export const AdditionalRidersAnswered = ev('proposal/AdditionalRidersAnswered', { has: t.boolean })
const RiderAdded = ev('proposal/RiderAdded', { rider: AdditionalDriver })
const RiderEdited = ev('proposal/RiderEdited', { index: Index, rider: AdditionalDriver })
const RiderRemoved = ev('proposal/RiderRemoved', { index: Index })
export const ThirdPartyAuthorityAnswered = ev('proposal/ThirdPartyAuthorityAnswered', { has: t.boolean })
const SourceOfBusinessSet = ev('proposal/SourceOfBusinessSet', { source: nullable(SourceOfBusiness) })

// After the form
export const AddonDecided = ev('proposal/AddonDecided', { code: AddonCode, selected: t.boolean })
export const AccountHolderAnswered = ev('proposal/AccountHolderAnswered', { isProposer: t.boolean })

// Server answers that replace the proposal
const ProposalCreated = ev('proposal/ProposalCreated', { proposal: Proposal })
const ProposalUpdated = ev('proposal/ProposalUpdated', { proposal: Proposal })
const ProposalLoaded = ev('proposal/ProposalLoaded', {
  proposal: Proposal,
  via: t.keyof({ edit: null, recall: null, deeplink: null, fetch: null }),
})
/**
 * GET /api/proposal/{uuid} answered code not_found: the server knows no proposal of `uuid` (001 §8 routes it
 * nowhere; the screen that asked for it says so, until a proposal is loaded).
 */
const ProposalNotFound = ev('proposal/ProposalNotFound', { uuid: t.string })

export const proposalEvents = [
  RegistrationInvalidated,
  RegistrationConfirmed,
  PersonAnswered,
  DetailAnswered,
  RegistrationKnownAnswered,
  RegistrationEntered,
  VehicleFound,
  VehicleNotFound,
  VehicleLookupReset,
  ManualVehicleConfirmed,
  PurchasedAnswered,
  KeeperAnswered,
  SecurityFeatureAnswered,
  ImportedAnswered,
  KeptAtHomeAnswered,
  ClassOfUseChosen,
  ModificationsAnswered,
  ModificationAdded,
  ModificationEdited,
  ModificationRemoved,
  LicenceTypeChosen,
  UkBornAnswered,
  EmploymentStatusChosen,
  SecondOccupationAnswered,
  ClaimsAnswered,
  ClaimAdded,
  ClaimEdited,
  ClaimRemoved,
  ConvictionsAnswered,
  ConvictionAdded,
  ConvictionEdited,
  ConvictionRemoved,
  MedicalConditionAnswered,
  MedicalConditionRefused,
  MotoringOrganisationAnswered,
  AddressChosen,
  AddressReset,
  StartDateChosen,
  CoverTypeChosen,
  VoluntaryExcessChosen,
  NcdYearsEntered,
  PreviousInsuranceAnswered,
  PaymentFrequencyChosen,
  AdditionalRidersAnswered,
  RiderAdded,
  RiderEdited,
  RiderRemoved,
  ThirdPartyAuthorityAnswered,
  SourceOfBusinessSet,
  AddonDecided,
  AccountHolderAnswered,
  ProposalCreated,
  ProposalUpdated,
  ProposalLoaded,
  ProposalNotFound,
] as const
