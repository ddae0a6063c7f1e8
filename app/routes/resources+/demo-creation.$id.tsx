import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { findOwnDemoCreation } from '~/utils/analysis/demo-creation.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'

/** A demo creation's state for its progress dialog to poll (owner only; anyone else's is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const creationId = await parseRouteId(request, params.id)
  const creation = await findOwnDemoCreation(creationId, user.id)
  if (!creation) throw await requestError(request, 404, 'errors.notFound')
  return json(
    {
      status: creation.status,
      progress: creation.progress,
      analysisId: creation.analysisId,
      errorKey: creation.errorKey,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
