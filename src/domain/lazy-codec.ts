import * as t from 'io-ts'

/*
 * A codec that only decodes (a kept session's log, an imported trail, an answer's value from outside) need not be
 * built while the app starts: building the big unions costs a phone tens of milliseconds in the task that
 * evaluates their modules. `lazily` declares such a codec by the function that builds it, run on its first use.
 */

/**
 * A codec built by `build` the first time it validates, checks (`is`) or encodes a value, or its structure is
 * read (`.type`: the code that walks codecs, redaction and the JSON schema among them, looks through it), and
 * the same codec from then on. Its type is the built codec's exactly. It is io-ts's own lazy codec
 * (`t.recursion`), which the house's codec walkers already follow. A `build` that throws throws at that first
 * use, and again at the next.
 */
export const lazily = <C extends t.Mixed>(name: string, build: () => C): t.RecursiveType<C, t.TypeOf<C>, t.OutputOf<C>, t.InputOf<C>> =>
  t.recursion<t.TypeOf<C>, t.OutputOf<C>, t.InputOf<C>, C>(name, build)
