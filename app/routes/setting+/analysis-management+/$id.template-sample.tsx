import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { requireRouteAccess } from '~/utils/access.server'
import { templateSample } from '~/utils/admin/template-sample.server'
import { requestError } from '~/utils/http-errors.server'
import { parseRouteId } from '~/utils/request-input.server'

/** The project template's JSON sample (spec 02 §3), as a download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const workflowId = await parseRouteId(request, params.id)
  const sample = await templateSample(getDb(), workflowId)
  if (!sample) throw await requestError(request, 404, 'errors.notFound')
  return new Response(`${JSON.stringify(sample, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': contentDisposition(`workflow-${workflowId}-sample.json`),
      'Cache-Control': 'private, no-store',
    },
  })
}
