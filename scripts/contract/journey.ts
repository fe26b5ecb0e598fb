import { LIST_NAMES, type Proposal, type ProposalInput, type ReferenceLists } from '../../src/domain/codecs'
import { BOT_CHECK_ACTION } from '../../src/domain/constants'
import { addDays } from '../../src/domain/formats'
import { bareListName, wireListName } from '../../src/domain/list-names'
import type { QuoteReference, UkPostcode } from '../../src/domain/primitives'
import { ROUTES, withUuid } from '../../src/domain/routes'
import { paymentOptionRequest } from '../../sagas/price-presentation'
import { contractDirectDebit } from './proposal'
import type { Steps } from './run-contract'

/** A uuid no insurer holds (version 4's form, all zeros but its version). */
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000'
/** A quote reference in the right form that matches nothing the run made. */
const UNKNOWN_REFERENCE = '00000-00000-00001' as QuoteReference
/** The breakdown tier the run chooses when the quote offers it, as a rider on the extras page would. */
const PREFERRED_EXTRA = 'B1'
/** The mock insurer's provider page, the one payment page the run can drive (with its test card). */
const MOCK_PROVIDER_PAGE = /^\/mock-provider\/pay\/[\w-]+$/

/** A proposal's quote is priced: what the price page, recall and payment read. */
const priced = (p: Proposal): string[] => [
  ...(p.quote?.is_quoted === true ? [] : [`quote.is_quoted: expected true (a priced quote) but got ${JSON.stringify(p.quote?.is_quoted ?? null)}`]),
  ...(typeof p.quote?.premium === 'number' ? [] : ['quote.premium: expected the price, got none']),
  ...(p.quote?.reference == null ? ['quote.reference: expected the quote reference (recall needs it), got none'] : []),
]

const expect = (ok: boolean, failure: string): string[] => (ok ? [] : [failure])

/** Every reference list the form's questions offer is in the answer (the app reads each by its name, with or without `insurer.`). */
const missingLists = (lists: ReferenceLists): string[] => {
  const names = new Set(lists.map((l) => bareListName(l.name)))
  return LIST_NAMES.filter((n) => !names.has(n)).map((n) => `(answer): expected the reference list ${wireListName(n)}, got none of that name`)
}

