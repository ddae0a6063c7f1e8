import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Job, Task } from 'graphile-worker'
import { AnalysisInputError } from '../analysis/errors'
import { getDb, type Database } from '../db/client'
import { fileStorage, StorageUnavailableError, type FileStorage } from '../db/file-storage'
import { enqueue } from '../db/job-queue'
import { recordStoredFiles, StorageQuotaExceededError } from '../db/stored-files'
import { analysisBatches, orders } from '../db/schema/projects'
import { ANALYSIS_RUN_STATUS_CHANNEL } from '../core/projects'
import { FILE_KIND } from '../core/files'
import {
  TOOL_ERROR_CODE,
  TOOL_RUN_STATUS,
  type RunFailureCode,
  type ToolFailureDetail,
  FINAL_TOOL_RUN_STATUSES,
  inputProblemDetail,
  isFinalToolRunStatus,
  TOOL_TASK_STATUS_CHANNEL,
  TOOL_WORDS_FAILURE,
} from '../core/tool-runs'
import { jobKeyOf } from '../core/tasks'
import { sendToolTaskMessage } from '../db/messages'
import { toolRuns, toolTasks, tools } from '../db/schema/tools'
import { logger } from '../core/logger'
import {
  batchStoragePrefix,
  catalogueFolder,
  safeFileName,
  storageKeyFileName,
  toolTaskStoragePrefix,
} from '../core/storage-paths'
import { INLINE_TABLE_ROW_LIMIT, type StoredOutputFile, type StoredToolResult } from '../core/tool-results'
import { AnalysisInterrupted, ChartDrawingError, type ToolAnalysis, type ToolAnalyst } from './tool-analysis'
import { ToolRunError, type ResultTable, type ToolInputFile, type ToolResult } from '../tools/kit/types'
import { DEFAULT_LANGUAGE, LANGUAGES, languageOrDefault, type Language } from '../core/language'
import { renderText, type ResultText, type TranslateText } from '../core/result-text'
import { translatorFor, type Translations } from '../core/translator'
import { bundledTranslations, mergedTranslations } from '../db/translations'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The seed a run hands its executor unless the form sets one, so a rerun reproduces its result. */
const DEFAULT_RUN_SEED = 1

/**
 * A failure at a known stage of the run, carrying the error code that stage reports and what to
 * tell the user (`detail`). `message` is safe English for the task's log; the `cause`, which may
 * name server paths, goes to the server log only.
 */
class RunStageError extends Error {
  readonly detail: ToolFailureDetail
  constructor(
    readonly code: string,
    detail: { code: RunFailureCode; params?: ToolFailureDetail['params'] },
    message: string,
    /** `expected`: the user's own situation (a full quota), nothing for the server log. */
    options?: { cause?: unknown; expected?: boolean },
  ) {
    super(message, options)
    this.name = 'RunStageError'
    this.detail = { code: detail.code, params: detail.params ?? {} }
    this.expected = options?.expected ?? false
  }
  readonly expected: boolean
}

/**
 * The graphile-worker task: runs the task under this attempt's key, with the worker's analyst
 * (jobs/index.ts checked the payload). A run the worker's shutdown interrupted is put back in the queue and the
 * job fails, so graphile-worker runs it again; `onInterrupted` hears of it first.
 */
export function createRunToolTask(
  analyst: ToolAnalyst,
  options: { onInterrupted?: (job: Job) => void } = {},
): Task<'run_tool'> {
  return async ({ toolTaskId }, helpers) => {
    const jobKey = helpers.job.key ?? jobKeyOf('run_tool', { toolTaskId })
    try {
      await runToolTask(toolTaskId, {
        attemptKey: `${jobKey}:${helpers.job.attempts}`,
        analyst,
        signal: helpers.abortSignal,
      })
    } catch (error) {
      if (error instanceof AnalysisInterrupted) options.onInterrupted?.(helpers.job)
      throw error
    }
  }
}

