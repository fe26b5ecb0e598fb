import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react'
import { classNames } from '../class-names'
import { useCommittedText } from '../committed-text'
import { Field } from '../field'

/** Widths in characters, as govuk-frontend's input width classes (`input--width-N`). */
export type InputWidth = 2 | 3 | 4 | 5 | 7 | 10 | 20 | 30

interface TextInputProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  value: string | null
  error?: string | null
  /** The answer as typed (after the mask), on blur or Enter, once per change. */
  onCommit: (text: string) => void
  type?: 'text' | 'email' | 'tel'
  /** Applied to every change as the rider types or pastes (e.g. maskPhoneWithExtension, maskRegistration). */
  mask?: (raw: string) => string
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  disabled?: boolean
  width?: InputWidth
  placeholder?: string
  spellCheck?: boolean
  /** The form field name; defaults to the id. */
  name?: string
  /** Copy, cut, paste and the context menu are blocked (the summary's confirm email must be typed). */
  noClipboard?: boolean
}

const block = (e: { preventDefault: () => void }): void => e.preventDefault()

/** True for the Enter key outside an IME composition (where Enter picks a candidate). */
export const isCommitKey = (e: KeyboardEvent<HTMLInputElement>): boolean => e.key === 'Enter' && !e.nativeEvent.isComposing

/**
 * A labelled text box. The rider's typing stays local; `onCommit` fires on blur, on Enter and as the page is left, only when the text
 * differs from the last commit (an answer is committed when the rider commits it, not per keystroke). A new
 * `value` from outside replaces the text. With `error` the box has aria-invalid and is described by the message.
 * Enter is not prevented, so inside a form it still submits, after the commit.
 */
export const TextInput = ({
  id,
  label,
  hint,
  value,
  error,
  onCommit,
  type = 'text',
  mask,
  autoComplete,
  inputMode,
  maxLength,
  disabled,
  width,
  placeholder,
  spellCheck,
  name,
  noClipboard = false,
}: TextInputProps) => {
  const box = useCommittedText(
    value ?? '',
    (v) => v,
    (t) => t,
    (_v, text) => onCommit(text),
  )
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(description) => (
        <input
          id={id}
          name={name ?? id}
          className={classNames('input', error && 'input--error', width !== undefined && `input--width-${width}`)}
          type={type}
          value={box.text}
          onChange={(e) => box.change(mask !== undefined ? mask(e.target.value) : e.target.value)}
          onBlur={box.leave}
          onKeyDown={(e) => {
            if (isCommitKey(e)) box.commit()
          }}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          placeholder={placeholder}
          spellCheck={spellCheck}
          {...(noClipboard ? { onPaste: block, onCopy: block, onCut: block, onContextMenu: block, onDrop: block } : {})}
          {...description}
        />
      )}
    </Field>
  )
}
