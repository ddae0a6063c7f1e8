import contentDisposition from 'content-disposition'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { requireRouteAccess } from '~/utils/access.server'
import { findDownloadableFile } from '~/utils/files/personal-files.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

/** One personal file as a download: the owner's own, or anyone's public one (spec 01 §3 "private or public"). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'anonymous')
  const fileId = await parseRouteId(request, params.id)
  const file = await findDownloadableFile(user?.id ?? null, fileId)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const storage = fileStorage()
  // Object storage serves the bytes itself; the local folder is streamed through this process.
  const direct = await storage.downloadUrl(file.storageKey, { fileName: file.name })
  if (direct) return redirect(direct)
  return new Response(storage.createReadStream(file.storageKey), {
    headers: {
      // The stored content type is what the uploader's browser claimed: served as a download, never rendered.
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
