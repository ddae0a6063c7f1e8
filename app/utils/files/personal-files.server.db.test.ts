import { and, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles, users } from '#db/schema'
import { recalculateStorageUse } from '#db/storage-use'
import {
  commitPersonalUploads,
  createPersonalFolder,
  deletePersonalEntries,
  listPersonalFolder,
  movePersonalEntries,
  PersonalFilesRefusal,
  personalZipItems,
  renamePersonalEntry,
  stagedUploadsOf,
  storageSummary,
  streamZip,
} from './personal-files.server'
import { readPersonalUpload } from './personal-uploads.server'

let userId: number
let counter = 0

beforeEach(async () => {
  counter++
  ;[{ id: userId }] = await getDb()
    .insert(users)
    .values({ email: `files-${counter}@example.com`, storageLimitMb: 1 })
    .returning({ id: users.id })
})

function uploadRequest(files: Array<[string, string | Uint8Array<ArrayBuffer>]>): Request {
  const form = new FormData()
  for (const [name, content] of files) form.append('files', new File([content], name))
  return new Request('http://localhost/projects/myfiles', { method: 'POST', body: form })
}

/** Uploads through the same path as the page: the streamed reader, then the catalogue. */
async function upload(
  folder: string,
  files: Array<[string, string | Uint8Array<ArrayBuffer>]>,
  replaceConfirmed = false,
) {
  const read = await readPersonalUpload(uploadRequest(files), userId)
  if (read.status !== 'uploaded') return read
  return commitPersonalUploads(userId, folder, read.files, { replaceConfirmed })
}

async function rows() {
  return getDb()
    .select({
      folder: storedFiles.folder,
      name: storedFiles.name,
      storageKey: storedFiles.storageKey,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId))
    .orderBy(storedFiles.folder, storedFiles.name)
}

async function storedKeys() {
  const keys: string[] = []
  for await (const found of fileStorage().list(`users/${userId}/`)) keys.push(found.key)
  return keys
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PersonalFilesRefusal)
  return error as PersonalFilesRefusal
}

describe('uploads', () => {
  it('stores ten files, and refuses an eleventh with nothing stored', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => [`f${i}.txt`, `file ${i}\n`] as [string, string])
    expect(await upload('', ten)).toEqual({ status: 'stored', count: 10 })
    expect(await rows()).toHaveLength(10)

    const eleven = Array.from({ length: 11 }, (_, i) => [`g${i}.txt`, `other ${i}\n`] as [string, string])
    const refused = await upload('', eleven)
    expect(refused).toEqual({
      status: 'refused',
      problems: [{ messageKey: 'personalFiles.upload.tooManyFiles', values: { max: 10 } }],
    })
    expect(await rows()).toHaveLength(10)
    expect(await storedKeys()).toHaveLength(10)
  })

  it('refuses a file over 10 MB and keeps none of the upload', async () => {
    const refused = await upload('', [
      ['small.txt', 'ok\n'],
      ['big.bin', new Uint8Array(10 * 1024 * 1024 + 1)],
    ])
    expect(refused).toMatchObject({ status: 'refused', problems: [{ messageKey: 'personalFiles.upload.tooLarge' }] })
    expect(await storedKeys()).toEqual([])
  })

  it('refuses an upload past the quota with the capacity message, leaving no row and no bytes', async () => {
    await upload('', [['first.bin', new Uint8Array(700 * 1024)]])
    const refusal = await refusalOf(upload('', [['second.bin', new Uint8Array(400 * 1024)]]))
    expect(refusal.messageKey).toBe('personalFiles.errors.capacity')
    expect(refusal.values).toEqual({ limitMb: 1 })
    expect((await rows()).map((row) => row.name)).toEqual(['first.bin'])
    expect(await storedKeys()).toHaveLength(1)
  })

  it('asks before replacing a file of the same name; confirming replaces it and removes the old bytes', async () => {
    await upload('', [['table.tsv', 'old\n']])
    const [before] = await rows()
    const asked = await upload('', [['table.tsv', 'new content\n']])
    expect(asked).toMatchObject({ status: 'needsConfirmation', clashes: ['table.tsv'] })
    // Staged, not catalogued: the old file is still the one listed.
    expect(await rows()).toEqual([before])
    const staged = await stagedUploadsOf(
      userId,
      (asked as { staged: Array<{ storageKey: string }> }).staged.map((file) => file.storageKey),
    )
    expect(await commitPersonalUploads(userId, '', staged, { replaceConfirmed: true })).toEqual({
      status: 'stored',
      count: 1,
    })
    const [after] = await rows()
    expect(after.sizeBytes).toBe('new content\n'.length)
    expect(await storedKeys()).toEqual([after.storageKey])
    expect(new TextDecoder().decode(await fileStorage().get(after.storageKey!))).toBe('new content\n')
  })

  it('never takes a staged key of another user', async () => {
    await refusalOf(stagedUploadsOf(userId, [`users/${userId + 1}/files/00000000-0000-0000-0000-000000000000/x.txt`]))
  })
})

