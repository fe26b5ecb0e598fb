import { Checkbox } from '../checkbox'
import { DateInput } from '../date-input'
import { MoneyInput } from '../money-input'
import { NumberInput } from '../number-input'
import { SelectInput } from '../select-input'
import { TextInput } from '../text-input'
import { YesNo } from '../yes-no'
import { maskPhoneWithExtension, maskRegistration } from '../../domain/formats'
import type { AnswerValue, AutocompleteToken, QuestionPresentation } from '../../form'
import { useOptions } from './use-list-options'

/** The question a renderer draws: a record's presentation with the id of its control and its worded texts. */
interface RenderedQuestion extends QuestionPresentation {
  readonly id: string
  readonly autocomplete?: AutocompleteToken
}

export interface QuestionInputProps {
  q: RenderedQuestion
  /** The answer shown; null while unanswered. */
  value: AnswerValue
  error: string | null
  disabled?: boolean
  /** The hint, when it depends on other answers; else the question's own. */
  hint?: string
  /** The picker bounds of a date question. */
  bounds?: { readonly min?: string; readonly max?: string }
  /** The codes a reference list offers in this state (occupation roles), null for all. */
  allowed?: readonly string[] | null
  /**
   * What the rider committed: the value (a choice, a number, an ISO date, text; null when blank or when typed
   * text is no number or date) and the text typed for a box (null for a choice).
   */
  onAnswer: (raw: AnswerValue, text: string | null) => void
}

const asBoolean = (v: AnswerValue): boolean | null => (typeof v === 'boolean' ? v : null)
const asText = (v: AnswerValue): string | null => (v === null ? null : String(v))
const asNumber = (v: AnswerValue): number | null => (typeof v === 'number' ? v : null)

/**
 * The one renderer of a question, for the form's sections and the item dialogs alike: the widget of its kind
 * with its label, hint, options (a reference list or a fixed set), calendar bounds, number bounds,
 * `autocomplete` token and keyboard (`inputMode`). It holds no answer: `value` comes from the store or a
 * dialog's draft, and `onAnswer` goes back to whichever binds it.
 */
export const QuestionInput = ({ q, value, error, disabled = false, hint, bounds, allowed = null, onAnswer }: QuestionInputProps) => {
  const options = useOptions(q.kind === 'select' ? q.list : undefined, q.options, allowed)
  const common = { id: q.id, hint: hint ?? q.hint, error, disabled }
  const commitText = (text: string): void => onAnswer(text.trim() === '' ? null : text, text)
  const numberOnCommit = (n: number | null, text: string): void => onAnswer(n, text)
  const numberKeyboard = q.inputMode === 'numeric' || q.inputMode === 'decimal' || q.inputMode === 'text' ? { inputMode: q.inputMode } : {}
  const booleanChoices = q.options !== undefined && q.options.length > 0 && q.options.every((o) => typeof o.value === 'boolean')
  switch (booleanChoices && q.kind === 'select' ? 'yes-no' : q.kind) {
    case 'yes-no':
    case 'repeater': {
      const choices = q.options?.filter((o): o is { label: string; value: boolean } => typeof o.value === 'boolean')
      return (
        <YesNo {...common} legend={q.label} value={asBoolean(value)} onChange={(v) => onAnswer(v, null)} {...(choices !== undefined ? { options: choices } : {})} />
      )
    }
    case 'select':
      return (
        <SelectInput<string | number>
          {...common}
          label={q.label}
          value={value === null || typeof value === 'boolean' ? null : value}
          options={options ?? []}
          placeholder={options === undefined ? 'Loading…' : 'Please select'}
          autoComplete={q.autocomplete}
          onChange={(v) => onAnswer(v, null)}
        />
      )
    case 'date':
      return (
        <DateInput
          {...common}
          label={q.label}
          value={asText(value)}
          {...bounds}
          {...(q.autocomplete !== undefined ? { autoComplete: q.autocomplete } : {})}
          onCommit={(iso, text) => onAnswer(iso, text)}
        />
      )
    case 'number':
      return (
        <NumberInput
          {...common}
          label={q.label}
          value={asNumber(value)}
          min={q.number?.min ?? 0}
          {...(q.number?.allowDecimals === true ? { allowDecimals: true } : {})}
          {...(q.number?.width !== undefined ? { width: q.number.width } : {})}
          {...(q.number?.suffix !== undefined ? { suffix: q.number.suffix } : {})}
          {...numberKeyboard}
          onCommit={numberOnCommit}
        />
      )
    case 'money':
      return <MoneyInput {...common} label={q.label} value={asNumber(value)} min={q.number?.min ?? 0} {...numberKeyboard} onCommit={numberOnCommit} />
    case 'email':
      return (
        <TextInput
          {...common}
          label={q.label}
          type="email"
          autoComplete={q.autocomplete}
          spellCheck={false}
          noClipboard={q.noClipboard === true}
          value={asText(value)}
          onCommit={commitText}
        />
      )
    case 'checkbox':
      return <Checkbox id={q.id} label={q.label} hint={hint ?? q.hint} error={error} disabled={disabled} checked={value === true} onChange={(v) => onAnswer(v, null)} />
    case 'phone':
      return (
        <TextInput
          {...common}
          label={q.label}
          type="tel"
          autoComplete={q.autocomplete}
          inputMode={q.inputMode ?? 'tel'}
          mask={maskPhoneWithExtension}
          maxLength={18}
          value={asText(value)}
          onCommit={commitText}
        />
      )
    case 'postcode':
      return <TextInput {...common} label={q.label} autoComplete={q.autocomplete} width={10} value={asText(value)} onCommit={commitText} />
    case 'text':
    default:
      return (
        <TextInput
          {...common}
          label={q.label}
          value={asText(value)}
          onCommit={commitText}
          autoComplete={q.autocomplete}
          inputMode={q.inputMode}
          {...(q.mask === 'registration' ? { mask: maskRegistration, width: 10 as const } : {})}
        />
      )
  }
}
