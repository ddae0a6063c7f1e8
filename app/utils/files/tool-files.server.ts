import { and, eq, inArray } from 'drizzle-orm'
import { FILE_KIND } from '#core/files'
import { isFinalToolRunStatus } from '#core/tool-runs'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { toolTasks } from '#db/schema/tools'

/**
 * Deletes one of the user's tool data files (Project centre → Tool data): an input or output of a
 * stand-alone tool task that has finished, so no run is reading or writing it. A project run's files
 * are analysis data and stay with their batch. Answers false when the file is not one the user may
 * delete; the bytes go after the row.
 */
export async function deleteOwnToolFile(userId: number, fileId: number): Promise<boolean> {
  const deleted = await getDb().transaction(async (tx) => {
    const [file] = await tx
      .select({ id: storedFiles.id, taskStatus: toolTasks.status, analysisId: toolTasks.analysisId })
      .from(storedFiles)
      .leftJoin(toolTasks, eq(toolTasks.id, storedFiles.toolTaskId))
      .where(
        and(
          eq(storedFiles.id, fileId),
          eq(storedFiles.ownerId, userId),
          inArray(storedFiles.kind, [FILE_KIND.toolInput, FILE_KIND.toolOutput]),
        ),
      )
      .for('update', { of: storedFiles })
    // A file whose task was deleted has no status: nothing uses it any more.
    if (!file || file.analysisId || (file.taskStatus !== null && !isFinalToolRunStatus(file.taskStatus))) return null
    const [row] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, file.id))
      .returning({ storageKey: storedFiles.storageKey })
    return row
  })
  if (!deleted) return false
  if (deleted.storageKey) await fileStorage().remove(deleted.storageKey)
  return true
}
