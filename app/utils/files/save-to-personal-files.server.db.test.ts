import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { StorageQuotaExceededError } from '#db/stored-files'
import { numberedFileName, saveToPersonalFiles } from './save-to-personal-files.server'

const RESULT = new TextEncoder().encode('Feature\tS1\tS2\nOTU_1\t0.25\t0.75\n')
const SOURCE_KEY = 'users/0/tool-tasks/T000000000001/output/heatmap table.tsv'

async function newUser(email: string, storageLimitMb = 1024): Promise<number> {
  return (await getDb().insert(users).values({ email, storageLimitMb }).returning({ id: users.id }))[0].id
}

async function personalRoot(ownerId: number) {
  return getDb()
    .select({
      name: storedFiles.name,
      kind: storedFiles.kind,
      sizeBytes: storedFiles.sizeBytes,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.folder, '')))
    .orderBy(storedFiles.id)
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const { key } of fileStorage().list(prefix)) keys.push(key)
  return keys
}

beforeAll(async () => {
  await fileStorage().put(SOURCE_KEY, RESULT)
})

describe('saveToPersonalFiles', () => {
  it('copies the bytes into the personal files root and catalogues them as a personal file', async () => {
    const owner = await newUser('save-personal@example.com')
    const saved = await saveToPersonalFiles({
      ownerId: owner,
      sourceStorageKey: SOURCE_KEY,
      fileName: 'heatmap table.tsv',
    })
    expect(saved).toMatchObject({ name: 'heatmap table.tsv', renamed: false })
    const [row] = await personalRoot(owner)
    expect(row).toMatchObject({ name: 'heatmap table.tsv', kind: FILE_KIND.personal, sizeBytes: RESULT.byteLength })
    expect(row.storageKey).toMatch(new RegExp(`^users/${owner}/files/[0-9a-f-]{36}/heatmap table\\.tsv$`))
    expect(await fileStorage().get(row.storageKey!)).toEqual(RESULT)
  })

  it('keeps a file of the same name and saves the copy under the next free name', async () => {
    const owner = await newUser('save-personal-twice@example.com')
    const save = () =>
      saveToPersonalFiles({ ownerId: owner, sourceStorageKey: SOURCE_KEY, fileName: 'heatmap table.tsv' })
    await save()
    expect(await save()).toMatchObject({ name: 'heatmap table (2).tsv', renamed: true })
    expect(await save()).toMatchObject({ name: 'heatmap table (3).tsv', renamed: true })
    const rows = await personalRoot(owner)
    expect(rows.map((row) => row.name)).toEqual(['heatmap table.tsv', 'heatmap table (2).tsv', 'heatmap table (3).tsv'])
    expect(new Set(rows.map((row) => row.storageKey)).size).toBe(3)
    for (const row of rows) expect(await fileStorage().get(row.storageKey!)).toEqual(RESULT)
  })

  it('refuses a copy over the storage capacity and leaves neither a row nor bytes', async () => {
    const owner = await newUser('save-personal-full@example.com', 1)
    await getDb()
      .insert(storedFiles)
      .values({
        ownerId: owner,
        name: 'almost full.bin',
        sizeBytes: 1024 * 1024 - 10,
        storageKey: `users/${owner}/files/x/almost full.bin`,
      })
    await expect(
      saveToPersonalFiles({ ownerId: owner, sourceStorageKey: SOURCE_KEY, fileName: 'heatmap table.tsv' }),
    ).rejects.toBeInstanceOf(StorageQuotaExceededError)
    expect((await personalRoot(owner)).map((row) => row.name)).toEqual(['almost full.bin'])
    expect(await keysUnder(`users/${owner}/files/`)).toEqual([])
  })

  it('refuses a file larger than the whole capacity while copying it', async () => {
    const owner = await newUser('save-personal-huge@example.com', 1)
    const hugeKey = `users/0/tool-tasks/T000000000002/output/huge.tsv`
    await fileStorage().put(hugeKey, new Uint8Array(1024 * 1024 + 1).fill(65))
    await expect(
      saveToPersonalFiles({ ownerId: owner, sourceStorageKey: hugeKey, fileName: 'huge.tsv' }),
    ).rejects.toBeInstanceOf(StorageQuotaExceededError)
    expect(await personalRoot(owner)).toEqual([])
    expect(await keysUnder(`users/${owner}/files/`)).toEqual([])
  })
})

describe('numberedFileName', () => {
  it('numbers before the suffix', () => {
    expect(numberedFileName('otu.tsv', 2)).toBe('otu (2).tsv')
    expect(numberedFileName('README', 3)).toBe('README (3)')
    expect(numberedFileName('.profile', 2)).toBe('.profile (2)')
  })
})
