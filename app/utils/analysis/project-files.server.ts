import { and, asc, eq, like, or } from 'drizzle-orm'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { FILE_KIND } from '#core/files'
import { batchStoragePrefix, catalogueFolder } from '#core/storage-paths'
import { formatBytes } from '../tools/formatting.server'

/** Files shown in the cloud files drawer; a batch folder rarely holds more, and the drawer says when it does. */
export const PROJECT_FILES_SHOWN = 500

/** `<trackingNumber>/<batchId>`: the batch folder as stored_files catalogues it (folder without the `projects/` root). */
function batchFolder(trackingNumber: string, batchId: string): string {
  return catalogueFolder(`${batchStoragePrefix(trackingNumber, batchId)}/file`)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * The files under the batch folder (spec 02 §2.4 cloud files drawer), with their path inside the
 * folder and as the drawer shows it (`<trackingNumber>/<batchId>/...`). Empty when the folder has none.
 */
export async function listBatchFiles(trackingNumber: string, batchId: string) {
  const folder = batchFolder(trackingNumber, batchId)
  const rows = await getDb()
    .select({ folder: storedFiles.folder, name: storedFiles.name, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(
      and(
        // Batch files are catalogued with their batch (dataset and run outputs alike), which the index finds.
        eq(storedFiles.analysisId, batchId),
        eq(storedFiles.kind, FILE_KIND.project),
        eq(storedFiles.isFolder, false),
        or(eq(storedFiles.folder, folder), like(storedFiles.folder, `${escapeLike(folder)}/%`)),
      ),
    )
    .orderBy(asc(storedFiles.folder), asc(storedFiles.name))
    .limit(PROJECT_FILES_SHOWN + 1)
  return {
    files: rows.slice(0, PROJECT_FILES_SHOWN).map((row) => {
      const shownPath = `${row.folder}/${row.name}`
      return { shownPath, pathInBatch: shownPath.slice(folder.length + 1), size: formatBytes(row.sizeBytes) }
    }),
    more: rows.length > PROJECT_FILES_SHOWN,
  }
}

/** A catalogued file at `pathInBatch` inside the batch folder, or null (nothing outside the folder is reachable). */
export async function findBatchFile(trackingNumber: string, batchId: string, pathInBatch: string) {
  const segments = pathInBatch.split('/')
  const name = segments.pop()!
  const folder = [batchFolder(trackingNumber, batchId), ...segments].join('/')
  const [row] = await getDb()
    .select({ storageKey: storedFiles.storageKey, name: storedFiles.name, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.kind, FILE_KIND.project),
        eq(storedFiles.isFolder, false),
        eq(storedFiles.folder, folder),
        eq(storedFiles.name, name),
        like(storedFiles.storageKey, `${escapeLike(batchStoragePrefix(trackingNumber, batchId))}/%`),
      ),
    )
    .limit(1)
  return row?.storageKey ? { storageKey: row.storageKey, name: row.name } : null
}
