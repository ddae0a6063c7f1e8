import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { securityOverview } from '~/utils/security/accounts.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Security' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  return json(await securityOverview())
}

export default function SecurityPage() {
  const { t } = useTranslation()
  const overview = useLoaderData<typeof loader>()
  const cards = [
    {
      to: '/security/accounts',
      title: t('securityAccounts.internalTitle'),
      figure: t('securityAccounts.landing.accounts', { count: overview.internal }),
    },
    {
      to: '/security/external-accounts',
      title: t('securityAccounts.externalTitle'),
      figure: t('securityAccounts.landing.accounts', { count: overview.external }),
    },
    {
      to: '/security/accounts?state=disabled',
      title: t('securityAccounts.states.disabled'),
      figure: t('securityAccounts.landing.accounts', { count: overview.disabled }),
    },
    {
      to: '/security/accounts?state=locked',
      title: t('securityAccounts.states.locked'),
      figure: t('securityAccounts.landing.accounts', { count: overview.locked }),
    },
    {
      to: '/security/roles',
      title: t('securityAccounts.landing.roles'),
      figure: String(overview.roles),
    },
    {
      to: '/security/permissions',
      title: t('securityAccounts.landing.permissions'),
      figure: String(overview.permissions),
    },
    { to: '/security/audit-log', title: t('securityAccounts.landing.auditLog'), figure: null },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold">{t('securityAccounts.landing.title')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600"
              data-testid="security-card"
            >
              <span className="block font-medium text-brand-600">{card.title}</span>
              {card.figure ? <span className="mt-1 block text-sm text-slate-600">{card.figure}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
