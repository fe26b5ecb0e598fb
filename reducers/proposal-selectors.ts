import { createSelector } from 'reselect'
import type { Addon, AdditionalDriver, Address, Claim, Conviction, Endorsement, ListName, Modification, Proposer, Quote } from '../src/domain/codecs'
import {
  DIRECT_SOURCE,
  MONTHLY_INSTALMENTS,
  NO_LICENCE,
  OTHER_BIKES_ENDORSEMENT_CODE,
  PARTNER_SOURCES,
  POLICY_START_TIME,
  TRACKER_ENDORSEMENT_EXTRA_INFO,
  WEBSITE_SOURCE,
} from '../src/domain/constants'
import type { Modal, Who } from '../src/domain/events'
import { formatUkDate } from '../src/domain/formats'
import {
  allowedRoles,
  allowsVoluntaryExcess,
  asksBusinessMileage,
  asksKeptPostcode,
  asksNcdProtection,
  asksOccupation,
  isAddonVisible,
  isBreakdownTier,
  isFullTimeEducation,
  addonFactsOf,
  chargedExtras,
  holderMustBeThirdParty,
  isStartDateExpired,
} from '../src/domain/rules'
import { selectListName } from './lookups-selectors'
import type { AppState } from './root'
import { ukMoment } from '../src/domain/clock'
import { offeredExtras } from '../src/domain/rules/addons'

export const selectProposal = (s: AppState) => s.proposal
export const selectVehicle = (s: AppState) => s.proposal.risk.vehicle
const selectQuote = (s: AppState) => s.proposal.quote ?? null
export const selectUuid = (s: AppState) => s.proposal.uuid ?? null
/** The proposal as the server last answered with it (null before any answer): see AppState. */
export const selectServerProposal = (s: AppState) => s.serverProposal
/** The start date as the server last answered it: a requote sends a changed one through /json/proposal/update. */
export const selectServerStartDate = (s: AppState): string | null => s.serverProposal?.risk.start_date ?? null

/** The person an answer is about, or undefined when the rider index is out of range. */
export const selectPerson = (s: AppState, who: Who): Proposer | AdditionalDriver | undefined =>
  who === 'proposer' ? s.proposal.risk.proposer : s.proposal.risk.additional_drivers[who]

// 000 §4 visibility -------------------------------------------------------------------------------

export const selectShowsPurchaseDate = (s: AppState) => s.proposal.risk.vehicle.purchased.is_purchased === true
/** Keeper No asks who owns the bike. */
export const selectShowsOwner = (s: AppState) => s.proposal.risk.vehicle.keeper === false
export const selectShowsAlarmType = (s: AppState) => s.proposal.risk.vehicle.has_alarm === true
export const selectShowsImmobiliserType = (s: AppState) => s.proposal.risk.vehicle.has_immobiliser === true
export const selectShowsTrackerType = (s: AppState) => s.proposal.risk.vehicle.has_tracker === true
/** The import type is asked once the bike is said to be imported. */
export const selectShowsImportType = (s: AppState) => {
  const imported = s.proposal.risk.vehicle.imported
  return imported != null && imported !== 'No'
}
/** Imported as a yes/no answer: null until answered. */
export const selectIsImported = (s: AppState): boolean | null => {
  const imported = s.proposal.risk.vehicle.imported
  return imported == null ? null : imported !== 'No'
}
/** The kept postcode is asked only when the bike is not kept at the home address. */
export const selectShowsKeptPostcode = (s: AppState) => asksKeptPostcode(s.proposal.risk.vehicle.is_kept_at_proposer_postcode)
/** Business mileage is shown only for classes of use C1, C2 and C3. */
export const selectShowsBusinessMileage = (s: AppState) => asksBusinessMileage(s.proposal.risk.vehicle.class_of_use)
/** The licence date is hidden until a licence type is chosen, and for '<No Licence>'. */
export const selectShowsLicenceDate = (s: AppState, who: Who) => {
  const type = selectPerson(s, who)?.driver_details.licence.type
  return type != null && type !== NO_LICENCE
}
/** The residency date is asked only when not UK-born. */
export const selectShowsResidencyDate = (s: AppState, who: Who) => selectPerson(s, who)?.resident.is_uk_born === false

