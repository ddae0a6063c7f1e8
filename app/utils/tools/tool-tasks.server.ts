import { eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { assertSafeKey, fileStorage, type StorageUnavailableError } from '#db/file-storage'
import { enqueue } from '#db/job-queue'
import { storedFiles } from '#db/schema/files'
import { recordStoredFiles, type NewStoredFile } from '#db/stored-files'
import { FILE_KIND } from '#core/files'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { jobKeyOf } from '#core/tasks'
import { toolTasks, tools } from '#db/schema/tools'
import { catalogueFolder, safeFileName, storageKeyFileName, toolTaskStoragePrefix } from '#core/storage-paths'
import { logger } from '#core/logger'
import { languageOrDefault, PLATFORM_TIME_ZONE, type Language } from '#core/language'
import { can } from '#core/access-policy'
import { taskResource, taskSharedWith, type TaskViewer } from './task-access.server'

export interface ToolTaskInputFile {
  fileName: string
  bytes: Uint8Array
}

export interface CreateToolTaskInput {
  userId: number
  toolId: number
  /** Form values already validated and typed by the tool page. */
  params: Record<string, unknown>
  /** Uploaded (or demo) files by data-file key. */
  files: Record<string, ToolTaskInputFile>
  language: Language
}

/**
 * Records a submission: stores the input files, catalogues them, inserts the task (status 1,
 * queueing) and queues its `run_tool` job — all in one transaction, so there is never a job
 * without a task or a task without a job. If the transaction fails, the stored bytes are removed.
 */
export async function createToolTask(input: CreateToolTaskInput): Promise<{ id: number; taskNumber: string }> {
  const storage = fileStorage()
  const writtenKeys: string[] = []
  try {
    return await getDb().transaction(async (tx) => {
      const [tool] = await tx
        .select({ id: tools.id, script: tools.script })
        .from(tools)
        .where(eq(tools.id, input.toolId))
      if (!tool) throw new Error(`tool ${input.toolId} does not exist`)

      // The task number needs the id, so insert with a placeholder and set it in the same transaction.
      const [inserted] = await tx
        .insert(toolTasks)
        .values({
          taskNumber: sql`'pending-' || gen_random_uuid()`,
          toolId: tool.id,
          userId: input.userId,
          status: TOOL_RUN_STATUS.queueing,
          script: tool.script,
          params: input.params,
          language: input.language,
        })
        .returning({ id: toolTasks.id })
      const [{ taskNumber }] = await tx
        .update(toolTasks)
        .set({
          taskNumber: sql`'T' || to_char(now() at time zone ${PLATFORM_TIME_ZONE}, 'YYMMDD') || lpad(${toolTasks.id}::text, 6, '0')`,
        })
        .where(eq(toolTasks.id, inserted.id))
        .returning({ taskNumber: toolTasks.taskNumber })

      const dataFiles: Record<string, string> = {}
      const inputRows: NewStoredFile[] = []
      for (const [dataKey, file] of Object.entries(input.files)) {
        const storageKey = `${toolTaskStoragePrefix(input.userId, taskNumber, 'input')}/${dataKey}/${safeFileName(file.fileName)}`
        assertSafeKey(storageKey)
        await storage.put(storageKey, file.bytes)
        writtenKeys.push(storageKey)
        dataFiles[dataKey] = storageKey
        inputRows.push({
          ownerId: input.userId,
          kind: FILE_KIND.toolInput,
          folder: catalogueFolder(storageKey),
          name: storageKeyFileName(storageKey),
          sizeBytes: file.bytes.byteLength,
          storageKey,
          contentType: 'application/octet-stream',
          toolTaskId: inserted.id,
        })
      }
      // Over the user's storage limit: StorageQuotaExceededError, nothing recorded, the bytes removed below.
      await recordStoredFiles(tx, inputRows)
      await tx.update(toolTasks).set({ dataFiles }).where(eq(toolTasks.id, inserted.id))

      await enqueue(tx, 'run_tool', { toolTaskId: inserted.id })
      return { id: inserted.id, taskNumber }
    })
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => {})))
    throw error
  }
}

