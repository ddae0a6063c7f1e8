import { startS3Server } from '../tests/support/s3-server'
import { fileStorageContract } from './file-storage.contract'
import { s3ClientConfig, s3FileStorage } from './s3-file-storage'

fileStorageContract('S3 bucket (s3rver)', async () => {
  const server = await startS3Server()
  return {
    storage: s3FileStorage(s3ClientConfig(server.settings)),
    leftovers: server.pendingUploadParts,
    presignsDownloads: true,
    stop: server.stop,
  }
})
