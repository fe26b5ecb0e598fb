import { expect } from 'chai'
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either'
import { createApiClient, type ApiClient, type ApiResult } from '../../src/api/client'
import { routeFor, type ApiError } from '../../src/api/errors'
import { createTransport } from '../../src/api/transport'
import type { PaymentOptionRequest } from '../../src/domain/codecs'
import { fakeFetch, json, sentBody, type Canned } from './fake-fetch'
import * as f from './fixtures'

/** A failure's url: the request's path without its query (a query may hold personal data, such as a postcode). */
const withoutQuery = (path: string): string => path.split('?')[0] ?? path

const clientWith = (answer: Parameters<typeof fakeFetch>[0], cookies = '') => {
  const fake = fakeFetch(answer)
  const api = createApiClient(createTransport({ fetch: fake.fetch, baseUrl: '', readCookies: () => cookies }))
  return { api, requests: fake.requests }
}

const leftOf = <A>(result: Either<ApiError, A>): ApiError => {
  if (!isLeft(result)) throw new Error(`expected a Left, got ${JSON.stringify(result.right)}`)
  return result.left
}

const rightOf = <A>(result: Either<ApiError, A>): A => {
  if (!isRight(result)) throw new Error(`expected a Right, got ${JSON.stringify(result.left)}`)
  return result.right
}

interface Case {
  readonly name: keyof ApiClient
  readonly invoke: (api: ApiClient, uuid: string) => ApiResult<unknown>
  readonly method: 'GET' | 'POST'
  readonly path: (uuid: string) => string
  /** The JSON the call must send; undefined when it sends no body. */
  readonly body?: unknown
  readonly answer: unknown
  readonly expected: unknown
  /** An answer its codec refuses, and the path the decode error must name. */
  readonly bad?: { readonly answer: unknown; readonly path: string }
  readonly usesUuid?: true
}

const badProposal = { answer: f.badProposalJson, path: 'quote.premium: expected Money' }
const badData = { answer: { data: f.badProposalJson }, path: 'data.quote.premium: expected Money' }
const vehicles = { vehicles: [{ abi_code: '87654321', manufacturer: 'HONDA', description: 'CBR650R', engine_size: 649, year: 2021 }] }
const badVehicles = { answer: { vehicles: [{ manufacturer: 'HONDA', description: 'CBR650R' }] }, path: 'vehicles[0].abi_code' }
const lists = [{ name: 'insurer.cover_type', options: [{ value: 'C', name: 'Comprehensive' }] }]
const addresses = [{ line_1: '1 High Street', line_2: 'London', postcode: 'SW1A 1AA' }]
const manual = {
  options: { fuel_type: [{ value: 'P', name: 'Petrol' }] },
  vehicles: [{ abi_code: '87654321', manufacturer: 'HONDA', model: 'CBR650R', year_min: 2019, year_max: 2024 }],
}

const proposalCall = (
  name: keyof ApiClient,
  invoke: Case['invoke'],
  suffix: string,
  body: unknown,
): Case => ({
  name,
  invoke,
  method: 'POST',
  path: (u) => `/api/proposal/${u}${suffix}`,
  body,
  answer: f.proposalJson,
  expected: f.proposalJson,
  bad: badProposal,
  usesUuid: true,
})

