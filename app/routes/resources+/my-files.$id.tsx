import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'
import { findDownloadableFile } from '~/utils/files/personal-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

/** One personal file as a download: the owner's own, or anyone's public one (spec 01 §3 "private or public"). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'anonymous')
  const fileId = await parseRouteId(request, params.id)
  const file = await findDownloadableFile(user?.id ?? null, fileId)
  const response =
    file &&
    (await storedFileResponse(file.storageKey, {
      fileName: file.name,
      // The stored content type is what the uploader's browser claimed: served as a download, never rendered.
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
    }))
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
