import type { Language } from '../core/language'
import { renderText } from '../core/result-text'
import { translatorFor, type Translations } from '../core/translator'
import { bundledTranslations } from '../db/translations'
import type { ThreadWorkInput, ThreadWorkName, ThreadWorkOutput } from './thread-work'
import { TOOL_ERROR_CODE } from '../core/tool-runs'
import { ToolRunError, type ToolResult, type ToolRunInput } from '../tools/kit/types'

/**
 * The compute step of a tool run, between loading its inputs and storing its outputs: the
 * executor's result and its charts drawn as PNG. `jobs/run-tool.ts` asks a ToolAnalyst for it;
 * a worker process's analyst is the executor thread pool (`executor-pool.ts`), tests use one that
 * runs in their own thread (`analyse-in-process.ts`). This module imports no executor and no chart
 * code, so whoever only needs the contract stays light.
 */
export interface ToolAnalysis {
  result: ToolResult
  /** The PNGs of each chart of `result.charts`, in order: one per language, its words in that language. */
  pngs: Record<Language, Uint8Array>[]
}

export interface ToolAnalysisRequest {
  scriptClassName: string
  input: ToolRunInput
  /** The merged translations (db/translations.ts) the charts' words are drawn in. */
  translations: Translations
}

export interface ToolAnalyst {
  hasExecutor(scriptClassName: string): Promise<boolean>
  /**
   * Resolves with the analysis, or rejects with what the executor threw (ToolRunError,
   * AnalysisInputError, any other error), a ChartDrawingError, a ToolRunError 1004 when the
   * analysis went over a limit or its thread died, or AnalysisInterrupted when `signal` aborted.
   */
  analyse(request: ToolAnalysisRequest, signal?: AbortSignal): Promise<ToolAnalysis>
  /** Runs a task's analysis work (`thread-work.ts`) under the same limits; rejects as `analyse` does. */
  work<N extends ThreadWorkName>(name: N, input: ThreadWorkInput<N>, signal?: AbortSignal): Promise<ThreadWorkOutput<N>>
}

/**
 * For analysis work that a task can do without (a batch's QC data, its merged table): a limit's
 * ToolRunError 1004 becomes the problem to log; anything else is thrown on.
 */
export function overLimitProblem(error: unknown): { problem: string } {
  if (error instanceof ToolRunError && error.code === TOOL_ERROR_CODE.analysis)
    return { problem: renderText(translatorFor('en', bundledTranslations().en), error.text) }
  throw error
}

/** A chart of the result could not be drawn (error 1003); `cause` is chart.js's error, if any. */
export class ChartDrawingError extends Error {
  constructor(
    message: string,
    /** What the task page tells the user, translated there (a `run.*` code of toolErrors). */
    readonly detail: { code: 'run.unknownChartType' | 'run.chartNotDrawn'; params: Record<string, string> },
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ChartDrawingError'
  }
}

/**
 * The worker is shutting down and stopped this analysis before it finished. Not the task's
 * fault: the run is put back in the queue instead of being recorded as failed.
 */
export class AnalysisInterrupted extends Error {
  constructor(message = 'The worker is shutting down; the analysis was stopped and will run again.') {
    super(message)
    this.name = 'AnalysisInterrupted'
  }
}
