import { expect } from 'chai'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { replay, type AppState } from '../../reducers/root'
import { storeOnKeptSession } from '../../src/app/kept-session/start-kept'
import { event, type DomainEvent } from '../../src/domain/events'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import type { Trail } from '../../src/domain/trail/trail-format'
import { CORPUS_DIR, divergenceOf, openKept, readCorpusFile, readManifest, type CorpusKept, type CorpusTrail, type ExpectedDivergence } from '../fixtures/trail-corpus/corpus'
import { shownIn, type Shown } from '../fixtures/trail-corpus/shown'
import { fakeDeps } from '../sagas/fake-deps'

/*
 * Every trail and kept session an older build wrote (test/fixtures/trail-corpus/, recorded by each build's own
 * code) opens in this build: decoded and upcast, folded to what that build showed, its conversation re-run
 * through the current sagas, and each kept value brought back by a reload. The cases come from the manifest, so
 * a file recorded with `npm run trail:corpus` adds its tests. A failure names the file and the event or
 * conversation entry that broke.
 */

const manifest = readManifest()
const buildOf = (id: string) => {
  const build = manifest.builds.find((b) => b.id === id)
  if (build === undefined) throw new Error(`the manifest lists no build ${id}`)
  return build
}

/** The index and type of a trail document's event, or the index and kind of its conversation entry, as a failure names it. */
const named = (text: string, path: string | null, index: number | null): string => {
  if (index === null) return ''
  const doc = JSON.parse(text) as { events?: { type?: unknown }[]; conversation?: { kind?: unknown; name?: unknown }[] }
  if (path?.startsWith('conversation[') === true) {
    const entry = doc.conversation?.[index]
    return ` (conversation entry ${index}: ${String(entry?.kind)}${entry?.name === undefined ? '' : ` ${String(entry.name)}`})`
  }
  return ` (event ${index}: ${String(doc.events?.[index]?.type)})`
}

const decoded = new Map<string, Trail>()
/** A trail of the corpus decoded by the current code, or a failure naming the file and what broke. */
const trailOf = (file: string, text: string): Trail => {
  const known = decoded.get(file)
  if (known !== undefined) return known
  const d = decodeTrail(text)
  if (d._tag === 'Left') expect.fail(`${file} no longer decodes: ${d.left.message}${named(text, d.left.path, d.left.index)}`)
  decoded.set(file, d.right)
  return d.right
}

/** Folds `events`, naming the file and the event whose fold throws. */
const fold = (file: string, events: readonly DomainEvent[]): AppState => {
  let state: AppState | undefined
  events.forEach((e, i) => {
    try {
      state = replay([e], state)
    } catch (err) {
      expect.fail(`${file}: folding event ${i} (${e.type}) throws: ${(err as Error).message}`)
    }
  })
  return state ?? replay([])
}

/**
 * Where the state `events` fold to shows otherwise than the build did: each path of `shown` that differs, with
 * the last event that changed it (by index and type), or none when no event did.
 */
const shownDifferences = (file: string, events: readonly DomainEvent[], shown: Shown): string[] => {
  const now = shownIn(fold(file, events))
  const differing = (Object.keys(shown) as (keyof Shown)[]).filter((p) => JSON.stringify(now[p]) !== JSON.stringify(shown[p]))
  return differing.map((path) => {
    let last = 'no event'
    let state = replay([])
    events.forEach((e, i) => {
      const next = replay([e], state)
      if (JSON.stringify(shownIn(next)[path]) !== JSON.stringify(shownIn(state)[path])) last = `event ${i} (${e.type})`
      state = next
    })
    return `${file}: ${path}: the build showed ${JSON.stringify(shown[path])}, this build ${JSON.stringify(now[path])} (last set by ${last})`
  })
}

const divergenceText = (d: Omit<ExpectedDivergence, 'why'> | null): string =>
  d === null ? 'nowhere (the same calls and events)' : [`${d.kind} ${d.index}`, `recorded: ${d.recorded}`, `now:      ${d.now}`, ...d.differences.map((x) => `  ${x}`)].join('\n  ')

