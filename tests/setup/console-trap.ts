import { format } from 'node:util'
import { afterAll, afterEach, beforeEach, vi, type MockInstance } from 'vitest'

/**
 * Every unit test fails if the code under it logs an error it did not expect (the Epic Stack's habit). A test that
 * expects one says so, and checks what was logged:
 *
 *   consoleError.mockImplementation(() => {})
 *   ...
 *   expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('...'))
 *
 * (the platform's server log has the same trap and its own way to expect an error: tests/setup/server-log.ts).
 *
 * Unlike the Epic Stack, the trap records the call and fails the test afterwards instead of throwing from inside
 * `console.error`: code that logs in a `catch` block or an event handler would otherwise swallow the throw, or turn
 * the test's failure into a different one. The failure names what was logged and where.
 */
export let consoleError: MockInstance<typeof console.error>

const printError = console.error
let unexpected: string[] = []

/** Records an error a test did not declare; the test fails when it ends. */
export function recordUnexpectedError(source: string, args: unknown[]) {
  // The caller's frames, without this function's, the spy's and the runner's.
  const where = (new Error().stack ?? '')
    .split('\n')
    .slice(2)
    .filter((line) => !line.includes('/node_modules/') && !line.includes('/tests/setup/'))
    .join('\n')
  unexpected.push(`${source}: ${format(...args)}\n${where}`)
}

function spyOnConsoleError() {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    printError(...args)
    recordUnexpectedError('console.error', args)
  })
}

function failOnUnexpectedErrors(when: string) {
  const found = unexpected
  unexpected = []
  if (found.length === 0) return
  throw new Error(
    `${found.length} unexpected error(s) logged ${when}. If the test expects them, declare it: ` +
      `consoleError.mockImplementation(() => {}) (tests/setup/console-trap) or serverErrorsDuring(...) ` +
      `(tests/setup/server-log), and assert on what was logged.\n\n${found.join('\n\n')}`,
  )
}

// Armed from the start, so an error logged while the test file is imported or in `beforeAll` fails the file.
spyOnConsoleError()

beforeEach(() => {
  failOnUnexpectedErrors('before this test (while the file was loaded, in beforeAll or between tests)')
})

// Registered first, so it runs after every other afterEach (hooks run as a stack) and sees what they logged.
afterEach(() => {
  // Re-armed after each test: a test's own mockImplementation must not carry over, and vi.restoreAllMocks() must not
  // disarm the trap.
  consoleError.mockRestore()
  spyOnConsoleError()
  failOnUnexpectedErrors('during this test')
})

afterAll(() => {
  failOnUnexpectedErrors('after the last test (in afterAll)')
})

/**
 * Warnings (process.emitWarning: a deprecation, the analysis library falling back from worker threads) do not fail a
 * test: they describe a slower or older path, not a wrong result, and the worker-thread fallback is expected wherever
 * threads cannot start. They are not silent either: each is printed with its stack under the test file that emitted
 * it, so a new one shows up in the run's output (Node's own printer writes to the worker's stderr, unattributed, so
 * it is replaced).
 */
process.removeAllListeners('warning')
process.on('warning', (warning) => {
  console.warn(`process warning: ${warning.stack ?? `${warning.name}: ${warning.message}`}`)
})
