import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { findCourse } from '~/utils/admin/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { privateImageResponse, storedImageContentType } from '~/utils/uploaded-images.server'

/** A course's cover for the desk's list and form (the customer pages serve published covers themselves). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const course = await findCourse(await parseRouteId(request, params.id))
  const type = course ? storedImageContentType(course.cover) : undefined
  if (!course || !type || !(await fileStorage().exists(course.cover)))
    throw await requestError(request, 404, 'errors.notFound')
  return privateImageResponse(await fileStorage().get(course.cover), type, 300)
}
