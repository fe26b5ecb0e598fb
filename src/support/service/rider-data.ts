import { FIRM } from '../../domain/firm'
import { RIDER_DATA_FORMAT, riderRule, subjectText, type DataSubject, type RiderDataExport } from '../../domain/trail/data-request'
import type { RiderTrail } from './support-store'

/** What an export says of itself, in plain English: what it is, what a trail is, when it was made, for what. */
const about = (subject: DataSubject, madeAt: string, count: number): string =>
  `A copy of every support trail ${FIRM.brand}'s support service holds for one rider, made for their request to see their data (UK GDPR, the right of access). ` +
  'A trail is the record of a quote session that the rider chose to send to support from their browser: each answer, each step and each outcome. ' +
  'The service removes personal values on receipt, so names, dates of birth, contact details, addresses and bank details appear as placeholders. ' +
  'Each trail is as the service stores it, with when it arrived, the quote reference it is listed under, the session it came from, and a keyed hash that stands for the internet address it was sent from (the address itself is not kept). ' +
  `Made at ${madeAt} (UTC) for ${subjectText(subject)}: ${riderRule(subject)}. It holds ${count} ${count === 1 ? 'trail' : 'trails'}.`

/**
 * A rider's export as one JSON document (`RiderDataExport`): the cover, then each trail with what the store keeps
 * of it and the trail itself as its stored text, written in unchanged (never parsed and written again).
 */
export const riderDataDocument = (subject: DataSubject, madeAt: string, trails: readonly RiderTrail[]): string => {
  const cover: Omit<RiderDataExport, 'trails'> = {
    format: RIDER_DATA_FORMAT,
    version: 1,
    about: about(subject, madeAt, trails.length),
    madeAt,
    request: subject.kind === 'code' ? { code: subject.code } : { reference: subject.reference },
    rule: riderRule(subject),
  }
  const entries = trails.map(({ trail, ...kept }) => `${JSON.stringify(kept).slice(0, -1)},"trail":${trail}}`)
  return `${JSON.stringify(cover).slice(0, -1)},"trails":[${entries.join(',')}]}`
}
