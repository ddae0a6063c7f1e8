import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { recordStoredFiles, StorageQuotaExceededError, type NewStoredFile } from '#db/stored-files'

const MB = 1024 * 1024
let ownerId: number
let counter = 0

beforeEach(async () => {
  counter += 1
  ;[{ id: ownerId }] = await getDb()
    .insert(users)
    .values({ email: `quota-${counter}@example.com`, storageLimitMb: 2 })
    .returning({ id: users.id })
})

const file = (name: string, sizeBytes: number, folder = ''): NewStoredFile => ({
  ownerId,
  kind: FILE_KIND.personal,
  folder,
  name,
  sizeBytes,
  storageKey: `users/${ownerId}/files/${name}-${sizeBytes}-${Math.random()}`,
})

const ownedRows = () =>
  getDb()
    .select({ name: storedFiles.name, sizeBytes: storedFiles.sizeBytes, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, ownerId))
    .orderBy(storedFiles.name)

describe('recordStoredFiles', () => {
  it('records files up to the limit exactly and refuses the byte past it, recording nothing of that write', async () => {
    await getDb().transaction((tx) => recordStoredFiles(tx, [file('a.tsv', MB), file('b.tsv', MB - 10)]))
    const refused = getDb().transaction((tx) => recordStoredFiles(tx, [file('c.tsv', 10), file('d.tsv', 1)]))
    await expect(refused).rejects.toBeInstanceOf(StorageQuotaExceededError)
    await expect(refused).rejects.toMatchObject({ limitBytes: 2 * MB, usedBytes: 2 * MB - 10, addedBytes: 11 })
    expect((await ownedRows()).map((row) => row.name)).toEqual(['a.tsv', 'b.tsv'])
    await getDb().transaction((tx) => recordStoredFiles(tx, [file('c.tsv', 10)]))
    expect(await ownedRows()).toHaveLength(3)
  })

  it('replaces a file of the same folder and name, counting only the new size, and names the replaced bytes', async () => {
    const first = file('otu.tsv', 2 * MB)
    await getDb().transaction((tx) => recordStoredFiles(tx, [first]))
    // A full account may still overwrite its file with one of the same size.
    const second = file('otu.tsv', 2 * MB)
    const [recorded] = await getDb().transaction((tx) => recordStoredFiles(tx, [second]))
    expect(recorded.replacedStorageKey).toBe(first.storageKey)
    expect(await ownedRows()).toEqual([{ name: 'otu.tsv', sizeBytes: 2 * MB, storageKey: second.storageKey }])
    // The same name in another folder is another file.
    await expect(
      getDb().transaction((tx) => recordStoredFiles(tx, [file('otu.tsv', 1, 'runs')])),
    ).rejects.toBeInstanceOf(StorageQuotaExceededError)
  })

  it('records what the platform gives an account without counting it against the limit', async () => {
    await getDb().transaction((tx) => recordStoredFiles(tx, [file('demo.tsv', 3 * MB)], { enforceQuota: false }))
    expect((await ownedRows()).map((row) => row.sizeBytes)).toEqual([3 * MB])
  })

  it('lets concurrent writes of one owner take turns, so two cannot share the last free megabyte', async () => {
    await getDb().transaction((tx) => recordStoredFiles(tx, [file('base.tsv', MB)]))
    const outcomes = await Promise.allSettled([
      getDb().transaction((tx) => recordStoredFiles(tx, [file('x.tsv', 700 * 1024)])),
      getDb().transaction((tx) => recordStoredFiles(tx, [file('y.tsv', 700 * 1024)])),
    ])
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult
    expect(rejected.reason).toBeInstanceOf(StorageQuotaExceededError)
    expect(await ownedRows()).toHaveLength(2)
  })
})
