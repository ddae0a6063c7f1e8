import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { E2eSequencer } from './tests/setup/e2e-sequencer'

/** End-to-end: the built platform served by `server/main.ts`, driven in Debian's Chromium. */
export default defineConfig({
  // Tests sign tokens and hash passwords with the platform's own modules, which use its path aliases.
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/e2e-global.ts'],
    // The test side fails on an unexpected console.error like the unit tests; every page fails on a browser error.
    setupFiles: ['tests/setup/console-trap.ts', 'tests/setup/e2e-file.ts'],
    testTimeout: 60_000,
    // Above a platform start's own bound (tests/setup/platform-server.ts), which several files' beforeAll wait for.
    hookTimeout: 240_000,
    // Files run one at a time against the shard's platform; `npm test` runs two shards side by side.
    fileParallelism: false,
    sequence: { sequencer: E2eSequencer },
  },
})
