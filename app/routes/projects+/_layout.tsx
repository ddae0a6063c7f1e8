import type { LoaderFunctionArgs } from '@remix-run/node'
import { SideMenuLayout } from '~/components/side-menu-layout'
import { requireRouteAccess } from '~/utils/access.server'

const ITEMS = [
  { to: '/projects/overview', label: 'pages.projectsOverview.title' },
  { to: '/projects/myAnalysis', label: 'pages.myAnalysis.title' },
  { to: '/projects/toolRunRecords', label: 'pages.toolRunRecords.title' },
  { to: '/projects/myfiles', label: 'pages.myFiles.title' },
  { to: '/projects/projectfiles', label: 'pages.projectFiles.title' },
  { to: '/projects/toolfiles', label: 'pages.toolFiles.title' },
  { to: '/projects/mycollection', label: 'pages.myCollection.title' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return null
}

export default function ProjectCentreLayout() {
  return <SideMenuLayout titleKey="nav.projectCentre" items={ITEMS} />
}
