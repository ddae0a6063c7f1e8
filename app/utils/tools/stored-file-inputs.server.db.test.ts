import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import type { DataFileSetting } from '#core/tools'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { i18next } from '~/utils/translations.server'
import { STORED_FILE_FIELD_PREFIX } from './tool-form'
import { validateToolSubmission, type ToolFormDefinition } from './tool-form.server'
import {
  addStoredFileInputs,
  readStoredFileHead,
  STORED_FILE_HEAD_BYTES,
  storedFileChoices,
} from './stored-file-inputs.server'
import type { ToolUploads } from './uploads.server'

const TABLE = 'OTU\tS1\tS2\nOTU_1\t3\t4\nOTU_2\t5\t6\n'
const setting: DataFileSetting = {
  key: 'table',
  label: 'Abundance table',
  required: true,
  exampleFile: null,
  fileTypes: ['tsv', 'txt'],
  fileSizeMb: 1,
  rules: [{ kind: 'valueType', rows: '[2:]', columns: '[2:]', valueType: 'number', allowEmpty: false }],
}
const tool: ToolFormDefinition = { fields: [], tableDelimiter: 1, demo: null, dataFileSettings: [setting] }

let owner: number
let stranger: number

async function newUser(email: string): Promise<number> {
  return (await getDb().insert(users).values({ email }).returning({ id: users.id }))[0].id
}

let serial = 0
/** A catalogued file with its bytes; `sizeBytes` may claim more than is stored (a file too large for the slot). */
async function storeFile(
  ownerId: number,
  name: string,
  content: string | Uint8Array,
  options: { isPublic?: boolean; kind?: number; sizeBytes?: number; folder?: string } = {},
): Promise<number> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  const storageKey = `users/${ownerId}/files/input-test-${++serial}/${name}`
  await fileStorage().put(storageKey, bytes)
  const [row] = await getDb()
    .insert(storedFiles)
    .values({
      ownerId,
      kind: options.kind ?? FILE_KIND.personal,
      folder: options.folder ?? `stored-input-${serial}`,
      name,
      sizeBytes: options.sizeBytes ?? bytes.byteLength,
      storageKey,
      isPublic: options.isPublic ?? false,
    })
    .returning({ id: storedFiles.id })
  return row.id
}

function uploadsChoosing(id: number, files: ToolUploads['files'] = new Map()): ToolUploads {
  const fields = new FormData()
  fields.set(`${STORED_FILE_FIELD_PREFIX}table`, String(id))
  return { fields, files, problems: new Map() }
}

/** What the tool page's action does with a choice: fill the slot, then the upload's own validation. */
async function submitChoosing(id: number, userId = owner, files?: ToolUploads['files']) {
  const uploads = uploadsChoosing(id, files)
  await addStoredFileInputs(uploads, [setting], { id: userId })
  return validateToolSubmission({ tool, uploads, t: await i18next.getFixedT('en'), language: 'en' })
}

function slotErrors(result: Awaited<ReturnType<typeof submitChoosing>>): string[] | undefined {
  return result.ok ? undefined : result.fieldErrors['file:table']
}

beforeAll(async () => {
  owner = await newUser('stored-inputs-owner@example.com')
  stranger = await newUser('stored-inputs-stranger@example.com')
})

