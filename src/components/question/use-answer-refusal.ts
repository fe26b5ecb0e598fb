import { useCallback, useEffect, useRef } from 'react'
import { selectAnswerRefusal } from '../../../reducers/journey-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { event } from '../../domain/events'

/** A box's refused text, as the store holds it: its message, and how the box records or clears it. */
export interface AnswerRefusal {
  /** The message of the text the box holds that could not be stored; null when there is none. */
  readonly message: string | null
  /** The rider left the box holding text that cannot be stored: the question's check gives `message`. */
  readonly refuse: (message: string) => void
  /** The box holds an answer that is stored (or nothing): the question is judged on its stored answer again. */
  readonly accept: () => void
}

/**
 * The refusal of the text in the box of question `question` (`journey/AnswerRefused`), so the question's
 * check, and with it Continue and the error summary, judge what the box shows rather than the answer stored
 * before. Each change is one event, only when it changes something. The box shows the stored answer when it
 * appears and takes its text with it when it goes: a refusal left by a box no longer on screen (a step left,
 * a dialog cancelled, a page reloaded) is cleared either way, and one the box would record as it goes is not.
 */
export const useAnswerRefusal = (question: string): AnswerRefusal => {
  const message = useAppSelector(selectAnswerRefusal, question)
  const dispatch = useDispatch()
  const held = useRef(message)
  useEffect(() => {
    held.current = message
  }, [message])
  const accept = useCallback((): void => {
    if (held.current === null) return
    held.current = null
    dispatch(event('journey/RefusedAnswerCleared', { question }))
  }, [question, dispatch])
  // Whether the box has left the screen: its text, committed as it goes (a step left by Back, with no blur), is
  // judged by no one then, so a refusal it would record is dropped.
  const gone = useRef(false)
  useEffect(() => {
    gone.current = false
    accept()
    return () => {
      accept()
      gone.current = true
    }
  }, [accept])
  const refuse = useCallback(
    (m: string): void => {
      if (gone.current || held.current === m) return
      held.current = m
      dispatch(event('journey/AnswerRefused', { question, message: m }))
    },
    [question, dispatch],
  )
  return { message, refuse, accept }
}
