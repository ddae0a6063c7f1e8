import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { findCourse } from '~/utils/admin/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** A course's cover for the desk's list and form (the customer pages serve published covers themselves). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const course = await findCourse(await parseRouteId(request, params.id))
  const type = course ? IMAGE_TYPES[course.cover.slice(course.cover.lastIndexOf('.') + 1)] : undefined
  if (!course || !type || !(await fileStorage().exists(course.cover)))
    throw await requestError(request, 404, 'errors.notFound')
  return new Response(Buffer.from(await fileStorage().get(course.cover)), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
