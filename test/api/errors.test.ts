import { expect } from 'chai'
import { isExpired, isNon200, isNotFound, routeFor, type ApiError, type Route, type UrlPattern } from '../../src/api/errors'

const network: ApiError = { kind: 'network', message: 'Failed to fetch' }
const expired: ApiError = { kind: 'session-expired' }
const server: ApiError = { kind: 'http', status: 500, code: 'server_error' }
const bare: ApiError = { kind: 'http', status: 503 }
const notFound: ApiError = { kind: 'http', status: 404, code: 'not_found' }
const expiredCode: ApiError = { kind: 'http', status: 410, code: 'expired' }
const decode: ApiError = { kind: 'decode', call: 'getProposal', paths: ['uuid: expected Uuid but got "x"'] }

const PROPOSAL = '/api/proposal/3f2b8c1e-8a4b-4c1d-9e2f-1a2b3c4d5e6f'

describe('routeFor', () => {
  const table: ReadonlyArray<[string, ApiError, string, readonly UrlPattern[], Route]> = [
    ['J8.01 HTTP 419 routes to Expired', expired, PROPOSAL, [], 'expired'],
    ['J8.01 HTTP 419 routes to Expired even on a pay-monthly URL', expired, `${PROPOSAL}/pay-monthly`, [], 'expired'],
    ['J8.01 HTTP 419 routes to Expired even on an excluded URL', expired, '/json/status', ['/json/status'], 'expired'],
    ['J8.02 a 500 routes to Exception', server, PROPOSAL, [], 'exception'],
    ['J8.02 a non-2xx without a body routes to Exception', bare, PROPOSAL, [], 'exception'],
    ['J8.02 a network failure routes to Exception', network, PROPOSAL, [], 'exception'],
    ['J8.02 a decode failure routes to Exception', decode, PROPOSAL, [], 'exception'],
    ['J8.02 a failure on a URL containing pay-monthly is not routed', server, `${PROPOSAL}/pay-monthly`, [], 'none'],
    ['J8.02 a network failure on pay-monthly is not routed', network, `${PROPOSAL}/pay-monthly`, [], 'none'],
    ['J8.02 code not_found is not routed', notFound, '/api/proposal/recall', [], 'none'],
    ['J8.02 code expired is not routed', expiredCode, PROPOSAL, [], 'none'],
    ['J8.02 a URL containing an excluded string is not routed', server, `${PROPOSAL}/send-quote-email`, ['send-quote-email'], 'none'],
    ['J8.02 a URL matching an excluded pattern is not routed', server, '/api/address?postcode=SW1A1AA', [/^\/api\/address\b/g], 'none'],
    ['J8.02 a URL matching no exclusion routes to Exception', server, PROPOSAL, ['/api/address', /recaptcha/], 'exception'],
  ]
  for (const [title, error, url, exclusions, route] of table) {
    it(title, () => {
      expect(routeFor(error, url, exclusions)).to.equal(route)
    })
  }

  it('J8.02 a global exclusion pattern gives the same answer every time', () => {
    const pattern = /address/g
    expect([1, 2, 3].map(() => routeFor(server, '/api/address', [pattern]))).to.deep.equal(['none', 'none', 'none'])
  })
})

describe('isNon200', () => {
  const table: ReadonlyArray<[string, ApiError, boolean]> = [
    ['F4.10 F8.06 J8.03 a 500 answer is non-200 (goes to Exception)', server, true],
    ['F4.10 F8.06 J8.03 a 419 answer is non-200', expired, true],
    ['F4.10 F8.06 J8.03 a network failure had no response, so is not non-200 (goes to Declined)', network, false],
    ['F4.10 F8.06 J8.03 reading taken: a decode failure counts as non-200, as DESIGN routes it like a server failure', decode, true],
  ]
  for (const [title, error, expected] of table) {
    it(title, () => {
      expect(isNon200(error)).to.equal(expected)
    })
  }
})

describe('isNotFound and isExpired', () => {
  const table: ReadonlyArray<[string, ApiError, boolean, boolean]> = [
    ['code not_found', notFound, true, false],
    ['code expired (a quote past its validity)', expiredCode, false, true],
    ['a 419 (the session, not the quote, expired)', expired, false, false],
    ['a 410 without a code', { kind: 'http', status: 410 }, false, false],
    ['a 500', server, false, false],
    ['no answer', network, false, false],
  ]
  for (const [title, error, missing, past] of table) {
    it(`${title}: not found ${String(missing)}, expired ${String(past)}`, () => {
      expect(isNotFound(error)).to.equal(missing)
      expect(isExpired(error)).to.equal(past)
    })
  }
})