export interface RunToolTaskOptions {
  /** Unique per execution attempt; a second call with the same key does nothing. */
  attemptKey: string
  /** Runs the executor and draws the charts: the executor threads in a worker, in-process in tests. */
  analyst: ToolAnalyst
  storage?: FileStorage
  /** Aborts when the worker shuts down: the analysis stops and the task goes back to the queue. */
  signal?: AbortSignal
}

interface ClaimedRun {
  runId: number
  taskId: number
  taskNumber: string
  userId: number | null
  /** The project batch of a project run; null for a stand-alone tool task. */
  analysisId: string | null
  /** Where the outputs go: the batch's `runs/<taskNumber>` for a project run, else the user's task folder. */
  outputPrefix: string | null
  scriptClassName: string | null
  tableDelimiter: number
  params: Record<string, unknown>
  dataFiles: Record<string, string>
  language: Language
}

/**
 * Runs one tool task to a final status: 100 when picked up, 200 while the executor works, then 800
 * with the stored result or 400 with an error code and log. Every failure is recorded on the task
 * and the run; only a database failure while recording escapes (graphile-worker then retries, and
 * the retry's new run row takes over).
 */
export async function runToolTask(taskId: number, options: RunToolTaskOptions): Promise<void> {
  const storage = options.storage ?? fileStorage()
  const run = await claimRun(taskId, options.attemptKey)
  if (!run) return
  try {
    if (!run.scriptClassName || !(await options.analyst.hasExecutor(run.scriptClassName))) {
      throw new RunStageError(
        TOOL_ERROR_CODE.notPerformed,
        { code: 'run.noExecutor' },
        `No executor is registered for the tool's script class name ${JSON.stringify(run.scriptClassName)}.`,
      )
    }
    if (run.userId === null)
      throw new RunStageError(
        TOOL_ERROR_CODE.notPerformed,
        { code: 'run.accountGone' },
        'The account that submitted this task no longer exists.',
      )
    const files = await loadInputs(run, storage)
    await setRunStatus(run, TOOL_RUN_STATUS.processing)
    const translations = await mergedTranslations(getDb())
    const { result, pngs } = await analyse(
      options.analyst,
      run,
      run.scriptClassName,
      files,
      translations,
      options.signal,
    )
    // A retry took the task over while this attempt computed (its worker was presumed dead):
    // the retry writes the outputs and records the result, this attempt leaves both alone.
    if (!(await isOpenRun(run))) return
    const translators = { zh: translatorFor('zh', translations.zh), en: translatorFor('en', translations.en) }
    const stored = await storeOutputs(run, run.userId, result, pngs, translators, storage)
    const recorded = await finishRun(run, { status: TOOL_RUN_STATUS.success, result: stored }).catch(
      async (error: unknown) => {
        if (!(error instanceof StorageQuotaExceededError)) throw error
        // Nothing was recorded: the outputs go, and the task fails saying the user's storage is full.
        await removeUnrecordedOutputs(run, storage, stored.files)
        throw new RunStageError(
          TOOL_ERROR_CODE.dataUpload,
          { code: 'run.storageQuotaExceeded', params: { limitMb: Math.round(error.limitBytes / 1024 / 1024) } },
          `The results (${error.addedBytes} bytes) would take the account past its storage limit of ${error.limitBytes} bytes; they were not saved.`,
          { expected: true },
        )
      },
    )
    // The task was deleted (or finished by another attempt) meanwhile: its outputs belong to nobody.
    if (!recorded) await removeUnrecordedOutputs(run, storage, stored.files)
  } catch (error) {
    if (error instanceof AnalysisInterrupted) {
      await requeueRun(run)
      throw error
    }
    const failure = describeFailure(error)
    if (failure.serverCause !== undefined)
      logger.error(
        { err: failure.serverCause, taskId: run.taskId, taskNumber: run.taskNumber, errorCode: failure.code },
        `tool task ${run.taskNumber} failed: ${failure.log}`,
      )
    await finishRun(run, {
      status: TOOL_RUN_STATUS.error,
      errorCode: failure.code,
      errorLog: failure.log,
      errorDetail: failure.detail,
    })
  }
}

