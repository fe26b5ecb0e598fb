import { expect } from 'chai'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseLocation } from '../../../src/support/service/database'
import { openSupportDatabase } from '../../../src/support/service/database'
import { verifySecret } from '../../../src/support/service/staff-secrets'
import { SupportStore } from '../../../src/support/service/support-store'
import { staff, staffAtTerminal, staffConversation, type Typing } from './staff-command'
import { codeAt } from './staff-enrolment'
import { DATABASE_KINDS, type EmptyDatabase } from './support-databases'

/** The otpauth:// address a run showed, and the key and recovery codes beside it. */
const enrolmentShown = (out: string): { uri: URL; key: string; recoveryCodes: string[] } => {
  const uri = new URL(/otpauth:\/\/\S+/.exec(out)?.[0] ?? 'otpauth://none')
  return { uri, key: /^Key: (\S+)$/m.exec(out)?.[1] ?? '', recoveryCodes: [...out.matchAll(/^ {2}([A-Z2-7]{4}(?:-[A-Z2-7]{4}){5})$/gm)].map((m) => m[1] ?? '') }
}

/** The time step (30 seconds) now. */
const stepNow = (): number => Math.floor(Date.now() / 30_000)

/** The code the member of staff's app shows now for the key the output shows. */
const rightCode = (shown: string): string => codeAt(enrolmentShown(shown).key, stepNow())

/** A code the app does not show for the key the output shows (none of the three steps a code is accepted in). */
const wrongCode = (shown: string): string => {
  const key = enrolmentShown(shown).key
  const accepted = [-1, 0, 1].map((d) => codeAt(key, stepNow() + d))
  return ['000000', '000001', '000002', '000003'].find((c) => !accepted.includes(c)) ?? '000004'
}

/** The command's questions for the first code: the first one, and the one after a wrong code. */
const CODE_PROMPT = /To finish, type the 6-digit code the app now shows|then type the code it shows/g

/** A person at the terminal typing `answers` at the questions for a code. */
const typing = (...answers: ((shown: string) => string)[]): Typing => ({ prompt: CODE_PROMPT, answers })

