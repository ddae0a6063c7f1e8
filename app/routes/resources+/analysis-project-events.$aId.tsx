import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventStreamResponse } from '~/utils/server-sent-events.server'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { projectEventStream } from '~/utils/analysis/project-events.server'
import { requestError } from '~/utils/http-errors.server'
import { requireRouteAccess } from '~/utils/access.server'

/** Server-sent events of one project: a run's final status and batch status changes, for whoever may view it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const project = await findViewableProject(params.aId, user)
  if (!project) throw await requestError(request, 404, 'errors.notFound')
  return eventStreamResponse(projectEventStream(project.id, request.signal))
}
