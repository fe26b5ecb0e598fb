import { calendarBounds } from '../../domain/validation'
import {
  CoverTypeChosen,
  NcdYearsEntered,
  PaymentFrequencyChosen,
  PreviousInsuranceAnswered,
  StartDateChosen,
  VoluntaryExcessChosen,
} from '../../domain/events'
import { startDate } from '../../domain/validation'
import type { AppState } from '../../../reducers/root'
import { selectExcessDisabled, selectShowsNcdProtection, selectShowsPreviousInsurance } from '../../../reducers/proposal-selectors'
import { codeWire, dateWire, numberWire, yesNoWire } from '../answer-values'
import { detailField, named } from '../bindings'
import { asTyped } from '../checks'
import { ask, PAYMENT_TYPES, VOLUNTARY_EXCESS_CHOICES, type FormSection, SECTION_TITLES } from '../record'

const risk = (s: AppState) => s.proposal.risk

/** Section 4, Cover Details (000 §2, §3). */
export const COVER_DETAILS: FormSection = {
  step: 4,
  title: SECTION_TITLES[4],
  groups: [
    {
      id: 'cover',
      heading: 'Your cover',
      questions: [
        ask({
          id: 'risk.start_date',
          kind: 'date',
          label: 'When would you like your cover to start?',
          hint: 'Any date from today up to 30 days ahead.',
          calendar: (f) => calendarBounds('start-date', f),
          ...named(StartDateChosen, (raw) => ({ startDate: dateWire(raw) }), (s) => risk(s).start_date),
          check: (c) => startDate({ today: c.today })(asTyped(risk(c.state).start_date)),
        }),
        ask({
          id: 'risk.vehicle.cover_type',
          kind: 'select',
          label: 'What type of cover would you like?',
          ...named(CoverTypeChosen, (raw) => ({ coverType: codeWire(raw) }), (s) => risk(s).vehicle.cover_type),
          required: true,
        }),
        ask({
          id: 'risk.has_previous_insurance',
          kind: 'yes-no',
          label: 'Have you held motorcycle insurance in your own name before?',
          ...named(PreviousInsuranceAnswered, (raw) => ({ has: yesNoWire(raw) }), (s) => risk(s).has_previous_insurance),
          required: true,
        }),
        ask({
          id: 'risk.previous_insurance.ncd.years',
          kind: 'number',
          label: 'How many years of no claims discount do you have?',
          hint: "It must be under 2 years old and earned on a private bike policy in the EU. You'll need to show proof of it.",
          visible: selectShowsPreviousInsurance,
          ...named(NcdYearsEntered, (raw) => ({ years: numberWire(raw) }), (s) => risk(s).previous_insurance?.ncd.years),
          required: true,
        }),
        ask({
          kind: 'yes-no',
          label: 'Would you like to protect your no claims discount?',
          visible: selectShowsNcdProtection,
          ...detailField('previous_insurance.ncd.is_protected', yesNoWire),
          required: true,
        }),
        ask({
          id: 'risk.voluntary_excess',
          kind: 'select',
          label: 'Voluntary excess',
          hint: 'What you agree to pay towards a claim on top of the compulsory excess. Not available with third party only cover.',
          options: VOLUNTARY_EXCESS_CHOICES,
          disabled: selectExcessDisabled,
          ...named(VoluntaryExcessChosen, (raw) => ({ excess: numberWire(raw) }), (s) => risk(s).voluntary_excess),
          required: true,
        }),
        ask({
          id: 'is_pay_monthly',
          kind: 'select',
          label: 'How would you like to pay?',
          options: PAYMENT_TYPES,
          ...named(PaymentFrequencyChosen, (raw) => ({ monthly: yesNoWire(raw) }), (s) => s.proposal.is_pay_monthly),
          required: true,
        }),
      ],
    },
  ],
}
