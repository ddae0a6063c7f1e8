import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PERMISSIONS } from '#core/permissions'
import { AccountList } from '~/components/security/account-list'
import { requireRouteAccess } from '~/utils/access.server'
import { loadAccountList } from '~/utils/security/accounts.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Internal accounts' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  return json(await loadAccountList(request, 'internal'))
}

export default function SecurityAccountsPage() {
  return <AccountList {...useLoaderData<typeof loader>()} />
}
