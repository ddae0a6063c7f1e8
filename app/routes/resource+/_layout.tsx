import type { LoaderFunctionArgs } from '@remix-run/node'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'

const ITEMS = [
  { to: '/resource', label: 'operations.overview.title' },
  { to: '/resource/r1', label: 'operations.processes.title' },
  { to: '/resource/r2', label: 'operations.queue.title' },
  { to: '/resource/r3', label: 'operations.storage.title' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return null
}

export default function OperationsLayout() {
  return <SideMenuLayout titleKey="operations.menuTitle" items={ITEMS} />
}
