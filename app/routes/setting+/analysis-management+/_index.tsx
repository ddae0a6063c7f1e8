import type { LoaderFunctionArgs } from '@remix-run/node'
import { PlannedPage } from '~/components/planned-page'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return null
}

export default function SettingAnalysisPage() {
  return <PlannedPage page="settingAnalysis" />
}
