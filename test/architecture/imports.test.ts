import { expect } from 'chai'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'

/*
 * The layers of DESIGN.md, declared once as the table of eslint.config.js and kept by its lint rule
 * `layers/direction`: every source file is in a layer, README.md draws the same table, and there is no import
 * cycle in the product's code (a cycle makes module order matter and hides a layer problem).
 */

const root = path.resolve(import.meta.dirname, '../..')
const PRODUCT = ['src', 'reducers', 'sagas', 'mock-server']

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'fixtures' || name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm

const resolveImport = (from: string, spec: string): string | undefined => {
  const base = path.resolve(path.dirname(from), spec)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (f) => existsSync(f) && statSync(f).isFile() && /\.(ts|tsx)$/.test(f),
  )
}

const importGraph = (): Map<string, string[]> => {
  const graph = new Map<string, string[]>()
  for (const file of PRODUCT.flatMap((d) => sourceFiles(path.join(root, d)))) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(SPECIFIER)].map((m) => resolveImport(file, m[1] ?? '')).filter((f): f is string => f !== undefined)
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
const cycles = (graph: Map<string, string[]>): string[][] => {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    indices.set(v, index)
    low.set(v, index)
    index += 1
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, indices.get(w) ?? 0))
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = []
      for (;;) {
        const w = stack.pop() as string
        onStack.delete(w)
        component.push(w)
        if (w === v) break
      }
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((f) => path.relative(root, f)).sort())
    }
  }
  for (const v of graph.keys()) if (!indices.has(v)) visit(v)
  return found
}

describe('architecture: imports', () => {
  it('the product code (src, reducers, sagas, mock-server) has no import cycle, static or lazy', () => {
    const graph = importGraph()
    expect(graph.size).to.be.greaterThan(100)
    expect(cycles(graph)).to.deep.equal([])
  })

  it('finds a cycle when there is one (the check can fail)', () => {
    const a = path.join(root, 'a.ts')
    const b = path.join(root, 'b.ts')
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).to.deep.equal([['a.ts', 'b.ts']])
  })

  describe('the layers/direction lint rule', () => {
    const eslint = new ESLint({ cwd: root })
    const layerErrors = async (file: string, code: string): Promise<string[]> => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
      return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/direction').map((m) => m.message)
    }

    const inverted: [string, string][] = [
      ['src/domain/probe.ts', "import { rootReducer } from '../../reducers/root'\nexport const p = rootReducer\n"],
      ['src/domain/probe.ts', "import { getProposal } from '../api/client'\nexport const p = getProposal\n"],
      ['src/api/probe.ts', "import { rootReducer } from '../../reducers/root'\nexport const p = rootReducer\n"],
      ['reducers/probe.ts', "import { validateStep } from '../src/form'\nexport const p = validateStep\n"],
      ['src/form/probe.ts', "import { rootSaga } from '../../sagas/root'\nexport const p = rootSaga\n"],
      ['sagas/probe.ts', "import { App } from '../src/app/App'\nexport const p = App\n"],
      ['mock-server/probe.ts', "import { rootReducer } from '../reducers/root'\nexport const p = rootReducer\n"],
      ['mock-server/probe.ts', "export const p = () => import('../src/api/client')\n"],
    ]
    for (const [file, code] of inverted) {
      it(`refuses an inverted import in ${file}: ${code.split('\n')[0] ?? ''}`, async () => {
        const errors = await layerErrors(file, code)
        expect(errors).to.have.length(1)
        expect(errors[0]).to.match(/may not import/)
      })
    }

    const inside: [string, string][] = [
      ['src/trail/probe.ts', "import { rootSaga } from '../../sagas/root'\nexport const p = rootSaga\n"],
      ['src/trail/probe.tsx', "import { useEventLog } from '../app/store-context'\nexport const p = useEventLog\n"],
      ['src/api/probe.ts', "import { buildTimeline } from '../support/timeline'\nexport const p = buildTimeline\n"],
      ['src/support/service/probe.ts', "import { questionsOf } from '../../form/questions'\nexport const p = questionsOf\n"],
      ['src/support/desk/probe.ts', "import { createSupportService } from '../service/service'\nexport const p = createSupportService\n"],
      ['mock-server/probe.ts', "import { limitsFromEnv } from '../src/support/service/limits'\nexport const p = limitsFromEnv\n"],
      ['src/delivery/probe.ts', "import { appFiles } from '../../mock-server/http/app-files'\nexport const p = appFiles\n"],
      ['src/delivery/probe.ts', "import { SUPPORT_DESK_PATH } from '../domain/routes'\nexport const p = SUPPORT_DESK_PATH\n"],
      ['src/app/probe.ts', "import { builtFiles } from '../delivery/built-files'\nexport const p = builtFiles\n"],
    ]
    for (const [file, code] of inside) {
      it(`refuses an import the table forbids in ${file}: ${code.split('\n')[0] ?? ''}`, async () => {
        const errors = await layerErrors(file, code)
        expect(errors).to.have.length(1)
        expect(errors[0]).to.match(/may not import/)
      })
    }

    it('allows imports that point down', async () => {
      expect(await layerErrors('sagas/probe.ts', "import { rootReducer } from '../reducers/root'\nimport { Proposal } from '../src/domain/codecs'\nexport const p = [rootReducer, Proposal]\n")).to.deep.equal([])
      expect(await layerErrors('mock-server/probe.ts', "import { Proposal } from '../src/domain/codecs'\nexport const p = Proposal\n")).to.deep.equal([])
      expect(await layerErrors('src/support/desk/probe.ts', "import { questionsOf } from '../../form/questions'\nexport const p = questionsOf\n")).to.deep.equal([])
      expect(await layerErrors('mock-server/main.ts', "import { limitsFromEnv } from '../src/support/service/limits'\nexport const p = limitsFromEnv\n")).to.deep.equal([])
      expect(await layerErrors('mock-server/http/probe.ts', "import { builtFiles } from '../../src/delivery/built-files'\nexport const p = builtFiles\n")).to.deep.equal([])
      expect(await layerErrors('src/support/service/probe.ts', "import { builtFiles } from '../../delivery/built-files'\nexport const p = builtFiles\n")).to.deep.equal([])
    })
  })

  describe('the layer table (eslint.config.js)', () => {
    interface LayerTable {
      readonly layerOf: (file: string) => { readonly name: string } | undefined
      readonly layerDiagram: () => string
    }
    const table = (): Promise<LayerTable> => import(pathToFileURL(path.join(root, 'eslint.config.js')).href) as Promise<LayerTable>

    it('places every source file of src, reducers, sagas and mock-server in a layer', async () => {
      const { layerOf } = await table()
      const files = PRODUCT.flatMap((d) => sourceFiles(path.join(root, d))).map((f) => path.relative(root, f).split(path.sep).join('/'))
      expect(files.length).to.be.greaterThan(100)
      expect(files.filter((f) => layerOf(f) === undefined)).to.deep.equal([])
    })

    it("is README.md's picture of the layers, line for line", async () => {
      const { layerDiagram } = await table()
      const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
      const marker = readme.indexOf('layerDiagram()')
      expect(marker, 'README.md names layerDiagram() above its picture').to.be.greaterThan(-1)
      const picture = /```text\n([\s\S]*?)\n```/.exec(readme.slice(marker))?.[1]
      expect(picture).to.equal(layerDiagram())
    })
  })
})