/** Occupation (role, industry, second job) is hidden for the non-working statuses. */
export const selectShowsOccupation = (s: AppState, who: Who) => asksOccupation(selectPerson(s, who)?.full_time_occupation.status)
/** Full-time education limits the roles to the fixed codes; null means every role of the list. */
export const selectAllowedRoles = (s: AppState, who: Who): readonly string[] | null =>
  allowedRoles(selectPerson(s, who)?.full_time_occupation.status)
/** Full-time education fixes the industry (950), so it is not asked. */
export const selectIndustryFixed = (s: AppState, who: Who) => isFullTimeEducation(selectPerson(s, who)?.full_time_occupation.status)
export const selectShowsPartTimeOccupation = (s: AppState, who: Who) =>
  selectShowsOccupation(s, who) && selectPerson(s, who)?.has_part_time_occupation === true

/** Highest education level only when the source of business is not Direct (empty, Website or null). */
export const selectShowsEducationLevel = (s: AppState) => s.proposal.risk.source_of_business !== DIRECT_SOURCE
/** Partner codes 105, 114, 112, 115 and 104 show a partner logo and a thank-you message. */
export const selectPartnerSource = (s: AppState): string | null =>
  PARTNER_SOURCES.find((code) => code === s.proposal.risk.source_of_business) ?? null
/** NCD protection is asked only when the years are above 0. */
export const selectShowsNcdProtection = (s: AppState) => asksNcdProtection(s.proposal.risk.previous_insurance?.ncd.years)
export const selectShowsPreviousInsurance = (s: AppState) => s.proposal.risk.has_previous_insurance === true
export const selectShowsTpaFields = (s: AppState) => s.proposal.risk.userfields.has_third_party_authority === true
export const selectShowsMotoringOrganisation = (s: AppState, who: Who) =>
  selectPerson(s, who)?.driver_details.has_motoring_organisation === true
export const selectShowsOtherVehicleCount = (s: AppState, who: Who) =>
  selectPerson(s, who)?.driver_details.has_access_to_other_vehicles === true
/** Voluntary excess is disabled for TPO. */
export const selectExcessDisabled = (s: AppState) => !allowsVoluntaryExcess(s.proposal.risk.vehicle.cover_type)

export const selectRiderCount = (s: AppState) => s.proposal.risk.additional_drivers.length
/** The proposer's chosen address ({} until one is chosen). */
export const selectProposerAddress = (s: AppState) => s.proposal.risk.proposer.address

// 001: price presentation, extras, basket, summary --------------------------------------------------


/**
 * Every extra of the quote's offer with the rider's choice: the proposal's copy (once decided) wins over the
 * quote's offer, in the offer's order; extras only the proposal holds follow.
 */
const selectOfferedAddons = createSelector([selectProposal], (p): Addon[] => offeredExtras(p.quote?.addons ?? [], p.addons))

/**
 * The extras shown (001 §2 'Addons', the domain's `isAddonVisible`): breakdown tiers always; BPA only when the
 * proposer is over 18 at the start date and cover is C; BHL only for cover C; PA, MF and KE never.
 */
const selectVisibleAddons = createSelector(
  [selectOfferedAddons, selectProposal, (_: AppState, today: string) => today],
  (offered, p, today): Addon[] => {
    const facts = addonFactsOf(p, today)
    return offered.filter((a) => isAddonVisible(a.code, facts))
  },
)

/** The extras with their own 'Add to quote' / 'No Thanks' card: the visible ones but the breakdown tiers. */
export const selectAddonCards = createSelector([selectVisibleAddons], (visible) => visible.filter((a) => !isBreakdownTier(a.code)))
/** The breakdown tiers offered (B1, B2, B3), compared in the 'If you breakdown...' table. */
export const selectBreakdownTiers = createSelector([selectVisibleAddons], (visible) => visible.filter((a) => isBreakdownTier(a.code)))

/** The rider's choice for an extra: true added, false declined, null undecided (or not offered). */
export const selectAddonChoice = (s: AppState, code: string): boolean | null =>
  selectOfferedAddons(s).find((a) => a.code === code)?.is_selected ?? null

/**
 * Continue on Addons is disabled while any visible extra with a card is undecided (is_selected null). The
 * breakdown tiers have no 'No Thanks': none chosen is a choice, so they never hold Continue back.
 */
export const selectAllAddonsDecided = (s: AppState, today: string): boolean =>
  selectAddonCards(s, today).every((a) => a.is_selected != null)

