import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The layers (DESIGN.md), declared once: the lint rule below reads this table, and README.md's picture is its
 * rendering (`layerDiagram`; test/architecture/imports.test.ts fails when the two differ).
 *
 * STACK is top first: a file may import its own layer and the layers below it, never one above. Every folder of
 * src, and reducers/ and sagas/, is in exactly one row; a file belongs to the row whose folder holds it most
 * closely (src/support/service/ before src/support/). BESIDE the stack, each row imports only the rows it names:
 * the mock insurer and the support service, a production service of its own, share nothing with the app but the
 * domain, the delivery of a build's files (as a CDN would: caching, validators, compression), which both
 * servers send their files with, and their operations (request ids and logs, health, metrics), neither of which
 * imports another row; the one-machine composition puts the two side by side (and hands the insurer the form's
 * derivation of the statement of fact, for its quote e-mail). Tests, benches and scripts are outside the layers and may import anything.
 */
export const STACK = [
  { name: 'app, screens, components, support desk', folders: ['src/app/', 'src/screens/', 'src/components/', 'src/support/', 'src/main.tsx'] },
  { name: 'sagas', folders: ['sagas/'] },
  { name: 'trail', folders: ['src/trail/'] },
  { name: 'form', folders: ['src/form/'] },
  { name: 'reducers', folders: ['reducers/'] },
  { name: 'api', folders: ['src/api/'] },
  { name: 'domain', folders: ['src/domain/'] },
]
export const BESIDE = [
  { name: 'delivery', folders: ['src/delivery/'], imports: [] },
  { name: 'operations', folders: ['src/operations/'], imports: [] },
  { name: 'mock-server', folders: ['mock-server/'], imports: ['domain', 'delivery', 'operations'] },
  { name: 'support service', folders: ['src/support/service/'], imports: ['domain', 'delivery', 'operations'] },
  { name: 'one-machine', folders: ['mock-server/main.ts', 'mock-server/one-machine.ts'], imports: ['domain', 'form', 'operations', 'mock-server', 'support service'] },
]

/** A row beside the stack and what it may import: `mock-server → domain, delivery`, `delivery → nothing`. */
const besideLabel = (row) => `${row.name} → ${row.imports.length === 0 ? 'nothing' : row.imports.join(', ')}`

/** The table as README.md draws it: the stack top first, then each row beside it with what it may import. */
export const layerDiagram = () => {
  const column = (labels) => Math.max(...labels.map((l) => l.length)) + 3
  const folders = (row) => row.folders.map((f) => f.replace(/\/$/, '')).join('  ')
  const stackWidth = column(STACK.map((row) => row.name))
  const besideWidth = column(BESIDE.map(besideLabel))
  return [
    ...STACK.map((row) => `${row.name.padEnd(stackWidth)}${folders(row)}`),
    '',
    ...BESIDE.map((row) => `${besideLabel(row).padEnd(besideWidth)}${folders(row)}`),
  ].join('\n')
}

const ORDER = `${STACK.map((row) => row.name).reverse().join(' ← ')}; ${BESIDE.map(besideLabel).join('; ')}`
const root = path.dirname(fileURLToPath(import.meta.url))
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/

/**
 * A bundle of the app's code loaded on first use goes through `loadCode` (src/api/code-loading.ts), so a bundle
 * a new build replaced reloads the page onto the new build and an offline load waits for the connection; or it
 * is a screen's loader given to `lazyScreen` (src/app/lazy-screen.ts), which loads it through `loadCode` and
 * fetches it ahead by one try.
 */
const LAZY_CODE = {
  selector:
    "ImportExpression:not(CallExpression[callee.name='loadCode'] > ArrowFunctionExpression > ImportExpression):not(CallExpression[callee.name='lazyScreen'] > ArrowFunctionExpression ImportExpression)",
  message: "Load a bundle with loadCode(() => import('…')) (src/api/code-loading.ts), or a screen with lazyScreen(() => import('…')…) (src/app/lazy-screen.ts).",
}

/** The row of a file (its path from this folder, with '/', an extension or none), or undefined outside the layers. */
export const layerOf = (rel) => {
  const bare = rel.replace(SOURCE, '')
  const holds = (folder) => (folder.endsWith('/') ? `${bare}/`.startsWith(folder) : bare === folder.replace(SOURCE, ''))
  const hits = [...STACK, ...BESIDE].flatMap((row) => row.folders.filter(holds).map((folder) => ({ row, folder })))
  return hits.sort((a, b) => b.folder.length - a.folder.length)[0]?.row
}
const mayImport = (from, to) =>
  from === to ||
  ('imports' in from ? from.imports.includes(to.name) : !('imports' in to) && STACK.indexOf(to) > STACK.indexOf(from))
const relative = (file) => path.relative(root, file).split(path.sep).join('/')
const layersPlugin = {
  rules: {
    direction: {
      meta: { type: 'problem', docs: { description: 'imports point down the layers only' }, schema: [] },
      create(context) {
        const from = layerOf(relative(context.filename))
        if (from === undefined) return {}
        const check = (node, source) => {
          if (source === null || source === undefined || typeof source.value !== 'string' || !source.value.startsWith('.')) return
          const to = layerOf(relative(path.resolve(path.dirname(context.filename), source.value)))
          if (to === undefined || mayImport(from, to)) return
          context.report({ node, message: `${from.name} may not import ${to.name} ('${source.value}'). Layers: ${ORDER}.` })
        }
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
        }
      },
    },
  },
}

export default tseslint.config(
  { ignores: ['dist/**', '.parcel-cache/**', 'node_modules/**', 'data/**', 'bench/.build/**', 'bench/baseline/**', 'mock-server/.build/**', 'tmp/**', '.parcel-dev/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.mocha },
    },
    plugins: { 'react-hooks': reactHooks, layers: layersPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'layers/direction': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/helpers/**', '**/misc/**', '**/utils'], message: 'Name modules after what is inside.' }] }],
    },
  },
  {
    // The React row of the layers reads the store only through named selectors beside their reducers (or the
    // form's): `useAppSelector(selectX, ...args)`, never an inline function or a path into the state.
    files: STACK[0].folders.map((f) => (f.endsWith('/') ? `${f}**` : f)),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useAppSelector'][arguments.0.type!='Identifier']",
          message: 'Pass useAppSelector a named selector (selectX, beside its reducer or in src/form), with its arguments after it.',
        },
        {
          selector: "CallExpression[callee.name='useAppSelector'] > :function:not(:first-child)",
          message: 'Pass useAppSelector a named selector and its arguments, not an inline function.',
        },
        LAZY_CODE,
      ],
    },
  },
  {
    // The browser code below the React row loads its bundles the same way.
    files: ['sagas/**', 'src/form/**', 'src/trail/**', 'src/api/**'],
    rules: { 'no-restricted-syntax': ['error', LAZY_CODE] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
)
