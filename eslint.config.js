import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'contract-fixtures/recordings/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The UI reaches the legacy API only through bff/services; it never sees the wire.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/bff/legacy/**', '#bff/legacy/*', '#bff/legacy/**'], message: 'app/ must not import bff/legacy: go through bff/services.' }] },
      ],
    },
  },
  {
    // Components render in the browser: no server-only module may reach them.
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.server', '**/*.server.*'], message: 'Components must not import *.server modules (types only).', allowTypeImports: true },
            { group: ['**/bff/legacy/**', '#bff/legacy/*', '#bff/legacy/**'], message: 'app/ must not import bff/legacy: go through bff/services.' },
          ],
        },
      ],
    },
  },
)
