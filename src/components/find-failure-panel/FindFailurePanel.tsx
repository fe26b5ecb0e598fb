import { Button } from '../button'

/** The two sentences of the find-failure panel (F2.22), exactly as the spec writes them. */
const FIND_FAILURE_TEXTS = [
  "Sorry, we haven't been able to find your bike from the registration number you provided.",
  'Please enter your bike details manually or try re-entering your registration number.',
] as const

export interface FindFailurePanelProps {
  onTryAgain: () => void
}

/**
 * Shown when the registration lookup finds nothing or fails (F2.22, F8.01): the spec's two sentences and a 'Try
 * Again' button. It is no live region of its own (drawn already full, not every screen reader would say it): the
 * lookup that draws it says the failure in its own region, which stays mounted.
 */
export const FindFailurePanel = ({ onTryAgain }: FindFailurePanelProps) => (
  <div className="find-failure" data-testid="find-failure">
    {FIND_FAILURE_TEXTS.map((text) => (
      <p key={text} className="find-failure__text">
        {text}
      </p>
    ))}
    <Button variant="secondary" className="find-failure__retry" onClick={onTryAgain}>
      Try Again
    </Button>
  </div>
)