/** The codes of the visible extras the rider added, in offer order: what POST …/addons sends. */
export const selectChosenAddonCodes = createSelector([selectVisibleAddons], (visible) =>
  visible.filter((a) => a.is_selected === true).map((a) => a.code),
)

/** The codes the current quote priced as selected (its offer's is_selected true). */
const pricedCodes = (p: AppState['proposal']): string[] =>
  // Stryker disable next-line ArrayDeclaration: a made-up entry has no is_selected true, so the filter drops it, as with none
  (p.quote?.addons ?? []).filter((a) => a.is_selected === true).map((a) => a.code)

/**
 * Did the rider's selection change since the quote was made (001 §4: then leaving Addons sends the extras and
 * re-creates the quote)? Compares the extras chosen now with those the quote priced, as sets; declining an
 * undecided extra changes nothing that is sent.
 */
export const selectAddonsChanged = (s: AppState, today: string): boolean => {
  const now = selectChosenAddonCodes(s, today)
  const priced = pricedCodes(s.proposal)
  return now.length !== priced.length || now.some((c) => !priced.includes(c))
}

const pennies = (n: number): number => Math.round(n * 100)
const pounds = (p: number): number => p / 100

export interface Basket {
  readonly monthly: boolean
  readonly premium: number
  readonly extras: readonly { code: string; description: string; premium: number }[]
  readonly extrasTotal: number
  /** Premium plus selected extras ('One single payment of'). */
  readonly total: number
  readonly deposit: number | null
  readonly firstInstalment: number | null
  readonly instalments: number
  readonly monthlyPayment: number | null
}

/** The first instalment when it differs (to the penny) from the monthly amount, else null: the basket shows only one that differs. */
const differingFirstInstalment = (q: Quote): number | null => {
  const first = q.monthly_initial_payment
  const monthly = q.monthly_payment
  if (first == null || monthly == null) return null
  return pennies(first) === pennies(monthly) ? null : first
}

/** The basket on `today`: premium plus the selected extras; for monthly payers the quote's deposit and instalments. */
export const selectBasket = createSelector([selectProposal, selectQuote, (_: AppState, today: string) => today], (p, q, today): Basket | null => {
  if (q === null || q.premium == null) return null
  // The extras charged are the domain's rule, the one the provider page charges by (`amountDueNow`).
  const extras = chargedExtras(p, today)
  const extrasPence = extras.reduce((sum, a) => sum + pennies(a.premium), 0)
  const monthlyPayment = q.monthly_payment ?? null
  return {
    monthly: p.is_pay_monthly === true,
    premium: q.premium,
    extras,
    extrasTotal: pounds(extrasPence),
    total: pounds(pennies(q.premium) + extrasPence),
    deposit: q.monthly_deposit ?? null,
    firstInstalment: differingFirstInstalment(q),
    instalments: q.monthly_installments ?? MONTHLY_INSTALMENTS,
    monthlyPayment,
  }
})

/** The instalment extra cost: monthly total payable minus the amount financed (the premium, plus any extras chosen). */
export const instalmentExtraCost = (q: Quote): number | null => {
  // The plan is on the premium plus the extras chosen (premium_subtotal), so what paying monthly costs more is
  // the total payable minus that; with no extras chosen it is 001 §2's 'monthly total payable minus premium'.
  const financed = q.metadata.premium_subtotal ?? q.premium
  return q.monthly_total_payable == null || financed == null ? null : pounds(pennies(q.monthly_total_payable) - pennies(financed))
}

/** Paying in full and paying monthly side by side, and the credit's representative example, from the quote's own figures. */
export interface PaymentComparison {
  /** What paying in full costs: the premium and the extras charged (`metadata.premium_subtotal`). */
  readonly inFull: number
  /** What paying monthly costs in all: deposit and instalments (`monthly_total_payable`). */
  readonly monthlyTotal: number
  /** How much more paying monthly costs. */
  readonly difference: number
  readonly deposit: number
  /** The amount of credit: what is paid monthly less the deposit. */
  readonly credit: number
  readonly instalments: number
  readonly instalment: number
  /** The first instalment when it differs from the others (it carries the pence left over), else null. */
  readonly firstInstalment: number | null
  /** The fixed interest rate on the credit, a year (`monthly_interest_percent`), and the representative APR. */
  readonly interestRate: number | null
  readonly apr: number | null
}

/**
 * The comparison of paying in full with paying monthly for a quote, or null when the quote has no monthly figures.
 * Every figure is the quote's own (001 §3) or a difference of two of them, to the penny.
 */
