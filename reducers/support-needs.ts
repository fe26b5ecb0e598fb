import type { SupportNeed } from '../src/domain/events'

/**
 * The extra support asked for after one answer of the question: a need ticked joins the end (asked last), one
 * unticked leaves; the journey's rule, which the desk's reading of a trail folds by too.
 */
export const withSupportNeed = (needs: readonly SupportNeed[], answer: { readonly need: SupportNeed; readonly ticked: boolean }): SupportNeed[] => {
  const others = needs.filter((n) => n !== answer.need)
  return answer.ticked ? [...others, answer.need] : others
}
