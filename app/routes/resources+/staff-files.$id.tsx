import type { LoaderFunctionArgs } from '@remix-run/node'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { findStaffFile } from '~/utils/files/staff-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

/** Any user's personal or project file, downloaded by staff from the settings file desks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const fileId = await parseRouteId(request, params.id)
  const file = await findStaffFile(fileId)
  const response =
    file &&
    (await storedFileResponse(file.storageKey, {
      fileName: file.name,
      // Served as a download only, so a customer's HTML or SVG never runs on this origin.
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
    }))
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