async function analyse(
  analyst: ToolAnalyst,
  run: ClaimedRun,
  scriptClassName: string,
  files: Record<string, ToolInputFile>,
  translations: Translations,
  signal?: AbortSignal,
): Promise<ToolAnalysis> {
  const input = {
    params: run.params,
    files,
    delimiter: run.tableDelimiter as 1 | 2 | 3 | 4,
    seed: Number.isInteger(run.params.seed) ? (run.params.seed as number) : DEFAULT_RUN_SEED,
  }
  try {
    return await analyst.analyse({ scriptClassName, input, translations }, signal)
  } catch (error) {
    if (error instanceof ChartDrawingError)
      throw new RunStageError(TOOL_ERROR_CODE.drawing, error.detail, error.message, { cause: error.cause })
    throw error
  }
}

/** Announces a task's new status; a project run's also on the analysis run channel, for the project page. */
function notifyStatus(taskId: number, status: number, analysisId: string | null = null) {
  return analysisId === null
    ? sql`select pg_notify(${TOOL_TASK_STATUS_CHANNEL}, ${`${taskId}:${status}`})`
    : sql`select pg_notify(${TOOL_TASK_STATUS_CHANNEL}, ${`${taskId}:${status}`}), pg_notify(${ANALYSIS_RUN_STATUS_CHANNEL}, ${`${analysisId}:${taskId}:${status}`})`
}

/**
 * Takes the task for this attempt: records the run row (unique per attempt key) and sets status
 * 100, unless the task is gone, already final, or this attempt was recorded before. Runs of
 * earlier attempts that never finished (the worker died) are closed as failed.
 */
async function claimRun(taskId: number, attemptKey: string): Promise<ClaimedRun | null> {
  return getDb().transaction(async (tx) => {
    const [task] = await tx
      .select({
        status: toolTasks.status,
        taskNumber: toolTasks.taskNumber,
        userId: toolTasks.userId,
        params: toolTasks.params,
        dataFiles: toolTasks.dataFiles,
        language: toolTasks.language,
        analysisId: toolTasks.analysisId,
        trackingNumber: orders.trackingNumber,
        scriptClassName: tools.scriptClassName,
        tableDelimiter: tools.tableDelimiter,
      })
      .from(toolTasks)
      .innerJoin(tools, eq(tools.id, toolTasks.toolId))
      .leftJoin(analysisBatches, eq(analysisBatches.id, toolTasks.analysisId))
      .leftJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(toolTasks.id, taskId))
      .for('update', { of: toolTasks })
    if (!task || isFinalToolRunStatus(task.status)) return null

    const [run] = await tx
      .insert(toolRuns)
      .values({
        runNumber: sql`'pending-' || gen_random_uuid()`,
        toolTaskId: taskId,
        jobKey: attemptKey,
        status: TOOL_RUN_STATUS.running,
        startedAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing({ target: toolRuns.jobKey })
      .returning({ id: toolRuns.id })
    if (!run) return null
    await tx
      .update(toolRuns)
      .set({ runNumber: sql`'R' || ${toolRuns.id}` })
      .where(eq(toolRuns.id, run.id))
    await tx
      .update(toolRuns)
      .set({
        status: TOOL_RUN_STATUS.error,
        errorCode: TOOL_ERROR_CODE.analysis,
        errorLog: 'The worker stopped before this attempt finished; the job was retried.',
        endedAt: sql`now()`,
      })
      .where(
        and(
          eq(toolRuns.toolTaskId, taskId),
          notInArray(toolRuns.status, FINAL_TOOL_RUN_STATUSES),
          sql`${toolRuns.id} <> ${run.id}`,
        ),
      )
    await tx
      .update(toolTasks)
      .set({ status: TOOL_RUN_STATUS.running, startedAt: sql`clock_timestamp()`, endedAt: null, updatedAt: sql`now()` })
      .where(eq(toolTasks.id, taskId))
    await tx.execute(notifyStatus(taskId, TOOL_RUN_STATUS.running, task.analysisId))
    return {
      runId: run.id,
      taskId,
      taskNumber: task.taskNumber,
      userId: task.userId,
      analysisId: task.analysisId,
      outputPrefix:
        task.analysisId && task.trackingNumber
          ? `${batchStoragePrefix(task.trackingNumber, task.analysisId)}/runs/${task.taskNumber}`
          : null,
      scriptClassName: task.scriptClassName,
      tableDelimiter: task.tableDelimiter,
      params: task.params,
      dataFiles: task.dataFiles,
      language: languageOrDefault(task.language),
    }
  })
}

async function setRunStatus(run: ClaimedRun, status: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.update(toolRuns).set({ status }).where(eq(toolRuns.id, run.runId))
    await tx
      .update(toolTasks)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(toolTasks.id, run.taskId), notInArray(toolTasks.status, FINAL_TOOL_RUN_STATUSES)))
    await tx.execute(notifyStatus(run.taskId, status, run.analysisId))
  })
}

