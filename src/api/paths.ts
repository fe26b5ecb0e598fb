import type { ListName } from '../domain/codecs'
import { normaliseRegistration } from '../domain/formats'

const segment = encodeURIComponent

/** GET path of one reference list: `/api/list/insurer.{name}`. */
export const listPath = (name: ListName): string => `/api/list/insurer.${segment(name)}`

/** A path under one proposal, the uuid URL-encoded: `/api/proposal/{uuid}{suffix}`. */
export const proposalPath = (uuid: string, suffix = ''): string => `/api/proposal/${segment(uuid)}${suffix}`

/** Address lookup path: the postcode with every space removed, then URL-encoded. */
export const addressPath = (postcode: string): string =>
  `/api/address?postcode=${segment(postcode.replace(/\s+/g, ''))}`

/** Registration lookup by query: the registration normalised (spaces removed, upper case), then URL-encoded. */
export const vehicleQueryPath = (registration: string): string =>
  `/api/vehicle?registration=${segment(normaliseRegistration(registration))}`
