import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { toolTaskShareLinks, tools, toolTasks } from '#db/schema/tools'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import type { DataFileSetting } from '#core/tools'
import type { StoredToolResult } from '#core/tool-results'
import { decodeText } from '#analysis/io/text'
import { visibleToolsCondition } from './catalogue.server'
import { isTableSlot, slotFileTypes, DELIMITER_CHARACTERS } from './table-inputs'
import { readStoredFileHead } from './stored-file-inputs.server'
import { suffixOf } from './uploads.server'
import { formatBytes } from './formatting.server'
import type { StoredFileChoice } from './tool-form'
import type { SessionUser } from '~/utils/auth.server'

/*
 * Share and chain (issue 24): the owner of a finished stand-alone task shares its result read-only
 * by a link with a random token, and revokes it; a result table opens as the input of another tool.
 * Only the task's owner does either: the server checks ownership here, whatever the page shows.
 */

/** 24 random bytes: 32 URL-safe characters nobody guesses. */
const TOKEN_BYTES = 24
const FINISHED = [TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed]

function isFinished(status: number): boolean {
  return (FINISHED as readonly number[]).includes(status)
}

/** The user's own stand-alone task (a project's runs are shared with the project), or null. */
export async function findOwnedTask(taskId: number, userId: number) {
  const [task] = await getDb()
    .select({
      id: toolTasks.id,
      taskNumber: toolTasks.taskNumber,
      status: toolTasks.status,
      toolId: toolTasks.toolId,
      title: tools.title,
      titleEn: tools.titleEn,
      result: toolTasks.result,
    })
    .from(toolTasks)
    .innerJoin(tools, eq(tools.id, toolTasks.toolId))
    .where(and(eq(toolTasks.id, taskId), eq(toolTasks.userId, userId), isNull(toolTasks.analysisId)))
  if (!task) return null
  return { ...task, finished: isFinished(task.status), result: (task.result as StoredToolResult | null) ?? null }
}

/** The task's share link token, if its owner made one. */
export async function shareTokenOf(taskId: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ token: toolTaskShareLinks.token })
    .from(toolTaskShareLinks)
    .where(eq(toolTaskShareLinks.toolTaskId, taskId))
    .orderBy(asc(toolTaskShareLinks.createdAt))
    .limit(1)
  return row?.token ?? null
}

/**
 * Makes the task's read-only link (or gives the one it has): only for the owner of a finished
 * stand-alone task; null for anyone else or an unfinished task.
 */
export async function createShareLink(taskId: number, userId: number): Promise<string | null> {
  const task = await findOwnedTask(taskId, userId)
  if (!task?.finished) return null
  const existing = await shareTokenOf(taskId)
  if (existing) return existing
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  await getDb().insert(toolTaskShareLinks).values({ token, toolTaskId: taskId, createdById: userId })
  return token
}

/** Revokes every link of the task; the links then answer 404. Only the owner may; false otherwise. */
export async function revokeShareLinks(taskId: number, userId: number): Promise<boolean> {
  if (!(await findOwnedTask(taskId, userId))) return false
  await getDb().delete(toolTaskShareLinks).where(eq(toolTaskShareLinks.toolTaskId, taskId))
  return true
}

/** What a share link shows: the task's result and its tool's title; null for an unknown or revoked token. */
export async function findSharedTask(token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null
  const [row] = await getDb()
    .select({
      id: toolTasks.id,
      taskNumber: toolTasks.taskNumber,
      userId: toolTasks.userId,
      status: toolTasks.status,
      title: tools.title,
      titleEn: tools.titleEn,
      result: toolTasks.result,
      endedAt: toolTasks.endedAt,
    })
    .from(toolTaskShareLinks)
    .innerJoin(toolTasks, eq(toolTasks.id, toolTaskShareLinks.toolTaskId))
    .innerJoin(tools, eq(tools.id, toolTasks.toolId))
    .where(and(eq(toolTaskShareLinks.token, token), isNull(toolTasks.analysisId)))
  if (!row || row.userId === null || !isFinished(row.status)) return null
  return { ...row, userId: row.userId, result: (row.result as StoredToolResult | null) ?? null }
}

/**
 * An output file of a shared task (`output/<name>`: charts, tables, result files); never an input.
 * Only files catalogued for the task are served.
 */
