import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('loading the embedded Postgres module', () => {
  it('keeps the exit code a process sets (a failed test run must not exit 0)', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./server/embedded-postgres.ts'); process.exitCode = 3",
      ],
      { encoding: 'utf8' },
    )
    expect(child.stderr).toBe('')
    expect(child.status).toBe(3)
  })
})
