import { memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFocusLanding } from '../../components/focus'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { answerOf, commitAnswer } from '../../form'
import { selectQuestionDisabled } from '../../form/form-selectors'
import { PANEL_QUESTIONS, selectPanelProblems } from '../../form/screens/price-presentation'
import { command } from '../../domain/commands'
import { VOLUNTARY_EXCESS_MAX, VOLUNTARY_EXCESS_MIN, VOLUNTARY_EXCESS_STEP } from '../../domain/constants'
import { formatPounds } from '../../domain/formats'
import { QuestionField } from '../../components/question'

const { startDate, coverType, voluntaryExcess } = PANEL_QUESTIONS

/**
 * The voluntary excess slider, £0 to £2,000 in £50 steps: the same record, and so the same event, as the
 * dropdown beside it (the dropdown is the way to choose without dragging, WCAG 2.5.7). Disabled for TPO. A drag
 * shows each amount as it passes and commits the one it is released on (one answer, not one per step); an arrow
 * key, Home, End or Page Up/Down commits at once.
 */
const ExcessSlider = ({ disabled }: { disabled: boolean }) => {
  const id = useId()
  const dispatch = useDispatch()
  const value = useAppSelector(answerOf, voluntaryExcess)
  const stored = typeof value === 'number' ? value : 0
  // The amount under the pointer while it is held down; null when no drag is under way.
  const [dragged, setDragged] = useState<number | null>(null)
  const held = useRef<number | null>(null)
  const commit = useCallback(
    (amount: number): void => {
      const c = commitAnswer(voluntaryExcess, amount)
      if (c.ok) dispatch(c.action)
    },
    [dispatch],
  )
  const release = useCallback((): void => {
    const amount = held.current
    held.current = null
    setDragged(null)
    if (amount !== null && amount !== stored) commit(amount)
  }, [commit, stored])
  useEffect(() => {
    if (dragged === null) return undefined
    // The pointer may be let go anywhere on the page, not only over the slider.
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    return () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
    }
  }, [dragged, release])
  const amount = dragged ?? stored
  return (
    <div className="field excess-slider">
      <label htmlFor={id}>Voluntary excess: {formatPounds(amount)}</label>
      <input
        id={id}
        type="range"
        min={VOLUNTARY_EXCESS_MIN}
        max={VOLUNTARY_EXCESS_MAX}
        step={VOLUNTARY_EXCESS_STEP}
        value={amount}
        disabled={disabled}
        aria-valuetext={formatPounds(amount)}
        onPointerDown={() => {
          held.current = stored
          setDragged(stored)
        }}
        onChange={(e) => {
          const next = Number(e.target.value)
          if (held.current === null) {
            commit(next)
            return
          }
          held.current = next
          setDragged(next)
        }}
      />
    </div>
  )
}

/** Where the rider goes on from once the requote is done: the new price's heading (PriceFigures). */
const priceHeading = (): HTMLElement | null => document.getElementById('price-heading')

/**
 * The start date and excess panel (001 §2): the start date (DD/MM/YYYY, today to 30 days ahead, past days
 * disabled in its calendar), the cover type (not C sets the excess to £0; C with £0 sets £100) and the voluntary
 * excess as a slider and a dropdown (disabled for TPO). A change reveals 'Confirm & requote'; while it runs the
 * figures show placeholders and the button stays where it is, marked unavailable (aria-disabled, a press does
 * nothing) rather than disabled, so it keeps the focus; once the new price is drawn the button goes and focus
 * lands on the new price's heading.
 */
export const ExcessPanel = memo(function ExcessPanel({ requotePending, requoting }: { requotePending: boolean; requoting: boolean }) {
  const dispatch = useDispatch()
  const today = useToday()
  const problems = useAppSelector(selectPanelProblems, today)
  const excessDisabled = useAppSelector(selectQuestionDisabled, voluntaryExcess)
  const blocked = problems.startDate !== null || problems.voluntaryExcess !== null
  const scope = useRef<HTMLElement>(null)
  useFocusLanding(scope, priceHeading)
  return (
    <section ref={scope} aria-labelledby="panel-heading" className="panel">
      <h2 id="panel-heading">Update your policy start date and excess</h2>
      <QuestionField q={startDate} error={problems.startDate} />
      <QuestionField q={coverType} error={null} />
      <ExcessSlider disabled={excessDisabled} />
      <QuestionField q={voluntaryExcess} error={problems.voluntaryExcess} />
      {requotePending && (
        <p className="button-group">
          <button
            type="button"
            className="button"
            disabled={blocked}
            aria-disabled={requoting}
            onClick={() => (requoting ? undefined : dispatch(command('quote/Requote', { via: 'panel' })))}
          >
            Confirm &amp; requote
          </button>
        </p>
      )}
    </section>
  )
})