/** The journey of the conformance run (`runContract`), in the app's order; a step whose inputs an earlier one did not give is skipped. */
export const journey = async (input: ProposalInput, s: Steps): Promise<void> => {
  const registration = input.risk.vehicle.registration ?? ''
  const postcode = input.risk.proposer.address.postcode ?? ''

  await s.call('status', [], { purpose: 'the first call of a page: opens the session (its cookies)' })
  await s.call('getLists', [], { purpose: 'the reference lists the form offers', needs: missingLists })
  await s.call('getList', ['cover_type'], { purpose: 'one list, as the price page asks for it' })
  await s.refused('getProposal', [UNKNOWN_UUID], 'not_found', { purpose: 'a deep link to a quote the insurer does not hold' })
  await s.call('lookupRegistration', [registration], { purpose: "step 2's registration lookup" })
  await s.call('lookupRegistrationByQuery', [registration], { purpose: 'the other reading of the registration lookup' })
  await s.call('searchVehicles', [{ manufacturer: input.risk.vehicle.manufacturer ?? null }], { purpose: "the manual search's next choices" })
  await s.call('lookupAddress', [postcode], { purpose: "step 1's address lookup" })
  await s.call('verifyRecaptcha', [{ response: 'ok.contract-run', action: BOT_CHECK_ACTION }], { purpose: "the bot check before the form's first save" })
  const refusedInput = { ...input, risk: { ...input.risk, vehicle: { ...input.risk.vehicle, cover_type: 'ZZ' } } } as unknown as ProposalInput
  await s.refused('createProposal', [refusedInput], 'invalid_request', { purpose: 'a body the insurer refuses, at its path', paths: ['risk.vehicle.cover_type'] })

  const created = await s.call('createProposal', [input], { purpose: "the form's first save", needs: (p) => expect(typeof p.uuid === 'string', 'uuid: expected the new proposal’s uuid') })
  if (created === undefined) return s.skip('createQuote', 'the rest of the journey', 'needs a proposal: createProposal failed')
  const uuid = created.uuid
  let quoted = await s.call('createQuote', [uuid], { purpose: 'the quote at the end of the form', needs: priced })
  if (quoted === undefined) return s.skip('getProposal', 'the rest of the journey', 'needs a priced quote: createQuote failed')
  await s.call('getProposal', [uuid], { purpose: 'the price page opened at its address' })

  const excess: Proposal = { ...quoted, risk: { ...quoted.risk, voluntary_excess: quoted.risk.voluntary_excess === 250 ? 300 : 250 } }
  await s.call('updateProposal', [uuid, excess], { purpose: 'the price page: another voluntary excess' })
  quoted = (await s.call('createQuote', [uuid], { purpose: 'the requote after the change', needs: priced })) ?? quoted
  const tomorrow = addDays(s.today, 1) as NonNullable<Proposal['risk']['start_date']>
  const moved = await s.call('updateProposalJson', [{ ...quoted, risk: { ...quoted.risk, start_date: tomorrow } }], {
    purpose: 'the price page: another start date',
    needs: (p) => expect(p.risk.start_date === tomorrow, `risk.start_date: expected ${tomorrow}, the date sent`),
  })
  quoted = (await s.call('createQuote', [uuid], { purpose: 'the requote after the new start date', needs: priced })) ?? quoted
  quoted = (await s.call('requote', [moved ?? quoted], { purpose: "the spec's re-quote call (defined, unused by the app)", needs: priced })) ?? quoted
  await s.call('sendQuoteEmail', [uuid], { purpose: "the price page's 'Email yourself this quote'" })
  await s.call('setPaymentOption', [uuid, paymentOptionRequest(quoted)], { purpose: "the price page's Continue: pay in full" })

  const offered = (quoted.quote?.addons ?? []).map((a) => a.code)
  const extra = offered.includes(PREFERRED_EXTRA) ? PREFERRED_EXTRA : offered[0]
  if (extra === undefined) s.skip('sendAddons', 'the extras page', 'the quote offers no extras')
  else {
    await s.call('sendAddons', [uuid, { addons: [{ code: extra }] }], {
      purpose: `the extras page: ${extra} chosen`,
      needs: (p) => expect(p.addons.some((a) => a.code === extra && a.is_selected === true), `addons: expected ${extra} selected`),
    })
    quoted = (await s.call('createQuote', [uuid], { purpose: 'the quote again, with the extra', needs: priced })) ?? quoted
  }

  const proposer = quoted.risk.proposer
  const confirmed = await s.call(
    'confirm',
    [
      uuid,
      {
        risk: { proposer: { email_address: proposer.email_address ?? null, phone_numbers: { mobile: proposer.phone_numbers.mobile ?? null } }, vehicle: { registration: quoted.risk.vehicle.registration ?? null } },
        consent_to_auto_renew: quoted.consent_to_auto_renew ?? true,
      },
    ],
    { purpose: "the summary's Continue: contact details and renewal consent" },
  )
  const monthly = { ...(confirmed ?? quoted), is_pay_monthly: true }
  await s.call('setPaymentOption', [uuid, paymentOptionRequest(monthly)], { purpose: "the summary's Continue: pay monthly" })
  await s.call('payMonthly', [uuid, { is_pay_monthly: true, direct_debit: contractDirectDebit(quoted.risk.start_date) }], {
    purpose: "the instalments page's Continue: the Direct Debit",
    needs: (a) => expect(a.success, `success: expected true${a.message == null ? '' : ` (${a.message})`}`),
  })
  const returnUrl = withUuid(ROUTES.ThankYou, uuid)
  const page = await s.call('getPaymentUrl', [uuid, { return_url: returnUrl }], { purpose: 'the payment page: the card payment page to show' })

  const paid = page !== undefined && (await payOnMockProvider(s, page.payment_url, returnUrl))
  if (paid) {
    await s.call('getProposal', [uuid], {
      purpose: 'the thank-you page: the proposal, now bought',
      needs: (p) => expect(p.is_purchased === true, 'is_purchased: expected true once paid for'),
    })
  }
  await s.call('deviceRisk', [uuid, { blackbox: 'contract-run-device', consent_to_auto_renew: true }], { purpose: "the thank-you page's device check" })
  await s.call('saveDeviceRiskCheck', [uuid, { blackbox: 'contract-run-device', outcome: 'pass' }], { purpose: "the device check's outcome" })
  if (paid) {
    await s.call('acceptQuote', [uuid, { direct_debit: contractDirectDebit(quoted.risk.start_date) }], {
      purpose: 'the thank-you page: acceptance of the bought quote',
      needs: (p) => expect(p.quote?.is_accepted === true, 'quote.is_accepted: expected true (acceptance confirmed)'),
    })
  } else s.skip('acceptQuote', 'the thank-you page: acceptance of the bought quote', 'needs the card payment, which this run could not make')
  await s.call('generatePortalLink', [uuid], { purpose: "the thank-you page's REGISTER link" })

  const reference = quoted.quote?.reference
  const dob = quoted.risk.proposer.date_of_birth
  const recalled = quoted.risk.proposer.address.postcode
  if (reference == null || dob == null || recalled == null) s.skip('recall', 'Retrieve a Quote', 'needs the quote reference, postcode and date of birth')
  else {
    await s.call('recall', [{ reference, postcode: recalled, dob }], {
      purpose: 'Retrieve a Quote with its reference, postcode and date of birth',
      needs: (p) => expect(p.uuid === uuid, `uuid: expected ${uuid}, the quote recalled`),
    })
    await s.refused('recall', [{ reference: UNKNOWN_REFERENCE, postcode: recalled as UkPostcode, dob }], 'not_found', { purpose: 'Retrieve a Quote that matches nothing' })
  }
  if (paid) await s.refused('updateProposal', [uuid, quoted], 'already_purchased', { purpose: 'a change to a bought policy' })
  else s.skip('updateProposal', 'a change to a bought policy', 'needs the card payment, which this run could not make')
}

