import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eventually } from '../support/eventually'

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface LogLine {
  level: number
  msg: string
  [key: string]: unknown
}

export interface WorkerProcess {
  pid: number
  child: ChildProcess
  /** Every JSON log line the process wrote so far. */
  logs: LogLine[]
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Stops it with SIGTERM (graceful) and waits for it. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts `server/main.ts worker` (what `npm run worker` runs) against a database and file storage,
 * and resolves once it takes jobs. Its pino log lines are kept for assertions.
 */
export async function startWorkerProcess(options: {
  databaseUrl: string
  filesDir: string
  env?: Record<string, string>
}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', 'worker'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      FILE_STORAGE_DIR: options.filesDir,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine)
      } catch {
        logs.push({ level: 30, msg: line })
      }
    }
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )

  // A bound for a loaded machine, not a start-up budget.
  await eventually(
    'the worker to take jobs',
    () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the worker exited before it took jobs:\n${stderr}\n${JSON.stringify(logs)}`)
      return logs.some((line) => line.msg === 'worker is taking jobs')
    },
    { timeout: 3 * 60_000 },
  )
  return {
    pid: child.pid!,
    child,
    logs,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
