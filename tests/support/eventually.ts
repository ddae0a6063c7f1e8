import { setTimeout as sleep } from 'node:timers/promises'
import { inspect } from 'node:util'

/**
 * How long a test waits for a signal before it gives up, unless it says otherwise. A bound for a loaded machine (the
 * signals come far sooner on a quiet one), not a time budget: the wait ends as soon as the signal arrives, so a
 * generous bound costs nothing when the code works and only delays the failure when it does not.
 */
export const PATIENCE_MS = 30_000

export interface EventuallyOptions<T> {
  /** When the value read is the one waited for; by default, when it is neither undefined, null nor false. */
  until?: (value: NoInfer<T>) => boolean
  /** The bound, in milliseconds (PATIENCE_MS unless given). */
  timeout?: number
  /** How long to wait between two reads, in milliseconds. */
  interval?: number
}

/**
 * The one way the tests wait for something that happens on its own time (a job finishing, a notification crossing a
 * connection, a process restarting): reads `read` until `until` holds and returns that value; after `timeout`, fails
 * naming `what` and the last value read. An error thrown by `read` is not waited out: it fails at once, since a read
 * that throws is a broken test or a broken system, not a signal still on its way. A test that waits for a final state
 * waits for any final state (done or failed) and then asserts which, so a failure shows at once.
 *
 * Browser pages wait with Playwright's own waits (locator.waitFor, expect.poll, page.waitForFunction), which follow
 * the page's DOM.
 */
export function eventually<T>(
  what: string,
  read: () => T | Promise<T>,
  options: EventuallyOptions<T> & Required<Pick<EventuallyOptions<T>, 'until'>>,
): Promise<T>
export function eventually<T>(
  what: string,
  read: () => Absent<T> | Promise<Absent<T>>,
  options?: Omit<EventuallyOptions<T>, 'until'>,
): Promise<T>
export async function eventually<T>(
  what: string,
  read: () => T | Promise<T>,
  { until = isPresent, timeout = PATIENCE_MS, interval = 50 }: EventuallyOptions<T> = {},
): Promise<T> {
  const deadline = performance.now() + timeout
  for (;;) {
    const value = await read()
    if (until(value)) return value
    if (performance.now() > deadline)
      throw new Error(
        `Waited ${Math.round(timeout / 1000)} s for ${what}; last seen: ${inspect(value, { depth: 4, breakLength: Infinity })}`,
      )
    await sleep(interval)
  }
}

/** A value, or the "not yet" a read returns before it: undefined, null or false. */
type Absent<T> = T | undefined | null | false

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false
}
