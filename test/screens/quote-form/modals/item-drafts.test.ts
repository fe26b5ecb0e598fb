import { expect } from 'chai'
import { CLAIM_DIALOG } from '../../../../src/form/dialogs/claim'
import { CONVICTION_DIALOG, type ConvictionDraft } from '../../../../src/form/dialogs/conviction'
import { MODIFICATION_DIALOG } from '../../../../src/form/dialogs/modification'
import { itemErrorsOf, visibleItemFields } from '../../../../src/form/item-record'

const today = '2026-11-22'

// The dialogs' drafts, saved items and problems as the item form (ItemForm.tsx) gets them from the records.
const claimDraftOf = CLAIM_DIALOG.draftOf
const claimOf = CLAIM_DIALOG.itemOf
const convictionDraftOf = CONVICTION_DIALOG.draftOf
const convictionOf = CONVICTION_DIALOG.itemOf
const modificationDraftOf = MODIFICATION_DIALOG.draftOf
const modificationOf = MODIFICATION_DIALOG.itemOf
/** The draft after the rider picks an offence code in the dialog (a choice: no text typed). */
const withCode = (d: ConvictionDraft, code: string): ConvictionDraft => CONVICTION_DIALOG.questions.code.answer(d, code, '')

describe('item dialog drafts', () => {
  describe('claim', () => {
    it('F5.19 the 5-year look-back starts on the same day 5 years ago: 22/11/2021 passes, 21/11/2021 does not', () => {
      const at = (date: string) => itemErrorsOf(CLAIM_DIALOG, { ...claimDraftOf(), date }, { today, role: 'proposer' }).date
      expect(at('22/11/2021')).to.equal(undefined)
      expect(at('21/11/2021')).to.equal('Please provide claim date within 5 years')
      expect(at('22/11/2026')).to.equal(undefined)
    })

    it('a stored claim round-trips through its draft unchanged', () => {
      const stored = claimOf({
        ...claimDraftOf(),
        description: 'ACC',
        date: '01/03/2025',
        has_own_damage_cost: true,
        own_damage_cost: { value: 2500, text: '2,500' },
        has_third_party_cost: false,
        is_ncb_prejudiced: true,
        is_personal_injury: false,
        is_under_policyholders_cover: true,
      })
      expect(claimOf(claimDraftOf(stored))).to.deep.equal(stored)
    })

    it('claimOf refuses a draft the codec cannot store (an amount below 0)', () => {
      const draft = { ...claimDraftOf(), has_own_damage_cost: true, own_damage_cost: { value: -5, text: '-5' } }
      expect(() => claimOf(draft)).to.throw(/not a valid claim/)
    })
  })

  describe('conviction', () => {
    it('the alcohol reading is asked for exactly the nine codes DR10, DR20 … DR90', () => {
      const asksReadingType = (code: string | null) =>
        visibleItemFields(CONVICTION_DIALOG, { ...convictionDraftOf(), code }).includes('alcohol_reading_type')
      const codes = ['DR10', 'DR20', 'DR30', 'DR40', 'DR50', 'DR60', 'DR70', 'DR80', 'DR90', 'DR31', 'DR11', 'DR100', 'DG10', 'SP30', null]
      expect(codes.filter(asksReadingType)).to.deep.equal(['DR10', 'DR20', 'DR30', 'DR40', 'DR50', 'DR60', 'DR70', 'DR80', 'DR90'])
    })

    it('for an additional rider the messages read they/their', () => {
      const errors = itemErrorsOf(CONVICTION_DIALOG, convictionDraftOf(), { today, role: 'additional_driver' })
      expect(errors.points).to.equal('Please enter the amount of points recieved.')
      expect(Object.values(errors).some((m) => /\byour?\b/i.test(m ?? ''))).to.equal(false)
    })

    it('the conviction date is only compared with a valid offence date that is not in the future', () => {
      const base = { ...convictionDraftOf(), conviction_date: '01/01/2025' }
      const of = (offence_date: string) => itemErrorsOf(CONVICTION_DIALOG, { ...base, offence_date }, { today, role: 'proposer' }).conviction_date
      expect(of('02/01/2025')).to.equal('Please enter a date from 02/01/2025')
      expect(of('not a date')).to.equal(undefined)
      expect(of('01/01/2027')).to.equal(undefined)
    })

    it('picking another drink-driving code keeps the alcohol answers; any other code drops them', () => {
      const d = { ...convictionDraftOf(), code: 'DR10', alcohol_reading_type: 'BLOOD', alcohol_reading: { value: 90, text: '90' } }
      expect(withCode(d, 'DR40').alcohol_reading_type).to.equal('BLOOD')
      expect(withCode(d, 'SP30')).to.deep.include({ alcohol_reading_type: null, alcohol_reading: { value: null, text: '' } })
    })

    it('a stored conviction round-trips through its draft unchanged', () => {
      const stored = convictionOf({
        code: 'DR10',
        offence_date: '01/02/2024',
        conviction_date: '20/04/2024',
        points: { value: 0, text: '0' },
        has_ban_months: true,
        ban_months: { value: 12, text: '12' },
        fine: { value: 500, text: '500' },
        alcohol_reading_type: 'URINE',
        alcohol_reading: { value: 150, text: '150' },
      })
      expect(convictionOf(convictionDraftOf(stored))).to.deep.equal(stored)
    })
  })

  describe('modification', () => {
    it('F5.14 counts characters, and refuses what the codec would (500 emoji are 1000 UTF-16 units)', () => {
      const at = (description: string) => itemErrorsOf(MODIFICATION_DIALOG, { type: 'EXHAUST', description }, { today, role: 'proposer' }).description
      expect(at('é'.repeat(500))).to.equal(undefined)
      expect(at('🏍'.repeat(500))).to.equal('The question cannot exceed 500 characters.')
      expect(modificationOf(modificationDraftOf({ type: 'EXHAUST', description: 'é'.repeat(500) })).description).to.have.length(500)
    })
  })
})