export const paymentComparison = (q: Quote): PaymentComparison | null => {
  const inFull = q.metadata.premium_subtotal ?? q.premium
  const { monthly_total_payable: monthlyTotal, monthly_deposit: deposit, monthly_payment: instalment } = q
  if (inFull == null || monthlyTotal == null || deposit == null || instalment == null) return null
  return {
    inFull,
    monthlyTotal,
    difference: pounds(pennies(monthlyTotal) - pennies(inFull)),
    deposit,
    credit: pounds(pennies(inFull) - pennies(deposit)),
    instalments: q.monthly_installments ?? MONTHLY_INSTALMENTS,
    instalment,
    firstInstalment: differingFirstInstalment(q),
    interestRate: q.monthly_interest_percent ?? null,
    apr: q.monthly_apr ?? null,
  }
}

const RIDING_OTHER_BIKES_EXCLUDED = 'Riding other bikes is excluded'

/** Endorsement texts (HTML), plus 'Riding other bikes is excluded' unless endorsement 39 is present. */
export const endorsementLines = (endorsements: readonly Endorsement[]): string[] => {
  const lines = endorsements.map((e) => e.text)
  return endorsements.some((e) => e.code === OTHER_BIKES_ENDORSEMENT_CODE) ? lines : [...lines, RIDING_OTHER_BIKES_EXCLUDED]
}

/** The tracking-device warning shows when an endorsement has extra_info '41'. */
const selectShowsTrackerWarning = (s: AppState) =>
  // Stryker disable next-line ArrayDeclaration: a made-up entry has no extra_info '41', so some() is false, as with none
  (s.proposal.quote?.endorsements ?? []).some((e) => e.extra_info === TRACKER_ENDORSEMENT_EXTRA_INFO)
/** The removed-extra modal shows when the proposal has removed_addons. */
const selectShowsRemovedAddon = (s: AppState) => s.proposal.removed_addons.length > 0
/** Special offers show only when source_of_business is set and is not Website. */
export const selectShowsSpecialOffers = (s: AppState) => {
  const source = s.proposal.risk.source_of_business
  return source != null && source !== '' && source !== WEBSITE_SOURCE
}
/** The registration check shows only when the vehicle has no registration. */
export const selectShowsRegistrationCheck = (s: AppState) => (s.proposal.risk.vehicle.registration ?? '') === ''

export type Benefit =
  | 'accidental damage'
  | 'third party damage'
  | 'personal accident'
  | 'uninsured driver'
  | 'fire'
  | 'theft'
  | 'personal effects'

/**
 * What the cover includes: C has all 7; TPFT has 4 and TPO 2. The spec gives only the counts for TPFT and
 * TPO; we read them as the third-party benefits plus fire and theft for TPFT.
 */
export const coverBenefits = (cover: 'C' | 'TPFT' | 'TPO' | null | undefined): Benefit[] => {
  if (cover === 'C') {
    return ['accidental damage', 'third party damage', 'personal accident', 'uninsured driver', 'fire', 'theft', 'personal effects']
  }
  if (cover === 'TPFT') return ['third party damage', 'uninsured driver', 'fire', 'theft']
  if (cover === 'TPO') return ['third party damage', 'uninsured driver']
  return []
}

/**
 * Policy start time: 00:01hrs unless the start date is today, then the quote's creation time as the UK's clock
 * reads it (HH:MM: 13:30 UTC in July is 14:30hrs).
 */
export const policyStartTime = (startDate: string | null | undefined, createdAt: string | null | undefined, today: string): string => {
  if (startDate !== today) return POLICY_START_TIME
  const created = createdAt == null ? null : ukMoment(createdAt)
  return created === null ? POLICY_START_TIME : `${created.time}hrs`
}


/** The proposal's start date has passed (the price page asks for a new one). */
export const selectStartDateExpired = (s: AppState, today: string): boolean => isStartDateExpired(s.proposal.risk.start_date, today)

/** A proposer under 18 (from date of birth) cannot hold the account: the holder must be a third party. */
export const selectHolderMustBeThirdParty = (s: AppState, today: string): boolean =>
  holderMustBeThirdParty(s.proposal.risk.proposer.date_of_birth, today)

/** The quote reference of the session's proposal, or null before a quote (attached to a trail sent to support). */
export const selectQuoteReference = (s: AppState): string | null => s.proposal.quote?.reference ?? null

