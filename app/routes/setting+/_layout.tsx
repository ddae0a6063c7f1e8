import type { LoaderFunctionArgs } from '@remix-run/node'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'

const ITEMS = [
  { to: '/setting/tool', label: 'pages.settingTools.title' },
  { to: '/setting/analysis-management', label: 'pages.settingAnalysis.title' },
  { to: '/setting/course-management', label: 'pages.settingCourses.title' },
  { to: '/setting/form', label: 'pages.settingForms.title' },
  { to: '/setting/code', label: 'pages.settingCode.title' },
  { to: '/setting/multi-language-management', label: 'pages.settingLanguages.title' },
  { to: '/setting/projects/myfiles', label: 'pages.myFiles.title' },
  { to: '/setting/projects/projectfiles', label: 'pages.projectFiles.title' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return null
}

export default function SettingsLayout() {
  return <SideMenuLayout titleKey="nav.settings" items={ITEMS} />
}