const CASES: readonly Case[] = [
  {
    name: 'getLists',
    invoke: (api) => api.getLists(),
    method: 'GET',
    path: () => '/api/list',
    answer: lists,
    expected: lists,
    bad: { answer: [{ name: 'insurer.cover_type', options: [{ value: 1, name: 'C' }] }], path: '[0].options[0].value' },
  },
  {
    name: 'getList',
    invoke: (api) => api.getList('person_title_gender'),
    method: 'GET',
    path: () => '/api/list/insurer.person_title_gender',
    answer: { name: 'insurer.person_title_gender', options: [{ value: 'Mr', name: 'Mr', gender: 'M' }] },
    expected: { name: 'insurer.person_title_gender', options: [{ value: 'Mr', name: 'Mr', gender: 'M' }] },
    bad: { answer: { options: [{ value: 'Mr' }] }, path: 'options[0].name' },
  },
  {
    name: 'getProposal',
    invoke: (api, u) => api.getProposal(u),
    method: 'GET',
    path: (u) => `/api/proposal/${u}`,
    answer: f.proposalJson,
    expected: f.proposalJson,
    bad: badProposal,
    usesUuid: true,
  },
  {
    name: 'createProposal',
    invoke: (api) => api.createProposal(f.proposalInput),
    method: 'POST',
    path: () => '/api/proposal',
    body: f.proposalInputJson,
    answer: f.proposalJson,
    expected: f.proposalJson,
    bad: { answer: { ...f.proposalJson, uuid: 'not-a-uuid' }, path: 'uuid: expected Uuid but got "not-a-uuid"' },
  },
  proposalCall('updateProposal', (api, u) => api.updateProposal(u, f.proposalInput), '', f.proposalInputJson),
  proposalCall('createQuote', (api, u) => api.createQuote(u), '/quote', undefined),
  {
    name: 'updateProposalJson',
    invoke: (api) => api.updateProposalJson(f.proposal),
    method: 'POST',
    path: () => '/json/proposal/update',
    body: f.proposalJson,
    answer: { data: f.proposalJson },
    expected: f.proposalJson,
    bad: badData,
  },
  {
    name: 'lookupAddress',
    invoke: (api) => api.lookupAddress('SW1A 1AA'),
    method: 'GET',
    path: () => '/api/address?postcode=SW1A1AA',
    answer: addresses,
    expected: addresses,
    bad: { answer: [{ line_1: '1 High Street', postcode: 'NOT A POSTCODE' }], path: '[0].postcode' },
  },
  {
    name: 'lookupRegistration',
    invoke: (api) => api.lookupRegistration('ab12 cde'),
    method: 'POST',
    path: () => '/api/vehicle/registration',
    body: { registration: 'AB12CDE' },
    answer: vehicles,
    expected: vehicles,
    bad: badVehicles,
  },
  {
    name: 'lookupRegistrationByQuery',
    invoke: (api) => api.lookupRegistrationByQuery('ab12 cde'),
    method: 'GET',
    path: () => '/api/vehicle?registration=AB12CDE',
    answer: vehicles,
    expected: vehicles,
    bad: badVehicles,
  },
  {
    name: 'searchVehicles',
    invoke: (api) => api.searchVehicles(f.manualSearchRequest),
    method: 'POST',
    path: () => '/api/vehicle',
    body: f.manualSearchJson,
    answer: manual,
    expected: manual,
    bad: { answer: { options: {}, vehicles: 'none' }, path: 'vehicles' },
  },
  {
    name: 'verifyRecaptcha',
    invoke: (api) => api.verifyRecaptcha(f.recaptchaRequest),
    method: 'POST',
    path: () => '/api/recaptcha',
    body: f.recaptchaJson,
    answer: { success: true },
    expected: { success: true },
    bad: { answer: { success: 'yes' }, path: 'success: expected boolean but got "yes"' },
  },
  proposalCall('setPaymentOption', (api, u) => api.setPaymentOption(u, f.paymentOption), '/payment-option', f.paymentOptionJson),
  proposalCall('sendAddons', (api, u) => api.sendAddons(u, f.addons), '/addons', f.addonsJson),
  proposalCall('confirm', (api, u) => api.confirm(u, f.confirmRequest), '/confirm', f.confirmJson),
  {
    name: 'payMonthly',
    invoke: (api, u) => api.payMonthly(u, f.payMonthlyRequest),
    method: 'POST',
    path: (u) => `/api/proposal/${u}/pay-monthly`,
    body: f.payMonthlyJson,
    answer: { success: true },
    expected: { success: true },
    bad: { answer: { message: 'ok' }, path: 'success: expected boolean but got undefined' },
    usesUuid: true,
  },
  {
    name: 'getPaymentUrl',
    invoke: (api, u) => api.getPaymentUrl(u, { return_url: 'https://ride.test/quote/thankyou?uuid=x' }),
    method: 'POST',
    path: (u) => `/api/proposal/${u}/quote/payment`,
    body: { return_url: 'https://ride.test/quote/thankyou?uuid=x' },
    answer: { payment_url: 'https://pay.test/session/1' },
    expected: { payment_url: 'https://pay.test/session/1' },
    bad: { answer: {}, path: 'payment_url' },
    usesUuid: true,
  },
  proposalCall('deviceRisk', (api, u) => api.deviceRisk(u, f.deviceRiskRequest), '/device-risk', f.deviceRiskJson),
  {
    name: 'saveDeviceRiskCheck',
    invoke: (api, u) => api.saveDeviceRiskCheck(u, f.saveDeviceRiskRequest),
    method: 'POST',
    path: (u) => `/api/proposal/${u}/save-device-risk-check`,
    body: f.saveDeviceRiskJson,
    answer: { data: { saved: true, checks: [1, 'two'] } },
    expected: { saved: true, checks: [1, 'two'] },
    bad: { answer: { saved: true }, path: 'data: expected' },
    usesUuid: true,
  },
  proposalCall('acceptQuote', (api, u) => api.acceptQuote(u, f.acceptRequest), '/quote/accept', f.acceptJson),
  {
    name: 'generatePortalLink',
    invoke: (api, u) => api.generatePortalLink(u),
    method: 'GET',
    path: (u) => `/api/proposal/${u}/generate-portal-link`,
    answer: { portal_url: 'https://portal.test/register/abc' },
    expected: { portal_url: 'https://portal.test/register/abc' },
    bad: { answer: { portal_url: 3 }, path: 'portal_url: expected string but got 3' },
    usesUuid: true,
  },
  {
    name: 'sendQuoteEmail',
    invoke: (api, u) => api.sendQuoteEmail(u),
    method: 'POST',
    path: (u) => `/api/proposal/${u}/send-quote-email`,
    body: { uuid: f.UUID },
    answer: { sent: true },
    expected: undefined,
    usesUuid: true,
  },
  {
    name: 'recall',
    invoke: (api) => api.recall(f.recallRequest),
    method: 'POST',
    path: () => '/api/proposal/recall',
    body: f.recallJson,
    answer: f.proposalJson,
    expected: f.proposalJson,
    bad: badProposal,
  },
  {
    name: 'status',
    invoke: (api) => api.status(),
    method: 'GET',
    path: () => '/json/status',
    answer: { status: 'ok' },
    expected: { status: 'ok' },
    bad: { answer: {}, path: 'status: expected string but got undefined' },
  },
  {
    name: 'requote',
    invoke: (api) => api.requote(f.proposal),
    method: 'POST',
    path: () => '/json/proposal/re-quote',
    body: f.proposalJson,
    answer: { data: f.proposalJson },
    expected: f.proposalJson,
    bad: badData,
  },
]

