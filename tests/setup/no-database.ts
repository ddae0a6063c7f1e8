import { vi } from 'vitest'

/**
 * The `pure` project (every test file not named `<name>.db.test.ts`) has no database and no seeded file storage. A
 * test file that reaches the database client, even through an import it never calls, needs the `.db.test.ts` name:
 * fail at import with a message that says so, rather than later with a connection error or, worse, against a
 * developer's own database.
 */
vi.mock('#db/client', () => {
  throw new Error(
    'This test file imports #db/client (directly or through a module it imports) but runs in the pure project, ' +
      'which has no database: name it <name>.db.test.ts (vitest.config.ts runs those against a database).',
  )
})

// A connection opened some other way (postgres.js, graphile-worker, the migrator) goes to a host that cannot exist
// (RFC 2606 reserves .invalid), whose name says why, never to a server on this machine: both postgres.js and pg fall
// back to PGHOST and localhost when they get no URL.
export const NO_DATABASE_HOST = 'the-pure-test-project-has-no-database.invalid'
process.env.DATABASE_URL = `postgres://${NO_DATABASE_HOST}/name-the-test-file-db-test-ts`
process.env.PGHOST = NO_DATABASE_HOST

// Nor file storage: without this, a test that writes to fileStorage() would write into the working copy's
// .data/files. A folder under /dev/null cannot be created, so such a test fails with an error that names this path.
process.env.FILE_STORAGE_DIR = '/dev/null/the-pure-test-project-has-no-file-storage'
