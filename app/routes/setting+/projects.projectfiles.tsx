import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { StaffFileDesk } from '~/components/admin/staff-file-desk'
import { FILE_KIND } from '#core/files'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { loadStaffFileDesk } from '~/utils/files/staff-files.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Every user's analysis project files (the settings twin of /projects/projectfiles), filtered and paged in SQL. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  return json(await loadStaffFileDesk(request, FILE_KIND.project))
}

export default function StaffProjectFilesPage() {
  return <StaffFileDesk kind="project" {...useLoaderData<typeof loader>()} />
}
