import type { LoaderFunctionArgs } from '@remix-run/node'
import { readReportBrandLogo } from '~/utils/analysis/report/report-brand.server'
import { requestError } from '~/utils/http-errors.server'
import { requireRouteAccess } from '~/utils/access.server'
import { privateImageResponse } from '~/utils/uploaded-images.server'

/**
 * The signed-in account's own report logo (its brand config); nobody else's is reachable. `?v=`
 * (the logo's hash) only keeps browser caches apart.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const logo = await readReportBrandLogo(user.id)
  if (!logo) throw await requestError(request, 404, 'errors.notFound')
  return privateImageResponse(logo.bytes, logo.contentType, 3600)
}
