import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** The shortest secret a member of staff may have. */
const MIN_SECRET_LENGTH = 16

/** A staff name: lower-case letters, digits, dots, hyphens and underscores, starting with a letter. */
export const STAFF_NAME = /^[a-z][a-z0-9._-]{1,63}$/

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

const derive = (secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err === null ? resolve(key) : reject(err))),
  )

/** Why a secret is refused: too short. The check every place that sets a secret uses. */
export const secretProblem = (secret: string): string | null =>
  [...secret].length < MIN_SECRET_LENGTH ? `A secret must be at least ${MIN_SECRET_LENGTH} characters long.` : null

/**
 * A secret's stored form: `scrypt$N$r$p$salt$key` (salt and key base64url). scrypt runs on libuv's thread
 * pool, so hashing does not stall the server's other requests.
 */
export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `secret` is the one `stored` was made from; false for any stored form it cannot read. Constant time. */
export const verifySecret = async (secret: string, stored: string): Promise<boolean> => {
  const [kind, n, r, p, salt, key] = stored.split('$')
  if (kind !== 'scrypt' || n === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) return false
  const expected = Buffer.from(key, 'base64url')
  const got = await derive(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return got.length === expected.length && timingSafeEqual(got, expected)
}

/**
 * A stored form no secret matches, verified against when the account does not exist, so a wrong name costs
 * the same time as a wrong secret (the answer does not tell which accounts exist).
 */
export const UNKNOWN_ACCOUNT_HASH = ['scrypt', N, R, P, randomBytes(16).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$')

/** A desk session's bearer token, and the hash under which it is stored (the token itself is never stored). */
export const newDeskToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: deskTokenHash(token) }
}

export const deskTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')
