import express, { Router, type RequestHandler, type Response } from 'express'
import { firstUnknownKey } from '../../domain/exact'
import type { AccessEntry } from '../../domain/support-desk-access'
import { firstRequestFailure } from '../../domain/refusal'
import {
  DATA_REQUESTS_PATH,
  dataExportFileName,
  dataSubjectOf,
  ErasureRequest,
  NOT_A_SUBJECT,
  subjectText,
  type DataSubject,
  type ErasureAnswer,
} from '../../domain/trail/data-request'
import { refuse } from './http'
import type { DataRequestEvents } from './monitoring'
import { riderDataDocument } from './rider-data'
import type { SupportStore } from './support-store'

export interface DataRequestDeps {
  readonly store: SupportStore
  /** Where an erasure is written, as `SupportStore.eraseRider` does it: off the main thread for SQLite. */
  readonly erasures: Pick<SupportStore, 'eraseRider'>
  readonly now: () => Date
  readonly events: DataRequestEvents
}

/** The access log's `code` and `reference` for a subject (a data request's entry has no address or detail: those are a sign-in's). */
export const accessSubject = (s: DataSubject): Pick<AccessEntry, 'code' | 'reference' | 'address' | 'detail'> => ({
  code: s.kind === 'code' ? s.code : null,
  reference: s.kind === 'reference' ? s.reference : null,
  address: null,
  detail: null,
})

/** What a code or reference that finds no trail is told (404), on the desk and the command line alike. */
export const noRiderTrails = (s: DataSubject): string =>
  s.kind === 'code' ? `No trail was sent with the support code ${s.code}.` : `No trail is listed under the quote reference ${s.reference}.`

/** The subject a request names in its path, or a 400 naming the path `codeOrReference` (answered; undefined). */
const subjectOf = (raw: unknown, res: Response): DataSubject | undefined => {
  const subject = typeof raw === 'string' ? dataSubjectOf(raw) : undefined
  if (subject === undefined) refuse(res, [{ path: 'codeOrReference', message: NOT_A_SUBJECT }])
  return subject
}

/**
 * A rider's data requests, for signed-in staff (`staffOnly`, the desk's bearer sign-in: no cookie, so no request
 * from another site can make them):
 * - `GET /api/support/data-requests/{code-or-reference}`: every trail of the rider (`riderRule`) as one JSON
 *   document to download (`RiderDataExport`, `Content-Disposition: attachment`); the export is written to the
 *   access log (who, when, which code or reference, how many trails) before it is sent;
 * - `POST /api/support/data-requests/{code-or-reference}/erase` `{ confirm }` (the same code or reference again):
 *   erases them and what is kept about them, with the access log's entry, in one transaction; answers
 *   `{ erased: { codes, trails, references, limitCounts } }`.
 * A path that is neither a support code nor a quote reference is 400 (`codeOrReference`), a body that is not
 * exactly `{ confirm }` 400 naming the path, a confirmation that differs 400 (`confirm`), a code or reference that
 * finds nothing 404. Each logs one event with the staff name and the numbers, never the code, the reference or
 * anything of a trail.
 */
export const dataRequestRoutes = (deps: DataRequestDeps, staffOnly: RequestHandler): Router => {
  const r = Router()
  r.get(`${DATA_REQUESTS_PATH}/:codeOrReference`, staffOnly, async (req, res, next) => {
    try {
      const subject = subjectOf(req.params.codeOrReference, res)
      if (subject === undefined) return
      const trails = await deps.store.riderTrails(subject)
      if (trails.length === 0) {
        res.status(404).json({ code: 'not_found', message: noRiderTrails(subject) })
        return
      }
      const now = deps.now().toISOString()
      const staff = res.locals.staff ?? ''
      await deps.store.logAccess({ at: now, staff, action: 'exported', ...accessSubject(subject), trails: trails.length })
      deps.events.exported(staff, trails.length)
      res.attachment(dataExportFileName(subject)).type('application/json').send(riderDataDocument(subject, now, trails))
    } catch (e) {
      next(e)
    }
  })
  r.post(`${DATA_REQUESTS_PATH}/:codeOrReference/erase`, staffOnly, express.json({ limit: '4kb', type: () => true }), async (req, res, next) => {
    try {
      const subject = subjectOf(req.params.codeOrReference, res)
      if (subject === undefined) return
      const body = ErasureRequest.decode(req.body)
      if (body._tag === 'Left') {
        refuse(res, [{ path: firstRequestFailure(body.left).path, message: 'expected { confirm }' }])
        return
      }
      const extra = firstUnknownKey(ErasureRequest, req.body)
      if (extra !== null) {
        refuse(res, [{ path: extra, message: 'not a key of this call' }])
        return
      }
      const confirmed = dataSubjectOf(body.right.confirm)
      if (confirmed === undefined || subjectText(confirmed) !== subjectText(subject)) {
        refuse(res, [{ path: 'confirm', message: `type ${subjectText(subject)} again to confirm the erasure` }])
        return
      }
      const staff = res.locals.staff ?? ''
      const erased = await deps.erasures.eraseRider(subject, { at: deps.now().toISOString(), staff, action: 'erased', ...accessSubject(subject) })
      if (erased === null) {
        res.status(404).json({ code: 'not_found', message: noRiderTrails(subject) })
        return
      }
      deps.events.erased(staff, erased)
      const answer: ErasureAnswer = { erased }
      res.json(answer)
    } catch (e) {
      next(e)
    }
  })
  return r
}
