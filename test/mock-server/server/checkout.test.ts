import { expect } from 'chai'
import {
  ErrorBody,
  PayMonthlyAnswer,
  PortalLinkAnswer,
  Proposal,
  type ProposalInput,
} from '../../../src/domain/codecs'
import { formatUkDate } from '../../../src/domain/formats'
import { accountNumber, holderDateOfBirth, requiredMessage } from '../../../src/domain/validation'
import { withYoungProposer } from '../../browser/quoted-proposal'
import { decodeWith, type TestClient } from './client'
import { buyProposal, createProposal, createQuoted, GOOD_CARD, payByCard, paymentUrl } from './proposal-calls'
import { fields, NOW, startServer, tempStoreFile, validProposalStartingToday, removeStoreFolder, type RunningServer } from './running-server'

const DIRECT_DEBIT = {
  account_name: "Eleanor O'Hara-Whitfield",
  account_number: '12345678',
  sort_code: '112233',
  collection_day: '22',
  is_proposer_account_holder: true,
  third_party: { title: 'Mr', forename: 'Sean', surname: 'Hara', date_of_birth: '1980-03-27', address: { line_1: '1 Some Street', postcode: 'LS6 2AB' } },
}

/** The required fields of a direct debit, each with the Instalments screen's message when it is missing. */
const REQUIRED_FIELDS = ['is_proposer_account_holder', 'account_name', 'account_number', 'sort_code'] as const
const HOLDER_FIELDS = ['title', 'forename', 'surname', 'date_of_birth', 'address'] as const

/** A proposer aged 17 on the fixed clock's day, licensed since the 17th birthday. */
const youngProposer = (): ProposalInput => withYoungProposer(validProposalStartingToday(), '2009-06-01')

const CARD_NUMBERS = ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002']

