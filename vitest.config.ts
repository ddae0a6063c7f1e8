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
]

/**
 * The test files that import the database client (directly, or through run-tool, translations.server and the
 * like, even where the test never queries) or use the seeded file storage. Named by file name, not folder, so they
 * keep their project when files move between folders; `tests/setup/no-database.ts` says when one is missing.
 */
const NEEDS_DATABASE = [
  '**/catalogue-cache.server.test.ts',
  '**/catalogue.server.test.ts',
  '**/data-file-problems.server.test.ts',
  '**/demo-deletion.server.test.ts',
  '**/my-analysis.server.test.ts',
  '**/project-centre.server.test.ts',
  '**/report-brand.server.test.ts',
  '**/points.server.test.ts',
  '**/rate-limit.server.test.ts',
  '**/request-body.server.test.ts',
  '**/request-input.server.test.ts',
  '**/saved-parameters.server.test.ts',
  '**/seeded-tools.test.ts',
  '**/token-login.server.test.ts',
  '**/tool-failure.server.test.ts',
  '**/tool-form.server.test.ts',
  '**/tool-form.test.ts',
  '**/tool-run-lists.server.test.ts',
  '**/tool-task-view.server.test.ts',
  '**/project-page.server.test.ts',
  '**/tool-tasks.server.test.ts',
  '**/translations.server.test.ts',
  '**/uploads.server.test.ts',
  '**/demo-accounts.test.ts',
  '**/demo-creation.server.test.ts',
  '**/introduction.server.test.ts',
  '**/migrations.test.ts',
  '**/seed.test.ts',
  '**/seeded-content.db.test.ts',
  '**/workflows.test.ts',
  '**/run-tool.test.ts',
  '**/build-report-pdf.test.ts',
  '**/report-pdf.server.test.ts',
  '**/health.test.ts',
  '**/worker-processes.test.ts',
  '**/new-dataset-files.server.test.ts',
  '**/new-dataset-page.server.test.ts',
  '**/analysis-batches.test.ts',
  '**/analysis-report.test.ts',
  '**/report-page.server.test.ts',
  '**/run-analysis-batch.test.ts',
  '**/example-projects.test.ts',
  '**/pipeline-recovery.test.ts',
  '**/sample-names.server.test.ts',
  '**/otu-filter-preview.test.ts',
  '**/otu-filter-solutions.server.test.ts',
  '**/qc.server.test.ts',
  '**/oca-submission.server.test.ts',
  '**/rerun.server.test.ts',
  '**/oca-recovery.test.ts',
  '**/group-solutions.server.test.ts',
  '**/job-queue.db.test.ts',
  '**/registry.db.test.ts',
]

/**
 * Two projects. `pure` (the analysis library, the tool executors, pure helpers) needs nothing but the code under test
 * and fails a file that reaches the database client; `platform` gives each test file a fresh copy of a migrated,
 * seeded database and file storage on one embedded Postgres server. New test files land in `pure`.
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
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...NEEDS_DATABASE],
          setupFiles: ['tests/setup/console-trap.ts', 'tests/setup/no-database.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          include: NEEDS_DATABASE,
          globalSetup: ['tests/setup/vitest-global.ts'],
          setupFiles: ['tests/setup/console-trap.ts', 'tests/setup/vitest-file.ts', 'tests/setup/server-log.ts'],
        },
      },
    ],
  },
})