describe('the API client', () => {
  it('has exactly one function per call of both call tables, each in the table below', () => {
    const { api } = clientWith(json(200, {}))
    expect(Object.keys(api).sort()).to.deep.equal(CASES.map((c) => c.name).sort())
  })

  for (const c of CASES) {
    describe(`${c.name}`, () => {
      it(`sends ${c.method} ${c.path(':uuid')} with the expected body`, async () => {
        const { api, requests } = clientWith(json(200, c.answer))
        await c.invoke(api, f.UUID)
        expect(requests).to.have.length(1)
        expect(requests[0]?.url).to.equal(c.path(f.UUID))
        expect(requests[0]?.init.method).to.equal(c.method)
        expect(sentBody(requests[0])).to.deep.equal(c.body)
        expect(requests[0]?.init.headers['Content-Type']).to.equal(c.body === undefined ? undefined : 'application/json')
      })

      it(`marks the request as made by script and ${c.method === 'POST' ? 'echoes the CSRF cookie when it is set' : 'sends no CSRF header (a GET changes nothing)'}`, async () => {
        const { api, requests } = clientWith(json(200, c.answer), 'theme=dark; XSRF-TOKEN=tok%3D123; other=1')
        await c.invoke(api, f.UUID)
        expect(requests[0]?.init.headers['X-Requested-With']).to.equal('XMLHttpRequest')
        expect(requests[0]?.init.headers['X-XSRF-TOKEN']).to.equal(c.method === 'POST' ? 'tok=123' : undefined)
      })

      it('sends no CSRF header when the cookie is absent', async () => {
        const { api, requests } = clientWith(json(200, c.answer), 'theme=dark')
        await c.invoke(api, f.UUID)
        expect(requests[0]?.init.headers['X-Requested-With']).to.equal('XMLHttpRequest')
        expect(requests[0]?.init.headers).not.to.have.property('X-XSRF-TOKEN')
      })

      it('decodes a good answer into a Right', async () => {
        const { api } = clientWith(json(200, c.answer))
        expect(rightOf(await c.invoke(api, f.UUID))).to.deep.equal(c.expected)
      })

      if (c.bad !== undefined) {
        const bad = c.bad
        it(`gives a decode error naming the call and the failing path (${bad.path})`, async () => {
          const { api } = clientWith(json(200, bad.answer))
          const error = leftOf(await c.invoke(api, f.UUID))
          if (error.kind !== 'decode') throw new Error(`expected decode, got ${error.kind}`)
          expect(error.call).to.equal(c.name)
          expect(error.url).to.equal(withoutQuery(c.path(f.UUID)))
          expect(error.paths.some((p) => p.startsWith(bad.path)), error.paths.join('\n')).to.equal(true)
        })

        it('gives a decode error for an empty 2xx body', async () => {
          const { api } = clientWith({ status: 200, body: '' })
          expect(leftOf(await c.invoke(api, f.UUID)).kind).to.equal('decode')
        })
      }

      it('J8.01 gives session-expired on HTTP 419', async () => {
        const { api } = clientWith(json(419, { message: 'Page Expired' }))
        const error = leftOf(await c.invoke(api, f.UUID))
        expect(error).to.deep.equal({ kind: 'session-expired', url: withoutQuery(c.path(f.UUID)) })
        expect(routeFor(error, c.path(f.UUID))).to.equal('expired')
      })

      it('gives an http error with the server code and message on 500', async () => {
        const { api } = clientWith(json(500, { code: 'server_error', message: 'Something went wrong' }))
        expect(leftOf(await c.invoke(api, f.UUID))).to.deep.equal({
          kind: 'http',
          status: 500,
          code: 'server_error',
          message: 'Something went wrong',
          url: withoutQuery(c.path(f.UUID)),
        })
      })

      it('gives a network error when fetch rejects, and never rejects itself', async () => {
        const { api } = clientWith({ reject: new TypeError('Failed to fetch') })
        expect(leftOf(await c.invoke(api, f.UUID))).to.deep.equal({
          kind: 'network',
          message: 'Failed to fetch',
          url: withoutQuery(c.path(f.UUID)),
        })
      })

      if (c.usesUuid) {
        it('URL-encodes the uuid in the path', async () => {
          const { api, requests } = clientWith(json(200, c.answer))
          await c.invoke(api, 'a/b?c d')
          expect(requests[0]?.url).to.equal(c.path('a%2Fb%3Fc%20d'))
        })
      }
    })
  }
})

