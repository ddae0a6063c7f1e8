import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localFileStorage, type FileStorage } from '../db/file-storage'
import { serverErrorsDuring } from '../tests/setup/server-log'
import { MOUNT_SKIP_REASON, mountTinyFilesystem, type TinyFilesystem } from '../tests/setup/tiny-filesystem'
import { createHealthCheck } from './health'

describe.skipIf(MOUNT_SKIP_REASON !== null)(
  `the health check on a real 256 KB tmpfs${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
  () => {
    let root: string
    let disk: TinyFilesystem
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-health-'))
      disk = mountTinyFilesystem(root, 256)
    })
    afterAll(() => {
      disk?.unmount()
      fs.rmSync(root, { recursive: true, force: true })
    })

    it('reports the database and writable storage as ok, leaving no probe file behind', async () => {
      const check = createHealthCheck({ storage: () => localFileStorage(root) })
      await expect(check()).resolves.toEqual({ status: 'ok', database: 'ok', storage: 'ok' })
      expect(fs.readdirSync(path.join(root, '.probe'))).toEqual([])
    })

    it('reports a full disk, then a read-only one, and ok again once it is writable, logging each change once', async () => {
      const check = createHealthCheck({ storage: () => localFileStorage(root) })
      const reports: unknown[] = []
      const serverErrors = await serverErrorsDuring(async () => {
        disk.fill()
        reports.push(await check(), await check())
        disk.free()
        disk.readOnly()
        reports.push(await check())
        disk.writable()
        reports.push(await check())
      })
      expect(reports).toEqual([
        { status: 'unavailable', database: 'ok', storage: 'full' },
        { status: 'unavailable', database: 'ok', storage: 'full' },
        { status: 'unavailable', database: 'ok', storage: 'readOnly' },
        { status: 'ok', database: 'ok', storage: 'ok' },
      ])
      expect(serverErrors.map(([, message]) => message)).toEqual([
        'health check: file storage is full',
        'health check: file storage is readOnly',
      ])
    })
  },
)

describe('the health check', () => {
  it('keeps reporting the database', async () => {
    const check = createHealthCheck({ database: () => Promise.reject(new Error('connection refused')) })
    const serverErrors = await serverErrorsDuring(async () => {
      await expect(check()).resolves.toEqual({ status: 'unavailable', database: 'unreachable', storage: 'ok' })
    })
    expect(serverErrors).toHaveLength(1)
  })

  // A hung network mount cannot be made on demand; a probe that never settles stands in for it.
  it('answers "timeout" within its limit when a probe hangs, and never stacks a second probe on a hung one', async () => {
    let probes = 0
    const hung: FileStorage = { ...localFileStorage(os.tmpdir()), probe: () => (probes++, new Promise<void>(() => {})) }
    const check = createHealthCheck({ storage: () => hung, storageTimeoutMs: 100 })
    let reports: unknown[] = []
    const serverErrors = await serverErrorsDuring(async () => {
      reports = await Promise.all([check(), check()])
      await expect(check()).resolves.toMatchObject({ status: 'unavailable', storage: 'timeout' })
    })
    expect(serverErrors.map(([message]) => message)).toEqual([
      'health check: the file storage probe took longer than 100 ms',
    ])
    expect(reports).toEqual([
      { status: 'unavailable', database: 'ok', storage: 'timeout' },
      { status: 'unavailable', database: 'ok', storage: 'timeout' },
    ])
    expect(probes).toBe(1)
  })
})
