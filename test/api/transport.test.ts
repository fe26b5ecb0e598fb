import { expect } from 'chai'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either'
import { ApiError } from '../../src/api/errors'
import { createTransport } from '../../src/api/transport'
import { fakeFetch, json, type ApiRequest, type Canned, type FetchFn } from './fake-fetch'
import { createFaultSwitch } from '../../src/app/fault-panel/fault-switch'

const GET: ApiRequest = { call: 'status', method: 'GET', path: '/json/status' }
const POST: ApiRequest = { call: 'recall', method: 'POST', path: '/api/proposal/recall', body: { reference: 'x' } }

const transportWith = (answer: Parameters<typeof fakeFetch>[0], cookies: () => string = () => '', baseUrl = '') => {
  const fake = fakeFetch(answer)
  return { transport: createTransport({ fetch: fake.fetch, baseUrl, readCookies: cookies }), requests: fake.requests }
}

describe('the XSRF-TOKEN cookie the transport echoes in X-XSRF-TOKEN', () => {
  const table: ReadonlyArray<[string, string, string | undefined]> = [
    ['XSRF-TOKEN=abc', 'the only cookie', 'abc'],
    ['a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'a URL-encoded value, decoded', 'abc=='],
    ['XSRF-TOKEN=%E0%A4%A', 'a malformed encoding, kept raw', '%E0%A4%A'],
    ['NOT-XSRF-TOKEN=zzz; XSRF-TOKENS=yyy', 'only names that merely contain it', undefined],
    ['XSRF-TOKEN=', 'an empty value', undefined],
    ['', 'no cookies', undefined],
    ['flag; XSRF-TOKEN=a=b', 'a value containing =, after a cookie without =', 'a=b'],
  ]
  for (const [cookies, title, expected] of table) {
    it(`reads ${title}`, async () => {
      const { transport, requests } = transportWith(json(200, {}), () => cookies)
      await transport.send(POST)
      expect(requests[0]?.init.headers['X-XSRF-TOKEN']).to.equal(expected)
    })
  }
})

describe('the transport', () => {
  describe('when it sends', () => {
    it('prefixes the base URL, without doubling the slash', async () => {
      const { transport, requests } = transportWith(json(200, {}), () => '', 'http://127.0.0.1:3000/')
      await transport.send(GET)
      expect(requests[0]?.url).to.equal('http://127.0.0.1:3000/json/status')
    })

    it('sends JSON with Accept and Content-Type, and same-origin credentials', async () => {
      const { transport, requests } = transportWith(json(200, {}))
      await transport.send(POST)
      expect(requests[0]?.init).to.deep.equal({
        method: 'POST',
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: '{"reference":"x"}',
        credentials: 'same-origin',
      })
    })

    it('sends no body and no Content-Type when there is no body', async () => {
      const { transport, requests } = transportWith(json(200, {}))
      await transport.send(GET)
      expect(requests[0]?.init).not.to.have.property('body')
      expect(requests[0]?.init.headers).not.to.have.property('Content-Type')
    })

    it("sends a page's first POST once more with the token its refusal set (a recall before any other call)", async () => {
      let cookies = ''
      const { transport, requests } = transportWith((_url, init) => {
        if (init.headers['X-XSRF-TOKEN'] === undefined) {
          cookies = 'XSRF-TOKEN=issued'
          return json(403, { code: 'csrf_failed' })
        }
        return json(200, { ok: true })
      }, () => cookies)
      const answer = await transport.send(POST)
      expect(isRight(answer)).to.equal(true)
      expect(requests.map((r) => r.init.headers['X-XSRF-TOKEN'])).to.deep.equal([undefined, 'issued'])
    })

    it('does not send again when it had a token and was refused anyway (no loop)', async () => {
      const { transport, requests } = transportWith(json(403, { code: 'csrf_failed' }), () => 'XSRF-TOKEN=stale')
      const answer = await transport.send(POST)
      expect(isLeft(answer)).to.equal(true)
      expect(requests).to.have.length(1)
    })

    it('reads the cookie at each state-changing request, so a token set later is echoed', async () => {
      let cookies = ''
      const { transport, requests } = transportWith(json(200, {}), () => cookies)
      await transport.send(POST)
      cookies = 'XSRF-TOKEN=later'
      await transport.send(POST)
      expect(requests[0]?.init.headers).not.to.have.property('X-XSRF-TOKEN')
      expect(requests[1]?.init.headers['X-XSRF-TOKEN']).to.equal('later')
    })

    it('reads no cookie for a GET and sends it without the token (the server checks only state-changing calls)', async () => {
      let reads = 0
      const { transport, requests } = transportWith(json(200, {}), () => {
        reads += 1
        return 'XSRF-TOKEN=abc'
      })
      expect(isRight(await transport.send(GET))).to.equal(true)
      expect(reads).to.equal(0)
      expect(requests[0]?.init.headers).not.to.have.property('X-XSRF-TOKEN')
    })

    it('still sends, without the CSRF header, when reading cookies throws', async () => {
      const { transport, requests } = transportWith(json(200, {}), () => {
        throw new Error('SecurityError')
      })
      expect(isRight(await transport.send(POST))).to.equal(true)
      expect(requests[0]?.init.headers).not.to.have.property('X-XSRF-TOKEN')
    })
  })

  describe("when a development build's fault panel gives headers", () => {
    const withFaults = (answer: Parameters<typeof fakeFetch>[0], cookies: () => string = () => '') => {
      const fake = fakeFetch(answer)
      const faults = createFaultSwitch()
      const transport = createTransport({ fetch: fake.fetch, baseUrl: '', readCookies: cookies, requestHeaders: faults.requestHeaders })
      return { transport, faults, requests: fake.requests }
    }
    const scenarioOf = (r: { init: { headers: Record<string, string> } } | undefined) => r?.init.headers['X-Mock-Scenario']

    it('sends X-Mock-Scenario only while a fault is set, and only on the calls it applies to', async () => {
      const { transport, faults, requests } = withFaults(json(200, {}))
      await transport.send(GET)
      faults.set([{ name: '500', value: null, pathFragment: '/api/proposal', scope: { kind: 'calls', calls: 1 } }])
      await transport.send(GET)
      await transport.send(POST)
      await transport.send(POST)
      expect(requests.map(scenarioOf)).to.deep.equal([undefined, undefined, '500', undefined])
    })

    it("sends a CSRF retry with the same scenario, counted once", async () => {
      let cookies = ''
      const { transport, faults, requests } = withFaults((_url, init) => {
        if (init.headers['X-XSRF-TOKEN'] === undefined) {
          cookies = 'XSRF-TOKEN=issued'
          return json(403, { code: 'csrf_failed' })
        }
        return json(419, { code: 'session_expired' })
      }, () => cookies)
      faults.set([{ name: '419', value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 } }])
      const answer = await transport.send(POST)
      expect(isLeft(answer) && answer.left.kind).to.equal('session-expired')
      expect(requests.map(scenarioOf)).to.deep.equal(['419', '419'])
      expect(faults.current()).to.deep.equal([])
    })

    it('cannot replace the headers the transport sets, and a throw counts as none', async () => {
      const fake = fakeFetch(json(200, {}))
      const sneaky = createTransport({ fetch: fake.fetch, baseUrl: '', readCookies: () => 'XSRF-TOKEN=real', requestHeaders: () => ({ 'X-XSRF-TOKEN': 'forged', Accept: 'text/html' }) })
      await sneaky.send(POST)
      await sneaky.send(GET)
      expect(fake.requests[0]?.init.headers).to.include({ 'X-XSRF-TOKEN': 'real', Accept: 'application/json' })
      expect(fake.requests[1]?.init.headers).to.include({ Accept: 'application/json' })
      expect(fake.requests[1]?.init.headers).not.to.have.property('X-XSRF-TOKEN')
      const throwing = createTransport({
        fetch: fake.fetch,
        baseUrl: '',
        readCookies: () => '',
        requestHeaders: () => {
          throw new Error('broken panel')
        },
      })
      expect(isRight(await throwing.send(GET))).to.equal(true)
      expect(Object.keys(fake.requests[1]?.init.headers ?? {})).to.deep.equal(['Accept', 'X-Requested-With'])
    })
  })

  describe('when the answer is 2xx', () => {
    const table: ReadonlyArray<[string, Canned, unknown]> = [
      ['200 JSON', json(200, { a: 1 }), { a: 1 }],
      ['201 JSON', json(201, [1, 2]), [1, 2]],
      ['299 JSON', json(299, 'text'), 'text'],
      ['204 with no body', { status: 204 }, undefined],
      ['200 with a blank body', { status: 200, body: '  \n' }, undefined],
      ['200 JSON null', { status: 200, body: 'null' }, null],
    ]
    for (const [title, answer, expected] of table) {
      it(`is success for ${title}`, async () => {
        const { transport } = transportWith(answer)
        expect(await transport.send(GET)).to.deep.equal({ _tag: 'Right', right: expected })
      })
    }

    it('gives a decode error when the body is not JSON', async () => {
      const { transport } = transportWith({ status: 200, body: '<html><body>Gateway says hello and a lot more text</body></html>' })
      const result = await transport.send(GET)
      expect(isLeft(result) && result.left).to.deep.equal({
        kind: 'decode',
        call: 'status',
        paths: ['(answer): expected JSON but got "<html><body>Gateway says hello and a lot…"'],
        url: '/json/status',
      })
    })

    it('does not read the body when the call ignores the answer', async () => {
      let read = false
      const fetch: FetchFn = async () => ({
        status: 200,
        text: async () => {
          read = true
          return 'not json'
        },
      })
      const transport = createTransport({ fetch, baseUrl: '', readCookies: () => '' })
      expect(await transport.send({ ...POST, ignoreAnswer: true })).to.deep.equal({ _tag: 'Right', right: undefined })
      expect(read).to.equal(false)
    })
  })

  describe('when the answer is not 2xx', () => {
    const table: ReadonlyArray<[string, Canned, ApiError]> = [
      ['419', json(419, { code: 'x' }), { kind: 'session-expired', url: '/json/status' }],
      [
        '500 with an ErrorBody',
        json(500, { code: 'server_error', message: 'Boom', errors: [{ path: 'a', message: 'b' }] }),
        { kind: 'http', status: 500, code: 'server_error', message: 'Boom', errors: [{ path: 'a', message: 'b' }], url: '/json/status' },
      ],
      ['404 with a code only', json(404, { code: 'not_found' }), { kind: 'http', status: 404, code: 'not_found', url: '/json/status' }],
      ['422 with a message only', json(422, { message: 'Bank says no' }), { kind: 'http', status: 422, message: 'Bank says no', url: '/json/status' }],
      ['502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, { kind: 'http', status: 502, url: '/json/status' }],
      ['503 with no body', { status: 503 }, { kind: 'http', status: 503, url: '/json/status' }],
      ['500 with a JSON string', json(500, 'oops'), { kind: 'http', status: 500, url: '/json/status' }],
      ['304 (not 2xx)', { status: 304 }, { kind: 'http', status: 304, url: '/json/status' }],
      [
        '400 whose body tries to override the error fields',
        json(400, { kind: 'network', status: 200, url: '/evil', code: 7, message: 'm', errors: 'no' }),
        { kind: 'http', status: 400, message: 'm', url: '/json/status' },
      ],
    ]
    for (const [title, answer, expected] of table) {
      it(`gives ${expected.kind} for ${title}`, async () => {
        const { transport } = transportWith(answer)
        expect(await transport.send(GET)).to.deep.equal({ _tag: 'Left', left: expected })
      })
    }
  })

  it("gives every failure the request's path without its query, which may hold personal data (the address lookup's postcode)", async () => {
    const lookup = { call: 'lookupAddresses', method: 'GET', path: '/api/address?postcode=LS62AB' } as const
    for (const answer of [json(500, { code: 'server_error' }), json(419, {}), { status: 200, body: 'not json' }, { reject: new TypeError('Failed to fetch') }] as Canned[]) {
      const { transport } = transportWith(answer)
      const r = await transport.send(lookup)
      expect(r._tag).to.equal('Left')
      expect(r._tag === 'Left' ? r.left.url : null).to.equal('/api/address')
      expect(JSON.stringify(r)).not.to.contain('LS62AB')
    }
  })

  it('gives an http error with the status when the body of a non-2xx cannot be read', async () => {
    const fetch: FetchFn = async () => ({ status: 500, text: () => Promise.reject(new Error('connection reset')) })
    const transport = createTransport({ fetch, baseUrl: '', readCookies: () => '' })
    expect(await transport.send(GET)).to.deep.equal({ _tag: 'Left', left: { kind: 'http', status: 500, url: '/json/status' } })
  })

  describe('when there is no usable answer', () => {
    it('gives a network error when fetch rejects', async () => {
      const { transport } = transportWith({ reject: new TypeError('Failed to fetch') })
      expect(await transport.send(GET)).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'network', message: 'Failed to fetch', url: '/json/status' },
      })
    })

    it('gives a network error when fetch rejects with something that is not an Error', async () => {
      const { transport } = transportWith({ reject: 'aborted' })
      expect(await transport.send(GET)).to.deep.equal({ _tag: 'Left', left: { kind: 'network', message: 'aborted', url: '/json/status' } })
    })

    it('gives a network error when fetch rejects with a value that cannot become a string', async () => {
      const { transport } = transportWith({ reject: Object.create(null) })
      expect(await transport.send(GET)).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'network', message: 'the request failed', url: '/json/status' },
      })
    })

    it('gives a network error when fetch throws synchronously', async () => {
      const fetch: FetchFn = () => {
        throw new TypeError('Invalid URL')
      }
      const transport = createTransport({ fetch, baseUrl: '', readCookies: () => '' })
      expect(await transport.send(GET)).to.deep.equal({ _tag: 'Left', left: { kind: 'network', message: 'Invalid URL', url: '/json/status' } })
    })

    it('gives a network error when the body of a 2xx cannot be read', async () => {
      const fetch: FetchFn = async () => ({ status: 200, text: () => Promise.reject(new Error('connection reset')) })
      const transport = createTransport({ fetch, baseUrl: '', readCookies: () => '' })
      expect(await transport.send(GET)).to.deep.equal({
        _tag: 'Left',
        left: { kind: 'network', message: 'connection reset', url: '/json/status' },
      })
    })
  })

  it('never rejects, and every failure is a valid ApiError, whatever the server does', async () => {
    const answer = fc.oneof(
      fc.record({ status: fc.integer({ min: 100, max: 599 }), body: fc.oneof(fc.string(), fc.json()) }),
      fc.record({ reject: fc.anything() }),
    )
    await fc.assert(
      fc.asyncProperty(answer, fc.string(), async (canned, cookies) => {
        const { transport } = transportWith(canned, () => cookies)
        const result = await transport.send(POST)
        if (isLeft(result)) expect(ApiError.is(result.left), JSON.stringify(result.left)).to.equal(true)
        else expect('status' in canned && canned.status >= 200 && canned.status < 300).to.equal(true)
      }),
      { numRuns: 500 },
    )
  })
})
