import { and, desc, eq, ilike, isNotNull, lte, or, type SQL } from 'drizzle-orm'
import { safeFileName } from '#core/storage-paths'
import type { DataFileSetting } from '#core/tools'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { containsPattern } from '~/utils/admin/admin-list.server'
import { idParam } from '~/utils/request-input.server'
import { formatBytes } from './formatting.server'
import { STORED_FILE_FIELD_PREFIX, type StoredFileChoice } from './tool-form'
import { slotFileTypes } from './table-inputs'
import { fileSizeLimitBytes, type ToolUploads, type UploadProblem } from './uploads.server'

/**
 * How many stored files a data slot offers at once: the newest that fit the slot, or the newest
 * whose name holds the page's search words. A user with thousands of files searches; nobody
 * scrolls a list of thousands on a phone.
 */
export const STORED_FILE_CHOICES_LIMIT = 50
const MEGABYTE = 1024 * 1024

/** The slot's suffixes, CSV and XLSX included for a table slot (the run turns them into its table text). */
function acceptedSuffixes(setting: Pick<DataFileSetting, 'fileTypes'>): string[] {
  return slotFileTypes(setting)
}

/**
 * The user's stored files a data slot can take (personal, project and tool files; files only, not
 * folders), newest first: those with one of the slot's suffixes, within its size limit and, with a
 * search, whose name contains it. Files that do not fit are left out of the choice; a hand-made
 * post of one is still refused with the upload's own message.
 */
export async function storedFileChoices(
  userId: number,
  settings: readonly DataFileSetting[],
  search: string | undefined,
): Promise<Record<string, StoredFileChoice[]>> {
  const choices: Record<string, StoredFileChoice[]> = {}
  for (const setting of settings) {
    const suffixes = acceptedSuffixes(setting)
    const conditions: (SQL | undefined)[] = [
      eq(storedFiles.ownerId, userId),
      eq(storedFiles.isFolder, false),
      isNotNull(storedFiles.storageKey),
      lte(storedFiles.sizeBytes, fileSizeLimitBytes(setting)),
      suffixes.length > 0
        ? or(...suffixes.map((suffix) => ilike(storedFiles.name, `%.${suffix.replace(/[\\%_]/g, '\\$&')}`)))
        : undefined,
      search ? ilike(storedFiles.name, containsPattern(search)) : undefined,
    ]
    const rows = await getDb()
      .select({
        id: storedFiles.id,
        name: storedFiles.name,
        kind: storedFiles.kind,
        sizeBytes: storedFiles.sizeBytes,
      })
      .from(storedFiles)
      .where(and(...conditions))
      .orderBy(desc(storedFiles.uploadedAt), desc(storedFiles.id))
      .limit(STORED_FILE_CHOICES_LIMIT)
    choices[setting.key] = rows.map(({ sizeBytes, ...row }) => ({ ...row, size: formatBytes(sizeBytes) }))
  }
  return choices
}

/** Data key → stored file id, for each slot whose stored-file choice names a file. */
export function chosenStoredFileIds(fields: FormData, settings: readonly DataFileSetting[]): Record<string, number> {
  const chosen: Record<string, number> = {}
  for (const setting of settings) {
    // "Not used" posts an empty value; anything that is no id names no file either.
    const id = idParam.safeParse(fields.get(`${STORED_FILE_FIELD_PREFIX}${setting.key}`))
    if (id.success) chosen[setting.key] = id.data
  }
  return chosen
}

/**
 * Fills the slots whose stored-file choice names a file with that file's bytes, exactly as if it
 * had been uploaded: the file must be the user's own or public, a file (not a folder) and within
 * the slot's size limit (the upload's message otherwise); its type and rules are then checked by
 * the same validation as an upload. A file chosen in the slot's upload input wins over the choice.
 */
export async function addStoredFileInputs(
  uploads: ToolUploads,
  settings: readonly DataFileSetting[],
  user: { id: number },
): Promise<void> {
  for (const [key, id] of Object.entries(chosenStoredFileIds(uploads.fields, settings))) {
    if (uploads.files.has(key) || uploads.problems.has(key)) continue
    const setting = settings.find((candidate) => candidate.key === key)!
    const result = await readStoredFileInput(id, setting, user)
    if ('problem' in result) uploads.problems.set(key, result.problem)
    else uploads.files.set(key, result.file)
  }
}

/** A stored file the user may use as an input: their own or a public one, a file with bytes; null for anything else. */
async function findChoosableFile(id: number, userId: number) {
  const [row] = await getDb()
    .select({ name: storedFiles.name, sizeBytes: storedFiles.sizeBytes, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.isFolder, false),
        isNotNull(storedFiles.storageKey),
        or(eq(storedFiles.ownerId, userId), eq(storedFiles.isPublic, true)),
      ),
    )
  // Bytes gone from storage (a cleared project) make the choice stale, not the server broken.
  if (!row?.storageKey || !(await fileStorage().stat(row.storageKey))) return null
  return { name: row.name, sizeBytes: row.sizeBytes, storageKey: row.storageKey }
}

async function readStoredFileInput(
  id: number,
  setting: DataFileSetting,
  user: { id: number },
): Promise<{ file: { fileName: string; bytes: Uint8Array } } | { problem: UploadProblem }> {
  const row = await findChoosableFile(id, user.id)
  // Another user's private file answers as one that does not exist: its existence stays private.
  if (!row) return { problem: { key: 'storedFileChoice.notFound', values: { label: setting.label } } }
  const fileName = safeFileName(row.name)
  const limit = fileSizeLimitBytes(setting)
  const tooLarge = { problem: { key: 'tools.upload.tooLarge', values: { file: fileName, limit: limit / MEGABYTE } } }
  if (row.sizeBytes > limit) return tooLarge
  const bytes = await readAtMost(fileStorage().createReadStream(row.storageKey), limit)
  if (bytes === null) return tooLarge
  if (bytes.byteLength === 0) return { problem: { key: 'tools.upload.emptyFile', values: { file: fileName } } }
  return { file: { fileName, bytes } }
}

/** What the browser reads a header from, as it does from a chosen upload: the file's first 64 KB. */
export const STORED_FILE_HEAD_BYTES = 64 * 1024

/** The first bytes of a stored file the user may choose, for the column pickers; null for any other id. */
export async function readStoredFileHead(id: number, userId: number): Promise<Uint8Array | null> {
  const row = await findChoosableFile(id, userId)
  if (!row) return null
  if (row.sizeBytes === 0) return new Uint8Array(0)
  const end = Math.min(row.sizeBytes, STORED_FILE_HEAD_BYTES) - 1
  return readAtMost(fileStorage().createReadStream(row.storageKey, { start: 0, end }), STORED_FILE_HEAD_BYTES)
}

/** The stream's bytes, given up past `limit` (the catalogue's size is not trusted blindly). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