describe('npm run support:staff: staff accounts and their one-time codes', function () {
  this.timeout(120_000)
  let folder: string
  let where: DatabaseLocation
  let keyShown = ''
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'ridecover-staff-cli-'))
    where = { kind: 'sqlite', file: join(folder, 'store.support.db') }
  })
  after(() => rmSync(folder, { recursive: true, force: true }))

  it('refuses a secret on the list of commonly used passwords, saying so, and adds no account', async () => {
    const r = await staff(where, ['add', 'erin'], 'qwertyuiopasdfghjkl\n')
    expect(r.code).to.equal(1)
    expect(r.out).to.equal('That secret is on a list of commonly used passwords: choose another, such as a few unrelated words.\n')
    const short = await staff(where, ['add', 'erin'], 'too-short\n')
    expect(short.out).to.equal('A secret must be at least 16 characters long.\n')
    expect((await staff(where, ['list'])).out).to.equal('No staff accounts yet: the support desk is off until one is added.\n')
  })

  it('adds a member of staff with a secret piped in once their app gives its first code: it shows the otpauth:// address, its QR code and the key, asks for the code again after a wrong one, then shows ten recovery codes', async () => {
    const r = await staffConversation(where, ['add', 'erin'], 'lantern harbour meadow quietly\n', typing(wrongCode, rightCode))
    expect(r.code, r.err).to.equal(0)
    const shown = enrolmentShown(r.out)
    expect(shown.uri.protocol).to.equal('otpauth:')
    expect(shown.uri.host).to.equal('totp')
    expect(decodeURIComponent(shown.uri.pathname)).to.equal('/RideCover support desk:erin')
    expect(Object.fromEntries(shown.uri.searchParams)).to.deep.include({ issuer: 'RideCover support desk', algorithm: 'SHA1', digits: '6', period: '30', secret: shown.key })
    expect(shown.key).to.match(/^[A-Z2-7]{32}$/)
    keyShown = shown.key
    // The QR code: rows of half blocks in the terminal, each with many of them (however the random key lays them out).
    expect(r.out.split('\n').filter((line) => (line.match(/[▀▄█]/g) ?? []).length >= 12).length).to.be.greaterThan(10)
    // The questions, in order: the first code, a wrong one refused in plain words, the right one taken.
    const asked = r.out.indexOf('To finish, type the 6-digit code the app now shows for RideCover support desk, erin: ')
    const refused = r.out.indexOf('That is not the code the app shows now. Check that the app lists RideCover support desk, erin, then type the code it shows (or press Ctrl-D to stop; nothing is set up until a code is right): ')
    const taken = r.out.indexOf('The code is right.')
    expect(asked).to.be.greaterThan(r.out.indexOf(`Key: ${shown.key}`))
    expect(refused).to.be.greaterThan(asked)
    expect(taken).to.be.greaterThan(refused)
    // The recovery codes only once the code is right, when they work.
    expect(r.out.indexOf('Recovery codes for erin')).to.be.greaterThan(taken)
    expect(shown.recoveryCodes).to.have.length(10)
    expect(new Set(shown.recoveryCodes).size).to.equal(10)
    expect(r.out).to.contain('erin can sign in to the support desk with their secret and a one-time code.')
    // The key that encrypts the one-time-code secrets was made beside the database, readable by its owner only.
    const keyFile = join(folder, 'store.support.totp-key')
    expect(existsSync(keyFile)).to.equal(true)
    expect(statSync(keyFile).mode & 0o777).to.equal(0o600)
    expect((await staff(where, ['list'])).out).to.match(/^erin\tadded \S+\tone-time codes since \S+, 10 recovery codes left\n$/)
  })

  it('adds no account when no right code is typed, and says so: the codes shown never work', async () => {
    const r = await staffConversation(where, ['add', 'fred'], 'copper kettle willow brightly\n', typing(wrongCode))
    expect(r.code).to.equal(1)
    expect(enrolmentShown(r.out).key).to.match(/^[A-Z2-7]{32}$/)
    expect(r.out).to.match(/No right code was typed, so fred was not added\. Run the command again when they have their phone with them\.\n$/)
    expect(r.out).not.to.contain('Recovery codes')
    expect((await staff(where, ['list'])).out).not.to.contain('fred')
  })

  it('refuses a name taken, or a bad secret, before it shows any codes', async () => {
    const taken = await staff(where, ['add', 'erin'], 'another long secret here\n')
    expect(taken.out).to.equal('A member of staff is called erin already: to give them a new secret, use the secret command.\n')
    expect((await staff(where, ['add', 'gina'], 'too-short\n')).out).to.equal('A secret must be at least 16 characters long.\n')
    expect((await staff(where, ['enrol', 'nobody'])).out).to.equal('No member of staff is called nobody.\n')
  })

  it('sets up new codes with enrol once the app gives their first code (until then the earlier ones stay), and disables, enables and unlocks an account', async () => {
    const before = (await staff(where, ['list'])).out
    const abandoned = await staffConversation(where, ['enrol', 'erin'], '', typing(wrongCode))
    expect(abandoned.code).to.equal(1)
    expect(abandoned.out).to.match(/No right code was typed, so erin's one-time codes are as they were: the earlier ones still work\.\n$/)
    expect((await staff(where, ['list'])).out).to.equal(before)
    const again = await staffConversation(where, ['enrol', 'erin'], '', typing(rightCode))
    expect(again.code, again.err).to.equal(0)
    expect(again.out).to.contain("erin's new codes work from now on; the earlier ones no longer work, and they are signed out.")
    expect(enrolmentShown(again.out).key).to.match(/^[A-Z2-7]{32}$/).and.not.equal(keyShown)
    expect((await staff(where, ['list'])).out).to.not.equal(before)
    expect((await staff(where, ['disable', 'erin'])).out).to.equal('erin is disabled and signed out.\n')
    expect((await staff(where, ['list'])).out).to.match(/\tdisabled \S+\n$/)
    expect((await staff(where, ['enable', 'erin'])).out).to.equal('erin is enabled.\n')
    expect((await staff(where, ['unlock', 'erin'])).out).to.equal("erin's failed sign-ins are forgotten: the account is not locked.\n")
  })

  it('writes each change it made to an account to the access log, newest first: which account, what, when; nothing for a change not made', async () => {
    const lines = (await staff(where, ['access-log'])).out.trimEnd().split('\n').map((l) => l.split('\t'))
    for (const [at] of lines) expect(Date.parse(at ?? '')).to.be.a('number').and.not.NaN
    expect(lines.map(([, ...rest]) => rest)).to.deep.equal([['erin', 'unlocked'], ['erin', 'account-enabled'], ['erin', 'account-disabled'], ['erin', 'codes-set-up'], ['erin', 'account-added']])
  })

  it('takes a secret typed at a terminal without showing it: Backspace takes a character back, and what is kept is what was typed', async function () {
    if (!existsSync('/usr/bin/script')) this.skip()
    const r = await staffAtTerminal(where, ['secret', 'erin'], 'not shown): ', 'harbour lantern quietly typex\u007fd 5\r')
    expect(r.code, r.out).to.equal(0)
    expect(r.out).to.contain('Secret (at least 16 characters, not a common password; not shown): ')
    expect(r.out).to.contain('erin has a new secret and is signed out.')
    expect(r.out).not.to.match(/harbour|lantern|typex/)
    const { db, close } = await openSupportDatabase(where)
    try {
      expect(await verifySecret('harbour lantern quietly typed 5', (await new SupportStore(db).staff('erin'))?.secretHash ?? '')).to.equal(true)
    } finally {
      await close()
    }
  })

  describe('on PostgreSQL', () => {
    let empty: EmptyDatabase | undefined
    before(async () => {
      empty = await DATABASE_KINDS.find((k) => k.dialect === 'postgres')?.create()
    })
    after(async () => {
      await empty?.remove()
    })

    it('needs SUPPORT_TOTP_KEY to set up codes, and says so; with it, adds the account', async () => {
      if (empty === undefined) throw new Error('no PostgreSQL database')
      const without = await staff(empty.location, ['add', 'erin'], 'lantern harbour meadow quietly\n')
      expect(without.code).to.equal(1)
      expect(without.err).to.match(/^SUPPORT_TOTP_KEY must be set with DATABASE_URL/)
      const bad = await staff(empty.location, ['add', 'erin'], 'lantern harbour meadow quietly\n', { SUPPORT_TOTP_KEY: 'not-a-key' })
      expect(bad.err).to.equal('SUPPORT_TOTP_KEY must be 64 hexadecimal characters (openssl rand -hex 32)\n')
      const added = await staffConversation(empty.location, ['add', 'erin'], 'lantern harbour meadow quietly\n', typing(rightCode), { SUPPORT_TOTP_KEY: 'ab'.repeat(32) })
      expect(added.code, added.err).to.equal(0)
      expect(enrolmentShown(added.out).recoveryCodes).to.have.length(10)
    })
  })
})
