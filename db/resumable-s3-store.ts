import { S3Store } from '@tus/s3-store'
import { ERRORS } from '@tus/server'
import type { S3StorageConfig } from './s3-client-config'

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

/** The tus store of unfinished uploads in the bucket (the bucket itself comes from `s3ClientConfig`'s settings). */
export function resumableS3Store(s3ClientConfig: S3StorageConfig, lifetimeMs: number): RemovableS3Store {
  return new RemovableS3Store({ partSize: S3_PART_BYTES, expirationPeriodInMilliseconds: lifetimeMs, s3ClientConfig })
}
