import { calendarBounds } from '../../domain/validation'
import { dateOfBirth, emailAddress, firstName, surname } from '../../domain/validation'
import { codeWire, dateWire, textWire, yesNoWire } from '../answer-values'
import { detailField } from '../bindings'
import { asTyped } from '../checks'
import { ask, askPerson, type FormSection, type PersonRecord, SECTION_TITLES } from '../record'

/** The wording of a date question's hint. */
export const DATE_HINT = 'For example, 27/03/1990'

/** Section 1's questions about the proposer that every additional rider is asked too (their wording derived). */
export const ABOUT_YOU_PERSON = {
  'name.title': {
    kind: 'select',
    label: 'Title',
    autocomplete: 'honorific-prefix',
    answer: codeWire,
    required: true,
  },
  'name.forenames': {
    kind: 'text',
    label: 'First name',
    autocomplete: 'given-name',
    answer: textWire,
    check: (p, c) => firstName(c.role)(p.name.forenames),
  },
  'name.surname': {
    kind: 'text',
    label: 'Surname',
    autocomplete: 'family-name',
    answer: textWire,
    check: (p, c) => surname(c.role)(p.name.surname),
  },
  date_of_birth: {
    kind: 'date',
    label: 'Date of birth',
    hint: DATE_HINT,
    autocomplete: 'bday',
    calendar: (f) => calendarBounds('date-of-birth', f),
    answer: dateWire,
    check: (p, c) => dateOfBirth({ today: c.today, role: c.role })(asTyped(p.date_of_birth)),
  },
  has_insurance_refused: {
    kind: 'yes-no',
    label: 'Have you ever been refused motor insurance?',
    hint: 'Include any policy that was cancelled or refused renewal.',
    answer: yesNoWire,
    required: true,
  },
} as const satisfies Readonly<Record<string, PersonRecord>>

const me = (path: keyof typeof ABOUT_YOU_PERSON) => askPerson('proposer', path, ABOUT_YOU_PERSON[path])

/** Section 1, About You (000 §2). */
export const ABOUT_YOU: FormSection = {
  step: 1,
  title: SECTION_TITLES[1],
  groups: [
    {
      id: 'about-you',
      heading: 'About you',
      questions: [
        me('name.title'),
        me('name.forenames'),
        me('name.surname'),
        me('date_of_birth'),
        ask({
          kind: 'email',
          label: 'Email address',
          hint: "We'll send your quote and policy documents to this address.",
          autocomplete: 'email',
          ...detailField('email_address', textWire),
          check: (c) => emailAddress(c.state.proposal.risk.proposer.email_address),
        }),
        me('has_insurance_refused'),
        ask({
          kind: 'yes-no',
          label: 'Would you like to hear about our offers and news by email?',
          hint: 'You can change your mind at any time.',
          aboutTheRisk: false,
          ...detailField('userfields.has_email_consent', yesNoWire),
          required: true,
        }),
      ],
    },
  ],
}
