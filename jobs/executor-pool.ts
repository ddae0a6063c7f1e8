import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { Piscina } from 'piscina'
import { rebuildError } from './error-transport'
import type { ExecutorThreadData, ExecutorThreadMessage, ExecutorThreadReply } from './executor-thread'
import type { ThreadWorkInput, ThreadWorkName, ThreadWorkOutput } from './thread-work'
import { AnalysisInterrupted, type ToolAnalysis, type ToolAnalysisRequest, type ToolAnalyst } from './tool-analysis'
import { message as platformText } from '../core/result-text'
import { ToolRunError } from '../tools/kit/types'
import { TOOL_ERROR_CODE } from '../core/tool-runs'

export interface ExecutorPoolOptions {
  /** Threads, and so analyses that run at once. */
  threads: number
  /** Wall-clock limit of one analysis, from the moment its thread starts it. */
  timeLimitSeconds: number
  /** V8 heap limit of each thread (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryLimitMb: number
  /** Told about a thread that failed outside any task (e.g. while loading). */
  onThreadError?: (error: unknown) => void
}

export interface ExecutorPool extends ToolAnalyst {
  /** Stops every thread, ending the analyses still running. */
  close(): Promise<void>
}

/**
 * Lower priority of the executor threads, so that on a machine they share with the web server
 * (role `all`) or Postgres, page requests and the queue's bookkeeping still get the CPU first.
 */
const EXECUTOR_NICE_INCREMENT = 10

/**
 * The executor threads of a worker process (piscina). Each analysis runs in a thread of its own with
 * a heap limit and a time limit; going over either, or the thread dying, ends that analysis as a
 * ToolRunError 1004 whose message names what happened, and piscina starts a fresh thread for the
 * next task. Tasks' other analysis work (`thread-work.ts`) runs the same way. The worker process itself never runs executor code.
 */
export function createExecutorPool(options: ExecutorPoolOptions): ExecutorPool {
  const pool = new Piscina<ExecutorThreadMessage, ExecutorThreadReply>({
    filename: new URL('./executor-thread.mjs', import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb },
    workerData: { memoryLimitMb: options.memoryLimitMb } satisfies ExecutorThreadData,
    niceIncrement: EXECUTOR_NICE_INCREMENT,
  })
  pool.on('error', (error) => options.onThreadError?.(error))

  let executorNames: Promise<Set<string>> | null = null
  const listExecutors = () => {
    executorNames ??= pool.run({ type: 'list-executors' }).then(
      (reply) => new Set(reply.type === 'executors' ? reply.names : []),
      (error: unknown) => {
        executorNames = null
        throw error
      },
    )
    return executorNames
  }

  /**
   * Runs one message in a thread under the limits. The time limit counts from the moment the thread
   * takes the message up (it says so on `started`), not from when it was queued.
   */
  async function runLimited(
    message: (started: MessagePort) => ExecutorThreadMessage,
    shutdown?: AbortSignal,
  ): Promise<ExecutorThreadReply> {
    if (shutdown?.aborted) throw new AnalysisInterrupted()
    const overTime = new AbortController()
    const started = new MessageChannel()
    let timer: NodeJS.Timeout | undefined
    started.port1.once('message', () => {
      timer = setTimeout(() => overTime.abort(), options.timeLimitSeconds * 1000)
    })
    let reply: ExecutorThreadReply
    try {
      reply = await pool.run(message(started.port2), {
        transferList: [started.port2],
        signal: shutdown ? AbortSignal.any([shutdown, overTime.signal]) : overTime.signal,
      })
    } catch (error) {
      // The executor's own errors arrive as replies, so a rejection means the thread went away.
      if (shutdown?.aborted) throw new AnalysisInterrupted()
      if (overTime.signal.aborted) {
        throw new ToolRunError(
          TOOL_ERROR_CODE.analysis,
          platformText('runLimits.overTime', { seconds: options.timeLimitSeconds }),
        )
      }
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new ToolRunError(
          TOOL_ERROR_CODE.analysis,
          platformText('runLimits.overMemory', { megabytes: options.memoryLimitMb }),
        )
      }
      const detail = error instanceof Error ? error.message : String(error)
      throw new ToolRunError(TOOL_ERROR_CODE.analysis, platformText('runLimits.threadStopped', { detail }))
    } finally {
      clearTimeout(timer)
      started.port1.close()
    }
    if (reply.type === 'failed') throw rebuildError(reply.error)
    return reply
  }

  async function analyse(request: ToolAnalysisRequest, shutdown?: AbortSignal): Promise<ToolAnalysis> {
    const reply = await runLimited((started) => ({ type: 'analyse', request, started }), shutdown)
    if (reply.type !== 'analysed') throw new Error(`unexpected reply from an executor thread: ${reply.type}`)
    return reply.analysis
  }

  async function work<N extends ThreadWorkName>(
    name: N,
    input: ThreadWorkInput<N>,
    shutdown?: AbortSignal,
  ): Promise<ThreadWorkOutput<N>> {
    const reply = await runLimited((started) => ({ type: 'work', name, input, started }), shutdown)
    if (reply.type !== 'worked') throw new Error(`unexpected reply from an executor thread: ${reply.type}`)
    return reply.output as ThreadWorkOutput<N>
  }

  return {
    hasExecutor: async (scriptClassName) => (await listExecutors()).has(scriptClassName),
    analyse,
    work,
    close: () => pool.destroy(),
  }
}
