import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localFileStorage, type FileStorage } from '../db/file-storage'
import { s3ClientConfig } from '../db/s3-client-config'
import { s3FileStorage } from '../db/s3-file-storage'
import { copyStorage } from '../db/storage-copy'
import { startS3Server, type S3Server } from '../tests/support/s3-server'

const run = promisify(execFile)

let s3: S3Server
let bucket: FileStorage
let root: string

beforeAll(async () => {
  s3 = await startS3Server()
  bucket = s3FileStorage(s3ClientConfig(s3.settings))
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-copy-to-s3-'))
  const local = localFileStorage(root)
  await local.put('users/1/otu.tsv', new TextEncoder().encode('id\tA\nx\t1\n'))
  await local.put('users/1/empty.txt', new Uint8Array())
  await local.put('projects/T1/A1/charts/pca.png', new Uint8Array(9 * 1024 * 1024).fill(7))
  // What a crashed write leaves is no file of the storage.
  fs.writeFileSync(path.join(root, 'users', '1', 'otu.tsv.123.abc.partial'), 'half')
})
afterAll(async () => {
  await s3?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

async function copyCommand(): Promise<{ code: number; stdout: string; stderr: string }> {
  const settings = { ...s3.env, FILE_STORAGE_DIR: root }
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/storage-copy-to-s3.ts'], {
      env: { ...process.env, ...settings },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function keysIn(storage: FileStorage): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for await (const { key, size } of storage.list('')) found[key] = size
  return found
}

describe('npm run storage:copy-to-s3', () => {
  it('copies every file into the bucket, then copies nothing on a second run, and resumes a changed file', async () => {
    const first = await copyCommand()
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(
      `copied 3, skipped 0 (already in the bucket), failed 0, ${9 + 9 * 1024 * 1024} bytes copied`,
    )
    expect(await keysIn(bucket)).toEqual({
      'projects/T1/A1/charts/pca.png': 9 * 1024 * 1024,
      'users/1/empty.txt': 0,
      'users/1/otu.tsv': 9,
    })
    expect(new TextDecoder().decode(await bucket.get('users/1/otu.tsv'))).toBe('id\tA\nx\t1\n')

    const again = await copyCommand()
    expect(again.stdout).toContain('copied 0, skipped 3 (already in the bucket), failed 0, 0 bytes copied')

    // A copy cut short left a different size in the bucket: the next run copies that file again.
    await bucket.put('users/1/otu.tsv', new TextEncoder().encode('id'))
    const resumed = await copyCommand()
    expect(resumed.stdout, resumed.stderr).toContain(
      'copied 1, skipped 2 (already in the bucket), failed 0, 9 bytes copied',
    )
    expect((await bucket.stat('users/1/otu.tsv'))?.size).toBe(9)
  })

  it('counts a file whose size in the target differs after copying as failed', async () => {
    const target = localFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-copy-target-')))
    const truncating: FileStorage = {
      ...target,
      putStream: async (key, source) =>
        target.putStream(key, (await new Response(source as ReadableStream).blob()).slice(0, 1).stream()),
    }
    const summary = await copyStorage(localFileStorage(root), truncating)
    expect(summary).toMatchObject({ copied: 1, skipped: 0, failed: 2 })
    expect(summary.failures.map((failure) => failure.key).sort()).toEqual([
      'projects/T1/A1/charts/pca.png',
      'users/1/otu.tsv',
    ])
    expect(summary.failures[0].reason).toMatch(/size after copying is 1, expected/)
  })

  it('refuses to start without a bucket', async () => {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/storage-copy-to-s3.ts'], {
      env: { ...process.env, FILE_STORAGE_DIR: root, S3_BUCKET: '' },
    }).catch((error: { stderr: string; code: number }) => {
      expect(error.code).toBe(1)
      return error
    })
    expect(stderr).toContain('set S3_BUCKET')
  })
})
