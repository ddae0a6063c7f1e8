import type { Task } from 'graphile-worker'
import { resumableUploadStore } from '../db/resumable-upload-store'

/** Removes resumable uploads nobody finished within their lifetime; safe to run twice and to be killed halfway. */
export const clearExpiredUploadsTask: Task<'clear_expired_uploads'> = async (_payload, helpers) => {
  const removed = await (await resumableUploadStore()).datastore.deleteExpired()
  helpers.logger.info(`clear_expired_uploads: ${removed} unfinished upload(s) removed`)
}
