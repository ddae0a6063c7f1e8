import type { LoaderFunctionArgs } from '@remix-run/node'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { projectEventStream } from '~/utils/analysis/project-events.server'
import { requestError } from '~/utils/http-errors.server'
import { requireRouteAccess } from '~/utils/access.server'

/** Server-sent events of one project: a run's final status and batch status changes, for whoever may view it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const project = await findViewableProject(params.aId, user)
  if (!project) throw await requestError(request, 404, 'errors.notFound')
  return new Response(projectEventStream(project.id, request.signal), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
