import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { serverI18nFor } from '~/utils/translations.server'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { permissionNameKey } from '~/utils/security/permission-names'
import { listPermissions } from '~/utils/security/roles.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Permissions' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  // Both languages' names side by side, whatever the reader's language.
  const [zh, en] = [serverI18nFor('zh').getFixedT('zh', 'common'), serverI18nFor('en').getFixedT('en', 'common')]
  const rows = await listPermissions()
  return json({
    rows: rows.map((row) => ({
      ...row,
      nameZh: zh(permissionNameKey(row.code), { defaultValue: row.name }),
      nameEn: en(permissionNameKey(row.code), { defaultValue: row.name }),
    })),
  })
}

/** The permission codes are the code's capabilities: listed here, granted on the roles page. */
export default function SecurityPermissionsPage() {
  const { t } = useTranslation()
  const { rows } = useLoaderData<typeof loader>()
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold">{t('securityRoles.permissionsTitle')}</h1>
      <p className="text-sm text-slate-600">{t('securityRoles.permissionsIntro')}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm" data-testid="permissions-table">
          <caption className="sr-only">{t('securityRoles.permissionsTitle')}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2">{t('securityRoles.fields.code')}</th>
              <th className="px-3 py-2">{t('securityRoles.fields.nameZh')}</th>
              <th className="px-3 py-2">{t('securityRoles.fields.nameEn')}</th>
              <th className="px-3 py-2">{t('securityRoles.fields.roles')}</th>
              <th className="px-3 py-2 text-right">{t('securityRoles.fields.activeAccounts')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} className="border-t border-slate-100" data-code={row.code}>
                <td className="px-3 py-2 break-all">
                  <code>{row.code}</code>
                </td>
                <td className="px-3 py-2" lang="zh">
                  {row.nameZh}
                </td>
                <td className="px-3 py-2" lang="en">
                  {row.nameEn}
                </td>
                <td className="px-3 py-2">{row.roles.length ? row.roles.join(', ') : '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.activeAccounts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
