import * as t from 'io-ts'
import { lazily } from '../lazy-codec'
import { journeyEvents } from './journey-events'
import { lookupEvents } from './lookup-events'
import { proposalEvents } from './proposal-events'
import { quoteEvents } from './quote-events'

export * from './answers'
export * from './journey-events'
export * from './lookup-events'
export * from './meta'
export * from './proposal-events'
export * from './quote-events'
export * from './request-error'

const all = [...proposalEvents, ...lookupEvents, ...quoteEvents, ...journeyEvents] as const

/**
 * Every fact the product records. Decodes any stored trail; the `type` tag selects the member. Built on its first
 * use (a kept log's or a trail's decoding, the store's first event), not while the app starts.
 */
export const DomainEvent = lazily('DomainEvent', () =>
  t.union(all as unknown as [(typeof all)[0], (typeof all)[1], ...(typeof all)[number][]], 'DomainEvent'),
)
export type DomainEvent = t.TypeOf<typeof DomainEvent>
export type EventType = DomainEvent['type']
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>
export type PayloadOf<T extends EventType> = EventOf<T>['payload']

/** An event before the store stamps it with its meta. */
export type UnstampedEvent = { [T in EventType]: { type: T; payload: PayloadOf<T> } }[EventType]

const EVENT_TYPES: ReadonlySet<string> = new Set(all.map((c) => c.props.type.value))

/** True for the type of a domain event (anything else dispatched is a command or framework action). */
export const isEventType = (type: unknown): type is EventType => typeof type === 'string' && EVENT_TYPES.has(type)

/** Builds an unstamped event; the store's event middleware adds seq, time and session. */
export const event = <T extends EventType>(type: T, payload: PayloadOf<T>) => ({ type, payload }) as { type: T; payload: PayloadOf<T> }
