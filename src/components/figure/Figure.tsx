/**
 * A figure of the price that may be being recalculated: while `updating`, a placeholder the same size stands in
 * for it (hidden from screen readers, which hear the price page's live region say the price is being updated), else the value.
 */
export const Figure = ({ value, updating, testId }: { value: string; updating: boolean; testId: string }) =>
  updating ? (
    <span className="placeholder" aria-hidden="true" data-testid={`${testId}-updating`}>
      £···.··
    </span>
  ) : (
    <span data-testid={testId}>{value}</span>
  )
