import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { replay } from '../reducers/root'
import { decodeTrail } from '../src/domain/trail/decode-trail'
import {
  divergenceOf,
  readManifest,
  writeCorpusFile,
  writeManifest,
  type CorpusBuild,
  type CorpusFile,
  type CorpusKept,
  type CorpusTrail,
  type ExpectedDivergence,
  type Manifest,
} from '../test/fixtures/trail-corpus/corpus'
import { shownIn, type Shown } from '../test/fixtures/trail-corpus/shown'

const USAGE = `usage: npm run trail:corpus -- [<commit>] [--why "why this build"] [--manual] [--monthly]

Records one rider's session with a build's own code into test/fixtures/trail-corpus/: with no commit, this
checkout; with one, a temporary worktree of that commit (this checkout's node_modules linked in). The build's
trails (full and redacted) and what it kept in the tab are written, and manifest.json gets the build's entries,
each with what the build showed; a conversation replay that now parts from the recording is written with
"why": null, for you to say why (test/trail/corpus.test.ts refuses it until then).
  --why       why this build belongs in the corpus (needed the first time a build is recorded)
  --manual    find the bike through the manual search instead of its registration
  --monthly   pay monthly (Instalments and a direct debit) where the build had it
A build recorded again is played as its entry says (the flags can only add to it).`

const ROOT = resolve(import.meta.dirname, '..')
const SESSION_SCRIPT = join(ROOT, 'scripts', 'trail-corpus-session.ts')

interface SessionOutput {
  readonly keeping: CorpusBuild['keeping']
  readonly story: readonly string[]
  readonly trails: readonly { readonly text: string; readonly redacted: boolean; readonly shown: Shown; readonly ownReplay: string | null }[]
  readonly kept: readonly { readonly key: string; readonly value: string; readonly moment: CorpusKept['moment']; readonly settings: CorpusKept['settings']; readonly shown: Shown }[]
}

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

const parse = (argv: readonly string[]) => {
  const flags: ReadonlySet<string> = new Set(argv.filter((a) => a === '--manual' || a === '--monthly'))
  const whyAt = argv.indexOf('--why')
  const why = whyAt >= 0 ? argv[whyAt + 1] : undefined
  const rest = argv.filter((a, i) => !flags.has(a) && (whyAt < 0 || (i !== whyAt && i !== whyAt + 1)))
  if (rest.length > 1 || rest.some((a) => a.startsWith('--')) || (whyAt >= 0 && why === undefined)) return null
  return { commit: rest[0], why, manual: flags.has('--manual'), monthly: flags.has('--monthly') }
}

/** The session's trail's text: its document, with its events and conversation counted. */
const trailDoc = (text: string): { version: number; events: unknown[]; conversation?: unknown[] } =>
  JSON.parse(text) as { version: number; events: unknown[]; conversation?: unknown[] }

/** A kept value's form and its trail's text. */
const keptForm = (value: string): { form: string; trailText: string } => {
  if (!value.startsWith('ridecover.kept/1 ')) return { form: `bare trail (format ${trailDoc(value).version})`, trailText: value }
  const trailText = value.split('\n')[1] ?? ''
  return { form: `ridecover.kept/1: header, trail (format ${trailDoc(trailText).version}) and state snapshot`, trailText }
}

const sameDivergence = (a: Omit<ExpectedDivergence, 'why'>, b: ExpectedDivergence): boolean =>
  a.kind === b.kind && a.index === b.index && a.recorded === b.recorded && a.now === b.now && JSON.stringify(a.differences) === JSON.stringify(b.differences)

