import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery, pageOffset } from '~/utils/admin/admin-list.server'
import { listServerErrors, storageUseByArea } from '~/utils/operations/platform-status.server'
import { formatBytes } from '~/utils/tools/formatting.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Storage and errors' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, [])
  const [storage, errors] = await Promise.all([
    storageUseByArea(getDb()),
    listServerErrors(getDb(), { limit: query.pageSize, offset: pageOffset(query) }),
  ])
  return json({
    storage: storage.map((use) => ({ ...use, size: use.bytes === null ? null : formatBytes(use.bytes) })),
    errors: {
      rows: errors.rows.map((row) => ({ ...row, loggedAt: formatDateTime(row.loggedAt, language) })),
      total: errors.total,
      page: query.page,
      pageSize: query.pageSize,
      sort: null,
      direction: query.direction,
    },
  })
}

type ErrorRow = ReturnType<typeof useLoaderData<typeof loader>>['errors']['rows'][number]

export default function OperationsStoragePage() {
  const { t } = useTranslation()
  const { storage, errors } = useLoaderData<typeof loader>()
  const errorColumns: AdminColumn<ErrorRow>[] = [
    {
      id: 'loggedAt',
      header: t('operations.errors.time'),
      cell: (row) => <span className="whitespace-nowrap">{row.loggedAt}</span>,
    },
    {
      id: 'process',
      header: t('operations.errors.process'),
      cell: (row) => (
        <span className="break-all">
          {t(`operations.roles.${row.role}`)} · {row.processId}
        </span>
      ),
    },
    {
      id: 'message',
      header: t('operations.errors.message'),
      cell: (row) => (
        <span className="line-clamp-4 whitespace-pre-wrap break-words text-xs">
          {row.message}
          {row.errorMessage && row.errorMessage !== row.message ? `: ${row.errorMessage}` : ''}
        </span>
      ),
    },
    {
      id: 'requestPath',
      header: t('operations.errors.requestPath'),
      cell: (row) => <span className="break-all">{row.requestPath ?? '—'}</span>,
    },
  ]
  return (
    <section className="flex flex-col gap-6 p-4 sm:p-6" data-page="operationsStorage">
      <h1 className="text-xl font-semibold">{t('operations.storage.title')}</h1>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-medium">{t('operations.storage.byArea')}</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="px-3 py-2">
                  {t('operations.storage.area')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('operations.storage.files')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('operations.storage.size')}
                </th>
              </tr>
            </thead>
            <tbody>
              {storage.map((use) => (
                <tr key={use.area} className="border-b border-slate-100" data-testid={`storage-${use.area}`}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {t(`operations.storage.areas.${use.area}`)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{use.files}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {use.size ?? t('operations.storage.notCatalogued')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-medium">{t('operations.errors.title')}</h2>
        <div className="rounded-lg border border-slate-200">
          <AdminTable
            page={errors}
            columns={errorColumns}
            rowId={(row) => row.id}
            emptyText={t('operations.errors.empty')}
            caption={t('operations.errors.title')}
          />
          <AdminPager page={errors} />
        </div>
      </section>
    </section>
  )
}
