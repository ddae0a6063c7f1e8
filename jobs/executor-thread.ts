import type { MessagePort } from 'node:worker_threads'
import { workerData } from 'piscina'
import { budgetTablesForMemory } from '../core/table-limits'
import { analyseWith } from './analyse-in-process'
import { transportError, type TransportedError } from './error-transport'
import { runThreadWork, type ThreadWorkInput, type ThreadWorkName } from './thread-work'
import type { ToolAnalysis, ToolAnalysisRequest } from './tool-analysis'
import { TOOL_EXECUTORS } from '../tools/registry'

/**
 * One executor thread of a worker process's pool (loaded through `executor-thread.mjs`). Chart
 * drawing happens here too: it is CPU-bound like the analysis, and its browser shims stay in this
 * thread. Every outcome is a reply, never a throw, so a rejected pool task always means the thread
 * itself went wrong (limit, crash, abort).
 */
/** What every thread of the pool is started with. */
export interface ExecutorThreadData {
  memoryLimitMb: number
}

export type ExecutorThreadMessage =
  | { type: 'list-executors' }
  | { type: 'analyse'; request: ToolAnalysisRequest; started: MessagePort }
  | { type: 'work'; name: ThreadWorkName; input: ThreadWorkInput<ThreadWorkName>; started: MessagePort }

export type ExecutorThreadReply =
  | { type: 'executors'; names: string[] }
  | { type: 'analysed'; analysis: ToolAnalysis }
  | { type: 'worked'; output: unknown }
  | { type: 'failed'; error: TransportedError }

// Typed arrays live outside the V8 heap that `resourceLimits` bounds: tables are budgeted explicitly.
budgetTablesForMemory((workerData as ExecutorThreadData).memoryLimitMb)

export default async function handle(message: ExecutorThreadMessage): Promise<ExecutorThreadReply> {
  if (message.type === 'list-executors') return { type: 'executors', names: Object.keys(TOOL_EXECUTORS) }
  // The time limit counts from here, not from when the task was queued or the thread was started.
  message.started.postMessage('started')
  message.started.close()
  try {
    if (message.type === 'work') return { type: 'worked', output: await runThreadWork(message.name, message.input) }
    const { scriptClassName, input, translations } = message.request
    return { type: 'analysed', analysis: await analyseWith(TOOL_EXECUTORS[scriptClassName], input, translations) }
  } catch (error) {
    return { type: 'failed', error: transportError(error) }
  }
}
