import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { FIRM } from '../../domain/firm'
import COMMON_SECRETS from './common-secrets.json'

/** The shortest secret a member of staff may have (ASVS 6.2.1: at least 8, 15 strongly recommended). */
export const MIN_SECRET_LENGTH = 16

/** The longest secret taken: far past the 64 characters ASVS 6.2.9 asks to allow, short of the sign-in's body limit. */
const MAX_SECRET_LENGTH = 1000

/** A staff name: lower-case letters, digits, dots, hyphens and underscores, starting with a letter. */
export const STAFF_NAME = /^[a-z][a-z0-9._-]{1,63}$/

/** scrypt's cost for a new hash (OWASP's password storage cheat sheet: N = 2^17, r = 8, p = 1). */
const COST = { n: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
/** scrypt needs 128·N·r bytes (128 MiB at N = 2^17); Node refuses above 32 MiB unless told. */
const MAX_MEMORY = 256 * 1024 * 1024

const derive = (secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) => (err === null ? resolve(key) : reject(err))),
  )

/** The commonly used passwords long enough to be a secret, lower-cased (scripts/common-secrets.ts made the list). */
const common = new Set<string>(COMMON_SECRETS)

/**
 * Why a secret is refused, or null (ASVS 6.2.1, 6.2.4, 6.2.9, 6.2.11): shorter than MIN_SECRET_LENGTH characters;
 * longer than a thousand; one of the commonly used passwords shipped with the service (compared lower-cased); or
 * holding the member of staff's own name or the firm's name. Any character may be used, spaces too, and nothing
 * else is asked of it (no mix of kinds of character, ASVS 6.2.5). The check every place that sets a secret uses.
 */
export const secretProblem = (secret: string, name: string): string | null => {
  const length = [...secret].length
  if (length < MIN_SECRET_LENGTH) return `A secret must be at least ${MIN_SECRET_LENGTH} characters long.`
  if (length > MAX_SECRET_LENGTH) return `A secret can be at most ${MAX_SECRET_LENGTH} characters long.`
  const lower = secret.normalize('NFC').toLowerCase()
  if (common.has(lower)) return 'That secret is on a list of commonly used passwords: choose another, such as a few unrelated words.'
  const context = [name, FIRM.brand].map((w) => w.toLowerCase()).filter((w) => w.length >= 3)
  if (context.some((w) => lower.includes(w))) return 'A secret may not contain your staff name or the firm\'s name.'
  return null
}

/**
 * A secret's stored form, self-describing: `scrypt$N$r$p$salt$key` (salt and key base64url), at the current cost.
 * scrypt runs on libuv's thread pool, so hashing does not stall the server's other requests.
 */
export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, COST.n, COST.r, COST.p)
  return ['scrypt', COST.n, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * True when `secret` is the one `stored` was made from, with the cost `stored` names (an older, cheaper hash
 * too); false for any stored form it cannot read. Constant time.
 */
export const verifySecret = async (secret: string, stored: string): Promise<boolean> => {
  const [kind, n, r, p, salt, key] = stored.split('$')
  if (kind !== 'scrypt' || n === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) return false
  const expected = Buffer.from(key, 'base64url')
  const got = await derive(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return got.length === expected.length && timingSafeEqual(got, expected)
}

/** True when a stored hash was made at another cost than a new one would be: it is made again at the next sign-in. */
export const needsRehash = (stored: string): boolean => {
  const [kind, n, r, p] = stored.split('$')
  return kind !== 'scrypt' || Number(n) !== COST.n || Number(r) !== COST.r || Number(p) !== COST.p
}

/**
 * A stored form no secret matches, verified against when the account does not exist, so a wrong name costs
 * the same time as a wrong secret (the answer does not tell which accounts exist).
 */
export const UNKNOWN_ACCOUNT_HASH = ['scrypt', COST.n, COST.r, COST.p, randomBytes(16).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$')

/** A desk session's bearer token, and the hash under which it is stored (the token itself is never stored). */
export const newDeskToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: deskTokenHash(token) }
}

export const deskTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')
