import { json } from '@remix-run/node'
import { StatusPage } from '~/components/status-page'

export async function loader() {
  return json(null, { status: 403 })
}

export default function ForbiddenPage() {
  return <StatusPage status={403} messageKey="errors.forbidden" />
}
