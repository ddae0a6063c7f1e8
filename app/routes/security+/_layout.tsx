import type { LoaderFunctionArgs } from '@remix-run/node'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'

const ITEMS = [
  { to: '/security/accounts', label: 'pages.securityAccounts.title' },
  { to: '/security/external-accounts', label: 'pages.securityExternalAccounts.title' },
  { to: '/security/roles', label: 'pages.securityRoles.title' },
  { to: '/security/permissions', label: 'pages.securityPermissions.title' },
  { to: '/security/audit-log', label: 'auditLog.title' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  return null
}

export default function SecurityLayout() {
  return <SideMenuLayout titleKey="nav.security" items={ITEMS} />
}
