import { configDefaults, defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

const TEST_FILES = [
  'analysis/**/*.test.ts',
  'app/**/*.test.{ts,tsx}',
  'core/**/*.test.ts',
  'db/**/*.test.ts',
  'jobs/**/*.test.ts',
  'server/**/*.test.ts',
  'tools/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/**/*.test.ts',
]

/**
 * A test file that needs the database (it imports the database client, directly or through run-tool,
 * translations.server and the like, even where the test never queries, or uses the seeded file storage) is named
 * `<name>.db.test.ts`: the name puts it in the `platform` project, wherever it lives. `tests/setup/no-database.ts`
 * fails any other test file that reaches the database.
 */
const DATABASE_TEST_FILES = TEST_FILES.map((glob) => glob.replace('*.test.', '*.db.test.'))

/**
 * Two projects. `pure` (the analysis library, the tool executors, pure helpers) needs nothing but the code under test
 * and fails a file that reaches the database; `platform` gives each test file a fresh copy of a migrated,
 * seeded database and file storage on one embedded Postgres server. A test file lands in `pure` unless its name says
 * `.db.test`.
 * Both fail a test that logs an unexpected console.error; `platform` also one that logs an unexpected server error.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          // Pure files share one module graph: re-importing the tools, chart.js and the canvas for each of 240 files
          // cost more than their tests. They keep no state between files (no module mocks but no-database's, which
          // every file has alike); a `platform` file must stay isolated, as its database URL differs per file.
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, '**/*.db.test.*'],
          setupFiles: ['tests/setup/console-trap.ts', 'tests/setup/no-database.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          include: DATABASE_TEST_FILES,
          globalSetup: ['tests/setup/vitest-global.ts'],
          setupFiles: ['tests/setup/console-trap.ts', 'tests/setup/vitest-file.ts', 'tests/setup/server-log.ts'],
        },
      },
    ],
  },
})
