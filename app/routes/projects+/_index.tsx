import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireRouteAccess } from '~/utils/access.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return redirect('/projects/overview')
}
