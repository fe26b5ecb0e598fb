import { useEffect, useRef, type ReactNode } from 'react'
import { SendToSupportButton } from '../../app/layout/SendToSupportButton'

/** A result or error page: its heading takes focus on arrival so screen readers announce where the rider is. */
export const ResultPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="result-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <p>
        <SendToSupportButton />
      </p>
    </section>
  )
}
