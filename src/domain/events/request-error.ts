import * as t from 'io-ts'

/**
 * A failed call as the log keeps it: the API client's tagged error, in plain JSON. `network`: no answer;
 * `http`: a non-2xx status with the server's code, message and failing paths when it gave them;
 * `session-expired`: HTTP 419; `decode`: a 2xx whose body did not match the call's codec.
 */
export const RequestError = t.union(
  [
    t.type({ kind: t.literal('network'), message: t.string }),
    t.intersection([
      t.type({ kind: t.literal('http'), status: t.number }),
      t.partial({
        code: t.string,
        message: t.string,
        errors: t.array(t.type({ path: t.string, message: t.string })),
      }),
    ]),
    t.type({ kind: t.literal('session-expired') }),
    t.type({ kind: t.literal('decode'), call: t.string, paths: t.array(t.string) }),
  ],
  'RequestError',
)
export type RequestError = t.TypeOf<typeof RequestError>
