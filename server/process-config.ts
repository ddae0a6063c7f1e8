import os from 'node:os'
import { z } from 'zod'

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

const count = (fallback: number) => z.coerce.number().int().min(1).max(256).default(fallback)

/**
 * The process's role and the limits of its web and worker parts, read once at start-up. The role
 * comes from the first argument (`web`, `worker`, `all`) or BIOCLOUD_ROLE, default `all`. A bad
 * value stops the start with a message naming the variable.
 */
export function readProcessConfig(argv: readonly string[], env: NodeJS.ProcessEnv): ProcessConfig {
  const development = argv.includes('--dev')
  const cores = os.availableParallelism()
  const roleArgument = argv.find((argument) => !argument.startsWith('-'))
  const schema = z.object({
    BIOCLOUD_ROLE: z.enum(PROCESS_ROLES).default('all'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Vite's dev server holds ports of its own (HMR), so development runs one web process.
    WEB_CONCURRENCY: count(development ? 1 : cores),
    WORKER_CONCURRENCY: count(cores),
    TOOL_TASK_TIME_LIMIT_SECONDS: z.coerce.number().positive().default(600),
    TOOL_TASK_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).default(2048),
    WORKER_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
  })
  const parsed = schema.safeParse({
    ...Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]])),
    ...(roleArgument === undefined ? {} : { BIOCLOUD_ROLE: roleArgument }),
  })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') === 'BIOCLOUD_ROLE' && roleArgument !== undefined ? 'role argument' : issue.path.join('.')}: ${issue.message}`)
    throw new Error(`invalid configuration: ${problems.join('; ')}`)
  }
  const values = parsed.data
  return {
    role: values.BIOCLOUD_ROLE,
    development,
    port: values.PORT,
    webConcurrency: values.WEB_CONCURRENCY,
    workerConcurrency: values.WORKER_CONCURRENCY,
    toolTaskTimeLimitSeconds: values.TOOL_TASK_TIME_LIMIT_SECONDS,
    toolTaskMemoryLimitMb: values.TOOL_TASK_MEMORY_LIMIT_MB,
    workerShutdownGraceSeconds: values.WORKER_SHUTDOWN_GRACE_SECONDS,
  }
}
