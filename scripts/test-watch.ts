import { spawn, type ChildProcess } from 'node:child_process'
import { watch } from 'node:fs'
import { createRequire } from 'node:module'
import { join, sep } from 'node:path'

/*
 * `npm run test:watch [-- <mocha arguments>]`: runs the unit, saga, component and server tests (not the
 * browser tests) now and again after every saved change under src/, reducers/, sagas/, mock-server/ or
 * test/. A fresh mocha process each time, so every module is loaded anew (mocha's own --watch cannot reload
 * ES modules); a run still going when a file changes is stopped first. Arguments go to mocha:
 * `npm run test:watch -- --grep proposal`, `npm run test:watch -- test/reducers/proposal/bike.test.ts`.
 * Ctrl-C stops it.
 */

const root = join(import.meta.dirname, '..')
const mochaBin = createRequire(import.meta.url).resolve('mocha/bin/mocha.js')
const WATCHED = ['src', 'reducers', 'sagas', 'mock-server', 'test']
const IGNORED = [`test${sep}browser${sep}`, `${sep}fixtures${sep}recorded${sep}`]
const args = ['--ignore', 'test/browser/**', ...process.argv.slice(2)]

let running: ChildProcess | null = null
let timer: NodeJS.Timeout | null = null

const run = (): void => {
  if (running !== null && running.exitCode === null && running.pid !== undefined) process.kill(-running.pid, 'SIGTERM')
  process.stdout.write(`\n[test:watch] mocha ${args.join(' ')}\n`)
  const child = spawn(process.execPath, [mochaBin, ...args], { cwd: root, stdio: 'inherit', detached: true })
  running = child
  child.on('exit', (code, signal) => {
    if (running === child) process.stdout.write(`[test:watch] ${signal === null ? `exit code ${code ?? '?'}` : signal}; waiting for changes (Ctrl-C stops)\n`)
  })
}

for (const dir of WATCHED) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (file === null || IGNORED.some((i) => `${dir}${sep}${file}`.includes(i)) || !/\.(ts|tsx|json|cjs)$/.test(file)) return
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(run, 200)
  })
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (running !== null && running.exitCode === null && running.pid !== undefined) process.kill(-running.pid, 'SIGTERM')
    process.exit(0)
  })
}

run()
