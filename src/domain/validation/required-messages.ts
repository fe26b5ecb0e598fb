import type { DriverRole } from '../codecs/driver-details'
import { personFieldOf } from '../person-path'
import { MESSAGES } from './messages'
import { forRider } from './rider-wording'

/**
 * Required messages of the questions every rider answers, in the proposer's wording. Each is keyed once per
 * role (`proposer.<field>`, `additional_driver.<field>`); the additional rider's text is `forRider` of this
 * one. Keys follow the field's path in the Proposer / AdditionalDriver codecs, without `driver_details`.
 * Only claims and convictions are the spec's texts; the rest are ours, in its style.
 */
const PERSON_REQUIRED = {
  'name.title': 'Please select your title',
  'name.forenames': 'Please enter your first name',
  'name.surname': 'Please enter your surname',
  date_of_birth: 'Please enter your date of birth',
  has_insurance_refused: "Please confirm if you've ever been refused insurance",
  marital_status: 'Please select your marital status',
  'resident.is_uk_born': 'Please confirm if you were born in the UK',
  'resident.since': 'Please enter the date you became a UK resident',
  'full_time_occupation.status': 'Please select your employment status',
  'full_time_occupation.role': 'Please select your occupation',
  'full_time_occupation.industry': 'Please select the industry you work in',
  has_part_time_occupation: 'Please confirm if you have a second occupation',
  'part_time_occupation.status': 'Please select the employment status of your second occupation',
  'part_time_occupation.role': 'Please select your second occupation',
  'part_time_occupation.industry': 'Please select the industry of your second occupation',
  has_non_rta_conviction: 'Please confirm if you have any non-motoring convictions',
  'licence.type': 'Please select your licence type',
  'licence.date': 'Please enter the date you obtained your licence',
  'licence.has_convictions': MESSAGES.convictions,
  has_claims: MESSAGES.claims,
  has_medical_condition: 'Please confirm if you have a medical condition that the DVLA should know about',
  has_motoring_organisation: "Please confirm if you're a member of a motoring organisation",
  motoring_organisation: 'Please select your motoring organisation',
  has_access_to_other_vehicles: 'Please confirm if you have access to other vehicles',
  access_to_other_vehicles: 'Please select which other vehicles you have access to',
  number_of_other_vehicles: 'Please select how many other vehicles you have access to',
} as const

/** A question every rider answers: the part of a required key after the role. */
export type PersonField = keyof typeof PERSON_REQUIRED

