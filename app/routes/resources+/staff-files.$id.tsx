import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { PERMISSIONS } from '#core/permissions'
import { fileStorage } from '#db/file-storage'
import { requireRouteAccess } from '~/utils/access.server'
import { findStaffFile } from '~/utils/files/staff-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

/**
 * Any user's personal or project file, downloaded by staff from the settings file desks; streamed
 * from storage so a large file never sits in memory.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const fileId = await parseRouteId(request, params.id)
  const file = await findStaffFile(fileId)
  const stat = file ? await fileStorage().stat(file.storageKey) : null
  if (!file || !stat) throw await requestError(request, 404, 'errors.notFound')
  return new Response(fileStorage().createReadStream(file.storageKey), {
    headers: {
      // Served as a download only, so a customer's HTML or SVG never runs on this origin.
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(stat.size),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