async function loadInputs(run: ClaimedRun, storage: FileStorage): Promise<Record<string, ToolInputFile>> {
  const files: Record<string, ToolInputFile> = {}
  for (const [key, storageKey] of Object.entries(run.dataFiles)) {
    try {
      files[key] = { key, fileName: storageKeyFileName(storageKey), bytes: await storage.get(storageKey) }
    } catch (error) {
      throw new RunStageError(
        TOOL_ERROR_CODE.dataDownload,
        { code: 'run.inputUnreadable', params: { dataKey: key } },
        `The input file for "${key}" could not be read from storage.`,
        { cause: error },
      )
    }
  }
  return files
}

/**
 * One TSV line per row, its words (header, and cells that are words) in the language of `t`; tabs
 * and line breaks inside a cell become spaces so the columns stay aligned.
 */
export function tableToTsv(table: Pick<ResultTable, 'columns' | 'rows'>, t: TranslateText): string {
  const cell = (value: ResultText | number | null) =>
    value === null ? '' : (typeof value === 'number' ? String(value) : renderText(t, value)).replace(/[\t\r\n]+/g, ' ')
  return [table.columns, ...table.rows].map((row) => row.map(cell).join('\t')).join('\n') + '\n'
}

/** Gives every output file a distinct safe name: a second `a.png` becomes `a-2.png`. */
function uniqueNamer() {
  const used = new Set<string>()
  return (wanted: string) => {
    const safe = safeFileName(wanted)
    const dot = safe.lastIndexOf('.')
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, '']
    let name = safe
    for (let n = 2; used.has(name); n++) name = `${stem}-${n}${extension}`
    used.add(name)
    return name
  }
}

