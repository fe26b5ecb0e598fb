import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { Secret, TOTP } from 'otpauth'
import { FIRM } from '../../domain/firm'
import type { DatabaseLocation } from './database'
import type { StoredSecondFactor } from './support-store'

/*
 * The second factor of a desk sign-in (ASVS 6.5, 6.6): time-based one-time codes (RFC 6238: HMAC-SHA1, 6 digits,
 * a new code every 30 seconds, what every authenticator app reads from an otpauth:// address), each accepted once,
 * and ten one-time recovery codes for a lost phone.
 */

/** The seconds one code lasts. */
const PERIOD = 30

/** The name the authenticator app lists the code under, beside the staff name. */
export const ISSUER = `${FIRM.brand} support desk`

/** The variable that holds the key one-time-code secrets are encrypted with (64 hexadecimal characters). */
export const SECOND_FACTOR_KEY_VARIABLE = 'SUPPORT_TOTP_KEY'

/** A one-time code as it is typed: six digits, with any spaces taken out. */
const CODE = /^\d{6}$/

/** How many recovery codes an enrolment gives. */
const RECOVERY_CODES = 10

/** RFC 4648's base32 letters: a recovery code is 24 of them (120 random bits), shown in groups of four. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

const totpOf = (name: string, secret: Secret): TOTP => new TOTP({ issuer: ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: PERIOD, secret })

/** What enrolling a member of staff gives them once, and what is stored of it. */
export interface Enrolment {
  /** The otpauth:// address an authenticator app reads (shown as a QR code too): holds the secret. */
  readonly uri: string
  /** The secret in base32, for an app that is typed into rather than shown the QR code. */
  readonly secret: string
  /** The ten recovery codes, as staff type them (`ABCD-EFGH-…`): each signs in once in place of a one-time code. */
  readonly recoveryCodes: readonly string[]
  /** What the store will keep once the first code confirms it: the secret encrypted with the key, and each recovery code's hash. */
  readonly stored: Omit<StoredSecondFactor, 'confirmedStep'>
}

declare const confirmed: unique symbol

/**
 * A second factor whose first code was given (`confirmEnrolment`): the only kind an account is given, so a factor
 * whose QR code was never scanned, or scanned wrongly, never replaces one that works.
 */
export type ConfirmedFactor = StoredSecondFactor & { readonly [confirmed]: true }

/**
 * A new second factor for `name`: a random 160-bit one-time-code secret (encrypted with `key`, bound to the name)
 * and ten recovery codes (stored as hashes only).
 */
export const enrol = (name: string, key: Buffer): Enrolment => {
  const secret = new Secret({ size: 20 })
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => {
    const letters = Array.from({ length: 24 }, () => BASE32[randomInt(BASE32.length)]).join('')
    return letters.match(/.{4}/g)?.join('-') ?? letters
  })
  return {
    uri: totpOf(name, secret).toString(),
    secret: secret.base32,
    recoveryCodes,
    stored: { sealedSecret: seal(key, name, Buffer.from(secret.bytes)), recoveryHashes: recoveryCodes.map(recoveryCodeHash) },
  }
}

/**
 * The time step (30-second period since 1970) of the code `code` for the secret `sealedSecret` of `name`, when it
 * is this step's code or the one just before or after (a phone's clock a little off): the step is what is recorded
 * as used, so a code is accepted once. Null for any other code, a code that is not six digits, or a secret that
 * does not open with `key` (another key, or another account's).
 */
export const codeStep = (name: string, sealedSecret: string, key: Buffer, code: string, now: Date): number | null => {
  const token = code.replace(/\s+/g, '')
  if (!CODE.test(token)) return null
  const bytes = unseal(key, name, sealedSecret)
  if (bytes === null) return null
  const totp = totpOf(name, new Secret({ buffer: Uint8Array.from(bytes).buffer }))
  const delta = totp.validate({ token, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta
}

/**
 * The factor an enrolment sets up, once `code` shows that the member of staff's app makes its codes: the code of
 * this time step or the one just before or after, as a sign-in accepts it. That step is recorded as used, as a
 * sign-in's would be, so the code that confirmed the enrolment cannot also sign in. Null for any other code (a
 * mistyped code, an app that read another QR code, a phone's clock far off): nothing is stored, and the member of
 * staff can try the next code.
 */
export const confirmEnrolment = (name: string, enrolment: Enrolment, key: Buffer, code: string, now: Date): ConfirmedFactor | null => {
  const step = codeStep(name, enrolment.stored.sealedSecret, key, code, now)
  return step === null ? null : ({ ...enrolment.stored, confirmedStep: step } as ConfirmedFactor)
}

/** A recovery code's stored hash: SHA-256 of the code as typed without case, spaces or hyphens (120 random bits: ASVS 6.5.2). */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(code.toUpperCase().replace(/[\s-]+/g, '')).digest('hex')

/** The secret encrypted (AES-256-GCM) with `key`, bound to the account's name: `v1.iv.ciphertext.tag`, base64url. */
const seal = (key: Buffer, name: string, secret: Buffer): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`totp:${name}`))
  const body = Buffer.concat([cipher.update(secret), cipher.final()])
  return ['v1', iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
}

const unseal = (key: Buffer, name: string, sealed: string): Buffer | null => {
  const [version, iv, body, tag] = sealed.split('.')
  if (version !== 'v1' || iv === undefined || body === undefined || tag === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(`totp:${name}`))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
  } catch {
    return null
  }
}

/** The key file beside an SQLite store when SUPPORT_TOTP_KEY is not set (`data/store.support.db` → `data/store.support.totp-key`). */
const keyFileBeside = (file: string): string => `${file.replace(/\.db$/, '')}.totp-key`

/**
 * The key that encrypts the one-time-code secrets, so that the database alone (a copy, a backup) cannot make
 * codes: SUPPORT_TOTP_KEY (64 hexadecimal characters: `openssl rand -hex 32`), the same for every instance and for
 * `npm run support:staff`. Without it, an SQLite store keeps its key in a file of its own beside the database
 * (made on first use, readable by its owner only); a PostgreSQL store needs the variable, and this fails saying so,
 * as it does for a value that is not 64 hexadecimal characters.
 */
export const secondFactorKey = (env: NodeJS.ProcessEnv, where: DatabaseLocation): Buffer => {
  const raw = env[SECOND_FACTOR_KEY_VARIABLE]
  if (raw !== undefined && raw !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(raw.trim())) throw new Error(`${SECOND_FACTOR_KEY_VARIABLE} must be 64 hexadecimal characters (openssl rand -hex 32)`)
    return Buffer.from(raw.trim(), 'hex')
  }
  if (where.kind === 'postgres') throw new Error(`${SECOND_FACTOR_KEY_VARIABLE} must be set with DATABASE_URL: the key (64 hexadecimal characters, openssl rand -hex 32) that encrypts staff's one-time-code secrets, the same for every instance and for npm run support:staff`)
  const file = keyFileBeside(where.file)
  if (!existsSync(file)) {
    // The store's folder may not exist yet (a fresh checkout has no data/): made as the store would make it.
    mkdirSync(dirname(file), { recursive: true })
    // Written whole under another name, then linked into place: made once, whoever starts first, and never read half-written.
    const scratch = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(scratch, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    try {
      linkSync(scratch, file)
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e
    } finally {
      unlinkSync(scratch)
    }
  }
  const held = readFileSync(file, 'utf8').trim()
  if (!/^[0-9a-f]{64}$/.test(held)) throw new Error(`${file} does not hold a key (64 hexadecimal characters)`)
  return Buffer.from(held, 'hex')
}