/**
 * Logs a submission the file storage refused. The user can only wait, and the page says so; the
 * operator needs the path and the system error, which only the log gets.
 */
export function logStorageRefusal(
  error: StorageUnavailableError,
  context: { userId: number; toolId?: number; rerunOf?: number },
): void {
  logger.error({ err: error, ...context }, 'tool task refused: file storage is unavailable')
}

/** Thrown when a user acts on a task that does not exist or is not theirs; pages show "no such task". */
export class ToolTaskNotFound extends Error {
  constructor(taskId: number) {
    super(`tool task ${taskId} not found`)
    this.name = 'ToolTaskNotFound'
  }
}

/** Thrown when a task's input files are no longer stored (its project's data was cleared), so it cannot run again. */
export class ToolTaskInputsGone extends Error {
  constructor(taskId: number) {
    super(`tool task ${taskId} has input files no longer stored`)
    this.name = 'ToolTaskInputsGone'
  }
}

/** Submits the task again with the same tool, parameters, language and input files, if the user may (`task:rerun`: its owner). */
export async function rerunToolTask(taskId: number, user: TaskViewer): Promise<{ id: number; taskNumber: string }> {
  const [task] = await getDb()
    .select({
      toolId: toolTasks.toolId,
      params: toolTasks.params,
      dataFiles: toolTasks.dataFiles,
      language: toolTasks.language,
      userId: toolTasks.userId,
      analysisId: toolTasks.analysisId,
      sharedWith: taskSharedWith,
    })
    .from(toolTasks)
    .where(eq(toolTasks.id, taskId))
  if (!task || !can(user, 'task:rerun', taskResource(task))) throw new ToolTaskNotFound(taskId)
  const storage = fileStorage()
  const present = await Promise.all(Object.values(task.dataFiles).map((storageKey) => storage.exists(storageKey)))
  if (present.includes(false)) throw new ToolTaskInputsGone(taskId)
  const files: Record<string, ToolTaskInputFile> = {}
  for (const [dataKey, storageKey] of Object.entries(task.dataFiles)) {
    files[dataKey] = { fileName: storageKeyFileName(storageKey), bytes: await storage.get(storageKey) }
  }
  return createToolTask({
    userId: user.id,
    toolId: task.toolId,
    params: task.params,
    files,
    language: languageOrDefault(task.language),
  })
}

/**
 * Deletes the task, if the user may (`task:delete`: its owner), with its runs (cascade), its
 * catalogued input and output files and their bytes. A queued job finds no task and does nothing.
 */
export async function deleteToolTask(taskId: number, user: TaskViewer): Promise<void> {
  const storageKeys = await getDb().transaction(async (tx) => {
    const [task] = await tx
      .select({ userId: toolTasks.userId, analysisId: toolTasks.analysisId, sharedWith: taskSharedWith })
      .from(toolTasks)
      .where(eq(toolTasks.id, taskId))
      .for('update')
    if (!task || !can(user, 'task:delete', taskResource(task))) throw new ToolTaskNotFound(taskId)
    const files = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.toolTaskId, taskId))
      .returning({ storageKey: storedFiles.storageKey })
    await tx.delete(toolTasks).where(eq(toolTasks.id, taskId))
    // A job still waiting in the queue would only find nothing to do; remove it anyway.
    await tx.execute(sql`select graphile_worker.remove_job(${jobKeyOf('run_tool', { toolTaskId: taskId })})`)
    return files.flatMap((f) => (f.storageKey ? [f.storageKey] : []))
  })
  // Bytes go after the commit: a failed transaction must not leave rows pointing at missing files.
  await Promise.all(storageKeys.map((key) => fileStorage().remove(key)))
  // The chart downloads and restyles drawn beside the output (uncatalogued: a cache of the stored result) go too.
  const outputFolders = new Set(
    storageKeys.filter((key) => key.includes('/output/')).map((key) => key.slice(0, key.lastIndexOf('/'))),
  )
  await Promise.all([...outputFolders].map((folder) => fileStorage().removeFolder(`${folder}/chart-files`)))
}