describe('the trail corpus: what older builds wrote opens in this build', () => {
  it('lists every file of the corpus folder in its manifest, each once, and every file it lists is there', () => {
    const onDisk = readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.gz'))
      .map((f) => relative(CORPUS_DIR, join(CORPUS_DIR, f)).split('\\').join('/'))
      .sort()
    expect(manifest.files.map((f) => f.file).sort()).to.deep.equal(onDisk)
  })

  it('holds trails of format 1 and 2, written by builds of each, and kept sessions of each kept form', () => {
    const formats = new Set(manifest.files.flatMap((f) => (f.kind === 'trail' ? [f.format] : [])))
    expect([...formats]).to.include.members([1, 2])
    const forms = new Set(manifest.files.flatMap((f) => (f.kind === 'kept' ? [f.form.split(' ')[0]] : [])))
    expect([...forms]).to.include.members(['bare', 'ridecover.kept/1:'])
  })

  it('says why for every divergence it expects', () => {
    const unexplained = manifest.files.filter((f) => f.kind === 'trail' && f.divergence !== null && (f.divergence.why ?? '').trim() === '')
    expect(unexplained.map((f) => f.file)).to.deep.equal([])
  })

  for (const entry of manifest.files.filter((f): f is CorpusTrail => f.kind === 'trail')) {
    const build = buildOf(entry.build)
    describe(`${entry.file}: a format ${entry.format} trail exported ${entry.redacted ? 'redacted ' : ''}by ${build.id} (${build.date.slice(0, 10)})`, () => {
      const text = readCorpusFile(entry.file)

      it('decodes under the current codecs, upcast from its format, as its own session', () => {
        const trail = trailOf(entry.file, text)
        expect(trail.session).to.equal(`corpus-${build.id}`)
        expect(trail.redacted).to.equal(entry.redacted)
      })

      it('folds to the route, step, quote and answers the build showed at its end', () => {
        const trail = trailOf(entry.file, text)
        expect(shownDifferences(entry.file, trail.events, entry.shown)).to.deep.equal([])
      })

      const expected = entry.divergence
      const title =
        expected === null
          ? 're-runs its conversation through the current sagas: the same calls in the same order and the same events'
          : `re-runs its conversation through the current sagas and parts from it only where expected (${expected.kind} ${expected.index})`
      it(title, async () => {
        const trail = trailOf(entry.file, text)
        const now = await divergenceOf(trail)
        const want = expected === null ? null : { kind: expected.kind, index: expected.index, recorded: expected.recorded, now: expected.now, differences: expected.differences }
        expect(now, `${entry.file}: its conversation replay parts at\n  ${divergenceText(now)}\nwhere the manifest expects\n  ${divergenceText(want)}`).to.deep.equal(want)
      })
    })
  }

  for (const entry of manifest.files.filter((f): f is CorpusKept => f.kind === 'kept')) {
    const build = buildOf(entry.build)
    describe(`${entry.file}: what ${build.id} (${build.date.slice(0, 10)}) kept under ${entry.key} (${entry.form})`, () => {
      const value = readCorpusFile(entry.file)

      it('is brought back by a reload under this build: the same route, step and answers, with no refusal', () => {
        const kept = openKept(entry, value)
        if (kept.notice !== null) expect.fail(`${entry.file} is refused: ${kept.notice}`)
        expect(kept.session).to.equal(`corpus-${build.id}`)
        expect(kept.events).to.not.have.length(0)
        expect(shownDifferences(entry.file, kept.events, entry.shown)).to.deep.equal([])
        expect(shownIn(kept.state)).to.deep.equal(shownIn(fold(entry.file, kept.events)))
      })

      it('goes on from there: the next answer is logged after the kept events, in the same session', () => {
        const kept = openKept(entry, value)
        const { app } = storeOnKeptSession(fakeDeps({}).deps, kept)
        app.store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
        const log = app.log.all()
        expect(log).to.have.length(kept.events.length + 1)
        expect(log.at(-1)?.meta).to.include({ seq: kept.events.length + 1, session: `corpus-${build.id}` })
      })
    })
  }
})
