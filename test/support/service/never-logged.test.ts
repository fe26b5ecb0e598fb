import { expect } from 'chai'
import { randomInt } from 'node:crypto'
import { storedSample } from '../../fixtures/trails/samples'
import { validProposal } from '../../mock-server/server/running-server'
import { entries, requestLines } from '../../operations/log-lines'
import { startMachine, type RunningMachine } from './one-machine'
import { enrolStaffForTest, signInBody, type EnrolledStaff } from './staff-enrolment'

/** A letter from `from`, at random: the values below use letters no uuid, time or hex id holds. */
const pick = (from: string): string => from[randomInt(from.length)] ?? ''
const digit = (): string => String(randomInt(10))

/** Values made for this run, found nowhere else: each must be in no line either server writes. */
const POSTCODE = `Z${pick('GHKLMNPRSTUWXY')}${digit()} ${digit()}${pick('QRSTUWXYZ')}${pick('QRSTUWXYZ')}`
const REGISTRATION = `QX${digit()}${digit()}${pick('KLMNPRSTUWXYZ')}${pick('KLMNPRSTUWXYZ')}${pick('KLMNPRSTUWXYZ')}`
const FORENAME = `Quorvyn${pick('klmnpqrstuvwxyz')}${pick('klmnpqrstuvwxyz')}`
const SURNAME = `Zwillox${pick('klmnpqrstuvwxyz')}${pick('klmnpqrstuvwxyz')}`
const EMAIL = `qz.${pick('klmnpqrstuvwxyz')}${randomInt(1e6)}@example.test`
const STAFF = { name: 'carol', secret: `staff-secret-${randomInt(1e9)}-zqxw` }
const WRONG_SECRET = `not-carols-secret-${randomInt(1e9)}-zqxw`
/** A secret typed into the name field by mistake: the name of a failed sign-in is never logged. */
const SECRET_AS_NAME = `oops-secret-in-name-${randomInt(1e9)}`
const FORGED_TOKEN = `forged-token-${randomInt(1e9)}-zqxw`
const COOKIE = `cookie-value-${randomInt(1e9)}-zqxw`

/** The sample session with the rider's name, e-mail, postcode and registration replaced by this run's. */
const riderTrail = (): unknown => {
  const { trail, state } = storedSample('completed-quote.json')
  const proposer = state.proposal.risk.proposer
  const swaps: [string, string][] = [
    [proposer.name.forenames ?? '', FORENAME],
    [proposer.name.surname ?? '', SURNAME],
    [proposer.email_address ?? '', EMAIL],
    [proposer.address.postcode ?? '', POSTCODE],
    [state.proposal.risk.vehicle.registration ?? '', REGISTRATION],
  ]
  let text = JSON.stringify(trail)
  for (const [from] of swaps) expect(text, from).to.contain(JSON.stringify(from).slice(1, -1))
  for (const [from, to] of swaps) text = text.split(JSON.stringify(from).slice(1, -1)).join(to)
  return JSON.parse(text) as unknown
}

/** Every form a value could be written in: as sent, in either case, URL-encoded, and a postcode without its space. */
const forms = (value: string): string[] => [...new Set([value, value.toLowerCase(), value.toUpperCase(), encodeURIComponent(value), value.replace(/ /g, ''), value.replace(/ /g, '+')])]

