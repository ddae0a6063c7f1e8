import type { ChartSpec } from '../../core/charts/chart-spec'
import type { RunWarning } from '../../core/tool-results'
import type { TOOL_ERROR_CODE, ToolErrorCode } from '../../core/tool-runs'
import type { ResultText } from '../../core/result-text'

/** The error codes a run reports; 000X ("not performed") is for runs that never ran. */
export type ReportedErrorCode = Exclude<ToolErrorCode, typeof TOOL_ERROR_CODE.notPerformed>

/**
 * A failure the user can act on. `text` names what is wrong (row, column, parameter) as a tool word
 * (a MessageRef), stored without a language and said in the reader's; the run page adds the code's
 * title and suggestions. An executor that reports a library problem under its own code passes the
 * AnalysisInputError as `cause`: the run page then says it in the reader's language.
 */
export class ToolRunError extends Error {
  constructor(
    readonly code: ReportedErrorCode,
    readonly text: ResultText,
    options?: { cause?: unknown },
  ) {
    super(typeof text === 'string' ? text : text.$t, options)
    this.name = 'ToolRunError'
  }
}

export interface ToolInputFile {
  /** The data-file setting's key. */
  key: string
  fileName: string
  bytes: Uint8Array
}

export interface ToolRunInput {
  /** Form values, already validated against the form definition (types coerced). */
  params: Record<string, unknown>
  /** Uploaded (or demo) files by data-file key. */
  files: Record<string, ToolInputFile>
  /** The tool's table delimiter code: 1 tab, 2 comma, 3 semicolon, 4 space. */
  delimiter: 1 | 2 | 3 | 4
  /** Seed for anything random (rarefaction, permutations, NMDS starts). */
  seed: number
}

export interface ResultTable {
  id: string
  title: ResultText
  columns: ResultText[]
  /** A cell is a number, the user's data, or a word of the tool (a MessageRef: "(missing)", "3 others"). */
  rows: (ResultText | number | null)[][]
}

export interface ResultFile {
  name: string
  contentType: string
  content: string | Uint8Array
}

export interface ToolResult {
  charts: ChartSpec[]
  tables: ResultTable[]
  /** Extra downloads (e.g. a filtered table); chart PNGs and table TSVs are made by the run job. */
  files: ResultFile[]
  /** Short statements shown under the charts, e.g. "PERMANOVA: pseudo-F = 3.2, R² = 0.41, p = 0.001". */
  notes: ResultText[]
  /** What the result cannot be trusted for, stored without a language (see RunWarning). */
  warnings?: RunWarning[]
}

/**
 * A tool's code, registered under the tool's script class name. It parses its inputs with the
 * analysis library, computes with it, and returns charts, tables and files — or throws
 * ToolRunError (an AnalysisInputError from the library is reported as 1002 by the job).
 */
export type ToolExecutor = (input: ToolRunInput) => ToolResult | Promise<ToolResult>
