import type { ComponentPropsWithRef } from 'react'
import { classNames } from '../class-names'

type ButtonVariant = 'primary' | 'secondary' | 'warning' | 'link'

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** primary (default): the step's main action; secondary; warning; link: looks like a link, acts as a button. */
  variant?: ButtonVariant
}

/** A native button with the house classes (`button button--<variant>`); type is 'button' unless told otherwise, so it never submits a form by accident. */
export const Button = ({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) => (
  <button {...rest} type={type} className={classNames('button', `button--${variant}`, className)} />
)
