import path from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { ERRORS, type DataStore } from '@tus/server'
import { env } from '../core/env'
import { s3ClientConfig } from './s3-file-storage'

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

/** S3 parts of this size are sent as the bytes arrive; tus-js-client's chunks are a multiple of it. */
const S3_PART_BYTES = 8 * 1024 * 1024

/**
 * S3Store's remove aborts the multipart upload first; once an upload is complete there is none to
 * abort (NoSuchUpload) and it gave up before deleting the finished object and its info, leaving
 * them in the bucket. Here they are deleted either way.
 */
class RemovableS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id)
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] },
      })
      await this.clearCache(id)
    }
  }
}

/**
 * The store for the configured backend (STORAGE_BACKEND). On S3 an upload's parts and its state
 * live in the bucket, so a resume may land on any web process or machine; locally they live under
 * FILE_STORAGE_DIR, which every web process of this machine shares.
 */
export function resumableUploadStore(): ResumableUploadStore {
  const config = env()
  if (config.STORAGE_BACKEND === 's3') {
    return {
      idPrefix: `${RESUMABLE_UPLOADS_FOLDER}/`,
      datastore: new RemovableS3Store({
        partSize: S3_PART_BYTES,
        expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS,
        s3ClientConfig: s3ClientConfig(config),
      }),
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
