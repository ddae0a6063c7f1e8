import { logger } from '../core/logger'

const REPEATED_INTERRUPT_MS = 1000

export interface ShutdownReason {
  signal?: NodeJS.Signals
  /** Set when the process stops because something failed; it then exits with code 1. */
  error?: unknown
}

/**
 * Runs `shutdown` once, on the first SIGINT/SIGTERM/SIGHUP, uncaught error, or `begin()` call, then
 * exits: 0 after a clean shutdown, 1 after an error, a failed shutdown or `deadlineMs`.
 *
 * A terminal's Ctrl-C reaches every process of the platform at once, and the primary then also
 * sends SIGTERM to its children, so a child sees two signals for one Ctrl-C: a later signal is
 * ignored, except Ctrl-C pressed again (a SIGINT a second or more after the first; wrappers such
 * as `timeout` deliver one Ctrl-C twice within milliseconds), which exits at once.
 */
export function onShutdown(
  name: string,
  deadlineMs: number,
  shutdown: (reason: ShutdownReason) => Promise<void>,
): { begin(reason: ShutdownReason): void } {
  let started = false
  let firstInterruptAt: number | null = null
  const begin = (reason: ShutdownReason) => {
    const repeatedInterrupt =
      reason.signal === 'SIGINT' && firstInterruptAt !== null && Date.now() - firstInterruptAt >= REPEATED_INTERRUPT_MS
    if (reason.signal === 'SIGINT') firstInterruptAt ??= Date.now()
    if (started) {
      if (repeatedInterrupt) {
        logger.warn({ process: name }, 'Ctrl-C again: exiting now')
        process.exit(1)
      }
      if (reason.error) logger.error({ err: reason.error, process: name }, 'error while shutting down')
      return
    }
    started = true
    if (reason.error) logger.error({ err: reason.error, process: name }, 'shutting down after an error')
    else logger.info({ signal: reason.signal, process: name }, 'shutting down')
    setTimeout(() => {
      logger.error({ process: name }, `shutdown took longer than ${deadlineMs} ms; exiting`)
      process.exit(1)
    }, deadlineMs)
    shutdown(reason).then(
      () => process.exit(reason.error ? 1 : 0),
      (error: unknown) => {
        logger.error({ err: error, process: name }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => begin({ signal }))
  process.on('uncaughtException', (error) => begin({ error }))
  process.on('unhandledRejection', (error) => begin({ error }))
  return { begin }
}