describe('when the call normalises what it sends', () => {
  it('F5.02 lookupRegistration sends the registration upper-cased with spaces removed', async () => {
    const { api, requests } = clientWith(json(200, { vehicles: [] }))
    await api.lookupRegistration('  ab 12 cde ')
    expect(sentBody(requests[0])).to.deep.equal({ registration: 'AB12CDE' })
  })

  it('F5.02 lookupRegistrationByQuery sends the registration upper-cased, spaces removed and URL-encoded', async () => {
    const { api, requests } = clientWith(json(200, { vehicles: [] }))
    await api.lookupRegistrationByQuery(' ab12 c&e')
    expect(requests[0]?.url).to.equal('/api/vehicle?registration=AB12C%26E')
  })

  it('lookupAddress removes every space from the postcode and URL-encodes it', async () => {
    const { api, requests } = clientWith(json(200, []))
    await api.lookupAddress(' sw1a  1aa&x=1 ')
    expect(requests[0]?.url).to.equal('/api/address?postcode=sw1a1aa%26x%3D1')
  })

  it('an empty vehicles list is a Right (not found is the caller\'s reading of it)', async () => {
    const { api } = clientWith(json(200, { vehicles: [] }))
    expect(rightOf(await api.lookupRegistration('AB12CDE'))).to.deep.equal({ vehicles: [] })
  })

  it('request bodies carry only the fields their codec knows', async () => {
    const { api, requests } = clientWith(json(200, f.proposalJson))
    const withExtra = { ...f.paymentOption, card_number: '4111111111111111' } as PaymentOptionRequest
    await api.setPaymentOption(f.UUID, withExtra)
    expect(sentBody(requests[0])).to.deep.equal(f.paymentOptionJson)
  })
})

