/** Business constants and limits of both spec documents (000 §9, 001 §9), named once. */
import { HELP } from './firm'

export const MIN_DRIVING_AGE = 16
export const MAX_DRIVING_AGE = 120
export const CLAIMS_LOOKBACK_YEARS = 5
export const CONVICTIONS_LOOKBACK_YEARS = 5
export const START_DATE_WINDOW_DAYS = 30

export const VOLUNTARY_EXCESS_MIN = 0
export const VOLUNTARY_EXCESS_MAX = 2000
export const VOLUNTARY_EXCESS_STEP = 50
/** Default voluntary excess for comprehensive cover; every other cover type defaults to 0. */
export const VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE = 100
export const VOLUNTARY_EXCESS_VALUES: readonly number[] = Array.from(
  { length: (VOLUNTARY_EXCESS_MAX - VOLUNTARY_EXCESS_MIN) / VOLUNTARY_EXCESS_STEP + 1 },
  (_, i) => VOLUNTARY_EXCESS_MIN + i * VOLUNTARY_EXCESS_STEP,
)

/** Repeaters (claims, convictions, modifications) allow this many items by default. */
export const REPEATER_MAX = 5
/** The spec does not give a maximum number of additional riders; we use the repeater default. */
export const MAX_ADDITIONAL_RIDERS = 5
/** Numbered vehicle_modification_N entries in the duqs. */
export const MAX_DUQ_MODIFICATIONS = 9

export const EDUCATION_INDUSTRY_CODE = '950'
export const FULL_TIME_EDUCATION_STATUS = 'FullTmEdu'
export const FULL_TIME_EDUCATION_ROLES: readonly string[] = [
  'S44', 'S45', 'S46', 'S47', 'S48', 'S49', 'S50', 'S51', 'S52', 'S53', '18D', '19D', '48D', '49D', '74C',
]
export const NON_WORKING_STATUSES: readonly string[] = ['Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson']
export const BUSINESS_CLASSES_OF_USE: readonly string[] = ['C1', 'C2', 'C3']
export const NO_LICENCE = '<No Licence>'
export const LAST_FORM_STEP = 5
export const CALENDAR_YEARS_BACK = 100
export const DATE_INPUT_MIN_YEAR = 1900
export const PHONE_MASK_LENGTH = 13
/** A registration shorter than this is 'too short' on the summary screen. */
export const REGISTRATION_MIN_LENGTH = 2
export const PLACEHOLDER_MOBILE = '01000000000'

export const MIN_ACCOUNT_HOLDER_AGE = 18
export const TPA_MIN_AGE = 17
export const DEFAULT_COLLECTION_DAY = '1'
export const MONTHLY_INSTALMENTS = 10
export const AGREEMENT_TERM_MONTHS = 12
export const DIRECT_DEBIT_NOTICE_WORKING_DAYS = 5

export const TRACKER_ENDORSEMENT_EXTRA_INFO = '41'
export const OTHER_BIKES_ENDORSEMENT_CODE = '39'
export const BREAKDOWN_TIERS = ['B1', 'B2', 'B3'] as const
export const HIDDEN_ADDON_CODES: readonly string[] = ['PA', 'MF', 'KE']
/** Enhanced personal accident cover (BPA) is offered when the proposer is over this age at the start date (001 §9). */
export const BPA_OVER_AGE = 18
export const PARTNER_SOURCES: readonly string[] = ['105', '114', '112', '115', '104']
export const DIRECT_SOURCE = 'Direct'
export const WEBSITE_SOURCE = 'Website'

export const POLICY_START_TIME = '00:01hrs'
export const LOGO_HEIGHT_PX = 107
export const DEVICE_FINGERPRINT_TIMEOUT_MS = 10_000
export const DEVICE_FINGERPRINT_POLL_MS = 100
export const BOT_CHECK_ACTION = 'form_section_one'

/** NCD discount percentage by years of no claims discount (001 §9). */
export const ncdDiscountPercent = (years: number): number => {
  if (!Number.isFinite(years) || years <= 0) return 0
  if (years === 1) return 7
  if (years <= 6) return 8
  if (years === 7) return 9
  if (years === 8) return 12
  if (years === 9) return 14
  if (years <= 11) return 15
  if (years === 12) return 16
  if (years <= 14) return 17
  if (years <= 16) return 18
  return 19
}

/** Transmission codes and the names riders see: TransMan is Manual, TransAuto Automatic (000 §4). */
const TRANSMISSION_NAMES: Readonly<Record<string, string>> = { TransMan: 'Manual', TransAuto: 'Automatic' }

/** The name a transmission code displays as; other codes as they are. */
export const transmissionLabel = (code: string): string => TRANSMISSION_NAMES[code] ?? code

export const LOADING_UPDATING = 'We are now updating your quote.'
export const LOADING_CALCULATING = 'We are now calculating your quote.'
/** The help e-mail and phone the spec names {email} and {phone}: the firm's (src/domain/firm.ts). */
export const HELP_EMAIL = HELP.email
export const HELP_PHONE = HELP.phone

/**
 * 001 §8's sentence for a quote that cannot be found (code not_found), with the help number: Retrieve a Quote and the
 * deep link say it when no quote matches, and a screen says it when the quote its address names is unknown.
 */
export const QUOTE_NOT_FOUND = `We're sorry but we couldn't find a quote matching those details, please try again. if you keep seeing this message, please call us on ${HELP_PHONE} and we'll continue your quote over the phone`
