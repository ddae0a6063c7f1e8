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
    // Test files share a thread's module graph: re-importing the tools, chart.js, the canvas and the platform for each
    // of 330 files cost more than their tests (a fork per file: 4 to 5 CPU seconds each). The pool reads this from the
    // root config, which both projects extend. No file mocks a module but no-database's, which
    // every `pure` file has alike; a `platform` file's database and storage come from the environment its setup file
    // sets and takes back (tests/setup/vitest-file.ts).
    pool: 'threads',
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
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
