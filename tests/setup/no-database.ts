import { vi } from 'vitest'

/**
 * The `pure` project has no database and no seeded file storage. A test file that reaches the database client, even
 * through an import it never calls, belongs in the `platform` project: fail at import with a message that says so,
 * rather than later with a connection error or, worse, against a developer's own database.
 */
vi.mock('#db/client', () => {
  throw new Error(
    'This test file imports #db/client (directly or through a module it imports) but runs in the pure project, which ' +
      'has no database: add its file name to NEEDS_DATABASE in vitest.config.ts.',
  )
})

// Nor file storage: without this, a test that writes to fileStorage() would write into the working copy's
// .data/files. A folder under /dev/null cannot be created, so such a test fails with an error that names this path.
process.env.FILE_STORAGE_DIR = '/dev/null/the-pure-test-project-has-no-file-storage'