/**
 * Pays on the payment page the quote gave, where it is the mock insurer's provider page on the same site (its test
 * card, as a rider's browser posts it); records the step, and answers whether the policy is bought. Any other
 * provider's page needs a rider at a browser: the step is skipped.
 */
const payOnMockProvider = async (s: Steps, paymentUrl: string, returnUrl: string): Promise<boolean> => {
  const purpose = "the payment provider's page: the card"
  if (!MOCK_PROVIDER_PAGE.test(paymentUrl)) {
    s.skip('paymentPage', purpose, `the payment page (${paymentUrl}) is the provider's: a rider pays there in a browser`)
    return false
  }
  const year = Number(s.today.slice(2, 4)) + 2
  const card = { name: 'Eleanor O Hara', card_number: '4242 4242 4242 4242', expiry: `12/${year}`, cvc: '123' }
  const before = s.recorder.exchanges.length
  const answer = await s.transport.send({ call: 'paymentPage', method: 'POST', path: paymentUrl, body: card })
  const exchange = s.recorder.exchanges.length > before ? s.recorder.exchanges.at(-1) : undefined
  const redirect = answer._tag === 'Right' && typeof answer.right === 'object' && answer.right !== null ? (answer.right as { redirect?: unknown }).redirect : undefined
  const failures = answer._tag === 'Left' ? [`answered ${exchange?.status ?? 'nothing'}`] : redirect === returnUrl ? [] : [`redirect: expected ${returnUrl}, got ${JSON.stringify(redirect)}`]
  s.record({
    name: 'paymentPage',
    purpose,
    method: 'POST',
    path: paymentUrl,
    sent: 'the test card',
    expected: '200 { redirect }',
    status: exchange?.status ?? null,
    outcome: failures.length === 0 ? 'passed' : 'failed',
    failures,
    notes: ['the mock insurer’s provider page, driven with its test card'],
  })
  return failures.length === 0
}
