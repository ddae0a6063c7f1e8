import { run, type Logger, type Runner } from 'graphile-worker'
import { crontab, taskList } from './index'

export async function startWorker(options: { connectionString: string; concurrency?: number; logger?: Logger }): Promise<Runner> {
  return run({
    connectionString: options.connectionString,
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    crontab,
    logger: options.logger,
  })
}