/** Required messages of everything else: the proposal, the bike, the items of repeaters and 001's screens. */
const OTHER_REQUIRED = {
  // 000 section 1 and contact details: proposer only
  'proposer.email_address': 'Please enter your email address',
  'proposer.phone_numbers.mobile': 'Please enter your mobile number',
  'proposer.address.postcode': 'Please enter your postcode',
  'proposer.address': MESSAGES.addressNotSelected,
  'duqs.education_level': 'Please select your highest level of education',
  'userfields.has_email_consent': 'Please confirm if you would like to hear about offers by email',
  'additional_driver.relationship_to_proposer': 'Please select their relationship to the policyholder',
  // 000 section 2: the bike
  'vehicle.has_registration': 'Please confirm if you know your registration',
  'vehicle.registration': MESSAGES.findYourBike,
  'vehicle.manufacturer': 'Please select the make of your bike',
  'vehicle.model': 'Please select the model of your bike',
  'vehicle.fuel_type': 'Please select the fuel type of your bike',
  'vehicle.year': 'Please select the year your bike was made',
  'vehicle.transmission': 'Please select the transmission of your bike',
  'vehicle.doors': 'Please select the number of doors',
  'vehicle.confirm': 'Please confirm the vehicle',
  'vehicle.value': MESSAGES.vehicleValue,
  'vehicle.purchased.is_purchased': MESSAGES.purchased,
  'vehicle.purchased.date_purchased': MESSAGES.datePurchased,
  'vehicle.keeper': 'Please confirm if you are the registered keeper of the bike',
  'vehicle.owner': 'Please select who owns the bike',
  'vehicle.has_alarm': 'Please confirm if your bike has security markings',
  'vehicle.alarm': 'Please select the type of security markings',
  'vehicle.has_immobiliser': 'Please confirm if your bike has an immobiliser',
  'vehicle.immobiliser': 'Please select the type of immobiliser',
  'vehicle.has_tracker': 'Please confirm if your bike has a tracker',
  'vehicle.tracker': 'Please select the type of tracker',
  'vehicle.is_exclude_pillion_riders': MESSAGES.answerToProceed,
  'vehicle.imported': MESSAGES.answerToProceed,
  'vehicle.import_type': 'Please select the import type',
  'vehicle.has_side_car': MESSAGES.answerToProceed,
  'vehicle.is_modified': 'Please confirm if your bike has been modified',
  'modification.type': 'Please select the type of modification',
  'vehicle.kept_location': 'Please select where your bike is kept overnight',
  'vehicle.is_kept_at_proposer_postcode': 'Please confirm if your bike is kept at your home address',
  'vehicle.kept_postcode': 'Please enter the postcode where your bike is kept overnight',
  'vehicle.class_of_use': 'Please select how you use your bike',
  total_mileage: 'Please enter your annual mileage',
  business_mileage: 'Please enter your business mileage',
  // items of the claim, conviction and medical condition modals (neutral wording, any rider)
  'claim.description': 'Please select what happened',
  'claim.date': 'Please enter the date of the claim',
  'claim.has_own_damage_cost': 'Please confirm if there was a cost for damage to the bike',
  'claim.own_damage_cost': 'Please enter the cost of damage to the bike',
  'claim.has_third_party_cost': 'Please confirm if there was a cost to a third party',
  'claim.third_party_cost': 'Please enter the cost to the third party',
  'claim.is_ncb_prejudiced': 'Please confirm if the no claims discount was affected',
  'claim.is_personal_injury': 'Please confirm if anyone was injured',
  'claim.is_under_policyholders_cover': "Please confirm if the claim was made under the policyholder's cover",
  'conviction.code': 'Please select the conviction code',
  'conviction.conviction_date': 'Please enter the date of the conviction',
  'conviction.offence_date': 'Please enter the date of the offence',
  'conviction.points': MESSAGES.penaltyPoints,
  'conviction.has_ban_months': 'Please confirm if a ban was given',
  'conviction.ban_months': 'Please enter the length of the ban in months',
  'conviction.fine': 'Please enter the amount of the fine',
  'conviction.alcohol_reading_type': 'Please select the type of alcohol reading',
  'conviction.alcohol_reading': 'Please enter the alcohol reading',
  'medical_condition.code': 'Please select the medical condition',
  'medical_condition.date': 'Please enter the date of diagnosis',
  'medical_condition.status': 'Please select the status of the condition',
  'medical_condition.is_dvla_notified': 'Please confirm if the DVLA has been told about the condition',
  'medical_condition.has_dvla_restriction': 'Please confirm if the DVLA has restricted the licence',
  'medical_condition.is_receiving_treatment': 'Please confirm if treatment is being received',
  'medical_condition.treatment_description': 'Please describe the treatment',
  'medical_condition.is_vehicle_modified': 'Please confirm if the bike has been modified for the condition',
  // 000 section 4: cover details
  start_date: MESSAGES.coverStartDate,
  'vehicle.cover_type': 'Please select the type of cover you would like',
  has_previous_insurance: 'Please confirm if you have held insurance before',
  'previous_insurance.ncd.years': 'Please select your years of no claims discount',
  'previous_insurance.ncd.is_protected': 'Please confirm if you would like to protect your no claims discount',
  voluntary_excess: 'Please select your voluntary excess',
  is_pay_monthly: 'Please select how you would like to pay',
  // 000 section 5 and 001 price presentation: additional riders and third-party authority
  has_additional_drivers: 'Please confirm if you would like to add additional riders',
  'userfields.has_third_party_authority': 'Please confirm if you would like to give a third party authority on your policy',
  'userfields.tpa_title': 'Please select the title of the third party',
  'userfields.tpa_forename': 'Please enter the first name of the third party',
  'userfields.tpa_surname': 'Please enter the surname of the third party',
  'userfields.tpa_email': 'Please enter the email address of the third party',
  'userfields.tpa_phone': 'Please enter the phone number of the third party',
  // 001: registration check, summary, instalments, recall
  'registration_check.registration': MESSAGES.registration,
  'summary.confirm_email': 'Please confirm your email address',
  consent_to_auto_renew: 'Please confirm if you would like your policy to renew automatically',
  'summary.answered_honestly': 'Please confirm you have answered all questions honestly',
  'summary.excesses_and_endorsements': 'Please confirm you have read and agree to the excesses and endorsements',
  'summary.administration_and_terms': 'Please confirm you have read and agree to the administration services contract and terms',
  'summary.self_service': 'Please confirm you understand this is a self-service product and you must register for an online account',
  'direct_debit.is_proposer_account_holder': 'Please confirm if you are the account holder',
  'direct_debit.account_name': 'Please enter the name on the account',
  'direct_debit.account_number': 'Please enter your account number',
  'direct_debit.sort_code': 'Please enter your sort code',
  'direct_debit.third_party.title': 'Please select the title of the account holder',
  'direct_debit.third_party.forename': 'Please enter the first name of the account holder',
  'direct_debit.third_party.surname': 'Please enter the surname of the account holder',
  'direct_debit.third_party.date_of_birth': 'Please enter the date of birth of the account holder',
  'direct_debit.third_party.address': 'Please search for the address of the account holder and select it from the list.',
  'recall.reference': 'Please enter your quote reference',
  'recall.postcode': 'Please enter your postcode',
  'recall.dob': 'Please enter your date of birth',
} as const

