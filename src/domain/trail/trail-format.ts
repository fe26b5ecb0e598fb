import * as t from 'io-ts'
import { DomainEvent } from '../events'
import { Timestamp } from '../primitives'
import { ConversationEntry } from './conversation'

export const TRAIL_FORMAT = 'ridecover.trail'
/**
 * The trail schema version this build writes. 1: events only. 2: adds `conversation` (commands, UI inputs,
 * and every call a saga made with its decoded answer). 3: the conversation also says when each answer was taken
 * and where each page of the session started, so a replay meets them in the same order whatever the timing.
 * Older versions are upcast on import (see upcast.ts).
 */
export const TRAIL_VERSION = 3

/** The trail document's envelope; its events and entries are decoded one by one so the first bad one can be named. */
export const TrailEnvelope = t.type(
  {
    format: t.literal(TRAIL_FORMAT),
    version: t.literal(TRAIL_VERSION),
    appVersion: t.string,
    session: t.string,
    createdAt: Timestamp,
    redacted: t.boolean,
    events: t.UnknownArray,
    conversation: t.UnknownArray,
  },
  'TrailEnvelope',
)

/** A session's trail: what support exports and developers replay. */
export const Trail = t.type(
  {
    format: t.literal(TRAIL_FORMAT),
    version: t.literal(TRAIL_VERSION),
    appVersion: t.string,
    session: t.string,
    createdAt: Timestamp,
    redacted: t.boolean,
    events: t.array(DomainEvent),
    conversation: t.array(ConversationEntry),
  },
  'Trail',
)
export type Trail = t.TypeOf<typeof Trail>