async function storeOutputs(
  run: ClaimedRun,
  userId: number,
  result: ToolResult,
  pngs: Record<Language, Uint8Array>[],
  translators: Record<Language, TranslateText>,
  storage: FileStorage,
): Promise<StoredToolResult> {
  const prefix = run.outputPrefix ?? toolTaskStoragePrefix(userId, run.taskNumber, 'output')
  const name = uniqueNamer()
  const files: StoredOutputFile[] = []
  const put = async (
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
    role: StoredOutputFile['role'],
    language?: Language,
  ) => {
    const storageKey = `${prefix}/${fileName}`
    try {
      await storage.put(storageKey, bytes)
    } catch (error) {
      const refusal = error instanceof StorageUnavailableError ? error.reason : null
      const code = refusal === 'full' ? 'run.storageFull' : refusal ? 'run.storageUnavailable' : 'run.outputNotStored'
      throw new RunStageError(
        TOOL_ERROR_CODE.dataUpload,
        { code, params: { resultFile: fileName } },
        `The result file "${fileName}" could not be stored${refusal ? ` (storage ${refusal})` : ''}.`,
        { cause: error },
      )
    }
    files.push({
      name: fileName,
      storageKey,
      contentType,
      sizeBytes: bytes.byteLength,
      role,
      ...(language ? { language } : {}),
    })
  }

  const charts: StoredToolResult['charts'] = []
  const tables: StoredToolResult['tables'] = []
  try {
    for (const [index, chart] of result.charts.entries()) {
      const stem = chart.id || `chart-${index + 1}`
      const pngFileNames = {} as Record<Language, string>
      for (const language of LANGUAGES) {
        // The default language's PNG keeps the plain name results stored before per-language PNGs had.
        pngFileNames[language] = name(language === DEFAULT_LANGUAGE ? `${stem}.png` : `${stem}.${language}.png`)
        await put(pngFileNames[language], pngs[index][language], 'image/png', 'chart', language)
      }
      charts.push({ spec: chart, pngFileName: pngFileNames[DEFAULT_LANGUAGE], pngFileNames })
    }
    for (const [index, table] of result.tables.entries()) {
      const stem = table.id || `table-${index + 1}`
      const fileNames = {} as Record<Language, string>
      // One TSV per language, like the charts: a download is a file the reader can open as it is.
      for (const language of LANGUAGES) {
        fileNames[language] = name(language === DEFAULT_LANGUAGE ? `${stem}.tsv` : `${stem}.${language}.tsv`)
        await put(
          fileNames[language],
          new TextEncoder().encode(tableToTsv(table, translators[language])),
          'text/tab-separated-values; charset=utf-8',
          'table',
          language,
        )
      }
      tables.push({
        id: table.id,
        title: table.title,
        columns: table.columns,
        rows: table.rows.slice(0, INLINE_TABLE_ROW_LIMIT),
        rowCount: table.rows.length,
        fileName: fileNames[DEFAULT_LANGUAGE],
        fileNames,
      })
    }
    for (const file of result.files) {
      const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content
      await put(name(file.name), bytes, file.contentType, 'file')
    }
  } catch (error) {
    await removeFiles(storage, files)
    throw error
  }
  return { charts, tables, notes: result.notes, warnings: result.warnings ?? [], files }
}

async function removeFiles(storage: FileStorage, files: StoredOutputFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => {})))
}

/**
 * Removes the outputs of an attempt whose result was not recorded, except those the task's
 * recorded result names: another attempt of the same task writes the same file names, and those
 * files are now the task's.
 */
async function removeUnrecordedOutputs(
  run: ClaimedRun,
  storage: FileStorage,
  files: StoredOutputFile[],
): Promise<void> {
  const [task] = await getDb().select({ result: toolTasks.result }).from(toolTasks).where(eq(toolTasks.id, run.taskId))
  const recorded = new Set(((task?.result as StoredToolResult | null)?.files ?? []).map((file) => file.storageKey))
  await removeFiles(
    storage,
    files.filter((file) => !recorded.has(file.storageKey)),
  )
}

/** Whether this attempt's run is still open, i.e. no retry has closed it as abandoned. */
async function isOpenRun(run: ClaimedRun): Promise<boolean> {
  const [row] = await getDb().select({ status: toolRuns.status }).from(toolRuns).where(eq(toolRuns.id, run.runId))
  return row !== undefined && !isFinalToolRunStatus(row.status)
}

/**
 * Locks the task row before anything else, in the order claimRun takes its locks, so an attempt
 * finishing while a retry claims the task waits instead of deadlocking.
 */
async function lockTask(tx: Transaction, taskId: number): Promise<void> {
  await tx.select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.id, taskId)).for('update')
}

