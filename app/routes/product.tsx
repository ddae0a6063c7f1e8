import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { platformConfig } from '~/utils/platform-config.server'
import { requireRouteAccess } from '~/utils/access.server'

/** The provider's sequencing-service page; the header opens this route in a new window. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return redirect(platformConfig().productUrl)
}
