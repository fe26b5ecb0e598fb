import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/*
 * A reproducible install: `npm ci` accepts package-lock.json on a fresh clone. The registry this project
 * installs from serves only some platforms' builds of the native optional packages (@swc/core-*,
 * @msgpackr-extract/*), so the lock lists the others by version, os and cpu, as npm would on a machine
 * that reaches them; npm skips them here by platform and never fetches them.
 */
const root = path.resolve(import.meta.dirname, '../..')

/**
 * The environment for the npm under test: this one's, without what an enclosing `npm run` set for itself. Its
 * `npm_config_local_prefix` would point npm at this checkout instead of the copy, and `npm run -s` sets
 * `npm_config_loglevel=silent`, which keeps npm from saying what it added.
 */
const npmEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => !['npm_config_local_prefix', 'npm_config_loglevel'].includes(k.toLowerCase())))

describe('architecture: reproducible install', function () {
  this.timeout(180_000)

  it('npm ci accepts the lock file (dry run in a copy of package.json and package-lock.json)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ride-cover-ci-'))
    try {
      for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(root, f), path.join(dir, f))
      const { stdout } = await promisify(execFile)('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: npmEnv(),
        maxBuffer: 16 * 1024 * 1024,
      })
      expect(stdout).to.match(/added \d+ packages/)
    } catch (e) {
      const err = e as { stderr?: string; message: string }
      expect.fail(`npm ci refused the lock file:\n${(err.stderr ?? err.message).split('\n').filter((l) => /error/.test(l)).slice(0, 8).join('\n')}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