/** Closes an attempt the worker's shutdown interrupted and puts the task back in the queue. */
async function requeueRun(run: ClaimedRun): Promise<void> {
  await getDb().transaction(async (tx) => {
    await lockTask(tx, run.taskId)
    const closed = await tx
      .update(toolRuns)
      .set({
        status: TOOL_RUN_STATUS.error,
        errorCode: TOOL_ERROR_CODE.analysis,
        errorLog: 'The worker shut down during this attempt; the task went back to the queue.',
        endedAt: sql`now()`,
      })
      .where(and(eq(toolRuns.id, run.runId), notInArray(toolRuns.status, FINAL_TOOL_RUN_STATUSES)))
      .returning({ id: toolRuns.id })
    if (closed.length === 0) return
    const requeued = await tx
      .update(toolTasks)
      .set({ status: TOOL_RUN_STATUS.queueing, updatedAt: sql`now()` })
      .where(and(eq(toolTasks.id, run.taskId), notInArray(toolTasks.status, FINAL_TOOL_RUN_STATUSES)))
      .returning({ id: toolTasks.id })
    if (requeued.length > 0) await tx.execute(notifyStatus(run.taskId, TOOL_RUN_STATUS.queueing, run.analysisId))
  })
}

type RunOutcome =
  | { status: typeof TOOL_RUN_STATUS.success; result: StoredToolResult }
  | { status: typeof TOOL_RUN_STATUS.error; errorCode: string; errorLog: string; errorDetail: ToolFailureDetail | null }

/**
 * Writes the outcome on the run and the task, catalogues the output files, and announces it — once:
 * nothing is written when a retry already closed this attempt's run, the task update only applies
 * while the task is not final, and a task that is already final (or was deleted meanwhile) keeps
 * what it has.
 */
async function finishRun(run: ClaimedRun, outcome: RunOutcome): Promise<boolean> {
  const result = outcome.status === TOOL_RUN_STATUS.success ? outcome.result : null
  const errorCode = outcome.status === TOOL_RUN_STATUS.error ? outcome.errorCode : null
  const errorLog = outcome.status === TOOL_RUN_STATUS.error ? outcome.errorLog : null
  const errorDetail = outcome.status === TOOL_RUN_STATUS.error ? outcome.errorDetail : null
  return getDb().transaction(async (tx) => {
    await lockTask(tx, run.taskId)
    const closed = await tx
      .update(toolRuns)
      .set({ status: outcome.status, result, errorCode, errorLog, errorDetail, endedAt: sql`now()` })
      .where(and(eq(toolRuns.id, run.runId), notInArray(toolRuns.status, FINAL_TOOL_RUN_STATUSES)))
      .returning({ id: toolRuns.id })
    if (closed.length === 0) return false
    const updated = await tx
      .update(toolTasks)
      .set({
        status: outcome.status,
        result,
        errorCode,
        errorLog,
        errorDetail,
        endedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(toolTasks.id, run.taskId), notInArray(toolTasks.status, FINAL_TOOL_RUN_STATUSES)))
      .returning({ id: toolTasks.id })
    if (updated.length === 0) return false
    if (result && run.userId !== null) {
      // The one quota check: over the limit, StorageQuotaExceededError rolls the whole outcome back.
      // A rerun writes the same keys again (the prefix is the task's), so no other bytes are replaced.
      await recordStoredFiles(
        tx,
        result.files.map((file) => ({
          ownerId: run.userId!,
          kind: run.analysisId ? FILE_KIND.project : FILE_KIND.toolOutput,
          folder: catalogueFolder(file.storageKey),
          name: file.name,
          sizeBytes: file.sizeBytes,
          storageKey: file.storageKey,
          contentType: file.contentType,
          toolTaskId: run.taskId,
          analysisId: run.analysisId,
        })),
      )
    }
    await tx.execute(notifyStatus(run.taskId, outcome.status, run.analysisId))
    await sendToolTaskMessage(tx, run.taskId, outcome.status)
    // A project run's end may unblock others or finish the batch: the advance job sees to both.
    if (run.analysisId) await enqueue(tx, 'advance_analysis_batch', { analysisId: run.analysisId })
    return true
  })
}

