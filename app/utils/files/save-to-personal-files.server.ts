import { randomUUID } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { and, eq, like, or } from 'drizzle-orm'
import { FILE_KIND } from '#core/files'
import { logger } from '#core/logger'
import { safeFileName } from '#core/storage-paths'
import { getDb, type Transaction } from '#db/client'
import { assertSafeKey, fileStorage, StorageUnavailableError, StoredFileTooLargeError } from '#db/file-storage'
import { storedFiles, users } from '#db/schema'
import { recordStoredFiles, StorageQuotaExceededError } from '#db/stored-files'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { quotaRefusal } from './personal-files.server'

const BYTES_PER_MB = 1024 * 1024

export interface SavedPersonalFile {
  id: number
  /** The name in the personal files' root: the source's, or `name (2).tsv` when that was taken. */
  name: string
  renamed: boolean
}

/** `name.tsv` → `name (n).tsv`; a name without a suffix (or a dot file) gets the number at its end. */
export function numberedFileName(name: string, n: number): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/**
 * The first of `name`, `name (2)`, `name (3)`… not yet in the owner's root. Called with the
 * owner's row locked, so two saves of the same name cannot both pick the same free one.
 */
async function freeRootName(tx: Transaction, ownerId: number, name: string): Promise<string> {
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  const taken = new Set(
    (
      await tx
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerId, ownerId),
            eq(storedFiles.folder, ''),
            or(eq(storedFiles.name, name), like(storedFiles.name, `${escapeLike(stem)} (%`)),
          ),
        )
    ).map((row) => row.name),
  )
  if (!taken.has(name)) return name
  let n = 2
  while (taken.has(numberedFileName(name, n))) n++
  return numberedFileName(name, n)
}

/**
 * Copies a stored file (a tool result, a project's table) into the owner's personal files root:
 * the bytes stream from storage to storage (`users/<id>/files/<uuid>/<name>`, never whole in
 * memory), then one catalogue row through recordStoredFiles, which enforces the quota. A name
 * already in the root is not overwritten: the copy takes the next free `name (n)`. On any refusal
 * (StorageQuotaExceededError, storage errors) the copied bytes are removed and nothing is left.
 */
export async function saveToPersonalFiles(input: {
  ownerId: number
  sourceStorageKey: string
  fileName: string
  contentType?: string | null
}): Promise<SavedPersonalFile> {
  const db = getDb()
  const [owner] = await db.select({ limitMb: users.storageLimitMb }).from(users).where(eq(users.id, input.ownerId))
  if (!owner) throw new Error(`no user ${input.ownerId}`)
  const limitBytes = owner.limitMb * BYTES_PER_MB
  const name = safeFileName(input.fileName)
  const storageKey = `users/${input.ownerId}/files/${randomUUID()}/${name}`
  assertSafeKey(storageKey)
  const storage = fileStorage()
  try {
    // A file larger than the whole quota can never fit: the copy stops there instead of finishing first.
    const { size } = await storage.putStream(storageKey, storage.createReadStream(input.sourceStorageKey), {
      maxBytes: limitBytes,
    })
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.ownerId)).for('update')
      const freeName = await freeRootName(tx, input.ownerId, name)
      const [recorded] = await recordStoredFiles(tx, [
        {
          ownerId: input.ownerId,
          kind: FILE_KIND.personal,
          folder: '',
          name: freeName,
          sizeBytes: size,
          storageKey,
          contentType: input.contentType ?? 'application/octet-stream',
        },
      ])
      return { id: recorded.id, name: freeName, renamed: freeName !== name }
    })
  } catch (error) {
    await storage.remove(storageKey).catch(() => {})
    await storage.removeFolderIfEmpty(storageKey.slice(0, storageKey.lastIndexOf('/'))).catch(() => {})
    if (error instanceof StoredFileTooLargeError) throw new StorageQuotaExceededError(limitBytes, 0, error.maxBytes + 1)
    throw error
  }
}

/**
 * Saves a file into the user's personal files and goes back to `backTo` with what happened: saved
 * (and under which name, when the original was taken), refused for the storage capacity, or the
 * storage being unavailable. Both pages that offer "save to my files" answer this way.
 */
export async function saveToPersonalFilesAndReturn(
  request: Request,
  input: Parameters<typeof saveToPersonalFiles>[0],
  backTo: string,
) {
  let message: FlashMessage
  try {
    const saved = await saveToPersonalFiles(input)
    message = saved.renamed
      ? {
          kind: 'success',
          messageKey: 'storedFileChoice.savedRenamed',
          values: { original: safeFileName(input.fileName), name: saved.name },
        }
      : { kind: 'success', messageKey: 'storedFileChoice.saved', values: { name: saved.name } }
  } catch (error) {
    if (error instanceof StorageQuotaExceededError) {
      const refusal = quotaRefusal(error)
      message = { kind: 'error', messageKey: refusal.messageKey, values: refusal.values }
    } else if (error instanceof StorageUnavailableError) {
      logger.error({ err: error, userId: input.ownerId }, 'saving into personal files refused: storage unavailable')
      message = { kind: 'error', messageKey: 'storedFileChoice.storageUnavailable' }
    } else throw error
  }
  return redirect(backTo, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}
