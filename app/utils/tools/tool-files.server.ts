import contentDisposition from 'content-disposition'
import { fileStorage } from '#db/file-storage'
import { requestError } from '~/utils/http-errors.server'
import { spreadsheetSafeBytes } from '~/utils/spreadsheet-safe-download.server'

export interface StoredToolFile {
  fileName: string
  bytes: Uint8Array
}

/** A tool's demo, example or cover file from file storage; a 404 in the reader's language when the bytes are gone. */
export async function readStoredToolFile(request: Request, storageKey: string): Promise<StoredToolFile> {
  if (!(await fileStorage().exists(storageKey))) throw await requestError(request, 404, 'errors.notFound')
  return { fileName: storageKey.split('/').pop() ?? 'file', bytes: await fileStorage().get(storageKey) }
}

export function downloadResponse(file: StoredToolFile): Response {
  const bytes = spreadsheetSafeBytes(file.fileName, file.bytes)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.fileName),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, max-age=300',
    },
  })
}
