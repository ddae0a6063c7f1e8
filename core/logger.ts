import pino from 'pino'
import { env } from './env'

/** An error or fatal line of the server log, as a listener of `onLoggedError` receives it. */
export interface LoggedError {
  message: string
  /** The line's own fields and its logger's bindings (`err`, `req`, `process`...). */
  fields: Record<string, unknown>
}

const errorListeners = new Set<(entry: LoggedError) => void>()

/**
 * Calls `listener` for every error or fatal line any logger of this process writes (children
 * included), so a process can keep its recent errors where the status pages read them. Returns
 * the function that removes it.
 */
export function onLoggedError(listener: (entry: LoggedError) => void): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

const ERROR_LEVEL = 50

export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'biocloud' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  hooks: {
    logMethod(args, method, level) {
      if (level >= ERROR_LEVEL && errorListeners.size > 0) {
        const [first, second] = args as unknown[]
        const ownFields =
          first instanceof Error
            ? { err: first }
            : typeof first === 'object' && first !== null
              ? (first as Record<string, unknown>)
              : {}
        const message = typeof first === 'string' ? first : typeof second === 'string' ? second : ''
        const entry = { message, fields: { ...this.bindings(), ...ownFields } }
        for (const listener of errorListeners) listener(entry)
      }
      return method.apply(this, args)
    },
  },
})