export async function findSharedOutputFile(token: string, relativePath: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token) || !/^output\/[^/]+$/.test(relativePath)) return null
  // One query, without the task's result (a chart's spec may weigh megabytes): the link, a finished
  // task of its own (not a project's), and the file catalogued for it at that path.
  const [row] = await getDb()
    .select({ storageKey: storedFiles.storageKey, name: storedFiles.name, contentType: storedFiles.contentType })
    .from(toolTaskShareLinks)
    .innerJoin(toolTasks, eq(toolTasks.id, toolTaskShareLinks.toolTaskId))
    .innerJoin(
      storedFiles,
      and(
        eq(storedFiles.toolTaskId, toolTasks.id),
        eq(
          storedFiles.storageKey,
          sql`'users/' || ${toolTasks.userId} || '/tool-tasks/' || ${toolTasks.taskNumber} || '/' || ${relativePath}`,
        ),
      ),
    )
    .where(
      and(eq(toolTaskShareLinks.token, token), isNull(toolTasks.analysisId), inArray(toolTasks.status, [...FINISHED])),
    )
  return row?.storageKey ? { storageKey: row.storageKey, name: row.name, contentType: row.contentType } : null
}

/** A tool a result table can open in: its table slots (the first is where the table goes). */
export interface ChainTarget {
  id: number
  title: string
  titleEn: string | null
  slots: { key: string; label: string }[]
}

/** The tools the viewer sees that have a table slot taking a TSV, by catalogue order. */
export async function chainTargets(viewer: SessionUser): Promise<ChainTarget[]> {
  const rows = await getDb()
    .select({
      id: tools.id,
      title: tools.title,
      titleEn: tools.titleEn,
      dataFileSettings: tools.dataFileSettings,
    })
    .from(tools)
    .where(visibleToolsCondition(viewer))
    .orderBy(asc(tools.sort), asc(tools.id))
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      titleEn: row.titleEn,
      slots: row.dataFileSettings
        .filter((setting) => isTableSlot(setting) && slotFileTypes(setting).includes('tsv'))
        .map((setting) => ({ key: setting.key, label: setting.label })),
    }))
    .filter((target) => target.slots.length > 0)
}

/** One of the task's result tables standing in for an upload in a slot of the tool page. */
export interface ChainedInput {
  slotKey: string
  /** The stored file as the slot's stored-file choice offers it, chosen. */
  choice: StoredFileChoice
  taskId: number
  taskNumber: string
  header: string[]
}

/**
 * The stored TSV of the user's own task as the input of a tool's slot (`?fromTask=&file=&slot=`):
 * the file must be an output of that task and the user's own (stored files carry their owner),
 * and the slot a table slot taking it. The run then copies it into the new task's input, as it does
 * any stored file chosen for a slot (ownership checked again there).
 */
export async function chainedInput(
  userId: number,
  taskId: number,
  fileName: string,
  settings: readonly DataFileSetting[],
  tableDelimiter: number,
  slotKey?: string,
): Promise<ChainedInput | null> {
  const [file] = await getDb()
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      kind: storedFiles.kind,
      sizeBytes: storedFiles.sizeBytes,
      taskNumber: toolTasks.taskNumber,
    })
    .from(storedFiles)
    .innerJoin(toolTasks, eq(toolTasks.id, storedFiles.toolTaskId))
    .where(
      and(
        eq(storedFiles.toolTaskId, taskId),
        eq(storedFiles.ownerId, userId),
        eq(toolTasks.userId, userId),
        eq(storedFiles.name, fileName),
        eq(storedFiles.isFolder, false),
        isNotNull(storedFiles.storageKey),
      ),
    )
    .limit(1)
  if (!file) return null
  const suffix = suffixOf(file.name)
  const slot = settings.find(
    (setting) =>
      (slotKey === undefined || setting.key === slotKey) &&
      isTableSlot(setting) &&
      slotFileTypes(setting).includes(suffix),
  )
  if (!slot) return null
  const head = await readStoredFileHead(file.id, userId)
  const header = head ? headerOfHead(head, tableDelimiter) : []
  return {
    slotKey: slot.key,
    choice: { id: file.id, name: file.name, kind: file.kind, size: formatBytes(file.sizeBytes) },
    taskId,
    taskNumber: file.taskNumber,
    header,
  }
}

/** The header cells of a stored table's first bytes, for the column pickers of the page it opens in. */
function headerOfHead(head: Uint8Array, tableDelimiter: number): string[] {
  const line = decodeText(head).text.split(/\r?\n/, 1)[0] ?? ''
  return line
    .split(DELIMITER_CHARACTERS[tableDelimiter] ?? '\t')
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean)
}
