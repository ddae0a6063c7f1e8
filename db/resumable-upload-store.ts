import path from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import type { DataStore } from '@tus/server'
import { env } from '../core/env'
import { s3ClientConfig } from './s3-client-config'

/**
 * Where unfinished resumable (tus) uploads live: a hidden folder of the local storage root, or a
 * hidden prefix of the bucket. No catalogued storage key starts with a dot, so these never mix
 * with users' files; a finished upload is moved out into `fileStorage()` and removed from here.
 */
export const RESUMABLE_UPLOADS_FOLDER = '.resumable-uploads'

export interface ResumableUploadStore {
  /** Both stores can read a finished upload back as a stream and delete the expired unfinished ones. */
  datastore: DataStore & { read(id: string): Readable | Promise<Readable>; deleteExpired(): Promise<number> }
  /** Prepended to an upload's id to name it in the store (the bucket has no folders of its own). */
  idPrefix: string
}

/**
 * An unfinished upload is kept this long after it was created: long enough to resume after a
 * weekend, and then removed by the daily `clear_expired_uploads` (tus answers 410 for it before).
 */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 7 * 24 * 3600 * 1000

/**
 * The store for the configured backend (STORAGE_BACKEND). On S3 an upload's parts and its state
 * live in the bucket, so a resume may land on any web process or machine; locally they live under
 * FILE_STORAGE_DIR, which every web process of this machine shares.
 */
export async function resumableUploadStore(): Promise<ResumableUploadStore> {
  const config = env()
  if (config.STORAGE_BACKEND === 's3') {
    // Loaded only here: a process on the local backend never loads the AWS SDK.
    const { resumableS3Store } = await import('./resumable-s3-store')
    return {
      idPrefix: `${RESUMABLE_UPLOADS_FOLDER}/`,
      datastore: resumableS3Store(s3ClientConfig(config), RESUMABLE_UPLOAD_LIFETIME_MS),
    }
  }
  return {
    idPrefix: '',
    datastore: new FileStore({
      directory: path.join(path.resolve(config.FILE_STORAGE_DIR), RESUMABLE_UPLOADS_FOLDER),
      expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS,
    }),
  }
}