const main = async (): Promise<number> => {
  const args = parse(process.argv.slice(2))
  if (args === null) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const commit = git('rev-parse', args.commit ?? 'HEAD')
  const id = commit.slice(0, 7)
  const before = readManifest()
  const known = before.builds.find((b) => b.id === id)
  const why = args.why ?? known?.why
  if (why === undefined) {
    process.stderr.write(`say why ${id} belongs in the corpus: --why "…"\n`)
    return 2
  }
  const date = git('log', '-1', '--format=%cI', commit)
  // A build recorded again is played as before (the flags add to what its entry says).
  const manual = args.manual || known?.session.vehicle === 'manual'
  const session = { start: `${date.slice(0, 10)}T09:30:00.000Z`, vehicle: manual ? ('manual' as const) : ('registration' as const), monthly: args.monthly || known?.session.monthly === true }

  // The build: this checkout, or a temporary worktree of the commit. The corpus names the commit that wrote each
  // file, so this checkout is recorded only as it was committed.
  const here = args.commit === undefined
  if (here && git('status', '--porcelain', '--', '.', ':!test/fixtures/trail-corpus') !== '') {
    process.stderr.write(`this checkout has changes not committed: commit them, or name a commit to record\n`)
    return 2
  }
  const scratch = mkdtempSync(join(tmpdir(), 'trail-corpus-'))
  const tree = here ? ROOT : join(scratch, id)
  if (!here) {
    git('worktree', 'add', '--detach', tree, commit)
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir')
  }
  let out: SessionOutput
  try {
    const optionsFile = join(scratch, 'options.json')
    const outFile = join(scratch, 'out.json')
    writeFileSync(optionsFile, JSON.stringify({ ...session, session: `corpus-${id}` }))
    const run = spawnSync(process.execPath, ['--import', 'tsx', SESSION_SCRIPT, optionsFile, outFile], { cwd: tree, stdio: 'inherit' })
    if (run.status !== 0 || !existsSync(outFile)) throw new Error(`the session failed in ${id} (exit ${run.status ?? 'none'})`)
    out = JSON.parse(readFileSync(outFile, 'utf8')) as SessionOutput
  } finally {
    if (!here) git('worktree', 'remove', '--force', tree)
    rmSync(scratch, { recursive: true, force: true })
  }

  const story = out.story.join('; ')
  const files: CorpusFile[] = []
  for (const t of out.trails) {
    const file = `${id}/trail${t.redacted ? '.redacted' : ''}.json.gz`
    const doc = trailDoc(t.text)
    writeCorpusFile(file, t.text)
    const decoded = decodeTrail(t.text)
    let divergence: ExpectedDivergence | null = null
    if (decoded._tag === 'Left') process.stderr.write(`${file}: this build refuses it: ${decoded.left.message}\n`)
    else {
      const now = shownIn(replay(decoded.right.events))
      if (JSON.stringify(now) !== JSON.stringify(t.shown)) process.stderr.write(`${file}: this build folds it otherwise than ${id} showed\n`)
      const d = await divergenceOf(decoded.right)
      const was = before.files.find((f): f is CorpusTrail => f.file === file && f.kind === 'trail')?.divergence
      divergence = d === null ? null : { ...d, why: was !== null && was !== undefined && sameDivergence(d, was) ? was.why : null }
    }
    const conversation = doc.conversation?.length
    files.push({
      file,
      build: id,
      kind: 'trail',
      format: doc.version,
      redacted: t.redacted,
      holds: `${story}. ${doc.events.length} events, ${conversation === undefined ? 'no conversation' : `${conversation} conversation entries`}; ${t.redacted ? "redacted by the build's export" : 'unredacted'}`,
      shown: t.shown,
      ownReplay: t.ownReplay,
      divergence,
    })
  }
  for (const k of out.kept) {
    const file = `${id}/kept.${k.settings}.${k.moment}.txt.gz`
    writeCorpusFile(file, k.value)
    const { form, trailText } = keptForm(k.value)
    const doc = trailDoc(trailText)
    const when = k.moment === 'reload' ? `the page was reloaded on step ${String(k.shown['journey.step'])}` : 'the payment provider sent the rider back to the thank-you page'
    files.push({
      file,
      build: id,
      kind: 'kept',
      key: k.key,
      settings: k.settings,
      form,
      moment: k.moment,
      holds: `what the tab held under ${k.key} when ${when}: ${doc.events.length} events, ${doc.conversation?.length ?? 0} conversation entries`,
      shown: k.shown,
    })
  }

  const build: CorpusBuild = { id, commit, date, subject: git('log', '-1', '--format=%s', commit), why, keeping: out.keeping, session }
  const builds = [...before.builds.filter((b) => b.id !== id), build].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
  const order = (f: CorpusFile): number => builds.findIndex((b) => b.id === f.build)
  const manifest: Manifest = {
    ...before,
    builds,
    files: [...before.files.filter((f) => f.build !== id), ...files].sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file)),
  }
  writeManifest(manifest)
  for (const f of files) process.stdout.write(`wrote ${f.file}\n`)
  const unexplained = files.filter((f) => f.kind === 'trail' && f.divergence !== null && f.divergence.why === null)
  for (const f of unexplained) process.stdout.write(`${f.file}: its conversation replay now parts from it; say why in manifest.json: ${JSON.stringify(f.kind === 'trail' ? f.divergence : null)}\n`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  },
)
