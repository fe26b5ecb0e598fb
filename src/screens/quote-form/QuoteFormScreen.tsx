import { FORM_SECTIONS } from '../../domain/form'

/** The quote form (create). Built out section by section in this issue. */
export const QuoteCreateScreen = () => (
  <section>
    <h1>Get a quote</h1>
    <ol>
      {FORM_SECTIONS.map((s) => (
        <li key={s.step}>{s.title}</li>
      ))}
    </ol>
  </section>
)

/** The quote form (edit). */
export const QuoteEditScreen = QuoteCreateScreen
