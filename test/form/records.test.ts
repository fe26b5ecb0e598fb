import { expect } from 'chai'
import type * as t from 'io-ts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { emptyRider } from '../../src/domain/defaults'
import { DetailAnswer, PersonAnswer } from '../../src/domain/events'
import { MESSAGES } from '../../src/domain/validation'
import { askPerson, FORM_STEPS, questionsOf, type Question } from '../../src/form'
import { riderQuestions } from '../../src/form/dialogs/rider'
import { ABOUT_YOU_PERSON } from '../../src/form/sections/about-you'
import { CLAIM_DIALOG } from '../../src/form/dialogs/claim'
import { CONVICTION_DIALOG } from '../../src/form/dialogs/conviction'
import { MODIFICATION_DIALOG } from '../../src/form/dialogs/modification'
import { itemErrorsOf, type ItemDialogRecord } from '../../src/form/item-record'
import { INSTALMENT_QUESTIONS } from '../../src/form/screens/instalments'
import { PANEL_QUESTIONS, PAYMENT_METHOD } from '../../src/form/screens/price-presentation'
import { SUMMARY_QUESTIONS } from '../../src/form/screens/summary'
import { fact, fresh, person, TODAY } from './form-states'
import { yesNoWire } from '../../src/form/answer-values'

/*
 * Every table the screens, the step validation and the bindings use is derived from the question records
 * (src/form/sections/*.ts, src/form/dialogs/*.ts). These tests read the derived tables back and hold the
 * records to what the derivation promises: each question has a binding and a judgement, no two share an
 * answer path, an unanswered required question gives its keyed message, and the phone hints are where they
 * belong.
 */

const SECTION_QUESTIONS: readonly Question[] = FORM_STEPS.flatMap((step) => questionsOf(step))
const RIDER_QUESTIONS: readonly Question[] = riderQuestions(0)
const ALL: readonly Question[] = [...SECTION_QUESTIONS, ...RIDER_QUESTIONS]
/** The form's questions and those of the screens after it. */
const EVERY_QUESTION: readonly Question[] = [...ALL, ...SUMMARY_QUESTIONS, ...INSTALMENT_QUESTIONS, PAYMENT_METHOD, ...Object.values(PANEL_QUESTIONS)]

/** The fields of a plain-answer codec (a union of `{ field, value }` members, one per field). */
const fieldsOf = (answer: t.RecursiveType<t.Mixed>): string[] =>
  (answer.type as t.UnionType<t.Mixed[]>).types.map((m) => (m as t.InterfaceType<{ field: t.LiteralC<string> }>).props.field.value)

/** Answered through their own widgets and commands, so the records bind no commit. */
const OWN_WIDGET = ['vehicle-lookup', 'address-lookup']

/** The questions a rider may leave unanswered, or that start answered (the voluntary excess starts at £0). */
const OPTIONAL = new Set(['risk.proposer.phone_numbers.other', 'risk.userfields.tpa_date_of_birth', 'risk.voluntary_excess'])

/** The questions the third-party authority's Yes asks: unanswered they pass until Yes is given. */
const AFTER_TPA_YES = /^risk\.userfields\.tpa_/

/** The opening of every required message, as the domain's table keeps them (test/domain/validation/messages.test.ts). */
const SPEC_STYLE = /^(Please (confirm|enter|select|search|describe|provide)|Confirm|Enter|Select|Cover start date is required)/

