import { json } from '@remix-run/node'
import { StatusPage } from '~/components/status-page'

export async function loader() {
  return json(null, { status: 401 })
}

export default function UnauthorizedPage() {
  return <StatusPage status={401} messageKey="errors.noPermission" />
}
