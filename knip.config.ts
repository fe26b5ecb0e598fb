import type { KnipConfig } from 'knip'

/*
 * knip (`npm run lint`): no unused file, export or dependency. It runs twice: `knip` over everything (the tests
 * count as users, so it finds unused test helpers and devDependencies), then `knip --production` over what is
 * really run (the entries marked `!`), where the tests do not count: an export or a file of the product that
 * only a test uses is reported there.
 *
 * The tests, with .mocharc.cjs's required set-up files and reporter, come from knip's mocha plugin, eslint.config.js
 * from its eslint plugin; the rest is declared here. knip also reads the files package.json's scripts run, but
 * counts them only outside production mode, so those are declared again with `!` (the first run's hints that
 * they are redundant are left out: `--no-config-hints`).
 */
const config: KnipConfig = {
  entry: [
    // The app: Parcel builds src/index.html, whose one script is src/main.tsx.
    'src/main.tsx!',
    // The support desk and the replay panel, built from a path in scripts/build-support-desk.ts and build-replay-panel.ts.
    'src/support/desk/desk-main.tsx!',
    'src/app/replay-panel/replay-main.tsx!',
    // npm run build, dev, test:watch, trail:test, and the page builder they share.
    'scripts/*.{ts,tsx}!',
    // npm start and npm run mock: the mock insurer with the support service beside it.
    'mock-server/main.ts!',
    // Regenerates the rating tables in docs/pricing.md.
    'mock-server/pricing/write-readme-tables.ts!',
    // npm run support and support:staff.
    'src/support/service/main.ts!',
    'src/support/service/staff-cli.ts!',
    // The support service's worker threads: started from code that names them in a string (worker-source.ts).
    'src/support/service/intake-worker.ts!',
    'src/support/service/trail-writer-worker.ts!',
    // npm run replay.
    'src/trail/replay-cli.ts!',
    // npm run bench and bench:dev; levers.ts is run by hand (docs/benchmarks.md); the flood's sender is a worker
    // named in a string; the library floor's page is built by Parcel from a path in library-floor.ts.
    'bench/run.ts!',
    'bench/dev-reload-bench.ts!',
    // npm run bench:baseline records the fold's baseline (bench/baseline/).
    'bench/record-fold-baseline.ts!',
    'bench/levers.ts!',
    'bench/support-flood-sender.ts!',
    'bench/library-floor/app.tsx!',
    // Parcel's development server loads it (npm run dev).
    '.proxyrc.cjs!',
    // Rewrites the sample trails in test/fixtures/trails/ from their scripts.
    'test/fixtures/trails/write-samples.ts',
  ],
  // getent (glibc's) finds the postgres user's ids in test/setup/postgres-server.ts; pdftotext (Debian's
  // poppler-utils, where installed) reads the printed Summary in test/browser/check-answers.test.ts; script
  // (util-linux's) gives npm run support:staff a terminal of its own in test/support/service/staff-command.ts:
  // system commands, no package.
  ignoreBinaries: ['getent', 'pdftotext', 'script'],
  project: [
    'src/**/*.{ts,tsx}!',
    'reducers/**/*.ts!',
    'sagas/**/*.ts!',
    'mock-server/**/*.ts!',
    'scripts/**/*.{ts,tsx}!',
    'bench/**/*.{ts,tsx}!',
    'test/**/*.{ts,tsx,cjs}',
  ],
}

export default config