describe('the servers\' logs never hold a personal value, a token or a secret', function () {
  this.timeout(60_000)
  let m: RunningMachine
  let token = ''
  let carol: EnrolledStaff
  let code = ''

  before(async () => {
    m = await startMachine()
    carol = await enrolStaffForTest(m.machine.support.store, STAFF)
    const client = m.client()
    const cookie = { Cookie: `rc_tracking=${COOKIE}` }
    // The rider: lookups whose query holds their postcode and registration, a proposal with their name and
    // e-mail, an update that the insurer refuses, and their session sent to support.
    expect((await client.get(`/api/address?postcode=${encodeURIComponent(POSTCODE)}`, { headers: cookie })).status).to.equal(200)
    expect((await client.get(`/api/vehicle?registration=${REGISTRATION}`)).status).to.be.oneOf([200, 404])
    const p = validProposal()
    const risk = { ...p.risk, proposer: { ...p.risk.proposer, name: { ...p.risk.proposer.name, forenames: FORENAME, surname: SURNAME }, email_address: EMAIL, address: { ...p.risk.proposer.address, postcode: POSTCODE } } }
    const created = await client.post('/api/proposal', { ...p, risk })
    expect(created.status, created.text).to.equal(201)
    const refused = await client.post('/api/proposal', { ...p, risk: { ...risk, proposer: { ...risk.proposer, email_address: `${EMAIL} not an e-mail` } } })
    expect(refused.status).to.equal(400)
    const sent = await client.post('/api/support/trails', { trail: riderTrail(), quoteReference: null })
    expect(sent.status, sent.text).to.equal(201)
    // Staff: a sign-in with the right secret, one with a wrong one, one with a secret typed as the name, the
    // desk's calls with the token, and one with a token made up.
    const body = await signInBody(carol)
    code = body.code
    const signedIn = await client.post('/api/support/desk/sign-in', body)
    expect(signedIn.status).to.equal(200)
    token = (signedIn.body as { token: string }).token
    // The same code again (refused as used), a wrong secret, a secret typed as the name, and a recovery code.
    expect((await client.post('/api/support/desk/sign-in', body)).status).to.equal(401)
    expect((await client.post('/api/support/desk/sign-in', { name: STAFF.name, secret: WRONG_SECRET, code })).status).to.equal(401)
    expect((await client.post('/api/support/desk/sign-in', { name: SECRET_AS_NAME, secret: STAFF.secret, code })).status).to.equal(401)
    expect((await client.post('/api/support/desk/sign-in', { name: STAFF.name, secret: STAFF.secret, recoveryCode: carol.recoveryCodes[0] ?? '' })).status).to.equal(200)
    const bearer = { Authorization: `Bearer ${token}`, ...cookie }
    const supportCode = (sent.body as { code: string }).code
    expect((await client.get(`/api/support/trails/${supportCode}`, { headers: bearer })).status).to.equal(200)
    expect((await client.get('/api/support/trails?reference=12345-67890-12345', { headers: bearer })).status).to.equal(200)
    // The rider's data exported, then erased.
    expect((await client.get(`/api/support/data-requests/${supportCode}`, { headers: bearer })).status).to.equal(200)
    expect((await client.post(`/api/support/data-requests/${supportCode}/erase`, { confirm: supportCode }, { headers: bearer })).status).to.equal(200)
    expect((await client.get('/api/support/desk/me', { headers: { Authorization: `Bearer ${FORGED_TOKEN}` } })).status).to.equal(401)
    expect((await client.post('/api/support/desk/sign-out', undefined, { headers: bearer })).status).to.equal(204)
  })
  after(async () => {
    await m.close()
  })

  it('logged every request above, one JSON line each, with its route and an id (the log had them to hide)', () => {
    const routes = requestLines(m.logs).map((l) => l.route)
    expect(routes).to.include.members(['/api/address', '/api/vehicle', '/api/proposal', '/api/support/trails', '/api/support/desk/sign-in', '/api/support/trails/:code', '/api/support/desk/me', '/api/support/desk/sign-out', '/api/support/data-requests/:codeOrReference', '/api/support/data-requests/:codeOrReference/erase'])
    for (const line of requestLines(m.logs)) expect(line.reqId).to.be.a('string')
    expect(entries(m.logs).length).to.equal(m.logs.length)
  })

  it("holds no postcode, registration, name, e-mail, staff secret, one-time-code key, one-time or recovery code, desk token, forged token or cookie value, in any form", () => {
    const log = m.logs.join('\n')
    const values = [POSTCODE, REGISTRATION, FORENAME, SURNAME, EMAIL, STAFF.secret, WRONG_SECRET, SECRET_AS_NAME, carol.codeKey, ...carol.recoveryCodes, token, FORGED_TOKEN, COOKIE]
    const found = values.flatMap((value) => forms(value).filter((f) => log.includes(f)))
    expect(found).to.deep.equal([])
    // Six digits may be part of some other number (a time, a port): the code is looked for as a value of its own.
    expect(log).not.to.match(new RegExp(`"${code}"|=${code}\\b`))
  })

  it('holds no query string, header or body at all', () => {
    for (const e of entries(m.logs)) for (const key of ['query', 'headers', 'body', 'url', 'authorization', 'cookie']) expect(e, key).not.to.have.property(key)
    expect(m.logs.join('\n')).not.to.match(/\?[a-z_]+=/)
  })
})
