import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MOUNT_SKIP_REASON,
  mountTinyFilesystem,
  partialFilesUnder,
  type TinyFilesystem,
} from '../tests/setup/tiny-filesystem'
import { localFileStorage, StorageUnavailableError } from './file-storage'

const bytes = (size: number) => new Uint8Array(size).fill(65)

describe.skipIf(MOUNT_SKIP_REASON !== null)(
  `local file storage on a real 256 KB tmpfs${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
  () => {
    let root: string
    let disk: TinyFilesystem
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-storage-'))
      disk = mountTinyFilesystem(root, 256)
    })
    afterAll(() => {
      disk?.unmount()
      fs.rmSync(root, { recursive: true, force: true })
    })

    it('stores a file that fits and leaves no temporary file', async () => {
      const storage = localFileStorage(root)
      await storage.put('users/1/a.tsv', bytes(1000))
      expect((await storage.get('users/1/a.tsv')).byteLength).toBe(1000)
      expect(partialFilesUnder(root)).toEqual([])
      await storage.probe()
      expect(fs.readdirSync(path.join(root, '.probe'))).toEqual([])
    })

    it('refuses a file larger than the space left as "full", keeping neither the half-written bytes nor an older file of that name', async () => {
      const storage = localFileStorage(root)
      await storage.put('users/1/big.tsv', bytes(10))
      const refusal = await storage.put('users/1/big.tsv', bytes(400 * 1024)).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(StorageUnavailableError)
      expect(refusal).toMatchObject({ reason: 'full', cause: { code: 'ENOSPC' } })
      // The message may reach a page, so it names no server path; the cause keeps the path for the log.
      expect((refusal as Error).message).not.toContain(root)
      expect(partialFilesUnder(root)).toEqual([])
      // Write-then-rename: the earlier version of the file is still whole.
      expect((await storage.get('users/1/big.tsv')).byteLength).toBe(10)
    })

    it('answers the probe with "full" once the disk is full, and recovers when space is freed', async () => {
      const storage = localFileStorage(root)
      disk.fill()
      try {
        await expect(storage.probe()).rejects.toMatchObject({ name: 'StorageUnavailableError', reason: 'full' })
        await expect(storage.put('users/2/x.tsv', bytes(10_000))).rejects.toMatchObject({ reason: 'full' })
        expect(partialFilesUnder(root)).toEqual([])
      } finally {
        disk.free()
      }
      await expect(storage.probe()).resolves.toBeUndefined()
    })

    it('refuses writes on a read-only file system as "readOnly" and still reads what is there', async () => {
      const storage = localFileStorage(root)
      await storage.put('users/3/kept.tsv', bytes(10))
      disk.readOnly()
      try {
        // Node's recursive mkdir says ENOENT here, not EROFS: the storage must still see a read-only disk.
        await expect(storage.put('users/3/new/folder/x.tsv', bytes(10))).rejects.toMatchObject({ reason: 'readOnly' })
        await expect(storage.put('users/3/kept.tsv', bytes(20))).rejects.toMatchObject({
          reason: 'readOnly',
          cause: { code: 'EROFS' },
        })
        await expect(storage.probe()).rejects.toMatchObject({ reason: 'readOnly' })
        expect((await storage.get('users/3/kept.tsv')).byteLength).toBe(10)
      } finally {
        disk.writable()
      }
      expect(partialFilesUnder(root)).toEqual([])
    })
  },
)
