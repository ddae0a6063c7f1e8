import type { LoaderFunctionArgs } from '@remix-run/node'
import { requestError } from '~/utils/http-errors.server'
import { findOwnProjectFile } from '~/utils/projects/project-files.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

/** One of the user's analysis data files (Project centre → Analysis data), as a download; anyone else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const fileId = await parseRouteId(request, params.id)
  const file = await findOwnProjectFile(user.id, fileId)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const response = await storedFileResponse(file.storageKey, {
    fileName: file.name,
    contentType: file.contentType ?? 'application/octet-stream',
    cacheControl: 'private, max-age=3600',
    spreadsheetSafe: true,
  })
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
