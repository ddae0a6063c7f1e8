import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from './client'
import type { FileStorage } from './file-storage'
import { storedFiles } from './schema'

/** Staged uploads nobody confirmed or cancelled (a closed tab) are swept once they are this old. */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000

export interface StorageUseReport {
  checked: number
  corrected: number
  /** Catalogued files whose bytes storage no longer has; their size is set to 0 so they stop counting. */
  missing: string[]
  /** Uploaded bytes that were never catalogued (an unanswered overwrite confirmation), removed. */
  abandonedUploads: number
}

/**
 * Recalculates what a user stores (spec 02 §7 triggeruserstoragecalc): every catalogued file is
 * re-stated through storage and its size corrected, so the quota counts what storage holds.
 */
export async function recalculateStorageUse(
  db: Database,
  storage: FileStorage,
  userId: number,
): Promise<StorageUseReport> {
  const rows = await db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), isNotNull(storedFiles.storageKey)))
  const report: StorageUseReport = { checked: rows.length, corrected: 0, missing: [], abandonedUploads: 0 }
  const catalogued = new Set<string>()
  for (const row of rows) {
    const key = row.storageKey!
    catalogued.add(key)
    const found = await storage.stat(key)
    if (!found) report.missing.push(key)
    const size = found?.size ?? 0
    if (size === row.sizeBytes) continue
    // Only the size changes, and only if the row still names the same bytes (an upload may have replaced them meanwhile).
    const updated = await db
      .update(storedFiles)
      .set({ sizeBytes: size })
      .where(and(eq(storedFiles.id, row.id), eq(storedFiles.storageKey, key)))
      .returning({ id: storedFiles.id })
    report.corrected += updated.length
  }
  for await (const found of storage.list(`users/${userId}/files/`)) {
    if (catalogued.has(found.key)) continue
    const stat = await storage.stat(found.key)
    if (!stat || Date.now() - stat.modifiedAt.getTime() < ABANDONED_UPLOAD_MS) continue
    // Catalogued since the list above was read: it is no longer abandoned.
    const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.storageKey, found.key))
    if (row) continue
    await storage.remove(found.key)
    report.abandonedUploads++
  }
  return report
}
