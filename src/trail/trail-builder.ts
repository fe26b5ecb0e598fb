import { rootReducer, initialState, type AppState } from '../../reducers/root'
import { DomainEvent, type EventType, type PayloadOf } from '../domain/events'
import { describeFirstError } from '../domain/trail/decode-trail'
import { buildTrail } from './export-trail'
import type { Trail } from '../domain/trail/trail-format'

/**
 * Builds a trail event by event, as the store would: stamps seq, time and session, checks each event with
 * the `DomainEvent` codec, and keeps the folded state so a script can put server answers that carry the
 * proposal as it stands. For sample trails, benchmarks and tests; the app itself uses the event middleware.
 */
export class TrailBuilder {
  readonly events: DomainEvent[] = []
  state: AppState = initialState
  private clockMs: number

  constructor(
    readonly session: string,
    start: string,
    private readonly stepMs = 1_500,
  ) {
    this.clockMs = Date.parse(start)
  }

  /** Appends one event; throws with the failing path if it does not decode. */
  add<T extends EventType>(type: T, payload: PayloadOf<T>): this {
    const stamped = {
      type,
      payload,
      meta: { seq: this.events.length + 1, at: new Date(this.clockMs).toISOString(), session: this.session },
    }
    this.clockMs += this.stepMs
    const decoded = DomainEvent.decode(stamped)
    if (decoded._tag === 'Left') throw new Error(`event ${this.events.length} (${type}): ${describeFirstError(decoded.left)}`)
    this.events.push(decoded.right)
    this.state = rootReducer(this.state, decoded.right)
    return this
  }

  trail(appVersion = '0.1.0', redact = false): Trail {
    return buildTrail(this.events, {
      session: this.session,
      appVersion,
      createdAt: new Date(this.clockMs).toISOString(),
      redact,
    })
  }
}