/**
 * Ends a task whose job graphile-worker will not run again (every attempt was interrupted: the
 * worker process died, or the result could not be recorded) as error 1004, closing its open runs.
 * Returns false when the task is gone or already final.
 */
export async function failToolTaskOutOfAttempts(taskId: number, attempts: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [task] = await tx
      .select({ status: toolTasks.status, analysisId: toolTasks.analysisId })
      .from(toolTasks)
      .where(eq(toolTasks.id, taskId))
      .for('update')
    if (!task || isFinalToolRunStatus(task.status)) return false
    const errorLog = `This task was attempted ${attempts} times and every attempt was interrupted before it finished (the worker process stopped, or the result could not be recorded); it will not be retried again.`
    const errorDetail: ToolFailureDetail = { code: 'run.interruptedTooOften', params: { attempts } }
    await tx
      .update(toolRuns)
      .set({
        status: TOOL_RUN_STATUS.error,
        errorCode: TOOL_ERROR_CODE.analysis,
        errorLog: 'The worker stopped before this attempt finished.',
        endedAt: sql`now()`,
      })
      .where(and(eq(toolRuns.toolTaskId, taskId), notInArray(toolRuns.status, FINAL_TOOL_RUN_STATUSES)))
    await tx
      .update(toolTasks)
      .set({
        status: TOOL_RUN_STATUS.error,
        errorCode: TOOL_ERROR_CODE.analysis,
        errorLog,
        errorDetail,
        endedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(toolTasks.id, taskId))
    await tx.execute(notifyStatus(taskId, TOOL_RUN_STATUS.error, task.analysisId))
    await sendToolTaskMessage(tx, taskId, TOOL_RUN_STATUS.error)
    if (task.analysisId) await enqueue(tx, 'advance_analysis_batch', { analysisId: task.analysisId })
    return true
  })
}

export interface RecordedFailure {
  /** The spec 01 §8 error code. */
  code: string
  /** Safe text for the task's log: the user's problem in words, never a stack or a server path. */
  log: string
  /** What the run page tells the user, in the reader's language; null when `log` already says it (a ToolRunError's words). */
  detail: ToolFailureDetail | null
  /** What only the server log may keep (stacks, paths); undefined for a problem with the user's input. */
  serverCause?: unknown
}

/** The code, log and detail a failure is recorded with (spec 01 §8), and what goes to the server log. */
export function describeFailure(error: unknown): RecordedFailure {
  if (error instanceof ToolRunError) {
    // An executor may rethrow a library problem under its own code (a parameter it checked, 1001).
    if (error.cause instanceof AnalysisInputError)
      return { code: error.code, log: error.message, detail: inputProblemDetail(error.cause) }
    if (typeof error.text === 'string') return { code: error.code, log: error.text, detail: null }
    // The log keeps the words in English; the page says them in the reader's language from the detail.
    const log = renderText(translatorFor('en', bundledTranslations().en), error.text)
    return { code: error.code, log, detail: { code: TOOL_WORDS_FAILURE, params: {}, text: error.text } }
  }
  if (error instanceof AnalysisInputError)
    return { code: TOOL_ERROR_CODE.dataValidation, log: error.message, detail: inputProblemDetail(error) }
  if (error instanceof RunStageError)
    return error.expected
      ? { code: error.code, log: error.message, detail: error.detail }
      : { code: error.code, log: error.message, detail: error.detail, serverCause: error.cause ?? error }
  return {
    code: TOOL_ERROR_CODE.analysis,
    log: 'An unexpected error stopped the analysis; the server log has the details.',
    detail: { code: 'run.unexpected', params: {} },
    serverCause: error,
  }
}
