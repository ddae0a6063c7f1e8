import os from 'node:os'
import type { Environment } from '../core/env'

export const PROCESS_ROLES = ['all', 'web', 'worker'] as const
export type ProcessRole = (typeof PROCESS_ROLES)[number]

export interface ProcessConfig {
  role: ProcessRole
  /** `--dev`: Vite middleware, development mode. */
  development: boolean
  port: number
  /** Web processes of a `web`/`all` start (Node cluster). */
  webConcurrency: number
  /** Jobs one worker process runs at once, each in an executor thread of its own. */
  workerConcurrency: number
  toolTaskTimeLimitSeconds: number
  toolTaskMemoryLimitMb: number
  /** On Ctrl-C or SIGTERM, how long running analyses may go on before they are put back in the queue. */
  workerShutdownGraceSeconds: number
}

/**
 * The process's role and the limits of its web and worker parts. The role comes from the first
 * argument (`web`, `worker`, `all`), else BIOCLOUD_ROLE (default `all`); the numbers from the
 * validated environment (core/env.ts), with the core count where none is set.
 */
export function readProcessConfig(argv: readonly string[], environment: Environment): ProcessConfig {
  const development = argv.includes('--dev')
  const cores = os.availableParallelism()
  const roleArgument = argv.find((argument) => !argument.startsWith('-'))
  if (roleArgument !== undefined && !(PROCESS_ROLES as readonly string[]).includes(roleArgument)) {
    throw new Error(
      `invalid configuration: the role argument must be one of ${PROCESS_ROLES.join(', ')}, not ${JSON.stringify(roleArgument)}`,
    )
  }
  return {
    role: (roleArgument as ProcessRole | undefined) ?? environment.BIOCLOUD_ROLE,
    development,
    port: environment.PORT,
    // Vite's dev server holds ports of its own (HMR), so development runs one web process.
    webConcurrency: environment.WEB_CONCURRENCY ?? (development ? 1 : cores),
    workerConcurrency: environment.WORKER_CONCURRENCY ?? cores,
    toolTaskTimeLimitSeconds: environment.TOOL_TASK_TIME_LIMIT_SECONDS,
    toolTaskMemoryLimitMb: environment.TOOL_TASK_MEMORY_LIMIT_MB,
    workerShutdownGraceSeconds: environment.WORKER_SHUTDOWN_GRACE_SECONDS,
  }
}