describe('folders', () => {
  it('moves a folder with everything under it, and refuses moving it into itself', async () => {
    await createPersonalFolder(userId, '', 'data')
    await createPersonalFolder(userId, 'data', 'raw')
    await upload('data/raw', [['reads.fq', '@r1\nACGT\n+\nIIII\n']])
    await upload('data', [['notes.txt', 'n\n']])
    await createPersonalFolder(userId, '', 'archive')
    const [data] = (await listPersonalFolder(userId, '', 1))!.entries.filter((entry) => entry.name === 'data')

    const intoItself = await refusalOf(movePersonalEntries(userId, [data.id], 'data/raw'))
    expect(intoItself.messageKey).toBe('personalFiles.errors.moveIntoItself')

    expect(await movePersonalEntries(userId, [data.id], 'archive')).toBe(1)
    expect((await rows()).map((row) => `${row.folder}|${row.name}`)).toEqual([
      '|archive',
      'archive|data',
      'archive/data|notes.txt',
      'archive/data|raw',
      'archive/data/raw|reads.fq',
    ])
  })

  it('refuses a rename onto a name in use, and renames a folder with its contents', async () => {
    await createPersonalFolder(userId, '', 'a')
    await createPersonalFolder(userId, '', 'b')
    await upload('a', [['x.txt', 'x\n']])
    const listing = (await listPersonalFolder(userId, '', 1))!.entries
    const a = listing.find((entry) => entry.name === 'a')!
    const clash = await refusalOf(renamePersonalEntry(userId, a.id, 'b'))
    expect(clash).toMatchObject({ messageKey: 'personalFiles.errors.nameTaken', values: { names: 'b' } })
    await renamePersonalEntry(userId, a.id, 'c')
    expect((await rows()).map((row) => `${row.folder}|${row.name}`)).toEqual(['|b', '|c', 'c|x.txt'])
  })

  it('deletes a folder with everything in it, bytes included', async () => {
    await createPersonalFolder(userId, '', 'gone')
    await upload('gone', [
      ['one.txt', '1\n'],
      ['two.txt', '2\n'],
    ])
    await upload('', [['kept.txt', 'k\n']])
    const gone = (await listPersonalFolder(userId, '', 1))!.entries.find((entry) => entry.name === 'gone')!
    expect(await deletePersonalEntries(userId, [gone.id])).toBe(3)
    expect((await rows()).map((row) => row.name)).toEqual(['kept.txt'])
    expect(await storedKeys()).toHaveLength(1)
  })
})

describe('zip download', () => {
  it('streams the chosen files and folders with their structure and bytes', async () => {
    await createPersonalFolder(userId, '', 'set')
    await createPersonalFolder(userId, 'set', 'inner')
    await upload('set/inner', [['deep.tsv', 'id\tS1\nA\t1\n']])
    await upload('', [
      ['top.txt', 'top\n'],
      ['image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
    ])
    const listing = (await listPersonalFolder(userId, '', 1))!.entries
    const ids = listing.map((entry) => entry.id)
    const zipped = new Uint8Array(await new Response(streamZip(await personalZipItems(userId, ids))).arrayBuffer())
    const files = unzipSync(zipped)
    expect(Object.keys(files).sort()).toEqual(['image.png', 'set/', 'set/inner/', 'set/inner/deep.tsv', 'top.txt'])
    expect(new TextDecoder().decode(files['set/inner/deep.tsv'])).toBe('id\tS1\nA\t1\n')
    expect([...files['image.png']]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
  })
})

describe('storage figure and recalculation', () => {
  it('says tight from 90 % of the limit, in 1024 units', async () => {
    await upload('', [['half.bin', new Uint8Array(512 * 1024)]])
    expect(await storageSummary(userId)).toEqual({
      usedBytes: 512 * 1024,
      limitBytes: 1024 * 1024,
      usedMb: 0.5,
      limitMb: 1,
      state: 'sufficient',
    })
    await upload('', [['more.bin', new Uint8Array(410 * 1024)]])
    expect((await storageSummary(userId)).state).toBe('tight')
  })

  it('corrects sizes from storage and reports missing bytes', async () => {
    await upload('', [
      ['a.txt', 'abc\n'],
      ['b.txt', 'b\n'],
    ])
    const [a, b] = await rows()
    await getDb().update(storedFiles).set({ sizeBytes: 999 }).where(eq(storedFiles.storageKey, a.storageKey!))
    await fileStorage().remove(b.storageKey!)
    const report = await recalculateStorageUse(getDb(), fileStorage(), userId)
    expect(report).toMatchObject({ checked: 2, corrected: 2, missing: [b.storageKey] })
    expect((await rows()).map((row) => row.sizeBytes)).toEqual([4, 0])
    const [personal] = await getDb()
      .select({ kind: storedFiles.kind })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, userId), eq(storedFiles.name, 'a.txt')))
    expect(personal.kind).toBe(FILE_KIND.personal)
  })
})
