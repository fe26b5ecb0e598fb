/*
 * Mocha's settings. Every test file runs by default; naming files or folders on the command line runs only
 * those (`npx mocha test/app/store.test.ts`), where mocha alone would add them to the configured spec.
 */
const ALL = ['test/**/*.test.{ts,tsx}']

/** Mocha options that take the next argument as their value (so it is not a file to run). */
const TAKES_VALUE = new Set([
  '--grep', '-g', '--fgrep', '-f', '--ignore', '--exclude', '--reporter', '-R', '--reporter-option', '--reporter-options', '-O',
  '--require', '-r', '--import', '--node-option', '-n', '--timeout', '-t', '--slow', '-s', '--ui', '-u', '--config', '--package',
  '--extension', '--file', '--jobs', '-j', '--retries', '--watch-files', '--watch-ignore', '--spec',
])

/** True when the command line names test files or folders of its own. */
const namesSpecs = (args) =>
  args.some((arg, i) => {
    const before = args[i - 1]
    if (before === '--spec') return true
    return !arg.startsWith('-') && (before === undefined || !TAKES_VALUE.has(before)) && /(^|\/)test(\/|$)|\.test\.tsx?$|\*/.test(arg)
  })

module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts', 'tsx'],
  require: ['test/setup/form-sections.ts', 'test/setup/postgres-fixture.ts'],
  spec: namesSpecs(process.argv.slice(2)) ? [] : ALL,
  recursive: true,
  timeout: 20000,
  reporter: './test/summary-reporter.cjs',
}
