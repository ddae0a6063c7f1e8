import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventStreamResponse } from '~/utils/server-sent-events.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { toolTaskStatusStream } from '~/utils/tools/tool-task-events.server'
import { viewableTaskStatus } from '~/utils/tools/tool-task-view.server'

/** Server-sent events: the task's status now and at every change, until it is final. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const taskId = await parseRouteId(request, params.id)
  if ((await viewableTaskStatus(taskId, user)) === null) throw await requestError(request, 404, 'errors.notFound')
  return eventStreamResponse(toolTaskStatusStream(taskId, () => viewableTaskStatus(taskId, user), request.signal))
}
