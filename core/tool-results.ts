import type { ChartSpec } from './charts/chart-spec'
import type { Language } from './language'
import type { ResultText } from './result-text'

/** What a finished tool task stores and the pages read back. */

/** Rows of a result table kept in the database for paging on the page; the full table is a TSV download. */
export const INLINE_TABLE_ROW_LIMIT = 1000

export interface StoredOutputFile {
  /** File name in the task's output folder (also its name in downloads). */
  name: string
  storageKey: string
  contentType: string
  sizeBytes: number
  role: 'chart' | 'table' | 'file'
  /** A chart PNG drawn for readers of one language; absent on files every reader gets. */
  language?: Language
}

export interface StoredResultTable {
  id: string
  title: ResultText
  columns: ResultText[]
  /** The first INLINE_TABLE_ROW_LIMIT rows; a cell may be a word (`(missing)`, `others`). */
  rows: (ResultText | number | null)[][]
  rowCount: number
  /** The TSV with every row, in the output folder: the default language's, and the only one of results stored before TSVs were written per language. */
  fileName: string
  /** The TSV written for each language's readers. */
  fileNames?: Partial<Record<Language, string>>
}

/** The file name of a table's TSV as a reader of `language` downloads it. */
export function tableFileName(table: StoredResultTable, language: Language): string {
  return table.fileNames?.[language] ?? table.fileName
}

/**
 * What a run says about the trust its result deserves: a part that could not run (a group test
 * without two groups of two), or input the method cannot support (cover classes given to Chao1).
 * Stored without a language (decision 007), as a code of RUN_WARNING_CODES and plain parameters;
 * pages and the report translate it from `runWarnings.<code>` in the reader's language.
 */
export interface RunWarning {
  code: RunWarningCode
  params: Record<string, string | number>
}

export const RUN_WARNING_CODES = [
  /** Group tests skipped: `tests` names them, `reason` is a RUN_WARNING_REASONS entry. */
  'groupTestsNotRun',
  /** Count methods (`methods`) on values that are not whole numbers (`value`: the first). */
  'countsNotWhole',
  /** `count` samples (`samples`) below `minimum` reads for count methods (`methods`). */
  'shallowSamples',
  /** Rarefied richness compared at `depth` reads, below `minimum`. */
  'rarefactionDepthBelowMinimum',
  /** No lineage names a taxon at `rank` (a term of `runWarnings.ranks`): everything is unclassified there. */
  'rankAbsent',
] as const

export type RunWarningCode = (typeof RUN_WARNING_CODES)[number]

/** Why a group test could not run, as `runWarnings.reasons.<reason>`. */
export const GROUP_TEST_SKIP_REASONS = ['noGroups', 'oneGroup', 'allSingletons'] as const

export type GroupTestSkipReason = (typeof GROUP_TEST_SKIP_REASONS)[number]

/** What a finished task stores in `tool_tasks.result` and `tool_runs.result`. */
export interface StoredResultChart {
  spec: ChartSpec
  /** The PNG in the default language (Chinese), and the only one of results stored before PNGs were drawn per language. */
  pngFileName: string
  /** The PNG drawn for each language's readers. */
  pngFileNames?: Partial<Record<Language, string>>
}

/** The file name of a chart's PNG as a reader of `language` sees it. */
export function chartPngFileName(chart: StoredResultChart, language: Language): string {
  return chart.pngFileNames?.[language] ?? chart.pngFileName
}

/** Whether a reader of `language` is offered this output file (a chart PNG drawn for another language is not). */
export function isOutputFileFor(file: StoredOutputFile, language: Language): boolean {
  return file.language === undefined || file.language === language
}

export interface StoredToolResult {
  charts: StoredResultChart[]
  tables: StoredResultTable[]
  notes: ResultText[]
  /** Absent on results stored before warnings existed. */
  warnings?: RunWarning[]
  files: StoredOutputFile[]
}

/** Any i18next translate function; core/ holds the rule, the pages and the PDF their own `t`. */
type TranslateText = (key: string, values?: Record<string, string | number>) => string

/** Parameters that name a term rather than print a value: translated from `runWarnings.<folder>.<value>`. */
const TERM_PARAMS: Record<string, string> = { reason: 'reasons', methods: 'methods', rank: 'ranks' }

/** Terms a `methods` parameter takes, as `runWarnings.methods.<term>`. */
export const COUNT_METHOD_TERMS = ['alphaCounts', 'rarefaction'] as const

export type CountMethodTerm = (typeof COUNT_METHOD_TERMS)[number]

/**
 * A warning in the reader's language: `runWarnings.<code>` with its parameters, the parameters
 * that name a term (TERM_PARAMS) first translated themselves.
 */
export function runWarningText(t: TranslateText, warning: RunWarning): string {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(warning.params))
    params[name] = name in TERM_PARAMS ? t(`runWarnings.${TERM_PARAMS[name]}.${value}`) : value
  return t(`runWarnings.${warning.code}`, params)
}