/** True once the proposal holds a quote. */
export const selectHasQuote = (s: AppState): boolean => s.proposal.quote != null

/**
 * The warnings a loaded quote calls for (001 §2), in the order they open: the removed extra, the tracker, the
 * modifications. The modifications warning is 'shown for certain sources of business' (which ones is not
 * shown): the price-comparison partners, whose own forms may not ask about modifications.
 */
export const selectPriceWarnings = (s: AppState): Modal[] => [
  ...(selectShowsRemovedAddon(s) ? (['removed-addon'] as const) : []),
  ...(selectShowsTrackerWarning(s) ? (['tracker-warning'] as const) : []),
  ...(selectPartnerSource(s) !== null ? (['modifications-warning'] as const) : []),
]

/** The direct debit's holder is a third party (the proposer answered No, or is under 18 and must). */
export const selectThirdPartyHolder = (s: AppState): boolean => s.proposal.direct_debit?.is_proposer_account_holder === false

const NO_ADDRESS: Address = {}

/** The third-party account holder's chosen address ({} until one is chosen). */
export const selectHolderAddress = (s: AppState): Address => s.proposal.direct_debit?.third_party?.address ?? NO_ADDRESS

/** Claim `index` of a person as stored, or undefined for a new claim (null) or one that does not exist. */
export const selectClaim = (s: AppState, who: Who, index: number | null): Claim | undefined =>
  // Stryker disable next-line ConditionalExpression: an array has no item at the key 'null', so reading one gives undefined too; the test narrows the index's type
  index === null ? undefined : selectPerson(s, who)?.driver_details.claims[index]

/** Conviction `index` of a person as stored, or undefined for a new conviction (null) or one that does not exist. */
export const selectConviction = (s: AppState, who: Who, index: number | null): Conviction | undefined =>
  // Stryker disable next-line ConditionalExpression: an array has no item at the key 'null', so reading one gives undefined too; the test narrows the index's type
  index === null ? undefined : selectPerson(s, who)?.driver_details.licence.convictions[index]

/** Modification `index` of the bike as stored, or undefined for a new modification (null) or one that does not exist. */
export const selectModification = (s: AppState, index: number | null): Modification | undefined =>
  // Stryker disable next-line ConditionalExpression: an array has no item at the key 'null', so reading one gives undefined too; the test narrows the index's type
  index === null ? undefined : s.proposal.risk.vehicle.modifications[index]

/** The items a yes/no question lists under it. */
export type ListedItem = 'claim' | 'conviction' | 'modification' | 'rider'

/** The reference list whose words an item's line names its type in (`selectItemSummaries`), or null for none. */
export const ITEM_SUMMARY_LIST = {
  claim: 'motor_claim',
  conviction: null,
  modification: 'duq_vehicle_modification',
  rider: null,
} as const satisfies Record<ListedItem, ListName | null>

/**
 * One line per item of a list (000 §3), in stored order: a claim by its date and description, a conviction by
 * its conviction date and code, a modification by its type and description, a rider by name ('Rider 2' while
 * unnamed). Codes read in their list's words once the list has loaded (`ITEM_SUMMARY_LIST`, which the list's
 * question asks for). Empty for no list (null).
 */
export const selectItemSummaries = (s: AppState, item: ListedItem | null, who: Who): string[] => {
  const person = selectPerson(s, who)
  switch (item) {
    case null:
      return []
    case 'claim':
      return (person?.driver_details.claims ?? []).map(
        (c) => `${c.date ? formatUkDate(c.date) : 'No date'} – ${selectListName(s, ITEM_SUMMARY_LIST.claim, c.description) ?? 'Claim'}`,
      )
    case 'conviction':
      return (person?.driver_details.licence.convictions ?? []).map(
        (c) => `${c.conviction_date ? formatUkDate(c.conviction_date) : 'No date'} – ${c.code ?? 'Conviction'}`,
      )
    case 'modification':
      return s.proposal.risk.vehicle.modifications.map(
        (m) => [selectListName(s, ITEM_SUMMARY_LIST.modification, m.type), m.description].filter(Boolean).join(' – ') || 'Modification',
      )
    case 'rider':
      return s.proposal.risk.additional_drivers.map((r, i) => [r.name.forenames, r.name.surname].filter(Boolean).join(' ') || `Rider ${i + 1}`)
  }
}
