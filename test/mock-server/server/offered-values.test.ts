import { expect } from 'chai'
import fc from 'fast-check'
import { registrationRecords } from '../fixtures/fixture-records'
import { ManualSearchAnswer, MANUAL_FIELDS, Proposal, ReferenceLists, RegistrationLookupAnswer, type ListName } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createProposal, createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

describe('mock server over HTTP: the server accepts every value it offers', () => {
  const storeFile = tempStoreFile('offered')
  let server: RunningServer
  let client: TestClient
  let lists: ReferenceLists

  before(async () => {
    server = await startServer(storeFile)
    client = server.client()
    lists = decodeWith(ReferenceLists, (await client.get('/api/list')).body)
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  const valuesOf = (name: ListName): string[] => lists.find((l) => l.name === `insurer.${name}`)?.options.map((o) => o.value) ?? []

  it('property: walking the manual cascade with offered values sent back unchanged (strings, as offered) never gets a 4xx, and the vehicle found is stored and priced', async function () {
    this.timeout(60_000)
    const proposal = await createProposal(client)
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: MANUAL_FIELDS.length + 1, maxLength: MANUAL_FIELDS.length + 1 }), async (picks) => {
        const chosen: Record<string, string> = {}
        let answer = decodeWith(ManualSearchAnswer, (await client.post('/api/vehicle', {})).body)
        for (const pick of picks.slice(0, MANUAL_FIELDS.length)) {
          const field = MANUAL_FIELDS.find((f) => (answer.options[f]?.length ?? 0) > 0)
          if (field === undefined) break
          const options = answer.options[field] ?? []
          const value = options[pick % options.length]?.value ?? ''
          chosen[field] = value
          const a = await client.post('/api/vehicle', chosen)
          expect(a.status, `${JSON.stringify(chosen)} → ${a.text.slice(0, 200)}`).to.equal(200)
          answer = decodeWith(ManualSearchAnswer, a.body)
        }
        expect(answer.vehicles.length, JSON.stringify(chosen)).to.be.above(0)
        const v = answer.vehicles[(picks[MANUAL_FIELDS.length] ?? 0) % answer.vehicles.length]
        if (v === undefined) return
        const year = chosen.year === undefined ? v.year_min : Number(chosen.year)
        const vehicle = { ...v, year, has_registration: false }
        const u = await client.post(`/api/proposal/${proposal.uuid}`, { risk: { vehicle } })
        expect(u.status, `${JSON.stringify(vehicle)} → ${u.text.slice(0, 300)}`).to.equal(200)
        const q = await client.post(`/api/proposal/${proposal.uuid}/quote`)
        expect(q.status, q.text.slice(0, 300)).to.equal(200)
      }),
      { numRuns: 40 },
    )
  })

  it('every vehicle the registration lookup finds is stored as found and priced', async () => {
    const proposal = await createProposal(client)
    for (const { registration } of registrationRecords()) {
      const found = decodeWith(RegistrationLookupAnswer, (await client.post('/api/vehicle/registration', { registration })).body)
      for (const v of found.vehicles) {
        const u = await client.post(`/api/proposal/${proposal.uuid}`, { risk: { vehicle: { ...v, registration, has_registration: true } } })
        expect(u.status, `${registration}: ${u.text.slice(0, 300)}`).to.equal(200)
        const q = await client.post(`/api/proposal/${proposal.uuid}/quote`)
        expect(q.status, `${registration}: ${q.text.slice(0, 300)}`).to.equal(200)
      }
    }
  })

  const FIELDS: readonly [ListName, (v: string) => unknown][] = [
    ['person_title_gender', (v) => ({ risk: { proposer: { name: { title: v } } } })],
    ['person_marital_status', (v) => ({ risk: { proposer: { marital_status: v } } })],
    ['occupation_status', (v) => ({ risk: { proposer: { full_time_occupation: { status: v } } } })],
    ['occupation_role', (v) => ({ risk: { proposer: { full_time_occupation: { role: v } } } })],
    ['occupation_industry', (v) => ({ risk: { proposer: { full_time_occupation: { industry: v } } } })],
    ['driving_license_type', (v) => ({ risk: { proposer: { driver_details: { licence: { type: v } } } } })],
    ['person_vehicle_access', (v) => ({ risk: { proposer: { driver_details: { access_to_other_vehicles: v } } } })],
    ['person_motoring_organisation', (v) => ({ risk: { proposer: { driver_details: { motoring_organisation: v } } } })],
    ['vehicle_owner', (v) => ({ risk: { vehicle: { owner: v } } })],
    ['vehicle_alarm', (v) => ({ risk: { vehicle: { alarm: v } } })],
    ['vehicle_immobiliser', (v) => ({ risk: { vehicle: { immobiliser: v } } })],
    ['vehicle_tracker', (v) => ({ risk: { vehicle: { tracker: v } } })],
    ['vehicle_imported', (v) => ({ risk: { vehicle: { imported: v } } })],
    ['vehicle_kept_location', (v) => ({ risk: { vehicle: { kept_location: v } } })],
    ['vehicle_class_of_use', (v) => ({ risk: { vehicle: { class_of_use: v } } })],
    ['vehicle_fuel_type', (v) => ({ risk: { vehicle: { fuel_type: v } } })],
    ['vehicle_transmission', (v) => ({ risk: { vehicle: { transmission: v } } })],
    ['cover_type', (v) => ({ risk: { vehicle: { cover_type: v } } })],
    ['duq_education_level_short', (v) => ({ risk: { duqs: { education_level: v } } })],
    ['duq_vehicle_modification', (v) => ({ risk: { vehicle: { modifications: [{ type: v }] } } })],
  ]
  for (const [list, body] of FIELDS) {
    it(`every value of the list ${list} is stored when sent back unchanged`, async () => {
      const p = await createProposal(client)
      expect(valuesOf(list).length).to.be.above(1)
      for (const value of valuesOf(list)) {
        const a = await client.post(`/api/proposal/${p.uuid}`, body(value))
        expect(a.status, `${list} ${value}: ${a.text.slice(0, 300)}`).to.equal(200)
      }
    })
  }

  it('every extra a quote offers is accepted by …/addons, and the payment_frequency values by …/payment-option', async () => {
    const q = await createQuoted(client)
    for (const a of q.quote?.addons ?? []) {
      const r = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: a.code }] })
      expect(r.status, `${a.code}: ${r.text.slice(0, 200)}`).to.equal(200)
    }
    for (const value of valuesOf('payment_frequency')) {
      const r = await client.post(`/api/proposal/${q.uuid}/payment-option`, { is_pay_monthly: value })
      expect(r.status, `${value}: ${r.text.slice(0, 200)}`).to.equal(200)
      expect(decodeWith(Proposal, r.body).is_pay_monthly).to.equal(value === 'true')
    }
  })
})
