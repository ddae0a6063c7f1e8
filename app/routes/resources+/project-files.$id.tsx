import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { requestError } from '~/utils/http-errors.server'
import { findOwnProjectFile } from '~/utils/projects/project-files.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { spreadsheetSafeBytes } from '~/utils/spreadsheet-safe-download.server'

/** One of the user's analysis data files (Project centre → Analysis data), as a download; anyone else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const fileId = await parseRouteId(request, params.id)
  const file = await findOwnProjectFile(user.id, fileId)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const bytes = spreadsheetSafeBytes(file.name, await fileStorage().get(file.storageKey))
  // Local storage returns a copy backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
