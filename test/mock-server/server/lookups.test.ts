import { expect } from 'chai'
import {
  AddressList,
  ErrorBody,
  LIST_NAMES,
  ListAnswer,
  ManualSearchAnswer,
  RecaptchaAnswer,
  ReferenceList,
  ReferenceLists,
  RegistrationLookupAnswer,
  StatusAnswer,
} from '../../../src/domain/codecs'
import type { TestClient } from './client'
import { decodeWith } from './client'
import { fields, NOW, startServer, tempStoreFile, removeStoreFolder, type RunningServer } from './running-server'

describe('mock server over HTTP: lookups (reference lists, vehicles, addresses, bot check, status)', () => {
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(tempStoreFile('lookups'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  describe('GET /api/list', () => {
    it('answers every list of LIST_NAMES once, each named insurer.{name} with options', async () => {
      const a = await client.get('/api/list')
      expect(a.status).to.equal(200)
      const lists = decodeWith(ReferenceLists, a.body)
      expect(lists.map((l) => l.name).sort()).to.deep.equal(LIST_NAMES.map((n) => `insurer.${n}`).sort())
      for (const l of lists) expect(l.options.length, l.name).to.be.at.least(2)
    })
  })

  describe('GET /api/list/insurer.{name}', () => {
    LIST_NAMES.forEach((name) => {
      it(`answers insurer.${name} with its options, the same as in the whole catalogue`, async () => {
        const [one, all] = await Promise.all([client.get(`/api/list/insurer.${name}`), client.get('/api/list')])
        expect(one.status).to.equal(200)
        const list = decodeWith(ReferenceList, one.body)
        expect(decodeWith(ListAnswer, one.body).options).to.deep.equal(list.options)
        expect(list.name).to.equal(`insurer.${name}`)
        expect(list.options).to.deep.equal(decodeWith(ReferenceLists, all.body).find((l) => l.name === `insurer.${name}`)?.options)
      })
    })

    it('answers person_title_gender (the initial load) with a gender on every option', async () => {
      const list = decodeWith(ReferenceList, (await client.get('/api/list/insurer.person_title_gender')).body)
      for (const o of list.options) expect(o.gender, o.value).to.be.oneOf(['M', 'F', 'U'])
    })

    it('answers 404 not_found for a list that does not exist', async () => {
      const a = await client.get('/api/list/insurer.favourite_colour')
      expect(a.status).to.equal(404)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_found')
    })
  })

  describe('GET /api/address', () => {
    it('answers the addresses of a known postcode sent without spaces, each with line_1..line_5 and the postcode', async () => {
      const a = await client.get('/api/address?postcode=LS62AB')
      expect(a.status).to.equal(200)
      const list = decodeWith(AddressList, a.body)
      expect(list.length).to.be.within(2, 8)
      for (const address of list) {
        expect(Object.keys(address).sort()).to.deep.equal(['line_1', 'line_2', 'line_3', 'line_4', 'line_5', 'postcode'])
        expect(address.postcode).to.equal('LS6 2AB')
      }
      expect(list.map((x) => x.line_1)).to.include('14 Headingley Lane')
    })

    it('finds the same addresses with or without the space, in any case', async () => {
      const [compact, spaced, lower] = await Promise.all(['LS62AB', 'LS6%202AB', 'ls6%202ab'].map((p) => client.get(`/api/address?postcode=${p}`)))
      expect(spaced?.body).to.deep.equal(compact?.body)
      expect(lower?.body).to.deep.equal(compact?.body)
    })

    it('answers generated addresses for a valid postcode the fixtures do not hold, the same on every call', async () => {
      const [a, again] = await Promise.all([client.get('/api/address?postcode=SW1A2AA'), client.get('/api/address?postcode=SW1A2AA')])
      expect(a.status).to.equal(200)
      const list = decodeWith(AddressList, a.body)
      expect(list.length).to.be.within(3, 8)
      expect(list.every((x) => x.postcode === 'SW1A 2AA' && x.line_3 === 'London')).to.equal(true)
      expect(again.body).to.deep.equal(a.body)
    })

    it('answers [] for a valid postcode with no addresses (ZE2 9XX)', async () => {
      const a = await client.get('/api/address?postcode=ZE29XX')
      expect(a.status).to.equal(200)
      expect(decodeWith(AddressList, a.body)).to.deep.equal([])
    })

    it('GET /api/address answers 400 invalid_request with path postcode for a string that is not a UK postcode, or none', async () => {
      for (const query of ['?postcode=NOTAPOSTCODE', '?postcode=', '', '?postcode=LS6&postcode=2AB']) {
        const a = await client.get(`/api/address${query}`)
        expect(a.status, query).to.equal(400)
        const e = decodeWith(ErrorBody, a.body)
        expect(e.code, query).to.equal('invalid_request')
        expect(e.errors?.map((x) => x.path), query).to.deep.equal(['postcode'])
      }
    })
  })

  describe('the registration lookup (POST /api/vehicle/registration and GET /api/vehicle?registration=)', () => {
    const post = (registration: string) => client.post('/api/vehicle/registration', { registration })
    const get = (registration: string) => client.get(`/api/vehicle?registration=${encodeURIComponent(registration)}`)

    it('finds YH19KXT by both readings, with abi_code, fuel_type, fuel_type_cdl, manufacturer, description, engine_size, transmission and year', async () => {
      for (const a of [await post('YH19KXT'), await get('YH19KXT')]) {
        expect(a.status).to.equal(200)
        const { vehicles } = decodeWith(RegistrationLookupAnswer, a.body)
        expect(vehicles).to.have.length(1)
        expect(vehicles[0]).to.include({ registration: 'YH19KXT', abi_code: '62011502', manufacturer: 'TRIUMPH', year: 2019 })
        for (const k of ['fuel_type', 'fuel_type_cdl', 'description', 'engine_size', 'transmission'] as const) expect(vehicles[0]?.[k], k).to.not.equal(undefined)
      }
    })

    it('normalises the registration (spaces removed, upper case) in both readings', async () => {
      const plain = (await post('YH19KXT')).body
      for (const a of [await post(' yh19 kxt '), await get('yh19 KXT'), await get('Yh19Kxt')]) {
        expect(a.status).to.equal(200)
        expect(a.body).to.deep.equal(plain)
      }
    })

    it('answers both vehicles of MA21DKV in order, the manual NC750X first', async () => {
      for (const a of [await post('MA21 DKV'), await get('ma21dkv')]) {
        const { vehicles } = decodeWith(RegistrationLookupAnswer, a.body)
        expect(vehicles.map((v) => v.abi_code)).to.deep.equal(['21004750', '21004751'])
        expect(vehicles[0]?.transmission).to.equal('TransMan')
      }
    })

    it('answers vehicles [] for NF12NFD (not found), by both readings', async () => {
      for (const a of [await post('NF12NFD'), await get('NF12 NFD')]) {
        expect(a.status).to.equal(200)
        expect(decodeWith(RegistrationLookupAnswer, a.body).vehicles).to.deep.equal([])
      }
    })

    it('answers 400 with path registration when the POST body has no registration string', async () => {
      const a = await client.post('/api/vehicle/registration', { registration: 42 })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['registration'])
    })

    it('answers 400 with path registration when the GET reading has no registration query', async () => {
      const a = await client.get('/api/vehicle')
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['registration'])
    })
  })

  describe('POST /api/vehicle (the manual cascade)', () => {
    const search = async (body: Record<string, unknown>) => {
      const a = await client.post('/api/vehicle', body)
      expect(a.status, JSON.stringify(body)).to.equal(200)
      return decodeWith(ManualSearchAnswer, a.body)
    }

    it('offers the manufacturers first, then the models, fuel types, years and transmissions of the choices so far', async () => {
      const first = await search({})
      expect(Object.keys(first.options)).to.deep.equal(['manufacturer'])
      expect(first.options.manufacturer?.map((o) => o.value)).to.include.members(['HONDA', 'TRIUMPH'])
      expect(first.vehicles).to.deep.equal([])

      const models = await search({ manufacturer: 'HONDA' })
      expect(Object.keys(models.options)).to.deep.equal(['model'])
      expect(models.options.model?.map((o) => o.value)).to.include('NC750X')

      const fuels = await search({ manufacturer: 'HONDA', model: 'NC750X' })
      expect(Object.keys(fuels.options)).to.deep.equal(['fuel_type'])
      expect(fuels.vehicles.map((v) => v.abi_code)).to.include.members(['21004750', '21004751'])

      const years = await search({ manufacturer: 'HONDA', model: 'NC750X', fuel_type: 'P' })
      expect(years.options.year?.map((o) => o.value)).to.include('2021')

      const transmissions = await search({ manufacturer: 'HONDA', model: 'NC750X', fuel_type: 'P', year: 2021 })
      expect(transmissions.options.transmission?.map((o) => o.value)).to.include.members(['TransMan', 'TransAuto'])
    })

    it('answers an empty doors list for bikes and the matching vehicles to confirm', async () => {
      const a = await search({ manufacturer: 'HONDA', model: 'NC750X', fuel_type: 'P', year: 2021, transmission: 'TransAuto' })
      expect(a.options.doors).to.deep.equal([])
      expect(a.vehicles.map((v) => v.abi_code)).to.deep.equal(['21004751'])
      expect(a.vehicles[0]).to.include({ manufacturer: 'HONDA', model: 'NC750X', transmission: 'TransAuto', doors: 0 })
    })

    it('matches manufacturer and model without regard to case', async () => {
      expect(await search({ manufacturer: 'honda', model: 'nc750x' })).to.deep.equal(await search({ manufacturer: 'HONDA', model: 'NC750X' }))
    })

    it('answers empty options and no vehicles for a choice that matches nothing', async () => {
      const a = await search({ manufacturer: 'NO SUCH MAKE', model: 'NONE' })
      expect(a.vehicles).to.deep.equal([])
      expect(a.options.fuel_type).to.deep.equal([])
    })

    it('answers 400 with path year for a year that is not a year', async () => {
      const a = await client.post('/api/vehicle', { manufacturer: 'HONDA', year: 'twenty' })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['year'])
    })
  })

  describe('POST /api/recaptcha', () => {
    it('answers success true for a token of the mock bot check (ok.…)', async () => {
      const a = await client.post('/api/recaptcha', { response: 'ok.form_section_one.abc.1', action: 'form_section_one' })
      expect(a.status).to.equal(200)
      expect(decodeWith(RecaptchaAnswer, a.body)).to.deep.equal({ success: true })
    })

    it('answers success false for any other token', async () => {
      const a = await client.post('/api/recaptcha', { response: 'forged-token' })
      expect(a.status).to.equal(200)
      expect(decodeWith(RecaptchaAnswer, a.body)).to.deep.equal({ success: false })
    })

    it('answers success false under the bot scenario, even for a good token', async () => {
      const a = await client.post('/api/recaptcha', { response: 'ok.form_section_one.abc.1' }, { scenario: 'bot' })
      expect(a.status).to.equal(200)
      expect(decodeWith(RecaptchaAnswer, a.body)).to.deep.equal({ success: false })
    })

    it('answers 400 with path response when there is no token', async () => {
      const a = await client.post('/api/recaptcha', {})
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['response'])
    })
  })

  describe('GET /json/status', () => {
    it('answers status ok with the server clock', async () => {
      const a = await client.get('/json/status')
      expect(a.status).to.equal(200)
      expect(decodeWith(StatusAnswer, a.body).status).to.equal('ok')
      expect(fields(a.body).time).to.equal(NOW)
    })
  })
})
