/** How long work put off until the next paint may wait for it (a hidden tab draws nothing). */
const LONGEST_WAIT_MS = 500

/**
 * Runs `task` once, in a task of its own after the browser has drawn its next frame (a task queued from the
 * frame's callback runs after that frame's paint), or after half a second if no frame comes first (a hidden
 * tab). For work the rider does not see, so it never holds up the frame that shows what they did. Returns how
 * to cancel it before it runs.
 */
export const afterNextPaint = (task: () => void): (() => void) => {
  let done = false
  const run = (): void => {
    if (done) return
    done = true
    clearTimeout(fallback)
    task()
  }
  const fallback = setTimeout(run, LONGEST_WAIT_MS)
  const frame = requestAnimationFrame(() => setTimeout(run, 0))
  return () => {
    done = true
    clearTimeout(fallback)
    cancelAnimationFrame(frame)
  }
}
