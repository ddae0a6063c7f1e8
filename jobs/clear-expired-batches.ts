import type { Task } from 'graphile-worker'
import { clearExpiredBatches } from '../db/expired-batches'
import { fileStorage } from '../db/file-storage'

/** The daily expiry clean-up (db/expired-batches.ts): safe to run twice and to be killed halfway. */
export const clearExpiredBatchesTask: Task<'clear_expired_batches'> = async (_payload, helpers) => {
  const cleared = await clearExpiredBatches({ storage: fileStorage() })
  helpers.logger.info(`clear_expired_batches: ${cleared.length} batch(es) cleared`)
}