describe('a stored file as a tool input', () => {
  it('submits the user’s own file exactly as an upload of it', async () => {
    const id = await storeFile(owner, 'otu.tsv', TABLE)
    const result = await submitChoosing(id)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.files.table.fileName).toBe('otu.tsv')
    expect(new TextDecoder().decode(result.files.table.bytes)).toBe(TABLE)
    expect(result.headers.table).toEqual(['OTU', 'S1', 'S2'])
  })

  it('takes a project file or a tool result as well as a personal file', async () => {
    for (const kind of [FILE_KIND.project, FILE_KIND.toolOutput]) {
      const result = await submitChoosing(await storeFile(owner, `kind-${kind}.tsv`, TABLE, { kind }))
      expect(result.ok).toBe(true)
    }
  })

  it('refuses another user’s private file as if it did not exist, and takes a public one', async () => {
    const message =
      'The stored file chosen for Abundance table no longer exists or is not available to you. Please choose a file again.'
    expect(slotErrors(await submitChoosing(await storeFile(stranger, 'private.tsv', TABLE)))).toEqual([message])
    expect(slotErrors(await submitChoosing(2_000_000_000))).toEqual([message])
    expect((await submitChoosing(await storeFile(stranger, 'shared.tsv', TABLE, { isPublic: true }))).ok).toBe(true)
  })

  it('refuses a folder', async () => {
    const [folder] = await getDb()
      .insert(storedFiles)
      .values({ ownerId: owner, name: 'tables.tsv', isFolder: true })
      .returning({ id: storedFiles.id })
    expect(slotErrors(await submitChoosing(folder.id))).toEqual([
      'The stored file chosen for Abundance table no longer exists or is not available to you. Please choose a file again.',
    ])
  })

  it('applies the slot’s size limit and file types with the upload’s messages', async () => {
    const t = await i18next.getFixedT('en')
    const catalogued = await storeFile(owner, 'big.tsv', TABLE, { sizeBytes: 2 * 1024 * 1024 })
    expect(slotErrors(await submitChoosing(catalogued))).toEqual([
      t('tools.upload.tooLarge', { file: 'big.tsv', limit: 1 }),
    ])
    // The catalogue may be wrong about the size: the bytes read are counted too.
    const bytesTooMany = await storeFile(owner, 'bigger.tsv', new Uint8Array(1024 * 1024 + 1).fill(65), {
      sizeBytes: 10,
    })
    expect(slotErrors(await submitChoosing(bytesTooMany))).toEqual([
      t('tools.upload.tooLarge', { file: 'bigger.tsv', limit: 1 }),
    ])
    expect(slotErrors(await submitChoosing(await storeFile(owner, 'otu.json', TABLE)))).toEqual([
      t('tools.upload.wrongSuffix', { file: 'otu.json', types: '.tsv, .txt, .csv, .xlsx' }),
    ])
    expect(
      slotErrors(
        await submitChoosing(await storeFile(owner, 'picture.txt', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))),
      ),
    ).toEqual([t('tools.upload.wrongContent', { file: 'picture.txt', suffix: 'txt' })])
    expect(
      slotErrors(await submitChoosing(await storeFile(owner, 'bad-values.tsv', 'OTU\tS1\nOTU_1\tmany\n'))),
    ).toHaveLength(1)
  })

  it('reports stored bytes that are gone instead of failing', async () => {
    const id = await storeFile(owner, 'gone.tsv', TABLE)
    const [row] = await getDb().select({ key: storedFiles.storageKey }).from(storedFiles).where(eqId(id))
    await fileStorage().remove(row.key!)
    expect(slotErrors(await submitChoosing(id))).toHaveLength(1)
  })

  it('lets a file chosen for upload win over the stored choice', async () => {
    const id = await storeFile(owner, 'stored.tsv', TABLE)
    const upload = new Map([['table', { fileName: 'uploaded.tsv', bytes: new TextEncoder().encode(TABLE) }]])
    const result = await submitChoosing(id, owner, upload)
    expect(result.ok && result.files.table.fileName).toBe('uploaded.tsv')
  })
})

describe('storedFileChoices', () => {
  it('offers the user’s own files that fit the slot, newest first, and narrows them by a search', async () => {
    const user = await newUser('stored-inputs-chooser@example.com')
    const older = await storeFile(user, 'older table.tsv', TABLE)
    const newer = await storeFile(user, 'newer.txt', TABLE, { kind: FILE_KIND.toolOutput })
    await storeFile(user, 'sheet.json', TABLE)
    await storeFile(user, 'huge.tsv', TABLE, { sizeBytes: 5 * 1024 * 1024 })
    await storeFile(stranger, 'theirs.tsv', TABLE, { isPublic: true })
    await getDb().insert(storedFiles).values({ ownerId: user, name: 'folder.tsv', isFolder: true })

    const all = await storedFileChoices(user, [setting], undefined)
    expect(all.table.map((choice) => choice.id)).toEqual([newer, older])
    expect(all.table[0]).toMatchObject({ name: 'newer.txt', kind: FILE_KIND.toolOutput, size: '30 B' })
    const found = await storedFileChoices(user, [setting], 'TABLE')
    expect(found.table.map((choice) => choice.name)).toEqual(['older table.tsv'])
    expect((await storedFileChoices(user, [setting], '%')).table).toEqual([])
  })
})

describe('readStoredFileHead', () => {
  it('gives the column pickers the first 64 KB of a file the user may choose, and nothing of anyone else’s', async () => {
    expect(
      new TextDecoder().decode((await readStoredFileHead(await storeFile(owner, 'head.tsv', TABLE), owner))!),
    ).toBe(TABLE)
    const long = await storeFile(owner, 'long.tsv', new Uint8Array(STORED_FILE_HEAD_BYTES * 2).fill(66))
    expect((await readStoredFileHead(long, owner))!.byteLength).toBe(STORED_FILE_HEAD_BYTES)
    expect(await readStoredFileHead(await storeFile(stranger, 'secret.tsv', TABLE), owner)).toBeNull()
  })
})

function eqId(id: number) {
  return sql`${storedFiles.id} = ${id}`
}
