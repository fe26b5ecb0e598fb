import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium (installed by test/browser/ensure-chromium.sh); no tool downloads a browser of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * The project's Chromium flags. The background-networking ones keep Chromium itself off the network; the
 * resolver rule makes every host name but the test server's 127.0.0.1 unresolvable, a second fence behind
 * the request blocking of the harness.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/**
 * Launches Debian Chromium with the project's flags: headless, or with its window shown when HEADED=1 (for
 * watching one test; it needs a display, e.g. `xvfb-run -a` on a machine without one), slowed down by
 * SLOWMO=<ms> per action when given. Playwright's `launch` starts it with a new,
 * empty temporary profile (its own `--user-data-dir`, removed on close), and each `newContext()` is a
 * fresh incognito-like context on top of it. Rejects with a pointer to ensure-chromium.sh when Chromium
 * is not installed.
 */
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run \`bash test/browser/ensure-chromium.sh\` (npm test does, as its pretest step)`)
  }
  const headed = process.env.HEADED === '1'
  const slowMo = Number(process.env.SLOWMO ?? 0)
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: !headed, slowMo: Number.isFinite(slowMo) && slowMo > 0 ? slowMo : undefined, args: [...CHROMIUM_ARGS], timeout: 60_000 })
}
