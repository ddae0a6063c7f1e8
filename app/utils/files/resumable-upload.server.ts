import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles, users } from '#db/schema'
import { recordStoredFiles, StorageQuotaExceededError } from '#db/stored-files'
import { FILE_KIND } from '#core/files'
import { RESUMABLE_UPLOAD_METADATA, type ResumableUploadRefusal } from '#core/resumable-upload'
import { safeFileName } from '#core/storage-paths'
import { logger } from '#core/logger'

const BYTES_PER_MB = 1024 * 1024

/** The server refuses a resumable upload; `params` fill the reason's message. */
export class ResumableUploadRefused extends Error {
  constructor(
    readonly reason: ResumableUploadRefusal,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`resumable upload refused: ${reason}`)
    this.name = 'ResumableUploadRefused'
  }
}

/** Where a finished upload goes in its owner's personal files, from the upload's metadata. */
export interface PersonalFileTarget {
  name: string
  folder: string
  contentType: string | null
  /** The user confirmed replacing a file of the same name. */
  overwrite: boolean
}

/** Reads the client's metadata; the name is made storage-safe as every other upload's is. */
export function personalFileTarget(metadata: Record<string, string | null> | undefined): PersonalFileTarget {
  const value = (key: string) => metadata?.[key]?.trim() ?? ''
  const folder = value(RESUMABLE_UPLOAD_METADATA.folder).replace(/^\/+|\/+$/g, '')
  const contentType = value(RESUMABLE_UPLOAD_METADATA.contentType)
  return {
    name: safeFileName(value(RESUMABLE_UPLOAD_METADATA.fileName)),
    folder,
    contentType: /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType : null,
    overwrite: value(RESUMABLE_UPLOAD_METADATA.overwrite) === '1',
  }
}

/** Whether `folder` ('' = root, else `a/b`) is a folder the owner created. */
async function folderExists(ownerId: number, folder: string): Promise<boolean> {
  if (folder === '') return true
  const slash = folder.lastIndexOf('/')
  const [found] = await getDb()
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.isFolder, true),
        eq(storedFiles.folder, slash < 0 ? '' : folder.slice(0, slash)),
        eq(storedFiles.name, folder.slice(slash + 1)),
      ),
    )
  return Boolean(found)
}

/** The entry that already has this name in this folder of the owner's files, if any. */
async function sameNameEntry(ownerId: number, target: PersonalFileTarget) {
  const [found] = await getDb()
    .select({ isFolder: storedFiles.isFolder, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.folder, target.folder), eq(storedFiles.name, target.name)),
    )
  return found ?? null
}

const megabytes = (bytes: number) => Math.ceil((bytes / BYTES_PER_MB) * 100) / 100

/**
 * Checks a new upload before any byte is accepted: a known length within `maxBytes`, an existing
 * folder, a name clash only when the user agreed to replace the file, and room in the owner's
 * storage limit (the replaced file's bytes no longer count). The final word on the quota is
 * recordStoredFiles when the upload finishes; this spares the user a long upload that cannot fit.
 */
export async function checkNewUpload(
  ownerId: number,
  target: PersonalFileTarget,
  size: number | undefined,
  maxBytes: number,
): Promise<void> {
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) throw new ResumableUploadRefused('noLength')
  if (size > maxBytes) throw new ResumableUploadRefused('tooLarge', { max: megabytes(maxBytes) })
  if (!(await folderExists(ownerId, target.folder))) throw new ResumableUploadRefused('badFolder')
  const clash = await sameNameEntry(ownerId, target)
  if (clash?.isFolder) throw new ResumableUploadRefused('folderExists', { name: target.name })
  if (clash && !target.overwrite) throw new ResumableUploadRefused('exists', { name: target.name })
  const [storage] = await getDb()
    .select({
      limitMb: users.storageLimitMb,
      usedBytes:
        sql<number>`(select coalesce(sum(${storedFiles.sizeBytes}), 0) from ${storedFiles} where ${storedFiles.ownerId} = ${users.id})::bigint`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, ownerId))
  const limitBytes = (storage?.limitMb ?? 0) * BYTES_PER_MB
  const freeBytes = Math.max(0, limitBytes - (storage?.usedBytes ?? 0) + (clash?.sizeBytes ?? 0))
  if (size > freeBytes) throw quotaRefusal(size, freeBytes, limitBytes)
}

function quotaRefusal(size: number, freeBytes: number, limitBytes: number) {
  return new ResumableUploadRefused('quota', {
    size: megabytes(size),
    free: megabytes(freeBytes),
    limit: megabytes(limitBytes),
  })
}

/**
 * Moves a finished upload's bytes into the owner's personal files and catalogues them, whole or not
 * at all: the bytes are written first, then recorded in one transaction that checks the quota;
 * on any refusal the written bytes are removed. A file of the same name is replaced (the user
 * confirmed it when the upload was created) and its old bytes removed after the commit.
 */
export async function storeFinishedUpload(
  ownerId: number,
  target: PersonalFileTarget,
  size: number,
  source: NodeJS.ReadableStream,
): Promise<{ storedFileId: number }> {
  const storageKey = `users/${ownerId}/files/${randomUUID()}/${target.name}`
  const stored = await fileStorage().putStream(storageKey, source, { maxBytes: size })
  try {
    const [recorded] = await getDb().transaction(async (tx) => {
      // Someone may have made the same name since the upload began; replacing it needs consent.
      if (!target.overwrite && (await sameNameEntry(ownerId, target)))
        throw new ResumableUploadRefused('exists', { name: target.name })
      return recordStoredFiles(tx, [
        {
          ownerId,
          kind: FILE_KIND.personal,
          folder: target.folder,
          name: target.name,
          sizeBytes: stored.size,
          storageKey,
          contentType: target.contentType,
        },
      ])
    })
    if (recorded.replacedStorageKey) {
      await fileStorage()
        .remove(recorded.replacedStorageKey)
        .catch((error: unknown) =>
          logger.warn({ err: error, key: recorded.replacedStorageKey }, 'replaced file bytes stay'),
        )
    }
    return { storedFileId: recorded.id }
  } catch (error) {
    await fileStorage()
      .remove(storageKey)
      .catch(() => {})
    if (error instanceof StorageQuotaExceededError)
      throw quotaRefusal(error.addedBytes, Math.max(0, error.limitBytes - error.usedBytes), error.limitBytes)
    throw error
  }
}
