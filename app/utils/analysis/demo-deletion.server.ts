import { count, eq, or, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { logger } from '#core/logger'
import { displayTrackingNumber } from '#core/projects'
import { batchStoragePrefix } from '#core/storage-paths'
import { otuFilterCacheFolder } from '#core/otu-filter'
import { can } from '#core/access-policy'
import { projectResource, type ProjectViewer } from './project-access.server'

export interface DeletableDemo {
  id: string
  analysisName: string
  trackingNumber: string
}

/** What the access policy reads of a batch. */
const policyColumns = {
  customerId: analysisBatches.customerId,
  isDemo: analysisBatches.isDemo,
  expiresAt: analysisBatches.expiresAt,
  dataClearedAt: analysisBatches.dataClearedAt,
}

/** The user's own demo batch of this id (`project:deleteDemo`), for the confirmation question; null for any other id. */
export async function findOwnDemoBatch(user: ProjectViewer, batchId: string): Promise<DeletableDemo | null> {
  const [row] = await getDb()
    .select({
      id: analysisBatches.id,
      analysisName: analysisBatches.analysisName,
      trackingNumber: orders.trackingNumber,
      ...policyColumns,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.id, batchId))
  if (!row || !can(user, 'project:deleteDemo', projectResource(row))) return null
  return { id: row.id, analysisName: row.analysisName, trackingNumber: displayTrackingNumber(row.trackingNumber) }
}

/**
 * Deletes the user's own demo batch: the batch (its groups, items, tasks and runs go with it), the
 * catalogue rows of the files in its storage folder, and its order when no other batch is left in
 * it, in one transaction; then the files' bytes. Returns false, changing nothing, for a batch that is
 * not the user's, not a demo, or not there (already deleted).
 */
export async function deleteOwnDemoBatch(user: ProjectViewer, batchId: string): Promise<boolean> {
  const removed = await getDb().transaction(async (tx) => {
    const [batch] = await tx
      .select({
        id: analysisBatches.id,
        orderId: analysisBatches.orderId,
        trackingNumber: orders.trackingNumber,
        ...policyColumns,
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(analysisBatches.id, batchId))
      .for('update', { of: analysisBatches })
    if (!batch || !can(user, 'project:deleteDemo', projectResource(batch))) return null
    const folder = `${batchStoragePrefix(batch.trackingNumber, batch.id)}/`
    // starts_with, not LIKE: tracking numbers and batch ids may hold `_`, a LIKE wildcard.
    const files = await tx
      .delete(storedFiles)
      .where(or(sql`starts_with(${storedFiles.storageKey}, ${folder})`, eq(storedFiles.analysisId, batch.id)))
      .returning({ storageKey: storedFiles.storageKey })
    await tx.delete(analysisBatches).where(eq(analysisBatches.id, batch.id))
    const [{ remaining }] = await tx
      .select({ remaining: count() })
      .from(analysisBatches)
      .where(eq(analysisBatches.orderId, batch.orderId))
    if (remaining === 0) await tx.delete(orders).where(eq(orders.id, batch.orderId))
    return {
      catalogued: files.flatMap((file) => (file.storageKey ? [file.storageKey] : [])),
      caches: otuFilterCacheFolder(batch.trackingNumber, batch.id),
    }
  })
  if (removed === null) return false
  const { catalogued: storageKeys, caches } = removed
  // After the commit: the demo is gone for the user either way; bytes that fail to go are only logged.
  const storage = fileStorage()
  const removals = await Promise.allSettled(storageKeys.map((key) => storage.remove(key)))
  removals.forEach((removal, index) => {
    if (removal.status === 'rejected')
      logger.error({ err: removal.reason, storageKey: storageKeys[index], batchId }, 'demo file left in storage')
  })
  await storage
    .removeFolder(caches)
    .catch((error: unknown) => logger.error({ err: error, folder: caches, batchId }, 'demo cache left in storage'))
  return true
}
