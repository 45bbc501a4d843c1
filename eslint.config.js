import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/*
 * The boundaries of DESIGN.md, enforced (tests/lint/boundaries.test.ts plants a violation for
 * each). Written as regular expressions over the import text: a `group` pattern starting with `#`
 * is a comment in the gitignore syntax, which is how `#bff/legacy/...` imports once passed.
 * ESLint replaces, never merges, a rule's options across config objects, so each kind of module
 * gets its whole list from one block, and the blocks' file sets do not overlap.
 */
const pattern = (regex, message) => ({ regex, message })

const LEGACY = pattern('^(#bff/legacy|(\\.{1,2}/)+(.*/)?bff/legacy)(/|$)', 'app/ must not import bff/legacy: go through bff/services.')
// Inside bff/ the same boundary is one folder up: the browser-safe modules never import the wire either.
const LEGACY_IN_BFF = pattern('^(#bff/legacy|(\\.{1,2}/)+(.*/)?legacy)(/|$)', 'Browser-safe modules must not import bff/legacy.')
// Type-only imports too: a view type belongs in a browser-safe module (bff/views), not in server code.
const SERVER = pattern(
  '(^|/)[^/]*\\.server(\\.[cm]?[jt]sx?)?$',
  'Browser code must not import *.server modules, not even their types: shared view types live in bff/views.',
)
// A route module's loader and action call their sibling .server module (Remix keeps it out of the
// browser bundle with them), wrapped by the one failure mapper; anything further is the sibling's business.
const SERVER_BEYOND_SIBLING = pattern(
  '^(?!\\./[^/]+\\.server$|#bff/services/failure\\.server$)(.*/)?[^/]*\\.server(\\.[cm]?[jt]sx?)?$',
  'A route module imports only its sibling ./*.server module (for its loader and action) and the failure mapper; view types live in bff/views.',
)
const ROUTES = pattern(
  '^(~/routes(/|$)|~/root$|(\\.{1,2}/)+(.*/)?routes/|(\\.{1,2}/)+root$)',
  'Components must not import route modules (or root.tsx): take view types from bff/views and shell hooks from ~/shell.',
)

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

const TESTS = ['**/*.test.*', '**/*.test-support.*']
const SERVER_FILES = ['app/**/*.server.*']
const ROUTE_FILES = ['app/routes/**/*.{ts,tsx}', 'app/root.tsx']
const COMPONENT_FILES = ['app/components/**/*.{ts,tsx}']

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'contract-fixtures/recordings/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The UI reaches the legacy API only through bff/services; it never sees the wire.
  { files: ['app/**/*.{ts,tsx}'], rules: restrict(LEGACY) },
  // Route modules: their loader/action run on the server through the sibling .server module only.
  { files: ROUTE_FILES, ignores: [...SERVER_FILES, ...TESTS], rules: restrict(LEGACY, SERVER_BEYOND_SIBLING) },
  // Components render in the browser and below the routes.
  { files: COMPONENT_FILES, ignores: [...SERVER_FILES, ...TESTS], rules: restrict(LEGACY, SERVER, ROUTES) },
  // Every other browser module of app/ (forms, i18n, route table, client entry).
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: [...SERVER_FILES, ...TESTS, ...ROUTE_FILES, ...COMPONENT_FILES],
    rules: restrict(LEGACY, SERVER),
  },
  // What components import from bff/ must stay browser-safe: views and pure domain rules.
  { files: ['bff/views/**/*.ts', 'bff/domain/**/*.ts'], ignores: TESTS, rules: restrict(LEGACY_IN_BFF, SERVER) },
)