/** A stable key of a required message; person questions carry their role as the first segment. */
export type RequiredKey = keyof typeof OTHER_REQUIRED | `${DriverRole}.${PersonField}`

const scoped = (role: DriverRole, wording: (m: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(PERSON_REQUIRED).map(([field, text]) => [`${role}.${field}`, wording(text)]))

/** Every keyed required message: the spec's where it gives one, ours in its style otherwise. */
const REQUIRED_MESSAGES: Readonly<Record<RequiredKey, string>> = Object.freeze({
  ...OTHER_REQUIRED,
  ...scoped('proposer', (m) => m),
  ...scoped('additional_driver', forRider),
}) as Readonly<Record<RequiredKey, string>>

/**
 * The required key a question's answer path names: its path in the proposal without `risk.`
 * (`vehicle.owner`), or for a person's answer its role and its path in the person without `driver_details.`
 * (`proposer.licence.type`). Throws for a path with no message, so a question cannot silently fall back to
 * the generic one.
 */
export const requiredKeyOf = (path: string, role?: DriverRole): RequiredKey => {
  const key = role === undefined ? path.replace(/^risk\./, '') : `${role}.${personFieldOf(path)}`
  if (!Object.hasOwn(REQUIRED_MESSAGES, key)) throw new Error(`no required message for ${key} (the answer at ${path})`)
  return key as RequiredKey
}

/** The key of a person question for a role, e.g. ('additional_driver', 'date_of_birth'). */
export const personKey = (role: DriverRole, field: PersonField): RequiredKey => `${role}.${field}`

/** The required message of a key; without a key (or for an unknown one), the spec's fallback. */
export const requiredMessage = (key?: RequiredKey): string =>
  // Stryker disable next-line ConditionalExpression: the table has no entry for undefined either; the check narrows the type
  (key !== undefined ? REQUIRED_MESSAGES[key] : undefined) ?? MESSAGES.required
