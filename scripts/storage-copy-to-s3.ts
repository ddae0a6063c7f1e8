import path from 'node:path'
import { env } from '../core/env'
import { localFileStorage } from '../db/file-storage'
import { s3ClientConfig } from '../db/s3-client-config'
import { s3FileStorage } from '../db/s3-file-storage'
import { copyStorage } from '../db/storage-copy'

/**
 * `npm run storage:copy-to-s3`: copies the local file storage (FILE_STORAGE_DIR, else
 * DATA_DIR/files) into the bucket the S3_* variables name, before switching to STORAGE_BACKEND=s3
 * (README "Running web and workers separately"). Safe to run again: files already in the bucket
 * with the same size are skipped, so an interrupted run resumes. Prints a summary and exits 1 when
 * any file failed or its size in the bucket differs.
 */
function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const settings = (() => {
  try {
    return env()
  } catch (error) {
    fail(`storage:copy-to-s3: ${error instanceof Error ? error.message : String(error)}`)
  }
})()
if (!settings.S3_BUCKET)
  fail('storage:copy-to-s3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to the bucket to copy into.')

const sourceFolder = path.resolve(settings.FILE_STORAGE_DIR)
process.stdout.write(
  `Copying ${sourceFolder} into s3://${settings.S3_BUCKET}${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ''}\n`,
)
const summary = await copyStorage(localFileStorage(sourceFolder), s3FileStorage(s3ClientConfig(settings)), {
  onFile: (key, outcome) => {
    if (outcome === 'failed') process.stderr.write(`failed: ${key}\n`)
  },
})
for (const failure of summary.failures) process.stderr.write(`  ${failure.key}: ${failure.reason}\n`)
process.stdout.write(
  `copied ${summary.copied}, skipped ${summary.skipped} (already in the bucket), failed ${summary.failed}, ${summary.bytes} bytes copied\n`,
)
process.exit(summary.failed > 0 ? 1 : 0)
