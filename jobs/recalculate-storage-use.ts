import type { Task } from 'graphile-worker'
import { getDb } from '../db/client'
import { fileStorage } from '../db/file-storage'
import { recalculateStorageUse } from '../db/storage-use'

/** Re-stats a user's stored files and corrects their sizes (db/storage-use.ts); missing bytes are reported in the log. */
export const recalculateStorageUseTask: Task<'recalculate_storage_use'> = async ({ userId }, helpers) => {
  const report = await recalculateStorageUse(getDb(), fileStorage(), userId)
  if (report.missing.length)
    helpers.logger.warn(
      `recalculate_storage_use: user ${userId} has ${report.missing.length} catalogued files without bytes: ${report.missing.slice(0, 20).join(', ')}`,
    )
  helpers.logger.info(
    `recalculate_storage_use: user ${userId}, ${report.checked} files checked, ${report.corrected} sizes corrected, ${report.abandonedUploads} abandoned uploads removed`,
  )
}
