import { expect } from 'chai'
import { ErrorBody, Proposal } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createQuoted, payByCard, paymentUrl, ProposalDataAnswer } from './proposal-calls'
import { fields, NOW, removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

const DIRECT_DEBIT = { account_name: 'Eleanor Hara', account_number: '12345678', sort_code: '112233', collection_day: '1', is_proposer_account_holder: true }

describe('mock server over HTTP: no policy is bought below its price (the card payment is checked against the proposal as it is)', () => {
  const storeFile = tempStoreFile('price')
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(storeFile)
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  const stored = (uuid: string): Proposal | undefined => server.storeOnDisk().proposals.find((p) => p.uuid === uuid)
  const status = (url: string) => server.storeOnDisk().payments.find((p) => `/mock-provider/pay/${p.id}` === url)?.status

  /** Pays `url`; expects the refusal with a fresh page and answers that page's path. */
  const refusedWithFreshPage = async (uuid: string, url: string, amountNow: number): Promise<string> => {
    const paid = await payByCard(client, url)
    expect(paid.status, JSON.stringify(paid.body)).to.equal(409)
    expect(decodeWith(ErrorBody, paid.body).code).to.equal('price_changed')
    const fresh = fields(paid.body).payment_url
    expect(fresh).to.be.a('string').and.match(/^\/mock-provider\/pay\//)
    expect(fresh).to.not.equal(url)
    expect(status(url)).to.equal('superseded')
    expect(stored(uuid)?.is_purchased, 'nothing bought').to.equal(false)
    const page = await client.get(String(fresh))
    expect(page.text).to.include(`Pay £${amountNow.toFixed(2)}`)
    return String(fresh)
  }

  it('a page opened while paying monthly, then switched to annual: the deposit is refused, a fresh page asks the annual premium, and that buys the policy', async () => {
    const q = await createQuoted(client)
    const dd = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })
    expect(dd.status, dd.text).to.equal(200)
    const monthlyPage = await paymentUrl(client, q.uuid)
    expect((await client.get(monthlyPage)).text).to.include(`Pay £${(q.quote?.monthly_deposit ?? 0).toFixed(2)}`)
    const annual = await client.post(`/api/proposal/${q.uuid}/payment-option`, { is_pay_monthly: false })
    expect(annual.status).to.equal(200)
    const premium = q.quote?.premium ?? 0
    const fresh = await refusedWithFreshPage(q.uuid, monthlyPage, premium)
    const paid = await payByCard(client, fresh)
    expect(paid.status).to.equal(200)
    const bought = stored(q.uuid)
    expect(bought?.is_purchased).to.equal(true)
    expect(bought?.quote?.metadata).to.include({ paid_amount: premium, paid_quote_reference: q.quote?.reference, paid_is_pay_monthly: false, paid_at: NOW })
  })

  it('paying monthly with an extra: the deposit and instalments are on the premium plus the extra (a monthly rider never gets an extra unpaid), at once after choosing it and after the requote', async () => {
    const q = await createQuoted(client)
    const extra = q.quote?.addons.find((a) => (a.premium ?? 0) > 0 && a.code !== 'BPA' && a.code !== 'BHL')
    if (extra === undefined) throw new Error('the sample quote offers no priced extra shown under every cover')
    const dd = await client.post(`/api/proposal/${q.uuid}/pay-monthly`, { is_pay_monthly: true, direct_debit: DIRECT_DEBIT })
    expect(dd.status, dd.text).to.equal(200)
    const pence = (n: number | null | undefined) => Math.round((n ?? 0) * 100)
    const financed = pence(q.quote?.premium) + pence(extra.premium)
    const chosen = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: extra.code }] })).body)
    expect(pence(chosen.quote?.monthly_deposit)).to.equal(Math.round(financed / 10))
    expect(pence(chosen.quote?.monthly_deposit)).to.be.greaterThan(pence(q.quote?.monthly_deposit))
    const requoted = decodeWith(Proposal, (await client.post(`/api/proposal/${q.uuid}/quote`)).body)
    expect(pence(requoted.quote?.monthly_deposit)).to.equal(Math.round(financed / 10))
    expect(pence(requoted.quote?.monthly_total_payable) - pence(requoted.quote?.monthly_interest)).to.equal(financed)
    const page = await paymentUrl(client, q.uuid)
    expect((await client.get(page)).text).to.include(`Pay £${(requoted.quote?.monthly_deposit ?? 0).toFixed(2)}`)
  })

  it('the same through a plain update ({ is_pay_monthly: false } on POST /api/proposal/{uuid})', async () => {
    const q = await createQuoted(client, { ...validProposalStartingToday(), is_pay_monthly: true, direct_debit: DIRECT_DEBIT } as never)
    const page = await paymentUrl(client, q.uuid)
    await client.post(`/api/proposal/${q.uuid}`, { is_pay_monthly: false })
    await refusedWithFreshPage(q.uuid, page, q.quote?.premium ?? 0)
  })

  it('a page opened, then a re-quote to another price through /json/proposal/re-quote: the old amount is refused; the fresh page asks the new one for the new quote', async () => {
    const q = await createQuoted(client)
    const page = await paymentUrl(client, q.uuid)
    const excess = q.risk.voluntary_excess === 0 ? 500 : 0
    const r = await client.post('/json/proposal/re-quote', { uuid: q.uuid, risk: { voluntary_excess: excess } })
    expect(r.status, r.text).to.equal(200)
    const requoted = decodeWith(ProposalDataAnswer, r.body).data
    expect(requoted.quote?.premium).to.not.equal(q.quote?.premium)
    expect(requoted.quote?.reference).to.not.equal(q.quote?.reference)
    const fresh = await refusedWithFreshPage(q.uuid, page, requoted.quote?.premium ?? 0)
    expect((await payByCard(client, fresh)).status).to.equal(200)
    expect(stored(q.uuid)?.quote?.metadata).to.include({ paid_amount: requoted.quote?.premium, paid_quote_reference: requoted.quote?.reference })
  })

  it('a page opened, then an extra chosen: the premium alone is refused; the fresh page asks the premium with the extra', async () => {
    const q = await createQuoted(client)
    const page = await paymentUrl(client, q.uuid)
    const extra = q.quote?.addons.find((a) => (a.premium ?? 0) > 0)
    if (extra === undefined) throw new Error('the sample quote offers no priced extra')
    const a = await client.post(`/api/proposal/${q.uuid}/addons`, { addons: [{ code: extra.code }] })
    expect(a.status).to.equal(200)
    const withExtra = Math.round(((q.quote?.premium ?? 0) + (extra.premium ?? 0)) * 100) / 100
    expect(decodeWith(Proposal, a.body).quote?.metadata.premium_subtotal).to.equal(withExtra)
    await refusedWithFreshPage(q.uuid, page, withExtra)
  })

  it('a page opened, then the risk changed (quote dropped): paying is refused and nothing is bought', async () => {
    const q = await createQuoted(client)
    const page = await paymentUrl(client, q.uuid)
    await client.post(`/api/proposal/${q.uuid}`, { risk: { voluntary_excess: q.risk.voluntary_excess === 0 ? 500 : 0 } })
    const paid = await payByCard(client, page)
    expect(paid.redirect).to.match(/^\/quote\/payment\/failed\?uuid=/)
    expect(stored(q.uuid)?.is_purchased).to.equal(false)
  })

  it('an unchanged proposal is bought at the amount its page asked, recorded with the quote it was for', async () => {
    const q = await createQuoted(client)
    const page = await paymentUrl(client, q.uuid)
    expect((await payByCard(client, page)).status).to.equal(200)
    expect(stored(q.uuid)?.quote?.metadata).to.include({ paid_amount: q.quote?.premium, paid_quote_reference: q.quote?.reference, paid_is_pay_monthly: false })
  })
})
