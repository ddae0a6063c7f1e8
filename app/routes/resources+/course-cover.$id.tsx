import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { requireRouteAccess } from '~/utils/access.server'
import { courseCoverUrl, publishedCourseCover } from '~/utils/courses/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { storedImageContentType } from '~/utils/uploaded-images.server'
import { versionedResponse } from '~/utils/versioned-response.server'

/** A published course's cover image (anonymous: the course list shows it). Linked with `?v=<version>`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const id = await parseRouteId(request, params.id)
  const course = await publishedCourseCover(id)
  const contentType = course ? storedImageContentType(course.cover) : undefined
  const stat = course && contentType ? await fileStorage().stat(course.cover) : null
  if (!course || !contentType || !stat) throw await requestError(request, 404, 'errors.notFound')
  const version = new URL(courseCoverUrl({ id, ...course }), 'http://x').searchParams.get('v')!
  return versionedResponse(request, {
    body: fileStorage().createReadStream(course.cover),
    contentLength: stat.size,
    contentType,
    version,
    requestedVersion: new URL(request.url).searchParams.get('v'),
    shared: true,
  })
}
