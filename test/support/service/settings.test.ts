import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SUPPORT_SETTINGS, supportSettings, type SupportEnvironment } from '../../../src/support/service/settings'
import { staff } from './staff-command'
import { TEST_SECOND_FACTOR_KEY_ENV } from './staff-enrolment'
import { startSupportProcesses } from './support-processes'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** `npm run support`'s and `npm run mock`'s entries. */
const SUPPORT_MAIN = join(ROOT, 'src', 'support', 'service', 'main.ts')
const MOCK_MAIN = join(ROOT, 'mock-server', 'main.ts')

/** The JSON lines of `lines` whose event is `event`. */
const events = (lines: readonly string[], event: string): { msg?: unknown; level?: unknown }[] =>
  lines.flatMap((l) => {
    try {
      const e = JSON.parse(l) as { event?: unknown; msg?: unknown; level?: unknown }
      return e.event === event ? [e] : []
    } catch {
      return []
    }
  })

/** What an entry wrote on standard output, as lines, and how it ended. */
interface Ended {
  readonly code: number | null
  readonly lines: readonly string[]
}

/**
 * Runs `entry` through tsx, as npm's scripts do, with this process's environment less its own database and support
 * settings, plus `env`, until it exits: once it logs its `start` line it is asked to stop (SIGTERM), and it is
 * killed after 60 seconds.
 */
const runToExit = (entry: string, env: NodeJS.ProcessEnv): Promise<Ended> =>
  new Promise((resolve, reject) => {
    const inherited = { ...process.env }
    for (const v of Object.keys(inherited)) if (v === 'DATABASE_URL' || v === 'MOCK_STORE' || v.startsWith('SUPPORT_')) delete inherited[v]
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      if (events(out.split('\n'), 'start').length > 0) child.kill('SIGTERM')
    })
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, lines: out.split('\n').filter((l) => l !== '') })
    })
  })

const LOCKOUT_SLIP = 'SUPPORT_LOCKOUT_MINUTE is not a setting of the support service: did you mean SUPPORT_LOCKOUT_MINUTES? (docs/operating.md lists them)'

/** A good value for every variable the service reads (a name added to the declaration must be given one here). */
const everySetting = (folder: string): Required<SupportEnvironment> => ({
  PORT: '0',
  MOCK_STORE: join(folder, 'store.json'),
  SUPPORT_INSURER_URL: 'http://127.0.0.1:9',
  SUPPORT_APP_DIR: '',
  SUPPORT_TRUST_PROXY: '1',
  INIT_CWD: folder,
  DATABASE_URL: '',
  SUPPORT_DB_FILE: join(folder, 'support.db'),
  SUPPORT_TOTP_KEY: TEST_SECOND_FACTOR_KEY_ENV.SUPPORT_TOTP_KEY,
  SUPPORT_TRAILS_PER_SESSION: '6',
  SUPPORT_TRAILS_PER_ADDRESS: '21',
  SUPPORT_MAX_TRAIL_BYTES: '1048576',
  SUPPORT_MAX_QUEUED: '4',
  SUPPORT_RETENTION_DAYS: '30',
  SUPPORT_ACCESS_LOG_DAYS: '365',
  SUPPORT_SIGN_IN_FAILURES_PER_ACCOUNT: '4',
  SUPPORT_SIGN_IN_FAILURES_PER_ADDRESS: '10',
  SUPPORT_LOCKOUT_MINUTES: '5',
  SUPPORT_DESK_SESSION_HOURS: '4',
  SUPPORT_DESK_IDLE_MINUTES: '20',
  LOG_LEVEL: 'info',
  METRICS_TOKEN: 'a-metrics-token-of-at-least-32-characters',
  METRICS_ALLOW: '127.0.0.1',
})