describe('when sendQuoteEmail is answered', () => {
  const answers: ReadonlyArray<[string, Canned]> = [
    ['200 with an empty body', { status: 200, body: '' }],
    ['204 No Content', { status: 204 }],
    ['200 with a body that is not JSON', { status: 200, body: 'OK' }],
    ['201 with JSON', json(201, { anything: 1 })],
  ]
  for (const [title, answer] of answers) {
    it(`treats ${title} as success`, async () => {
      const { api } = clientWith(answer)
      expect(rightOf(await api.sendQuoteEmail(f.UUID))).to.equal(undefined)
    })
  }

  it('gives an http error on 500, for the caller to log (the button stays unchanged)', async () => {
    const { api } = clientWith(json(500, { code: 'mail_failed' }))
    expect(leftOf(await api.sendQuoteEmail(f.UUID))).to.include({ kind: 'http', status: 500, code: 'mail_failed' })
  })
})

describe('when pay-monthly fails', () => {
  it('J4.12 J8.08 a non-2xx answer carries the server message for the Instalments screen', async () => {
    const { api } = clientWith(json(422, { message: 'Your bank details could not be verified.' }))
    const error = leftOf(await api.payMonthly(f.UUID, f.payMonthlyRequest))
    expect(error).to.include({ kind: 'http', status: 422, message: 'Your bank details could not be verified.' })
  })

  it('J4.12 J8.08 an ErrorBody answer carries its message and field errors', async () => {
    const body = {
      code: 'invalid_request',
      message: 'Please check your bank details.',
      errors: [{ path: 'direct_debit.sort_code', message: 'Please enter a valid sort code of 6 numbers.' }],
    }
    const { api } = clientWith(json(400, body))
    expect(leftOf(await api.payMonthly(f.UUID, f.payMonthlyRequest))).to.deep.equal({
      kind: 'http',
      status: 400,
      ...body,
      url: `/api/proposal/${f.UUID}/pay-monthly`,
    })
  })

  it('J8.02 a pay-monthly failure is not routed to Exception', async () => {
    const { api } = clientWith(json(500, { code: 'server_error' }))
    const error = leftOf(await api.payMonthly(f.UUID, f.payMonthlyRequest))
    expect(routeFor(error, error.url ?? '')).to.equal('none')
  })

  it('a 2xx answer of success false with a message is a Right for the caller to show', async () => {
    const { api } = clientWith(json(200, { success: false, message: 'Declined by the lender' }))
    expect(rightOf(await api.payMonthly(f.UUID, f.payMonthlyRequest))).to.deep.equal({
      success: false,
      message: 'Declined by the lender',
    })
  })
})

describe('when recall finds nothing', () => {
  it('J8.07 J8.02 a not_found answer is an http error with code not_found, not routed to Exception', async () => {
    const { api } = clientWith(json(404, { code: 'not_found', message: 'No quote matches.' }))
    const error = leftOf(await api.recall(f.recallRequest))
    expect(error).to.include({ kind: 'http', status: 404, code: 'not_found' })
    expect(routeFor(error, error.url ?? '')).to.equal('none')
  })
})