describe('question records: the derived tables', () => {
  it('no two questions share an answer path (an id is the path of the answer in the proposal)', () => {
    const ids = ALL.map((q) => q.id)
    expect(ids.length).to.be.greaterThan(70)
    expect(new Set(ids).size).to.equal(ids.length)
  })

  it('every question of every section and of the rider dialog reads its answer and, unless it has its own widget, commits it', () => {
    for (const q of ALL) {
      expect(q.read, q.id).to.be.a('function')
      expect(q.check, q.id).to.be.a('function')
      if (OWN_WIDGET.includes(q.kind)) expect(q.commit, q.id).to.equal(undefined)
      else expect(q.commit, q.id).to.be.a('function')
    }
  })

  it('every question that commits says which event it commits, and its answers commit that event about that field', () => {
    // Answers of every kind a question takes; each accepted one must dispatch what the binding declares.
    const answers = [null, false, true, '', 'C', 'GREY', '2020-01-01', 0, 1, 250]
    for (const q of EVERY_QUESTION) {
      const { commit, commits } = q
      if (commit === undefined || commits === undefined) {
        expect([commit, commits], q.id).to.deep.equal([undefined, undefined])
        continue
      }
      const actions = answers.flatMap((raw) => {
        const c = commit(raw)
        return c.ok ? [c.action] : []
      })
      expect(actions, q.id).not.to.deep.equal([])
      for (const action of actions) {
        const payload = action.payload as Record<string, unknown>
        expect(action.type, q.id).to.equal(commits.type)
        for (const key of ['field', 'feature', 'declaration'] as const) expect(payload[key], `${q.id} ${key}`).to.equal(commits[key])
      }
    }
  })

  it('every field of the plain answers is committed by a question: none is wired that nothing asks', () => {
    const committed = new Set<string | undefined>(EVERY_QUESTION.map((q) => q.commits?.field))
    expect(fieldsOf(PersonAnswer).filter((f) => !committed.has(f))).to.deep.equal([])
    // The holder's address is picked on the Instalments screen, whose address picker commits it.
    expect(fieldsOf(DetailAnswer).filter((f) => !committed.has(f))).to.deep.equal(['direct_debit.third_party.address'])
  })

  it('every required question, unanswered, gives a message: its keyed required message or its rule\'s', () => {
    // The sections on a fresh form; the rider dialog's questions about a rider just added, who answered nothing.
    const sections = { state: fresh(), today: TODAY, editForm: false }
    const rider = { state: fresh(fact('proposal/RiderAdded', { rider: emptyRider() })), today: TODAY, editForm: false }
    const contextOf = (q: Question) => (q.about === 'person' && q.who !== 'proposer' ? rider : sections)
    const unjudged = ALL.filter((q) => !OPTIONAL.has(q.id) && !AFTER_TPA_YES.test(q.id) && q.check(contextOf(q)) === null).map((q) => q.id)
    expect(unjudged).to.deep.equal([])
    // Every plain yes/no and list question gives its own message in the spec's style, not the generic fallback.
    const plain = ALL.filter((q) => (q.kind === 'select' || q.kind === 'yes-no') && !AFTER_TPA_YES.test(q.id) && !OPTIONAL.has(q.id))
    for (const q of plain) {
      const message = q.check(contextOf(q)) ?? ''
      expect(message, q.id).to.match(SPEC_STYLE).and.not.equal(MESSAGES.required)
    }
  })

  it('every question shown on a fresh form is one of its step\'s questions, and step ids are unique per step', () => {
    for (const step of FORM_STEPS) {
      const ids = questionsOf(step).map((q) => q.id)
      expect(new Set(ids).size, `step ${step}`).to.equal(ids.length)
      expect(questionsOf(step).filter((q) => q.visible(fresh())).length, `step ${step}`).to.be.greaterThan(0)
    }
  })

  it("the rider dialog asks every person question the sections ask the proposer, and the relationship to the policyholder", () => {
    const ofProposer = SECTION_QUESTIONS.filter((q) => q.about === 'person').map((q) => q.path)
    expect(riderQuestions(0).map((q) => q.path).sort()).to.deep.equal([...ofProposer, 'relationship_to_proposer'].sort())
  })

  it('autocomplete is on the proposer\'s own fields only: none for additional riders or the third party', () => {
    const tokens = Object.fromEntries(SECTION_QUESTIONS.filter((q) => q.autocomplete !== undefined).map((q) => [q.id, q.autocomplete]))
    expect(tokens).to.deep.equal({
      'risk.proposer.name.title': 'honorific-prefix',
      'risk.proposer.name.forenames': 'given-name',
      'risk.proposer.name.surname': 'family-name',
      'risk.proposer.date_of_birth': 'bday',
      'risk.proposer.email_address': 'email',
      'risk.proposer.phone_numbers.mobile': 'tel',
      'risk.proposer.phone_numbers.other': 'tel',
      'risk.proposer.address.postcode': 'postal-code',
    })
    expect(RIDER_QUESTIONS.filter((q) => q.autocomplete !== undefined).map((q) => q.id)).to.deep.equal([])
  })

  it('money and number questions ask for the numeric keyboard', () => {
    const numeric = ALL.filter((q) => q.kind === 'money' || q.kind === 'number')
    expect(numeric.map((q) => q.id)).to.include.members(['risk.vehicle.value', 'risk.total_mileage', 'risk.business_mileage'])
    for (const q of numeric) expect(q.inputMode, q.id).to.equal('numeric')
  })

  it('the address lookup\'s wording is the screen\'s: Your postcode, Select your address', () => {
    const byId = new Map(SECTION_QUESTIONS.map((q) => [q.id, q]))
    expect(byId.get('risk.proposer.address.postcode')?.label).to.equal('Your postcode')
    expect(byId.get('risk.proposer.address.postcode')?.hint).to.equal('We will find your address from it')
    expect(byId.get('risk.proposer.address')?.label).to.equal('Select your address')
  })
})

