import type { MessageRef } from './result-text'
import type { AnalysisInputError } from '../analysis/errors'

/** Tool run status (spec 01 §4), shared by tool tasks, their runs and one-click record items. */
export const TOOL_RUN_STATUS = {
  init: 0,
  queueing: 1,
  running: 100,
  processing: 200,
  error: 400,
  noNeedToSync: 700,
  completedWithError: 790,
  success: 800,
  reviewed: 900,
} as const

export type ToolRunStatus = (typeof TOOL_RUN_STATUS)[keyof typeof TOOL_RUN_STATUS]

/** The Postgres channel every status change is announced on, as `<task id>:<status>`. */
export const TOOL_TASK_STATUS_CHANNEL = 'tool_task_status'

/** Statuses a task never leaves (spec 01 §4): a retry does nothing and the run page stops refreshing. */
export const FINAL_TOOL_RUN_STATUSES: number[] = [
  TOOL_RUN_STATUS.error,
  TOOL_RUN_STATUS.noNeedToSync,
  TOOL_RUN_STATUS.completedWithError,
  TOOL_RUN_STATUS.success,
  TOOL_RUN_STATUS.reviewed,
]

export function isFinalToolRunStatus(status: number): boolean {
  return FINAL_TOOL_RUN_STATUSES.includes(status)
}

/** Tool run error codes (spec 01 §8), each with a title and suggestions in the locales. 000X: not performed. */
export const TOOL_ERROR_CODE = {
  parameterValidation: '1001',
  dataValidation: '1002',
  drawing: '1003',
  analysis: '1004',
  dataUpload: '1005',
  dataDownload: '1006',
  notPerformed: '000X',
} as const

export type ToolErrorCode = (typeof TOOL_ERROR_CODE)[keyof typeof TOOL_ERROR_CODE]

export function isToolErrorCode(value: unknown): value is ToolErrorCode {
  return (Object.values(TOOL_ERROR_CODE) as unknown[]).includes(value)
}

/**
 * What a run stage reports besides the analysis library's input problems (analysis/input-problems.ts):
 * each has a text in the locales under `toolErrors.<code>`.
 */
export const RUN_FAILURE_CODES = [
  'run.noExecutor',
  'run.accountGone',
  'run.inputUnreadable',
  'run.unknownChartType',
  'run.chartNotDrawn',
  'run.storageFull',
  'run.storageUnavailable',
  'run.outputNotStored',
  'run.storageQuotaExceeded',
  'run.interruptedTooOften',
  'run.dependencyFailed',
  'run.needsGroups',
  'run.needsTwoGroups',
  'run.needsTaxonomy',
  'run.unexpected',
] as const
export type RunFailureCode = (typeof RUN_FAILURE_CODES)[number]

/**
 * A failure as data, stored with the task in no language and translated when a page shows it:
 * an input-problem code of the analysis library or a run-stage code, with its parameters. `file`,
 * `line` and `column` in `params` say where in the input the problem is.
 */
export interface ToolFailureDetail {
  code: string
  params: Record<string, string | number>
  /** A tool's own words for the failure (TOOL_WORDS_FAILURE), said in the reader's language. */
  text?: MessageRef
}

/** The detail code of a failure a tool describes in its own words (a ToolRunError's MessageRef). */
export const TOOL_WORDS_FAILURE = 'run.toolWords'

/** An input problem of the analysis library as stored data: its code, its parameters and where it is. */
export function inputProblemDetail(error: AnalysisInputError): ToolFailureDetail {
  const { file, line, column } = error.location
  const where = Object.fromEntries(
    Object.entries({ file, line, column }).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>
  return { code: error.code, params: { ...error.params, ...where } }
}
