import { Router } from 'express'
import { CALLS } from '../../src/domain/calls'
import { isUkPostcode } from '../../src/domain/formats'
import { wireListName } from '../../src/domain/list-names'
import { isPlain, type Plain } from '../../src/domain/plain'
import { addressesFor, allLists, listByName, manualSearch, vehiclesForRegistration } from '../catalogue'
import { answerError } from '../http/errors'
import { serveCall } from '../http/serve-call'
import { decodeBody, refuse } from '../http/validate'
import { recordedAnswer } from '../recorded-fixtures'
import { has } from '../scenarios'
import { todayOf, type ServerContext } from './context'

/**
 * The manual search offers years and door counts as option values, which are strings ("2019"); sent back
 * unchanged they are read as the numbers they name. Anything else is left for the codec to judge.
 */
const numbersAsOffered = (body: unknown): unknown => {
  if (!isPlain(body)) return body
  const out: Plain = { ...body }
  for (const key of ['year', 'doors']) {
    const v = out[key]
    if (typeof v === 'string' && /^\d{1,4}$/.test(v.trim())) out[key] = Number(v.trim())
  }
  return out
}

/** Reference lists, vehicle lookups (registration and manual cascade), addresses, the bot check and status. */
export const lookupRoutes = (ctx: ServerContext): Router => {
  const r = Router()
  const vehicles = (reg: string) => (ctx.recording && recordedAnswer.registration(ctx.recording, reg)) ?? vehiclesForRegistration(reg, Number(todayOf(ctx).slice(0, 4)))

  serveCall(r, 'getLists', (_req, res) => {
    const lists = (ctx.recording && recordedAnswer.lists(ctx.recording)) ?? allLists()
    res.json(lists.map((l) => ({ name: wireListName(l.name), options: l.options })))
  })

  serveCall(r, 'getList', (req, res) => {
    const name = String(req.params.ListName)
    const options = (ctx.recording && recordedAnswer.list(ctx.recording, name)) ?? listByName(name)
    if (options === undefined) {
      answerError(res, 'not_found', `No list ${name}.`)
      return
    }
    res.json({ name: wireListName(name), options })
  })

  serveCall(r, 'lookupRegistration', (req, res) => {
    const body = decodeBody(CALLS.lookupRegistration.request, req, res)
    if (body === undefined) return
    res.json({ vehicles: has(req, res, 'not-found') ? [] : vehicles(body.registration) })
  })

  serveCall(r, 'lookupRegistrationByQuery', (req, res) => {
    const reg = req.query.registration
    if (typeof reg !== 'string' || reg.length > 16) {
      refuse(res, [{ path: 'registration', message: 'expected the registration as a query parameter' }])
      return
    }
    res.json({ vehicles: has(req, res, 'not-found') ? [] : vehicles(reg) })
  })

  serveCall(r, 'searchVehicles', (req, res) => {
    const body = decodeBody(CALLS.searchVehicles.request, req, res, numbersAsOffered)
    if (body === undefined) return
    res.json((ctx.recording && recordedAnswer.manual(ctx.recording, body)) ?? manualSearch(body))
  })

  serveCall(r, 'lookupAddress', (req, res) => {
    const postcode = req.query.postcode
    if (typeof postcode !== 'string' || !isUkPostcode(postcode)) {
      refuse(res, [{ path: 'postcode', message: 'expected a UK postcode' }])
      return
    }
    res.json(has(req, res, 'not-found') ? [] : ((ctx.recording && recordedAnswer.address(ctx.recording, postcode)) ?? addressesFor(postcode)))
  })

  serveCall(r, 'verifyRecaptcha', (req, res) => {
    const body = decodeBody(CALLS.verifyRecaptcha.request, req, res)
    if (body === undefined) return
    // The mock bot check's tokens start with 'ok.'; the `bot` scenario fails every check.
    res.json({ success: !has(req, res, 'bot') && body.response.startsWith('ok.') })
  })

  serveCall(r, 'status', (_req, res) => {
    // Public: says the server is up and its time, nothing about what it stores.
    res.json({ status: 'ok', time: ctx.now() })
  })

  return r
}
