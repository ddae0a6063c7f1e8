import fs from 'node:fs'
import { fileStorageContract, partialFilesIn, temporaryFolder } from './file-storage.contract'
import { localFileStorage } from './file-storage'

fileStorageContract('local folder', async () => {
  const root = temporaryFolder()
  return {
    storage: localFileStorage(root),
    leftovers: () => partialFilesIn(root),
    presignsDownloads: false,
    stop: async () => fs.rmSync(root, { recursive: true, force: true }),
  }
})
