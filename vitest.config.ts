import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

/**
 * Two projects: the analysis library needs nothing but itself; the platform's tests each get a
 * fresh copy of a migrated, seeded database on one embedded Postgres server.
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
        test: { name: 'analysis', include: ['analysis/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          include: [
            'app/**/*.test.{ts,tsx}',
            'core/**/*.test.ts',
            'db/**/*.test.ts',
            'jobs/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/vitest-global.ts'],
          setupFiles: ['tests/setup/vitest-file.ts'],
        },
      },
    ],
  },
})
