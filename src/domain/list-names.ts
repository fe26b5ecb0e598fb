/** What the calls put before a reference list's own name: `GET /api/list/insurer.cover_type`. */
const WIRE_PREFIX = 'insurer.'

/** A reference list's own name (`cover_type`), from its name with or without the calls' `insurer.` prefix. */
export const bareListName = (name: string): string => (name.startsWith(WIRE_PREFIX) ? name.slice(WIRE_PREFIX.length) : name)

/** A reference list's name as the calls spell it (`insurer.cover_type`), from its name with or without the prefix. */
export const wireListName = (name: string): string => `${WIRE_PREFIX}${bareListName(name)}`
