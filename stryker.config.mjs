/**
 * StrykerJS (`npm run test:mutation`): changes the code that holds the spec's rules one small edit at a time
 * and checks that some test fails for each change. Not part of `npm test`; docs/testing.md "Mutation testing" says how
 * to read the report.
 *
 * The tests run in mocha under tsx (the workers start with `--import tsx`), with the unit, saga, regression,
 * trail and in-process server tests that reach the mutated folders. Browser, dev-loop, support-service and
 * bench tests are left out: they need Chromium, PostgreSQL or child processes, and do not reach these folders
 * in this process. The screen tests (jsdom) are left out too: tsx applies tsconfig.json (and its `jsx:
 * react-jsx`) to the files under the directory a process starts in, and StrykerJS's workers run in its sandbox,
 * so a .tsx file there compiles to the classic React.createElement and fails with 'React is not defined'. Static mutants (tables built when a module loads) are not run: each would need every test
 * rerun in a fresh process, which on two cores turns minutes into hours.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'src/domain/rules/**/*.ts',
    'src/domain/validation/**/*.ts',
    'reducers/**/*.ts',
    'mock-server/pricing/**/*.ts',
    // The pricing docs' table writers, and the worked examples they print: data and text, no rule.
    '!mock-server/pricing/readme-tables.ts',
    '!mock-server/pricing/write-readme-tables.ts',
    '!mock-server/pricing/example-proposals.ts',
    'mock-server/http/proposal-checks.ts',
    'mock-server/http/validate.ts',
  ],
  testRunner: 'mocha',
  testRunnerNodeArgs: ['--import', 'tsx'],
  mochaOptions: {
    'no-config': true,
    extension: ['ts', 'tsx'],
    require: ['test/setup/form-sections.ts'],
    spec: [
      'test/domain/**/*.test.ts',
      'test/form/**/*.test.ts',
      'test/reducers/**/*.test.ts',
      'test/regressions/**/*.test.ts',
      'test/sagas/**/*.test.ts',
      'test/trail/*.test.ts',
      'test/mock-server/pricing/**/*.test.ts',
      'test/mock-server/server/**/*.test.ts',
    ],
    // Arbitrary bodies and crash recovery prove the server survives, not a rule; they are the slowest files.
    ignore: ['test/mock-server/server/fuzz.test.ts', 'test/mock-server/server/durability.test.ts'],
  },
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: 85 },
  ignorePatterns: ['dist', 'test-output', 'reports', 'bench/.build', '.parcel-cache', 'data', 'tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
