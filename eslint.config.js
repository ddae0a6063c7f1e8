import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Tests and their fixtures may reach across layers: an integration test drives a job and reads a page. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', '**/test-support.ts', 'tests/**']

/**
 * The import direction of docs/architecture.md: `app/` and `jobs/` use `core/`, `db/` and `analysis/`;
 * `db/` uses `core/`, `tools/` (the seed reads the tool definitions) and the pure `analysis/` library (the one rule for a missing value, say);
 * `tools/` (one folder per tool: definition, executor, manuals, demo) uses `core/` and `analysis/`; `core/` may name the analysis library's types; `analysis/` uses nothing of ours. `server/` and `scripts/` start
 * processes and may use everything.
 */
const layerZones = [
  { target: './analysis', from: ['./app', './core', './db', './jobs', './server', './scripts', './tests', './tools'] },
  { target: './core', from: ['./app', './db', './jobs', './server', './scripts', './tests', './tools'] },
  { target: './tools', from: ['./app', './db', './jobs', './server', './scripts', './tests'] },
  { target: './db', from: ['./app', './jobs', './server', './scripts', './tests'] },
  { target: './jobs', from: ['./app', './server', './scripts', './tests'] },
  { target: './app', from: ['./jobs', './server', './scripts', './tests'] },
].map((zone) => ({
  ...zone,
  message: `breaks the import direction (see the README of ${zone.target.slice(2)}/ and docs/architecture.md)`,
}))

export default tseslint.config(
  {
    ignores: ['node_modules/', 'build/', '.data/', '.cache/', 'tests/.artifacts/', 'build-*/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'no-console': 'error',
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['analysis/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['chart.js', 'chart.js/*', 'chartjs-*', '@sgratzl/*', 'react-chartjs-2'],
              message: 'the analysis library returns chart specs as data; drawing them is core/ and app/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'core/ holds drizzle-free contracts' },
            {
              group: ['**/analysis/**', '#analysis/*'],
              allowTypeImports: true,
              message: "core/ names the analysis library's types (import type) but runs none of its code",
            },
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Commands and benches talk to their terminal.
    files: ['scripts/**', 'analysis/cli.ts', 'analysis/cli/**', 'analysis/bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