describe('the support service\'s settings', function () {
  this.timeout(120_000)
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'ridecover-settings-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  describe('when a SUPPORT_ variable it does not read is set', () => {
    it('npm run support does not start: one start_failed line names the variable and the setting it was meant for, exit code 1', async () => {
      const ended = await runToExit(SUPPORT_MAIN, { ...everySetting(folder), SUPPORT_LOCKOUT_MINUTE: '5' })
      expect(ended.code).to.equal(1)
      expect(events(ended.lines, 'start_failed').map((e) => e.msg)).to.deep.equal([LOCKOUT_SLIP])
      expect(events(ended.lines, 'start')).to.deep.equal([])
    })

    it('the one-machine server (npm start, npm run mock) does not start either, with the same line', async () => {
      const ended = await runToExit(MOCK_MAIN, { ...everySetting(folder), SUPPORT_LOCKOUT_MINUTE: '5' })
      expect(ended.code).to.equal(1)
      expect(events(ended.lines, 'start_failed').map((e) => e.msg)).to.deep.equal([LOCKOUT_SLIP])
      expect(events(ended.lines, 'start')).to.deep.equal([])
    })

    it('npm run support:staff does nothing: it says so on standard error, exit code 1, and no store is made', async () => {
      const where = { kind: 'sqlite', file: join(folder, 'support.db') } as const
      const run = await staff(where, ['list'], '', { SUPPORT_TOTP_KEYS: TEST_SECOND_FACTOR_KEY_ENV.SUPPORT_TOTP_KEY })
      expect(run.code).to.equal(1)
      expect(run.err.trim()).to.equal('SUPPORT_TOTP_KEYS is not a setting of the support service: did you mean SUPPORT_TOTP_KEY? (docs/operating.md lists them)')
      expect(run.out).to.equal('')
      expect(readdirSync(folder)).to.deep.equal([])
    })
  })

  describe('when another of its names is slipped', () => {
    it('npm run support does not start on SQLite for a SUPPORT_DATABASE_URL or a DATABASE_URI: it names each, and DATABASE_URL', async () => {
      const ended = await runToExit(SUPPORT_MAIN, { ...everySetting(folder), SUPPORT_DATABASE_URL: 'postgres://u:p@127.0.0.1:9/x', DATABASE_URI: 'postgres://u:p@127.0.0.1:9/x' })
      expect(ended.code).to.equal(1)
      expect(events(ended.lines, 'start_failed').map((e) => e.msg)).to.deep.equal([
        'DATABASE_URI is not a setting of the support service: did you mean DATABASE_URL? SUPPORT_DATABASE_URL is not a setting of the support service: did you mean DATABASE_URL? (docs/operating.md lists them)',
      ])
    })

    it('refuses METRICS_TOKENS and log_level, and says of a SUPPORT_ name near none of its own only that it is not one', () => {
      expect(() => supportSettings({ METRICS_TOKENS: 'x' })).to.throw('METRICS_TOKENS is not a setting of the support service: did you mean METRICS_TOKEN?')
      expect(() => supportSettings({ log_level: 'debug' })).to.throw('log_level is not a setting of the support service: did you mean LOG_LEVEL?')
      expect(() => supportSettings({ SUPPORT_LOCKOUT: '5' })).to.throw('SUPPORT_LOCKOUT is not a setting of the support service: did you mean SUPPORT_LOCKOUT_MINUTES?')
      expect(() => supportSettings({ SUPPORT_SERVICE_NAME: 'support' })).to.throw('SUPPORT_SERVICE_NAME is not a setting of the support service, nor close to one. (docs/operating.md lists them)')
    })

    it("leaves alone the variables Kubernetes gives a pod for a Service named 'support', but not a SUPPORT_PORT holding a port number", () => {
      const links = {
        SUPPORT_SERVICE_HOST: '10.0.0.11',
        SUPPORT_SERVICE_PORT: '3100',
        SUPPORT_SERVICE_PORT_HTTP: '3100',
        SUPPORT_PORT: 'tcp://10.0.0.11:3100',
        SUPPORT_PORT_3100_TCP: 'tcp://10.0.0.11:3100',
        SUPPORT_PORT_3100_TCP_PROTO: 'tcp',
        SUPPORT_PORT_3100_TCP_PORT: '3100',
        SUPPORT_PORT_3100_TCP_ADDR: '10.0.0.11',
      }
      expect(supportSettings({ ...links, SUPPORT_LOCKOUT_MINUTES: '5' })).to.deep.equal({ SUPPORT_LOCKOUT_MINUTES: '5' })
      expect(() => supportSettings({ SUPPORT_PORT: '3100' })).to.throw('SUPPORT_PORT is not a setting of the support service: did you mean')
    })

    it('leaves alone names near none of its own, and those of the mock insurer and the tests', () => {
      const others = { PORTS: '1', LOGNAME: 'x', HOSTNAME: 'x', NODE_ENV: 'test', TEST_DATABASE_URL: 'postgres://x', MOCK_SCENARIO: '', MOCK_FIXTURES: '', MOCK_CREATE_LIMIT: '0', MOCK_INSPECT_STORE: '1', MOCK_RETURN_ORIGINS: '', MOCK_REQUEST_SCENARIOS: 'on', MOCK_RECORD_DIR: '', REPLAY_PANEL: 'on' }
      expect(supportSettings({ ...others, SUPPORT_LOCKOUT_MINUTES: '5' })).to.deep.equal({ SUPPORT_LOCKOUT_MINUTES: '5' })
    })
  })

  describe('when every variable it reads is set, to a good value', () => {
    it('npm run support starts', async () => {
      const env = everySetting(folder)
      const [service] = await startSupportProcesses(1, { kind: 'sqlite', file: env.SUPPORT_DB_FILE }, env)
      try {
        expect((await fetch(`${service!.base}/healthz`)).status).to.equal(200)
      } finally {
        await service!.stop()
      }
    })

    it('the one-machine server starts, and stops when asked', async () => {
      const ended = await runToExit(MOCK_MAIN, everySetting(folder))
      expect(events(ended.lines, 'start_failed')).to.deep.equal([])
      expect(events(ended.lines, 'start')).to.have.length(1)
      expect(ended.code).to.equal(0)
    })

    it('npm run support:staff runs its command', async () => {
      const env = everySetting(folder)
      const run = await staff({ kind: 'sqlite', file: env.SUPPORT_DB_FILE }, ['list'], '', env)
      expect(run.err).to.equal('')
      expect(run.out).to.equal('No staff accounts yet: the support desk is off until one is added.\n')
      expect(run.code).to.equal(0)
    })
  })

  describe('docs/operating.md', () => {
    const operating = readFileSync(join(ROOT, 'docs', 'operating.md'), 'utf8')
    const section = operating.slice(operating.indexOf('### Its settings'), operating.indexOf('\n### ', operating.indexOf('### Its settings') + 1))
    const table = section.split('\n').filter((l) => l.startsWith('| `'))
    const paragraphs = section.split('\n\n')
    /** The paragraph on Kubernetes' service links, whose names are examples of what is not refused. */
    const links = paragraphs.find((p) => p.includes("Kubernetes' service links")) ?? ''
    const rule = paragraphs
      .filter((p) => p !== links)
      .join('\n\n')
      .split('\n')
      .filter((l) => !l.startsWith('|'))
      .join('\n')
    /** The variables named in `text`: each name in backquotes or a code block with a `_` in it, but the start_failed line's own. */
    const named = (text: string): string[] => [...new Set([...text.matchAll(/(?<=`|^)[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?=`| is not)/gm)].map((m) => m[0]))].filter((n) => n !== 'start_failed')
    const declared = new Set<string>(SUPPORT_SETTINGS)

    it('lists, in its table of settings, every variable the service reads, and no other', () => {
      const listed = table.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]))
      expect([...listed].sort()).to.deep.equal([...SUPPORT_SETTINGS].sort())
    })

    it('gives, as examples of the rule, only names the service refuses', () => {
      const examples = named(rule).filter((n) => !declared.has(n))
      expect(examples).to.include.members(['DATABASE_URI', 'METRICS_TOKENS', 'log_level', 'SUPPORT_DATABASE_URL', 'SUPPORT_LOCKOUT_MINUTE'])
      for (const name of examples) expect(() => supportSettings({ [name]: 'x' }), name).to.throw('is not a setting of the support service')
    })

    it("gives, as Kubernetes' service links, only names the service leaves alone with the values Kubernetes gives them", () => {
      const linkNames = named(links)
      expect(linkNames).to.include.members(['SUPPORT_SERVICE_HOST', 'SUPPORT_PORT'])
      const value = (name: string) => (/_PORT$|_TCP$/.test(name) ? 'tcp://10.0.0.11:3100' : '10.0.0.11')
      expect(supportSettings(Object.fromEntries(linkNames.map((n) => [n, value(n)])))).to.deep.equal({})
    })

    it('and every other page names as a SUPPORT_ setting only variables the service reads', () => {
      const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))]
      for (const page of pages) {
        const text = readFileSync(join(ROOT, page), 'utf8')
        const outside = page === join('docs', 'operating.md') ? text.replace(section, '') : text
        const unknown = [...outside.matchAll(/\bSUPPORT_[A-Z0-9_]*[A-Z0-9]\b/g)].map((m) => m[0]).filter((n) => !declared.has(n))
        expect(unknown, page).to.deep.equal([])
      }
    })
  })
})
