import type { ReactNode } from 'react'
import { NumberInput, type NumberInputProps } from '../number-input'

export type MoneyInputProps = Omit<NumberInputProps, 'prefix' | 'stripCommas' | 'label'> & {
  /** The question. When it is a string that does not mention pounds, ' in pounds' is added for screen readers. */
  label: ReactNode
}

const mentionsPounds = (label: ReactNode): boolean => typeof label !== 'string' || /pound|£/i.test(label)

/**
 * An amount in pounds: a NumberInput with a '£' prefix (hidden from assistive technology, so the label says
 * pounds instead) whose commas are stripped before parsing (000 §5 bike value: 'a comma is stripped'), so
 * '12,500' commits 12500 with the text '12,500'. Pence are accepted unless allowDecimals is false.
 */
export const MoneyInput = ({ label, allowDecimals = true, ...rest }: MoneyInputProps) => (
  <NumberInput
    {...rest}
    label={
      mentionsPounds(label) ? (
        label
      ) : (
        <>
          {label}
          <span className="visually-hidden"> in pounds</span>
        </>
      )
    }
    allowDecimals={allowDecimals}
    stripCommas
    prefix="£"
  />
)
