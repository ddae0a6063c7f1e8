import type { JobHelpers } from 'graphile-worker'
import { Upload } from '@tus/server'
import { describe, expect, it } from 'vitest'
import { RESUMABLE_UPLOAD_LIFETIME_MS, resumableUploadStore } from '#db/resumable-upload-store'
import { clearExpiredUploadsTask } from './clear-expired-uploads'

const helpers = { logger: { info: () => {} } } as unknown as JobHelpers

describe('clear_expired_uploads', () => {
  it('removes the unfinished uploads older than their lifetime and keeps the rest', async () => {
    const { datastore } = await resumableUploadStore()
    const created = (id: string, ageMs: number) =>
      datastore.create(
        new Upload({ id, size: 1000, offset: 0, creation_date: new Date(Date.now() - ageMs).toISOString() }),
      )
    await created('1-abandoned', RESUMABLE_UPLOAD_LIFETIME_MS + 60_000)
    await created('1-fresh', 60_000)

    await clearExpiredUploadsTask({}, helpers)

    await expect(datastore.getUpload('1-abandoned')).rejects.toBeDefined()
    expect((await datastore.getUpload('1-fresh')).size).toBe(1000)
  })
})
