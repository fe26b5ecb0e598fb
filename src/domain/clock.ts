/** Where "now" comes from: injected into the event middleware, the sagas and the screens, so tests fix the time. */
export interface Clock {
  /** Now, as an ISO timestamp. */
  now(): string
}
