import contentDisposition from 'content-disposition'
import { fileStorage, type FileStorage } from '#db/file-storage'
import { spreadsheetSafeBytes, tableDelimiterOf } from '~/utils/spreadsheet-safe-download.server'

/**
 * Tables up to this size are read whole so their formula-like cells can be neutralised (a
 * spreadsheet opens them); anything larger, and every file that is no table, is streamed as stored,
 * so no download holds a large file in the web process's memory. The tables the platform writes
 * for spreadsheets (results, group solutions, filtered tables) stay far below it; a larger table
 * is raw data no spreadsheet opens whole.
 */
export const SPREADSHEET_GUARD_MAX_BYTES = 32 * 1024 * 1024

export interface StoredFileDownload {
  /** The name the browser saves (or shows) the file under. */
  fileName: string
  contentType: string
  /** `inline` shows the file in the page (images); the default downloads it. */
  disposition?: 'attachment' | 'inline' | null
  cacheControl: string
  /** Neutralise formula cells of a table (by its suffix) up to SPREADSHEET_GUARD_MAX_BYTES. */
  spreadsheetSafe?: boolean
}

/**
 * The response that serves a stored file, or null when it is not in storage. Content-Length is
 * the stored size (or the neutralised table's), and the bytes stream from storage piece by piece.
 */
export async function storedFileResponse(
  storageKey: string,
  download: StoredFileDownload,
  storage: FileStorage = fileStorage(),
): Promise<Response | null> {
  const stat = await storage.stat(storageKey)
  if (!stat) return null
  const headers = new Headers({
    'Content-Type': download.contentType,
    // no-transform keeps the compression middleware off: the browser sees the file's size (its progress
    // bar), and the web process does not spend a core gzipping a multi-gigabyte FASTQ.
    'Cache-Control': `${download.cacheControl}, no-transform`,
    'X-Content-Type-Options': 'nosniff',
  })
  if (download.disposition !== null)
    headers.set(
      'Content-Disposition',
      contentDisposition(download.fileName, { type: download.disposition ?? 'attachment' }),
    )
  if (download.spreadsheetSafe && tableDelimiterOf(download.fileName) && stat.size <= SPREADSHEET_GUARD_MAX_BYTES) {
    const bytes = spreadsheetSafeBytes(download.fileName, await storage.get(storageKey))
    headers.set('Content-Length', String(bytes.byteLength))
    // Both backends answer a copy backed by a plain ArrayBuffer.
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers })
  }
  headers.set('Content-Length', String(stat.size))
  return new Response(storage.createReadStream(storageKey), { headers })
}