describe('question records: a required message written in the record', () => {
  it("judges a new question by its own text, worded 'they' for a rider", () => {
    const record = ABOUT_YOU_PERSON.has_insurance_refused
    const { required: _key, ...rest } = record
    const own = { ...rest, required: { message: 'Please confirm if you have ever ridden on a track day' } }
    const rider = fresh(fact('proposal/RiderAdded', { rider: emptyRider() }))
    expect(askPerson('proposer', 'has_insurance_refused', own).check({ state: fresh(), today: TODAY, editForm: false })).to.equal(
      'Please confirm if you have ever ridden on a track day',
    )
    expect(askPerson(0, 'has_insurance_refused', own).check({ state: rider, today: TODAY, editForm: false })).to.equal(
      'Please confirm if they have ever ridden on a track day',
    )
  })
})

describe("question records: a plain answer at the record's path", () => {
  it('is read, committed and required at that path, a driver detail named without driver_details. in its event', () => {
    const q = askPerson('proposer', 'driver_details.has_access_to_other_vehicles', { kind: 'yes-no', label: 'Other vehicles?', answer: yesNoWire, required: true })
    expect(q.id).to.equal('risk.proposer.driver_details.has_access_to_other_vehicles')
    expect(q.commits).to.deep.equal({ type: 'proposal/PersonAnswered', field: 'has_access_to_other_vehicles' })
    const answered = fresh(person('proposer', 'has_access_to_other_vehicles', true))
    expect(q.read(answered)).to.equal(true)
    expect(q.check({ state: fresh(), today: TODAY, editForm: false })).to.equal('Please confirm if you have access to other vehicles')
  })

  it('fails to build at a path no plain answer names, or at a field named by its wire name instead of its path', () => {
    expect(() => askPerson('proposer', 'is_smoker', { kind: 'yes-no', label: 'Smoker?', answer: yesNoWire, required: { message: 'Please say' } })).to.throw(
      'no plain person answer is stored at is_smoker',
    )
    expect(() => askPerson('proposer', 'licence.date', { kind: 'date', label: 'Licence date', answer: yesNoWire, required: { message: 'Please say' } })).to.throw(
      'no plain person answer is stored at licence.date',
    )
  })
})

describe('question records: the item dialogs', () => {
  const dialogs: ReadonlyArray<readonly [string, ItemDialogRecord<never, unknown>, readonly string[]]> = [
    ['claim', CLAIM_DIALOG as unknown as ItemDialogRecord<never, unknown>, []],
    ['conviction', CONVICTION_DIALOG as unknown as ItemDialogRecord<never, unknown>, []],
    ['modification', MODIFICATION_DIALOG as unknown as ItemDialogRecord<never, unknown>, ['description']],
  ]
  dialogs.forEach(([name, dialog, optional]) => {
    it(`the ${name} dialog asks every field of its draft once, and an empty draft fails every asked required field`, () => {
      const draft = dialog.draftOf()
      expect([...dialog.order].sort()).to.deep.equal(Object.keys(draft as object).sort())
      expect(Object.keys(dialog.questions).sort()).to.deep.equal(Object.keys(draft as object).sort())
      const errors = itemErrorsOf(dialog, draft, { today: TODAY, role: 'proposer' })
      const asked = dialog.order.filter((f) => dialog.questions[f]?.visible?.(draft) ?? true)
      expect(Object.keys(errors)).to.deep.equal(asked.filter((f) => !optional.includes(f)))
    })
  })
})

describe('question records: the section files load apart', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const SPECIFIER = /\bfrom\s*['"](\.[^'"]+)['"]/g
  const importsOf = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => path.resolve(path.dirname(file), `${m[1] ?? ''}.ts`))

  it('section 1 (about-you.ts) imports no other section, dialog or the assembled layout', () => {
    const seen = new Set<string>()
    const visit = (file: string): void => {
      if (seen.has(file) || !file.includes(`${path.sep}src${path.sep}form${path.sep}`)) return
      seen.add(file)
      try {
        importsOf(file).forEach(visit)
      } catch {
        // an index or a .tsx: outside the form's records
      }
    }
    visit(path.join(root, 'src/form/sections/about-you.ts'))
    const form = [...seen].map((f) => path.relative(path.join(root, 'src/form'), f)).sort()
    expect(form).to.deep.equal(['answer-values.ts', 'bindings.ts', 'checks.ts', 'record.ts', 'sections/about-you.ts'])
  })
})
