import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Environment } from '../core/env'

/**
 * The settings of the S3 backend, apart from its code: a process on the local backend never loads
 * the AWS SDK (a few hundred milliseconds of every start-up), so what reads the settings lives here.
 */
export type S3StorageConfig = S3ClientConfig & { bucket: string }

/** The S3 client settings and bucket the environment names, shared with the tus upload store so both write the same bucket. */
export function s3ClientConfig(
  settings: Pick<
    Environment,
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
  >,
): S3StorageConfig {
  if (!settings.S3_BUCKET) throw new Error('S3_BUCKET must be set when STORAGE_BACKEND is s3')
  return {
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Without keys the SDK's own chain applies (instance role, AWS_* variables, shared config).
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // S3-compatible servers (MinIO releases, Ceph, s3rver) refuse the SDK's default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
