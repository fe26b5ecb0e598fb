import type { ReactNode } from 'react'
import { answerNumber } from '../../domain/validation/answer-parsing'
import { classNames } from '../class-names'
import { useCommittedText } from '../committed-text'
import { Field } from '../field'
import { isCommitKey, type InputWidth } from '../text-input'

interface NumberTextOptions {
  allowDecimals?: boolean
  /** Remove every comma first ('12,500' → 12500). */
  stripCommas?: boolean
}

/**
 * The number a rider typed: plain decimal notation, trimmed, optional sign (as the validation's answerNumber);
 * with `stripCommas` commas are removed first. null when empty, not a number, or a fraction without
 * `allowDecimals`.
 */
const parseNumberText = (text: string, { allowDecimals = false, stripCommas = false }: NumberTextOptions = {}): number | null => {
  const n = answerNumber(stripCommas ? text.replace(/,/g, '') : text)
  return n === null || (!allowDecimals && !Number.isInteger(n)) ? null : n
}

export interface NumberInputProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  value: number | null
  error?: string | null
  /** On blur or Enter, once per change: the number, or null when the text is empty or not a number; and the text. */
  onCommit: (n: number | null, text: string) => void
  /** Only a keyboard hint: below 0 the box asks for a text keyboard (numeric keypads have no minus). Range checks are validation's. */
  min?: number
  /** Accept fractions (default false): '12.5' commits 12.5 instead of null. */
  allowDecimals?: boolean
  /** Remove commas before parsing (default false). */
  stripCommas?: boolean
  /** Text before the box, hidden from assistive technology (the label must say it), e.g. '£'. */
  prefix?: string
  /** Text after the box, hidden from assistive technology (the label must say it), e.g. 'miles'. */
  suffix?: string
  disabled?: boolean
  width?: InputWidth
  /** The input purpose token (WCAG 1.3.5), e.g. 'postal-code'; 'off' by default. */
  autoComplete?: string
  /** The keyboard to show; by default 'decimal' with allowDecimals, 'text' when min is below 0, else 'numeric'. */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel'
}

/**
 * A labelled number box. Text stays local while typing; on blur or Enter it commits the parsed number (null for
 * empty or invalid text) with the text, so validation can say why. A new `value` from outside replaces the
 * text; the commit's own echo keeps what the rider typed ('1,500' stays '1,500').
 */
export const NumberInput = ({
  id,
  label,
  hint,
  value,
  error,
  onCommit,
  min,
  allowDecimals = false,
  stripCommas = false,
  prefix,
  suffix,
  disabled,
  width = 10,
  autoComplete = 'off',
  inputMode: inputModeProp,
}: NumberInputProps) => {
  const box = useCommittedText(
    value,
    (v) => (v === null ? '' : String(v)),
    (t) => parseNumberText(t, { allowDecimals, stripCommas }),
    onCommit,
  )
  const inputMode = inputModeProp ?? (min !== undefined && min < 0 ? 'text' : allowDecimals ? 'decimal' : 'numeric')
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(description) => (
        <div className={classNames('input-affix', prefix !== undefined && 'input-affix--prefixed')}>
          {prefix !== undefined ? (
            <span className="input-affix__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            name={id}
            className={classNames('input', `input--width-${width}`, error && 'input--error')}
            type="text"
            inputMode={inputMode}
            autoComplete={autoComplete}
            spellCheck={false}
            value={box.text}
            onChange={(e) => box.change(e.target.value)}
            onBlur={box.leave}
            onKeyDown={(e) => {
              if (isCommitKey(e)) box.commit()
            }}
            disabled={disabled}
            {...description}
          />
          {suffix !== undefined ? (
            <span className="input-affix__suffix" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  )
}
