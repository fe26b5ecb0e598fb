import { readFileSync } from 'node:fs'

/*
 * `npm run mutation:score [-- --survivors]`: the mutation score per folder, read from the committed results of
 * the last StrykerJS run (test/mutation/stryker-incremental.json), without running a test; with --survivors,
 * every mutant no test kills, on its line. How to read them: docs/testing.md, 'Mutation testing'.
 */

interface Mutant {
  readonly status: string
  readonly mutatorName: string
  readonly replacement?: string
  readonly location: { readonly start: { readonly line: number; readonly column: number } }
}
interface Report {
  readonly files: Readonly<Record<string, { readonly source: string; readonly mutants: readonly Mutant[] }>>
}

/** Statuses that count: a mutant that did not compile or was left out (static) is no proof either way. */
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** The folder a file is scored under: src/domain/<folder>, mock-server/<folder>, or its top folder (reducers). */
const folderOf = (file: string): string => {
  const parts = file.split('/')
  return parts.slice(0, parts[0] === 'src' ? 3 : parts[0] === 'mock-server' ? 2 : 1).join('/')
}

const percent = (detected: number, valid: number): string => (valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)}%`)

const main = (): void => {
  const report = JSON.parse(readFileSync('test/mutation/stryker-incremental.json', 'utf8')) as Report
  const folders = new Map<string, { detected: number; survived: number; noCoverage: number }>()
  const survivors: string[] = []
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n')
    const row = folders.get(folderOf(file)) ?? { detected: 0, survived: 0, noCoverage: 0 }
    folders.set(folderOf(file), row)
    for (const m of mutants) {
      if (DETECTED.has(m.status)) row.detected++
      else if (m.status === 'Survived') row.survived++
      else if (m.status === 'NoCoverage') row.noCoverage++
      if (!UNDETECTED.has(m.status)) continue
      const { line, column } = m.location.start
      const replacement = JSON.stringify(m.replacement ?? '').slice(0, 60)
      survivors.push(`${file}:${line}:${column} ${m.status} ${m.mutatorName} ${replacement} | ${(lines[line - 1] ?? '').trim().slice(0, 100)}`)
    }
  }
  let all = { detected: 0, valid: 0 }
  console.log('folder'.padEnd(26), 'killed'.padStart(7), 'survived'.padStart(9), 'no cover'.padStart(9), 'score'.padStart(7))
  for (const [folder, r] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const valid = r.detected + r.survived + r.noCoverage
    all = { detected: all.detected + r.detected, valid: all.valid + valid }
    console.log(folder.padEnd(26), String(r.detected).padStart(7), String(r.survived).padStart(9), String(r.noCoverage).padStart(9), percent(r.detected, valid).padStart(7))
  }
  console.log('all'.padEnd(26), String(all.detected).padStart(7), ''.padStart(9), ''.padStart(9), percent(all.detected, all.valid).padStart(7))
  if (process.argv.includes('--survivors')) for (const s of survivors) console.log(s)
}

main()