describe('mock server over HTTP: after the quote (payment option to accept)', () => {
  let server: RunningServer
  let client: TestClient
  const stored = (uuid: string): Proposal | undefined => server.storeOnDisk().proposals.find((p) => p.uuid === uuid)

  before(async () => {
    server = await startServer(tempStoreFile('checkout'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  describe('POST /api/proposal/{uuid}/payment-option', () => {
    it('stores the payment choice in is_pay_monthly and duqs.is_pay_monthly, with renewal consent and userfields', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/payment-option`, {
        check: true,
        is_pay_monthly: true,
        consent_to_auto_renew: true,
        risk: { vehicle: { registration: 'YH19KXT' }, userfields: { has_third_party_authority: false } },
      })
      expect(a.status).to.equal(200)
      const p = decodeWith(Proposal, a.body)
      expect(p).to.include({ is_pay_monthly: true, consent_to_auto_renew: true })
      expect(p.risk.duqs.is_pay_monthly).to.equal(true)
      expect(p.risk.userfields.has_third_party_authority).to.equal(false)
      expect(p.risk.userfields.has_email_consent).to.equal(true)
      expect(p.quote).to.deep.equal(q.quote)
      expect(stored(q.uuid)).to.deep.equal(p)
    })

    it('sets the registration (and has_registration) of a vehicle that had none', async () => {
      const body = validProposalStartingToday()
      const q = await createQuoted(client, { ...body, risk: { ...body.risk, vehicle: { ...body.risk.vehicle, registration: null, has_registration: false } } })
      const a = await client.post(`/api/proposal/${q.uuid}/payment-option`, { is_pay_monthly: false, risk: { vehicle: { registration: 'YH19KXT' } } })
      const p = decodeWith(Proposal, a.body)
      expect(p.risk.vehicle).to.include({ registration: 'YH19KXT', has_registration: true })
    })

    it('answers 400 with path risk.vehicle.registration for a registration that is not normalised and valid', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/payment-option`, { risk: { vehicle: { registration: 'yh19 kxt!' } } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['risk.vehicle.registration'])
    })
  })

  describe('POST /api/proposal/{uuid}/addons', () => {
    it('marks the sent extras selected and every other offered extra not selected, and stores it', async () => {
      const q = await createQuoted(client)
      expect(q.addons.every((x) => x.is_selected === null), 'undecided before').to.equal(true)
      const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }, { code: 'B2' }] })
      expect(a.status).to.equal(200)
      const p = decodeWith(Proposal, a.body)
      expect(p.addons.map((x) => x.code)).to.deep.equal(q.quote?.addons.map((x) => x.code))
      for (const addon of p.addons) expect(addon.is_selected, addon.code).to.equal(['BLE', 'B2'].includes(addon.code))
      expect(stored(q.uuid)?.addons).to.deep.equal(p.addons)
    })

    it('then the re-created quote prices the chosen extras into the subtotal', async () => {
      const q = await createQuoted(client)
      await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }] })
      const r = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/quote`)).body)
      const ble = r.quote?.addons.find((x) => x.code === 'BLE')
      expect(ble?.is_selected).to.equal(true)
      const pence = (n: number | null | undefined) => Math.round((n ?? 0) * 100)
      expect(pence(r.quote?.metadata.premium_subtotal)).to.equal(pence(r.quote?.premium) + pence(ble?.premium))
    })

    it('answers no extras selected for an empty list', async () => {
      const q = await createQuoted(client)
      const p = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [] })).body)
      expect(p.addons.every((x) => x.is_selected === false)).to.equal(true)
    })

    it('answers 400 invalid_request with the path of an extra the quote does not offer, changing nothing', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }, { code: 'ZZZ' }] })
      expect(a.status).to.equal(400)
      const e = decodeWith(ErrorBody, a.body)
      expect(e.code).to.equal('invalid_request')
      expect(e.errors?.map((x) => x.path)).to.deep.equal(['addons[1].code'])
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    it('names each refused entry by its own index, a repeated code too', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'ZZZ' }, { code: 'BLE' }, { code: 'ZZZ' }] })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path)).to.deep.equal(['addons[0].code', 'addons[2].code'])
    })

    it('answers 400 with path addons when the body has no list', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: 'BLE' })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path)).to.deep.equal(['addons'])
    })
  })

  describe('POST /api/proposal/{uuid}/confirm', () => {
    it('stores the confirmed e-mail, mobile, registration and renewal consent', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/confirm`, {
        risk: { proposer: { email_address: 'e.ohara@example.org', phone_numbers: { mobile: '07700900456' } } },
        registration: 'MA21DKV',
        consent_to_auto_renew: false,
      })
      expect(a.status).to.equal(200)
      const p = decodeWith(Proposal, a.body)
      expect(p.risk.proposer.email_address).to.equal('e.ohara@example.org')
      expect(p.risk.proposer.phone_numbers.mobile).to.equal('07700900456')
      expect(p.risk.vehicle).to.include({ registration: 'MA21DKV', has_registration: true })
      expect(p.consent_to_auto_renew).to.equal(false)
      expect(p.risk.proposer.name).to.deep.equal(q.risk.proposer.name)
      expect(stored(q.uuid)).to.deep.equal(p)
    })

    it('answers 400 with the paths of an e-mail and a mobile that are not valid', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/confirm`, {
        risk: { proposer: { email_address: 'not-an-email', phone_numbers: { mobile: '12' } } },
      })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path).sort()).to.deep.equal([
        'risk.proposer.email_address',
        'risk.proposer.phone_numbers.mobile',
      ])
    })
  })

  describe('POST /api/proposal/{uuid}/pay-monthly', () => {
    it('answers success with the proposal, the direct debit stored and third_party dropped for the proposer as holder', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })
      expect(a.status).to.equal(200)
      const answer = decodeWith(PayMonthlyAnswer, a.body)
      expect(answer.success).to.equal(true)
      expect(answer.proposal?.direct_debit).to.deep.equal({ ...DIRECT_DEBIT, third_party: null })
      expect(answer.proposal?.is_pay_monthly).to.equal(true)
      expect(answer.proposal?.risk.duqs.is_pay_monthly).to.equal(true)
      expect(stored(q.uuid)?.direct_debit).to.deep.equal({ ...DIRECT_DEBIT, third_party: null })
    })

    it('keeps the third-party holder when the proposer is not the account holder', async () => {
      const q = await createQuoted(client)
      const dd = { ...DIRECT_DEBIT, is_proposer_account_holder: false, account_name: 'Sean Hara' }
      const answer = decodeWith(PayMonthlyAnswer, (await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: dd })).body)
      expect(answer.proposal?.direct_debit?.third_party).to.deep.equal(DIRECT_DEBIT.third_party)
    })

    it('answers 422 with the server message for refused bank details (account 00000000), storing nothing', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, account_number: '00000000' } })
      expect(a.status).to.equal(422)
      const e = decodeWith(ErrorBody, a.body)
      expect(e.code).to.equal('direct_debit_refused')
      expect(e.message).to.equal('We could not set up a Direct Debit with those bank details. Please check the account number and sort code and try again.')
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    it("under the credit-declined scenario answers 422 'Your credit application has been declined'", async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT }, { scenario: 'credit-declined' })
      expect(a.status).to.equal(422)
      const e = decodeWith(ErrorBody, a.body)
      expect(e).to.include({ code: 'credit_declined', message: 'Your credit application has been declined' })
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    it('answers 400 for a sort code sent with dashes and an account number not of 8 digits', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, {
        is_pay_monthly: true,
        direct_debit: { ...DIRECT_DEBIT, sort_code: '11-22-33', account_number: '1234567' },
      })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path).sort()).to.deep.equal(['direct_debit.account_number', 'direct_debit.sort_code'])
    })

    it("answers 400 for direct_debit {} naming each required field with the form's message, storing nothing", async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: {} })
      expect(a.status, a.text).to.equal(400)
      const e = decodeWith(ErrorBody, a.body)
      expect(e.code).to.equal('invalid_request')
      expect(e.errors).to.deep.equal(REQUIRED_FIELDS.map((f) => ({ path: `direct_debit.${f}`, message: requiredMessage(`direct_debit.${f}`) })))
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    for (const field of REQUIRED_FIELDS) {
      for (const [how, value] of [['left out', undefined], ['null', null], ['blank', ' ']] as const) {
        it(`answers 400 naming direct_debit.${field} alone when it is ${how}`, async () => {
          const q = await createQuoted(client)
          const dd: Record<string, unknown> = { ...DIRECT_DEBIT, [field]: value }
          if (value === undefined) delete dd[field]
          const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: dd })
          expect(a.status, a.text).to.equal(400)
          expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path)).to.deep.equal([`direct_debit.${field}`])
          expect(stored(q.uuid)).to.deep.equal(q)
        })
      }
    }

    it('names a missing field and an invalid one together, the invalid one with the form\'s format message', async () => {
      const q = await createQuoted(client)
      const { sort_code: _, ...noSortCode } = DIRECT_DEBIT
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...noSortCode, account_number: '1234' } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal([
        { path: 'direct_debit.account_number', message: accountNumber('1234') },
        { path: 'direct_debit.sort_code', message: requiredMessage('direct_debit.sort_code') },
      ])
    })

    it("when a third party holds the account, names each of the holder's missing fields", async () => {
      const q = await createQuoted(client)
      for (const third_party of [null, {}, { title: '', forename: ' ', surname: null, date_of_birth: null, address: {} }]) {
        const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, is_proposer_account_holder: false, third_party } })
        expect(a.status, JSON.stringify(third_party)).to.equal(400)
        expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal(HOLDER_FIELDS.map((f) => ({ path: `direct_debit.third_party.${f}`, message: requiredMessage(`direct_debit.third_party.${f}`) })))
      }
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    it("names a third-party holder's title sent as an object, and date of birth and address lines sent as numbers, as missing with the form's messages", async () => {
      const q = await createQuoted(client)
      const third_party = { ...DIRECT_DEBIT.third_party, title: { value: 'Mr' }, date_of_birth: 19800327, address: { line_1: 1, postcode: 2 } }
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, is_proposer_account_holder: false, third_party } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal([
        ...(['title', 'date_of_birth', 'address'] as const).map((f) => ({ path: `direct_debit.third_party.${f}`, message: requiredMessage(`direct_debit.third_party.${f}`) })),
        { path: 'direct_debit.third_party.address.line_1', message: 'expected Text | null but got a redacted number' },
        { path: 'direct_debit.third_party.address.postcode', message: 'expected UkPostcode | null but got a redacted number' },
      ])
      expect(stored(q.uuid)).to.deep.equal(q)
    })

    it('refuses an account number sent as a number by its type, not as missing (its 8 digits pass the rule)', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, account_number: 12345678 } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal([{ path: 'direct_debit.account_number', message: 'expected AccountNumber | null but got a redacted number' }])
    })

    it("refuses a third-party holder's title that is not of its list, beside a missing first name", async () => {
      const q = await createQuoted(client)
      const third_party = { ...DIRECT_DEBIT.third_party, title: 'Overlord', forename: null }
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, is_proposer_account_holder: false, third_party } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal([
        { path: 'direct_debit.third_party.forename', message: requiredMessage('direct_debit.third_party.forename') },
        { path: 'direct_debit.third_party.title', message: 'not a value of the list person_title_gender or person_title' },
      ])
    })

    it('refuses a third-party holder under 18 at direct_debit.third_party.date_of_birth', async () => {
      const q = await createQuoted(client)
      const born = '2010-01-01'
      const dd = { ...DIRECT_DEBIT, is_proposer_account_holder: false, third_party: { ...DIRECT_DEBIT.third_party, date_of_birth: born } }
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: dd })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors).to.deep.equal([{ path: 'direct_debit.third_party.date_of_birth', message: holderDateOfBirth(NOW.slice(0, 10))(formatUkDate(born)) }])
    })

    it('refuses a proposer under 18 as the account holder, and takes a third party of 18 or over', async () => {
      const p = await createProposal(client, youngProposer())
      const own = await client.post(`/api/proposal/${p.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })
      expect(own.status).to.equal(400)
      expect(decodeWith(ErrorBody, own.body).errors?.map((x) => x.path)).to.deep.equal(['direct_debit.is_proposer_account_holder'])
      const other = await client.post(`/api/proposal/${p.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, is_proposer_account_holder: false } })
      expect(other.status, other.text).to.equal(200)
    })

    it("stores collection day '1' when none is sent", async () => {
      const q = await createQuoted(client)
      const { collection_day: _, ...noDay } = DIRECT_DEBIT
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: noDay })
      expect(a.status, a.text).to.equal(200)
      expect(stored(q.uuid)?.direct_debit?.collection_day).to.equal('1')
    })

    it('answers 400 with path direct_debit.collection_day for a day that is not 1 to 31', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: { ...DIRECT_DEBIT, collection_day: '32' } })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path)).to.deep.equal(['direct_debit.collection_day'])
    })
  })

  describe('POST /api/proposal/{uuid}/quote/payment and the provider page', () => {
    it('answers a payment_url on this site, recorded as a pending payment of the proposal', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid, '/quote/complete')
      expect(url).to.match(/^\/mock-provider\/pay\/[\w-]+$/)
      const payment = server.storeOnDisk().payments.find((x) => url.endsWith(x.id))
      expect(payment).to.include({ uuid: q.uuid, status: 'pending', return_url: '/quote/complete', created_at: NOW })
    })

    it('the provider page asks for the premium with extras when paying in full', async () => {
      const q = await createQuoted(client)
      await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: 'BLE' }] })
      const r = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/quote`)).body)
      const page = await client.get(await paymentUrl(client, q.uuid))
      expect(page.status).to.equal(200)
      expect(page.headers.get('content-type')).to.match(/^text\/html/)
      expect(page.text).to.include(`Pay £${(r.quote?.metadata.premium_subtotal ?? 0).toFixed(2)}`)
      expect(page.text).to.include('<form id="card-form"')
    })

    it("the provider page asks for the deposit when paying monthly (reading 'initial monthly payment' as the deposit)", async () => {
      const q = await createQuoted(client)
      await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })
      const page = await client.get(await paymentUrl(client, q.uuid))
      expect(page.text).to.include(`Pay £${(q.quote?.monthly_deposit ?? 0).toFixed(2)}`)
    })

    it('answers 404 (HTML) for a payment page that does not exist', async () => {
      const a = await client.get('/mock-provider/pay/no-such-payment')
      expect(a.status).to.equal(404)
      expect(a.headers.get('content-type')).to.match(/^text\/html/)
    })

    it('answers 409 not_quoted when the proposal has no quote', async () => {
      const p = await createProposal(client)
      const a = await client.post(`/api/proposal/${p.uuid}/quote/payment`, { return_url: '/quote/complete' })
      expect(a.status).to.equal(409)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_quoted')
    })

    it('answers 400 with path return_url for a return address off this site', async () => {
      const q = await createQuoted(client)
      for (const return_url of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'quote/complete']) {
        const a = await client.post(`/api/proposal/${q.uuid}/quote/payment`, { return_url })
        expect(a.status, return_url).to.equal(400)
        expect(decodeWith(ErrorBody, a.body).errors?.map((x) => x.path)).to.deep.equal(['return_url'])
      }
    })

    it('a good card (4242 4242 4242 4242) redirects to the return_url and marks the proposal and its quote purchased', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid, `/quote/complete?uuid=${q.uuid}`)
      const paid = await payByCard(client, url)
      expect(paid).to.include({ status: 200, redirect: `/quote/complete?uuid=${q.uuid}` })
      const p = stored(q.uuid)
      expect(p?.is_purchased).to.equal(true)
      expect(p?.quote?.is_purchased).to.equal(true)
      expect(server.storeOnDisk().payments.find((x) => url.endsWith(x.id))?.status).to.equal('paid')
    })

    it('a paid payment page answers the same redirect again and buys nothing twice', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid, '/quote/complete')
      await payByCard(client, url)
      const again = await payByCard(client, url, { ...GOOD_CARD, card_number: '4000000000000002' })
      expect(again).to.include({ status: 200, redirect: '/quote/complete' })
      expect(stored(q.uuid)?.is_purchased).to.equal(true)
    })

    it('the refused test card (4000 0000 0000 0002) redirects to /quote/payment/failed?uuid=… and buys nothing', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid)
      const refused = await payByCard(client, url, { ...GOOD_CARD, card_number: '4000000000000002' })
      expect(refused).to.include({ status: 200, redirect: `/quote/payment/failed?uuid=${q.uuid}` })
      expect(stored(q.uuid)?.is_purchased).to.equal(false)
      expect(server.storeOnDisk().payments.find((x) => url.endsWith(x.id))?.status).to.equal('refused')
    })

    it('a quote declined after the payment started cannot be bought: the good card redirects to the failed page', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid)
      const declined = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/quote`, undefined, { scenario: 'decline' })).body)
      expect(declined.quote?.is_quoted).to.equal(false)
      const paid = await payByCard(client, url)
      expect(paid.redirect).to.equal(`/quote/payment/failed?uuid=${q.uuid}`)
      expect(stored(q.uuid)?.is_purchased).to.equal(false)
      expect(stored(q.uuid)?.quote?.is_purchased).to.equal(false)
    })

    it('the payment-refused scenario at payment start refuses even the good card', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/quote/payment`, { return_url: '/quote/complete' }, { scenario: 'payment-refused' })
      const refused = await payByCard(client, String(fields(a.body).payment_url))
      expect(refused.redirect).to.equal(`/quote/payment/failed?uuid=${q.uuid}`)
      expect(stored(q.uuid)?.is_purchased).to.equal(false)
    })

    it('answers 422 invalid_card with a field error for each bad field (Luhn, past expiry, short cvc, no name), leaving the payment open', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid)
      const a = await client.post(url, { name: ' ', card_number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' })
      expect(a.status).to.equal(422)
      const body = fields(a.body)
      expect(body.code).to.equal('invalid_card')
      const errors = body.errors as { field: string; message: string }[]
      expect(errors.map((e) => e.field).sort()).to.deep.equal(['card_number', 'cvc', 'expiry', 'name'])
      for (const e of errors) expect(e.message, e.field).to.be.a('string').and.not.equal('')
      expect(server.storeOnDisk().payments.find((x) => url.endsWith(x.id))?.status).to.equal('pending')
      expect((await payByCard(client, url)).redirect).to.equal(`/quote/complete?uuid=${q.uuid}`)
    })

    it('accepts an expiry in the current month of the fixed clock (11/26), refuses the month before', async () => {
      const q = await createQuoted(client)
      const url = await paymentUrl(client, q.uuid)
      const old = await client.post(url, { ...GOOD_CARD, expiry: '10/26' })
      expect((old.body as { errors: { field: string }[] }).errors.map((e) => e.field)).to.deep.equal(['expiry'])
      expect((await payByCard(client, url, { ...GOOD_CARD, expiry: '11/26' })).status).to.equal(200)
    })

    it('answers 400 with the paths of card fields that are not strings, never echoing their values', async () => {
      const q = await createQuoted(client)
      const a = await client.post(await paymentUrl(client, q.uuid), { name: 'A', card_number: 4242424242424242, expiry: 1228, cvc: 987 })
      expect(a.status).to.equal(400)
      expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['card_number', 'expiry', 'cvc'])
      for (const secret of ['4242424242424242', '1228', '987']) expect(a.text, secret).to.not.include(secret)
    })

    it('never writes a card number to the store file or the log', async () => {
      const q = await createQuoted(client)
      await payByCard(client, await paymentUrl(client, q.uuid), { ...GOOD_CARD, card_number: '4000 0000 0000 0002' })
      await payByCard(client, await paymentUrl(client, q.uuid))
      const text = server.storeText()
      for (const n of CARD_NUMBERS) {
        expect(text, n).to.not.include(n)
        expect(server.logs.join('\n'), n).to.not.include(n)
      }
      expect(text).to.not.include('"cvc"')
    })
  })

  describe('device risk, accept, portal link and the quote e-mail', () => {
    it('POST …/device-risk after the purchase records the check (pass) and answers the proposal unchanged (a bought policy does not change)', async () => {
      const uuid = await buyProposal(client)
      const before = stored(uuid)
      const a = await client.post(`/api/proposal/${uuid}/device-risk`, { blackbox: 'bb.abc.123', consent_to_auto_renew: !(before?.consent_to_auto_renew ?? false) })
      expect(a.status).to.equal(200)
      expect(decodeWith(Proposal, a.body)).to.deep.equal(before)
      expect(stored(uuid)).to.deep.equal(before)
      const check = server.storeOnDisk().deviceChecks.filter((c) => c.uuid === uuid)
      expect(check).to.deep.equal([{ uuid, blackbox: 'bb.abc.123', outcome: 'pass', at: NOW }])
    })

    it('POST …/save-device-risk-check answers { data } with the last outcome', async () => {
      const uuid = await buyProposal(client)
      await client.post(`/api/proposal/${uuid}/device-risk`, { blackbox: 'bb.abc.123' })
      const a = await client.post(`/api/proposal/${uuid}/save-device-risk-check`, { blackbox: 'bb.abc.123', outcome: 'pass' })
      expect(a.status).to.equal(200)
      expect(a.body).to.deep.equal({ data: { uuid, outcome: 'pass', saved_at: NOW } })
    })

    it('accepting a purchased quote answers the proposal with quote.is_accepted true, and stores it', async () => {
      const uuid = await buyProposal(client)
      await client.post(`/api/proposal/${uuid}/device-risk`, { blackbox: 'bb.abc.123' })
      const a = await client.post(`/api/proposal/${uuid}/quote/accept`, {})
      expect(a.status).to.equal(200)
      const p = decodeWith(Proposal, a.body)
      expect(p.quote?.is_accepted).to.equal(true)
      expect(stored(uuid)?.quote?.is_accepted).to.equal(true)
    })

    it('accepting an accepted quote again answers it unchanged', async () => {
      const uuid = await buyProposal(client)
      const first = await client.post(`/api/proposal/${uuid}/quote/accept`, {})
      const again = await client.post(`/api/proposal/${uuid}/quote/accept`, {})
      expect(again.body).to.deep.equal(first.body)
    })

    it('accepting a quote that is not purchased answers 409 not_purchased, changing nothing', async () => {
      const q = await createQuoted(client)
      const before = stored(q.uuid)
      const a = await client.post(`/api/proposal/${q.uuid}/quote/accept`, {})
      expect(a.status).to.equal(409)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_purchased')
      expect(stored(q.uuid)).to.deep.equal(before)
    })

    it('under the device-risk-refused scenario acceptance is not confirmed (is_accepted false)', async () => {
      const uuid = await buyProposal(client)
      const a = await client.post(`/api/proposal/${uuid}/quote/accept`, {}, { scenario: 'device-risk-refused' })
      expect(decodeWith(Proposal, a.body).quote?.is_accepted).to.equal(false)
    })

    it('after a refused device check (device-risk-refused scenario) acceptance is not confirmed', async () => {
      const uuid = await buyProposal(client)
      await client.post(`/api/proposal/${uuid}/device-risk`, { blackbox: 'bb.abc.123' }, { scenario: 'device-risk-refused' })
      expect(server.storeOnDisk().deviceChecks.filter((c) => c.uuid === uuid).map((c) => c.outcome)).to.deep.equal(['refused'])
      const a = await client.post(`/api/proposal/${uuid}/quote/accept`, {})
      expect(decodeWith(Proposal, a.body).quote?.is_accepted).to.equal(false)
    })

    it('a monthly payer is accepted with the direct debit sent along', async () => {
      const body = validProposalStartingToday()
      const uuid = await buyProposal(client, { ...body, is_pay_monthly: true, direct_debit: DIRECT_DEBIT } as ProposalInput)
      const a = await client.post(`/api/proposal/${uuid}/quote/accept`, { direct_debit: DIRECT_DEBIT })
      expect(decodeWith(Proposal, a.body).quote?.is_accepted).to.equal(true)
    })

    it('a monthly payer with no direct debit cannot open a payment page: 409 direct_debit_missing', async () => {
      const body = validProposalStartingToday()
      const q = await createQuoted(client, { ...body, is_pay_monthly: true } as ProposalInput)
      const a = await client.post(`/api/proposal/${q.uuid}/quote/payment`, { return_url: '/quote/complete' })
      expect(a.status).to.equal(409)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('direct_debit_missing')
    })

    it('answers 409 not_quoted when there is no quote to accept', async () => {
      const p = await createProposal(client)
      const a = await client.post(`/api/proposal/${p.uuid}/quote/accept`, {})
      expect(a.status).to.equal(409)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('not_quoted')
    })

    it('GET …/generate-portal-link answers a portal_url naming the quote reference, and the portal page shows it', async () => {
      const uuid = await buyProposal(client)
      const reference = stored(uuid)?.quote?.reference ?? ''
      const a = await client.get(`/api/proposal/${uuid}/generate-portal-link`)
      expect(a.status).to.equal(200)
      const { portal_url } = decodeWith(PortalLinkAnswer, a.body)
      expect(portal_url).to.equal(`/mock-portal/register?reference=${reference}`)
      const page = await client.get(portal_url)
      expect(page.status).to.equal(200)
      expect(page.text).to.include(reference)
    })

    it('POST …/send-quote-email answers 200 and records the e-mail in the outbox', async () => {
      const q = await createQuoted(client)
      const a = await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: q.uuid })
      expect(a.status).to.equal(200)
      const sent = server.storeOnDisk().outbox.filter((e) => e.uuid === q.uuid)
      expect(sent.map(({ uuid, kind, to, at }) => ({ uuid, kind, to, at }))).to.deep.equal([{ uuid: q.uuid, kind: 'quote', to: 'eleanor.ohara@example.co.uk', at: NOW }])
      expect(sent[0]?.subject).to.equal(`Your RideCover quote ${q.quote?.reference ?? ''}`)
    })

    it('send-quote-email answers 400 when the body names another proposal, 409 when there is no e-mail address', async () => {
      const q = await createQuoted(client)
      const other = await createProposal(client)
      const mismatch = await client.post(`/api/proposal/${q.uuid}/send-quote-email`, { uuid: other.uuid })
      expect(mismatch.status).to.equal(400)
      expect(decodeWith(ErrorBody, mismatch.body).errors?.map((e) => e.path)).to.deep.equal(['uuid'])
      const body = validProposalStartingToday()
      const noEmail = await createProposal(client, { ...body, risk: { ...body.risk, proposer: { ...body.risk.proposer, email_address: null } } })
      const a = await client.post(`/api/proposal/${noEmail.uuid}/send-quote-email`, { uuid: noEmail.uuid })
      expect(a.status).to.equal(409)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('no_email')
      expect(server.storeOnDisk().outbox.filter((e) => e.uuid === noEmail.uuid || e.uuid === q.uuid)).to.deep.equal([])
    })
  })

  describe('a purchased proposal', () => {
    let uuid: string
    let purchased: Proposal | undefined
    before(async () => {
      uuid = await buyProposal(client)
      purchased = stored(uuid)
    })

    const changes: readonly [string, () => unknown][] = [
      ['POST /api/proposal/{uuid}', () => validProposalStartingToday()],
      ['POST /api/proposal/{uuid}/quote', () => undefined],
      ['POST /api/proposal/{uuid}/payment-option', () => ({ is_pay_monthly: true })],
      ['POST /api/proposal/{uuid}/addons', () => ({ addons: [{ code: 'BLE' }] })],
      ['POST /api/proposal/{uuid}/confirm', () => ({ consent_to_auto_renew: false })],
      ['POST /api/proposal/{uuid}/pay-monthly', () => ({ is_pay_monthly: true, direct_debit: DIRECT_DEBIT })],
      ['POST /api/proposal/{uuid}/quote/payment', () => ({ return_url: '/quote/complete' })],
      ['POST /json/proposal/update', () => ({ ...validProposalStartingToday(), uuid })],
      ['POST /json/proposal/re-quote', () => ({ ...validProposalStartingToday(), uuid })],
    ]
    changes.forEach(([call, body]) => {
      it(`refuses ${call} with 409 already_purchased, changing nothing`, async () => {
        const path = call.slice('POST '.length).replace('{uuid}', uuid)
        const a = await client.post(path, body())
        expect(a.status).to.equal(409)
        expect(decodeWith(ErrorBody, a.body).code).to.equal('already_purchased')
        expect(stored(uuid)).to.deep.equal(purchased)
      })
    })

    it('is still answered by GET, with is_purchased true', async () => {
      const a = await client.get(`/api/proposal/${uuid}`)
      expect(decodeWith(Proposal, a.body).is_purchased).to.equal(true)
    })
  })
})
