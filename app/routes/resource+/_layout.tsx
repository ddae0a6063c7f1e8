import type { LoaderFunctionArgs } from '@remix-run/node'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'

const ITEMS = [
  { to: '/resource/r1', label: 'pages.resourceTest.r1' },
  { to: '/resource/r2', label: 'pages.resourceTest.r2' },
  { to: '/resource/r3', label: 'pages.resourceTest.r3' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return null
}

export default function ResourceTestLayout() {
  return <SideMenuLayout titleKey="pages.resourceTest.title" items={ITEMS} />
}
