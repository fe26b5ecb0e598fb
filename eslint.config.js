import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * Layers (DESIGN.md): imports point down only. A file's layer comes from its folder; a relative import of a
 * higher layer is an error, and mock-server may import only src/domain (and itself); so may the support service
 * (src/support/service), a production service of its own. The one-machine composition (mock-server/main.ts and
 * one-machine.ts) puts the two side by side. Tests and benches may import anything. The trail folder's React files
 * (the export button, panels, desk) are UI.
 */
const LAYERS = [
  ['src/domain/', 0, 'src/domain'],
  ['src/api/', 1, 'src/api'],
  ['reducers/', 2, 'reducers'],
  ['src/form/', 3, 'src/form'],
  ['sagas/', 4, 'sagas'],
  ['src/trail/', 5, 'src/trail'],
  ['src/app/', 6, 'app, screens, components'],
  ['src/screens/', 6, 'app, screens, components'],
  ['src/components/', 6, 'app, screens, components'],
  ['src/main.tsx', 6, 'app, screens, components'],
]
const ORDER =
  'src/domain ← src/api ← reducers ← src/form ← sagas ← src/trail ← app/screens/components; mock-server ← src/domain only; support service ← src/domain only; mock-server/main.ts, one-machine.ts ← both'
const COMPOSITION = ['mock-server/main.ts', 'mock-server/one-machine.ts']
const root = path.dirname(fileURLToPath(import.meta.url))
const layerOf = (file) => {
  const rel = path.relative(root, file).split(path.sep).join('/')
  if (COMPOSITION.includes(rel)) return { rank: -3, name: 'the one-machine composition' }
  if (rel.startsWith('mock-server/')) return { rank: -1, name: 'mock-server' }
  if (rel.startsWith('src/support/service/')) return { rank: -2, name: 'support service' }
  if (rel.startsWith('src/trail/') && rel.endsWith('.tsx')) return { rank: 6, name: 'app, screens, components' }
  const hit = LAYERS.find(([prefix]) => rel === prefix || `${rel}/`.startsWith(prefix))
  return hit === undefined ? undefined : { rank: hit[1], name: hit[2] }
}
const layersPlugin = {
  rules: {
    direction: {
      meta: { type: 'problem', docs: { description: 'imports point down the layers only' }, schema: [] },
      create(context) {
        const from = layerOf(context.filename)
        if (from === undefined) return {}
        const check = (node, source) => {
          if (source === null || source === undefined || typeof source.value !== 'string' || !source.value.startsWith('.')) return
          const to = layerOf(path.resolve(path.dirname(context.filename), source.value))
          if (to === undefined) return
          const sideways = (rank) => rank < 0
          const wrong =
            from.rank === -3
              ? !(to.rank === 0 || sideways(to.rank))
              : sideways(from.rank)
                ? to.rank !== 0 && to.rank !== from.rank
                : sideways(to.rank) || to.rank > from.rank
          if (wrong) context.report({ node, message: `${from.name} may not import ${to.name} ('${source.value}'). Layers: ${ORDER}.` })
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
  { ignores: ['dist/**', '.parcel-cache/**', 'node_modules/**', 'data/**', 'bench/.build/**', 'mock-server/.build/**', 'tmp/**', '.parcel-dev/**', '.stryker-tmp/**', 'reports/**'] },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
)
