import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../tests/support/s3-server'
import { StorageUnavailableError } from './file-storage'
import { fileStorageContract } from './file-storage.contract'
import { s3ClientConfig } from './s3-client-config'
import { s3FileStorage } from './s3-file-storage'

fileStorageContract('S3 bucket (s3rver)', async () => {
  const server = await startS3Server()
  return {
    storage: s3FileStorage(s3ClientConfig(server.settings)),
    leftovers: server.pendingUploadParts,
    presignsDownloads: true,
    stop: server.stop,
  }
})

describe('S3 storage the health check probes', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>
  beforeAll(async () => {
    server = await startS3Server()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('probes a bucket that takes writes, leaving no key', async () => {
    const storage = s3FileStorage(s3ClientConfig(server.settings))
    await storage.probe()
    const keys: string[] = []
    for await (const { key } of storage.list('')) keys.push(key)
    expect(keys).toEqual([])
  })

  it('answers "denied" for keys the server refuses, and fails otherwise for a bucket that does not exist', async () => {
    // s3rver refuses an unknown key id (InvalidAccessKeyId, 403) as S3 does; it does not check secrets.
    const refused = s3FileStorage(
      s3ClientConfig({ ...server.settings, S3_ACCESS_KEY_ID: 'NOT-A-KEY', S3_SECRET_ACCESS_KEY: 'not-the-secret' }),
    )
    await expect(refused.probe()).rejects.toMatchObject({ name: 'StorageUnavailableError', reason: 'denied' })
    await expect(refused.get('users/1/a.tsv')).rejects.toBeInstanceOf(StorageUnavailableError)
    const noBucket = s3FileStorage(s3ClientConfig({ ...server.settings, S3_BUCKET: 'no-such-bucket' }))
    const failure = await noBucket.probe().catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'NoSuchBucket' })
  })
})
