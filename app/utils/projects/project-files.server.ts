import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { FILE_KIND } from '#core/files'
import { displayTrackingNumber } from '#core/projects'

export const PROJECT_FILE_PAGE_SIZE = 20

/** The user's project files (not folders); a batch's sit in the folder `<tracking number>/<batch id>/...`. */
function ownProjectFiles(userId: number) {
  return and(eq(storedFiles.ownerId, userId), eq(storedFiles.kind, FILE_KIND.project), eq(storedFiles.isFolder, false))!
}

const trackingNumberOf = sql<string>`split_part(${storedFiles.folder}, '/', 1)`
const batchIdOf = sql<string>`split_part(${storedFiles.folder}, '/', 2)`

/**
 * One page of the user's analysis data files, ordered by order and batch (so a batch's files stay
 * together) then path; `search` keeps the files whose tracking number or batch id contains it.
 */
export async function listProjectFiles(userId: number, search: string | undefined, page: number) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null
  const where = and(
    ownProjectFiles(userId),
    pattern ? or(ilike(trackingNumberOf, pattern), ilike(batchIdOf, pattern)) : undefined,
  )
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: storedFiles.id,
        name: storedFiles.name,
        folder: storedFiles.folder,
        trackingNumber: trackingNumberOf,
        batchId: batchIdOf,
        sizeBytes: storedFiles.sizeBytes,
        uploadedAt: storedFiles.uploadedAt,
      })
      .from(storedFiles)
      .where(where)
      .orderBy(asc(storedFiles.folder), asc(storedFiles.name), asc(storedFiles.id))
      .limit(PROJECT_FILE_PAGE_SIZE)
      .offset((page - 1) * PROJECT_FILE_PAGE_SIZE),
    db.select({ total: count() }).from(storedFiles).where(where),
  ])
  return {
    total,
    files: rows.map((row) => ({
      ...row,
      trackingNumber: displayTrackingNumber(row.trackingNumber),
      // Where in the batch folder the file is (dataset/, runs/<task>/...).
      path: row.folder.split('/').slice(2).join('/'),
    })),
  }
}

/** The user's own project file of this id, for download; null for anyone else's or another kind. */
export async function findOwnProjectFile(userId: number, fileId: number) {
  const [file] = await getDb()
    .select({ name: storedFiles.name, storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(ownProjectFiles(userId), eq(storedFiles.id, fileId)))
  return file?.storageKey ? { ...file, storageKey: file.storageKey } : null
}
