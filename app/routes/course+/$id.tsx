import type { LoaderFunctionArgs } from '@remix-run/node'
import { PlannedPage } from '~/components/planned-page'
import { requireRouteAccess } from '~/utils/access.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return null
}

export default function CoursePage() {
  return <PlannedPage page="course" />
}
