/*
 * The form a kept session takes in the tab's storage. A bare trail (JSON text starting with '{') is the log
 * alone: it is decoded and replayed. A session kept with its snapshot is one header line, the trail, and the
 * state the trail folds to, each on its own line (JSON text holds no raw line break):
 *
 *   ridecover.kept/1 {"build":"…","check":"…"}
 *   {"format":"ridecover.trail",…,"events":[…],"conversation":[…]}
 *   {"proposal":…,"journey":…,"lookups":…}
 *
 * `build` is the fingerprint of the code that wrote it, `check` a checksum of the build and the two lines
 * after the header. The snapshot is only a cache of the fold: it is trusted when the same build reads it and
 * the checksum holds (the log and the state are as that build wrote them, in one write); otherwise the trail
 * line is decoded and replayed as a bare trail is.
 */

const MARK = 'ridecover.kept/1 '

/**
 * A 53-bit checksum of the texts, in order, a line break between them (cyrb53, as 14 hex digits): any edit of
 * them changes it but by a chance of about one in 2^53. It is not a signature: it tells a kept session written
 * by this code from one edited, truncated or mixed up since, not from one forged on purpose by a script of this
 * origin (which could as well dispatch events into the running app; the server checks every answer it receives).
 */
export const checksum = (...texts: readonly string[]): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let t = 0; t < texts.length; t++) {
    if (t > 0) {
      h1 = Math.imul(h1 ^ 10, 2654435761)
      h2 = Math.imul(h2 ^ 10, 1597334677)
    }
    const text = texts[t] as string
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

/** The kept value of a session with its snapshot: `trailText` and `stateText` are JSON texts of one line each. */
export const withSnapshot = (build: string, trailText: string, stateText: string): string =>
  `${MARK}${JSON.stringify({ build, check: checksum(build, trailText, stateText) })}\n${trailText}\n${stateText}`

/** What a kept value holds: the trail's text, and the snapshot's text when it may be trusted (else null). */
export interface KeptForm {
  readonly trailText: string
  readonly stateText: string | null
}

/**
 * Reads a kept value: a bare trail as it is; a session kept with its snapshot as its trail line, with the
 * snapshot's text only when `build` is the build that wrote it and the checksum holds (the checksum is only
 * computed then). Never throws; a value it cannot split is given back as the trail text (its decoding refuses it).
 */
export const readKeptForm = (text: string, build: string | undefined): KeptForm => {
  if (!text.startsWith(MARK)) return { trailText: text, stateText: null }
  const headerEnd = text.indexOf('\n')
  const trailEnd = headerEnd < 0 ? -1 : text.indexOf('\n', headerEnd + 1)
  if (trailEnd < 0) return { trailText: text, stateText: null }
  const trailText = text.slice(headerEnd + 1, trailEnd)
  const stateText = text.slice(trailEnd + 1)
  if (build === undefined) return { trailText, stateText: null }
  let header: unknown
  try {
    header = JSON.parse(text.slice(MARK.length, headerEnd))
  } catch {
    return { trailText, stateText: null }
  }
  const { build: wrote, check } = (typeof header === 'object' && header !== null ? header : {}) as { build?: unknown; check?: unknown }
  const trusted = wrote === build && typeof check === 'string' && check === checksum(build, trailText, stateText)
  return { trailText, stateText: trusted ? stateText : null }
}

type Key = string | number

/** The paths of the values a JSON text would not hold as they are: undefined (left out of an object, null in an array). */
const undefinedPaths = (value: unknown, path: Key[] = [], into: Key[][] = []): Key[][] => {
  if (typeof value !== 'object' || value === null) return into
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) into.push([...path, i])
      else undefinedPaths(value[i], [...path, i], into)
    }
    return into
  }
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k]
    if (v === undefined) into.push([...path, k])
    else undefinedPaths(v, [...path, k], into)
  }
  return into
}

/**
 * A state as JSON text that gives it back exactly (`snapshotOf`): a reducer may leave a key holding undefined,
 * which JSON would drop; it is written as null in its place and its path noted, so it comes back in its place.
 */
export const snapshotText = (state: unknown): string =>
  JSON.stringify({ undefinedAt: undefinedPaths(state), state }, (_k, v: unknown) => (v === undefined ? null : v))

/** The state `snapshotText` wrote; throws when the text is not one it wrote. */
export const snapshotOf = (text: string): unknown => {
  const { undefinedAt, state } = JSON.parse(text) as { undefinedAt: Key[][]; state: unknown }
  for (const path of undefinedAt) {
    let at = state as Record<Key, unknown>
    for (let i = 0; i < path.length - 1; i++) at = at[path[i] as Key] as Record<Key, unknown>
    at[path[path.length - 1] as Key] = undefined
  }
  return state
}
