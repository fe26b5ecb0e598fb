import { expect } from 'chai'
import { createHmac } from 'node:crypto'
import { ErrorBody, PaymentUrlAnswer, PortalLinkAnswer, Proposal } from '../../../src/domain/codecs'
import { decodeWith, TestClient, type Answer } from './client'
import { createProposal, createQuoted, GOOD_CARD, payByCard, paymentUrl } from './proposal-calls'
import { fields, removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

/** Proposals one client may create in the window before it is refused. */
const CREATE_LIMIT = 60

describe('mock server over HTTP: the protections (each fails when removed)', () => {
  const storeFile = tempStoreFile('protections')
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(storeFile, { returnOrigins: ['http://localhost:1234'] })
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  describe('bodies that are not JSON: 415 unsupported_media_type, storing nothing', () => {
    const NOT_JSON: readonly [string, string][] = [
      ['text/plain', JSON.stringify(validProposalStartingToday())],
      ['application/x-www-form-urlencoded', 'risk=1&uuid=2'],
      ['application/xml', '<proposal><risk/></proposal>'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="risk"\r\n\r\n{}\r\n--x--'],
    ]
    for (const [type, raw] of NOT_JSON) {
      it(`${type} on POST /api/proposal, an update and the provider page`, async () => {
        const q = await createQuoted(client)
        const page = await paymentUrl(client, q.uuid)
        const count = server.mock.store.all().length
        for (const path of ['/api/proposal', `/api/proposal/${q.uuid}`, '/json/proposal/update', page]) {
          const a = await client.request('POST', path, { raw, headers: { 'Content-Type': type } })
          expect(a.status, `${path}: ${a.text}`).to.equal(415)
          expect(decodeWith(ErrorBody, a.body).code).to.equal('unsupported_media_type')
        }
        expect(server.mock.store.all().length).to.equal(count)
        expect(server.mock.store.get(q.uuid)).to.deep.equal(q)
      })
    }

    it('a body with no Content-Type at all is refused too; JSON with a charset, and a call with no body, pass', async () => {
      const p = await createProposal(client)
      const none = await client.request('POST', `/api/proposal/${p.uuid}`, { raw: '{}', headers: { 'Content-Type': '' } })
      expect(none.status).to.equal(415)
      const charset = await client.request('POST', `/api/proposal/${p.uuid}`, { raw: '{"is_pay_monthly":false}', headers: { 'Content-Type': 'application/json; charset=utf-8' } })
      expect(charset.status, charset.text).to.equal(200)
      const bare = await client.request('POST', `/api/proposal/${p.uuid}/quote`, { headers: { 'Content-Type': 'text/plain' } })
      expect(bare.status, bare.text).to.equal(200)
    })
  })

  describe('Cache-Control: no-store on answers that hold personal data', () => {
    it('the proposal (get, create, update, quote), recall, the payment page and errors', async () => {
      const body = validProposalStartingToday()
      const created = await client.post('/api/proposal', body)
      const p = decodeWith(Proposal, created.body)
      const quoted = await client.post(`/api/proposal/${p.uuid}/quote`)
      const q = decodeWith(Proposal, quoted.body)
      const answers: Answer[] = [
        created,
        quoted,
        await client.get(`/api/proposal/${p.uuid}`),
        await client.post(`/api/proposal/${p.uuid}`, { is_pay_monthly: false }),
        await client.post('/api/proposal/recall', { reference: q.quote?.reference, postcode: body.risk.proposer.address.postcode, dob: body.risk.proposer.date_of_birth }),
        await client.get(await paymentUrl(client, p.uuid)),
        await client.post(`/api/proposal/${p.uuid}`, { risk: { vehicle: { class_of_use: 'ZZ' } } }),
      ]
      for (const a of answers) expect(a.headers.get('cache-control'), `${a.status} ${a.text.slice(0, 80)}`).to.equal('no-store')
      expect(answers[4]?.status).to.equal(200)
    })
  })

  describe('creates per client are limited', () => {
    it(`the ${CREATE_LIMIT + 1}th create from one client within the window answers 429 with Retry-After, storing nothing`, async function () {
      this.timeout(60_000)
      const file = tempStoreFile('create-limit')
      const limited = await startServer(file, { createLimit: undefined })
      try {
        const c = limited.client()
        const small = { risk: { vehicle: { cover_type: 'C' } } }
        for (let i = 0; i < CREATE_LIMIT; i++) expect((await c.post('/api/proposal', small)).status).to.equal(201)
        const over = await c.post('/api/proposal', small)
        expect(over.status).to.equal(429)
        expect(over.headers.get('retry-after')).to.match(/^\d+$/)
        expect(limited.mock.store.all().length).to.equal(CREATE_LIMIT)
      } finally {
        await limited.close()
        removeStoreFolder(file)
      }
    })
  })

  describe('the CSRF token is bound to the server\'s session', () => {
    const post = (cookie: string, token: string) =>
      fetch(`${server.base}/api/proposal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie, 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ risk: {} }),
      })

    it('a made-up cookie/header pair without the server\'s session is refused with 403 csrf_failed', async () => {
      const a = await post('XSRF-TOKEN=abc', 'abc')
      expect(a.status).to.equal(403)
      expect(((await a.json()) as { code: string }).code).to.equal('csrf_failed')
    })

    it('a made-up session id with a token the client derived itself is refused', async () => {
      const session = 'A'.repeat(24)
      // The token as the server derives it (an HMAC of the session), under a secret the client guessed.
      const guess = createHmac('sha256', Buffer.alloc(32)).update(session).digest('base64url')
      expect((await post(`rc_session=${session}; XSRF-TOKEN=${guess}`, guess)).status).to.equal(403)
    })

    it('another session\'s token is refused; the session\'s own token passes', async () => {
      const a = new TestClient(server.base)
      const b = new TestClient(server.base)
      await a.get('/json/status')
      await b.get('/json/status')
      const sessionA = a.cookie('rc_session') ?? ''
      const tokenB = b.cookie('XSRF-TOKEN') ?? ''
      expect(sessionA).to.match(/^[A-Za-z0-9_-]{24}$/)
      expect((await post(`rc_session=${sessionA}; XSRF-TOKEN=${tokenB}`, tokenB)).status).to.equal(403)
      expect((await post(`rc_session=${sessionA}; XSRF-TOKEN=${a.cookie('XSRF-TOKEN') ?? ''}`, a.cookie('XSRF-TOKEN') ?? '')).status).to.equal(201)
    })

    it('the session cookie is HttpOnly and SameSite=Strict', async () => {
      const r = await fetch(`${server.base}/json/status`)
      const session = r.headers.getSetCookie().find((c) => c.startsWith('rc_session='))
      expect(session).to.match(/HttpOnly/).and.match(/SameSite=Strict/)
    })
  })

  describe('return addresses (return_url)', () => {
    const start = async (returnUrl: string) => {
      const q = await createQuoted(client)
      return client.post(`/api/proposal/${q.uuid}/quote/payment`, { return_url: returnUrl })
    }

    it('accepts a path, an absolute URL of this server, and one of an origin listed in MOCK_RETURN_ORIGINS; the card payment returns there', async () => {
      for (const url of ['/quote/complete', `${server.base}/quote/complete?x=1`, 'http://localhost:1234/quote/complete']) {
        const a = await start(url)
        expect(a.status, `${url}: ${a.text}`).to.equal(200)
        const paid = await payByCard(client, decodeWith(PaymentUrlAnswer, a.body).payment_url, GOOD_CARD)
        expect(paid.redirect).to.equal(url)
      }
    })

    it('refuses other origins and tricks with 400 at path return_url', async () => {
      const host = new URL(server.base).host
      for (const url of [
        'https://evil.example/quote/complete',
        `http://user@${host}/x`,
        `http://${host}.evil.example/x`,
        `http://evil.example/?${server.base}`,
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(1)',
        `https://${host}/x`,
        'http://localhost:12345/x',
      ]) {
        const a = await start(url)
        expect(a.status, url).to.equal(400)
        expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['return_url'])
      }
    })
  })

  it('personal data never appears in the logs or in a URL the server hands out (payment, redirect, portal link)', async () => {
    const body = validProposalStartingToday()
    const person = body.risk.proposer
    const secrets = [person.name.forenames, person.name.surname, person.date_of_birth, person.email_address, person.phone_numbers.mobile, person.address.line_1, person.address.postcode]
      .filter((s): s is NonNullable<typeof s> => typeof s === 'string' && s.length > 3)
    expect(secrets.length).to.be.above(4)
    const q = await createQuoted(client, body)
    const urls: string[] = []
    const page = await paymentUrl(client, q.uuid)
    urls.push(page)
    const paid = await payByCard(client, page)
    urls.push(String(paid.redirect))
    await client.post(`/api/proposal/${q.uuid}/device-risk`, { blackbox: 'bb.1' })
    await client.post(`/api/proposal/${q.uuid}/quote/accept`, {})
    urls.push(decodeWith(PortalLinkAnswer, (await client.get(`/api/proposal/${q.uuid}/generate-portal-link`)).body).portal_url)
    await client.post(`/api/proposal/${q.uuid}`, { risk: { proposer: { email_address: 'not an email' } } })
    for (const a of client.history) {
      const location = a.headers.get('location')
      if (location !== null) urls.push(location)
      const redirect = fields(a.body).redirect
      if (typeof redirect === 'string') urls.push(redirect)
    }
    const seen = [...server.logs, ...urls].join('\n')
    for (const s of secrets) {
      expect(seen.includes(s), `${s} leaked`).to.equal(false)
      expect(seen.includes(encodeURIComponent(s)), `${s} leaked encoded`).to.equal(false)
    }
  })

  it('the hostile-endorsements scenario serves endorsements with a script, event handlers and javascript: links (for the page\'s DOMPurify check)', async () => {
    const p = await createProposal(client)
    const a = await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'hostile-endorsements' })
    const texts = decodeWith(Proposal, a.body).quote?.endorsements.map((e) => e.text).join('\n') ?? ''
    expect(texts).to.include('<script>').and.include('onerror=').and.include('onclick=').and.include('href="javascript:')
  })
})
