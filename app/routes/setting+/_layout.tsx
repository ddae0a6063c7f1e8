import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { SETTINGS_GROUP_PERMISSIONS, settingsPagesFor } from '#core/settings-pages'
import { requireRouteAccess } from '~/utils/access.server'

/**
 * The settings group lets in anyone holding a permission of one of its pages (each page checks its
 * own again) and lists only the pages the user may open.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  if (!SETTINGS_GROUP_PERMISSIONS.some((permission) => user.permissions.includes(permission))) throw redirect('/401')
  return { items: settingsPagesFor(user.permissions).map(({ to, label }) => ({ to, label })) }
}

export default function SettingsLayout() {
  const { items } = useLoaderData<typeof loader>()
  return <SideMenuLayout titleKey="nav.settings" items={items} />
}
