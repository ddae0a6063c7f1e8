import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { requireRouteAccess } from '~/utils/access.server'
import { parseByteRange } from '~/utils/courses/byte-range'
import { watchableStoredVideo } from '~/utils/courses/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/mp4' }

/**
 * A course video from file storage, with HTTP range requests so a player can seek: `206 Partial
 * Content` with the `Content-Range` asked for, `416` for a range outside the file, the whole file
 * (200) without a range. HEAD answers the same headers without a body (Remix runs the loader and
 * the server drops the body). Only to a signed-in user who bought the course or when it is free;
 * anyone else gets a 404, as if there were no such video.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const id = await parseRouteId(request, params.id)
  const video = await watchableStoredVideo(id, user.id)
  const stat = video ? await fileStorage().stat(video.key) : null
  if (!video || !stat) throw await requestError(request, 404, 'errors.notFound')
  const headers = new Headers({
    'Content-Type': VIDEO_TYPES[video.key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Last-Modified': stat.modifiedAt.toUTCString(),
  })
  const range = parseByteRange(request.headers.get('Range'), stat.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`)
    return new Response(null, { status: 416, headers })
  }
  const head = request.method === 'HEAD'
  if (!range) {
    headers.set('Content-Length', String(stat.size))
    return new Response(head ? null : fileStorage().createReadStream(video.key), { status: 200, headers })
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
  headers.set('Content-Length', String(range.end - range.start + 1))
  return new Response(head ? null : fileStorage().createReadStream(video.key, range), { status: 206, headers })
}
