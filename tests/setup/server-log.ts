import { afterEach, vi, type MockInstance } from 'vitest'
import { logger } from '../../core/logger'
import { recordUnexpectedError } from './console-trap'

/**
 * The platform logs through pino, which writes to stdout itself: console.error's trap never sees it. The same trap,
 * on the server log's error and fatal levels. Loaded after vitest-file.ts, which points the environment (and so the
 * logger's level) at the test's database before anything reads it.
 */
const LEVELS = ['error', 'fatal'] as const
// Kept across test files: they share the logger (vitest.config.ts), and this file runs again for each of them.
const spies = ((globalThis as { __serverLogSpies?: Map<(typeof LEVELS)[number], MockInstance> }).__serverLogSpies ??=
  new Map())

function armServerLogTrap() {
  for (const level of LEVELS) {
    spies.get(level)?.mockRestore()
    const print = logger[level]
    const spy = vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
      Reflect.apply(print, logger, args)
      recordUnexpectedError(`server log (${level})`, args)
    })
    spies.set(level, spy)
  }
}

armServerLogTrap()
afterEach(armServerLogTrap)

/** Runs `body` with the server log's error calls captured instead of printed, and returns them. */
export async function serverErrorsDuring(body: () => Promise<unknown>): Promise<unknown[][]> {
  const spy = vi.spyOn(logger, 'error').mockImplementation(() => {})
  try {
    await body()
    return [...spy.mock.calls]
  } finally {
    spy.mockRestore()
  }
}
