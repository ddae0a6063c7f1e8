import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { AUDIT_ACTION } from '#db/audit-log'
import { changedKeys } from '~/utils/security/audit-diff'
import { listAuditLog, parseAuditLogQuery } from '~/utils/security/audit-log.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Audit log' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  const query = await parseAuditLogQuery(request)
  const page = await listAuditLog(query)
  return json({
    actions: Object.values(AUDIT_ACTION),
    page: {
      ...page,
      // The page shows the changed keys only; the whole rows stay in the database and the export.
      rows: page.rows.map(({ before, after, ...row }) => ({ ...row, changes: changedKeys(before, after) })),
    },
    filters: {
      actor: query.actor ?? '',
      action: query.action ?? '',
      entityType: query.entityType ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

function ChangeDetails({ row }: { row: Row }) {
  const { t } = useTranslation()
  if (!row.changes.length) return <span className="text-slate-600">{t('auditLog.noChanges')}</span>
  return (
    <details data-testid="audit-changes">
      <summary className="cursor-pointer text-brand-600">
        {t('auditLog.changedKeys', { count: row.changes.length })}
      </summary>
      <dl className="mt-2 space-y-2">
        {row.changes.map((change) => (
          <div key={change.key} className="break-all">
            <dt className="font-medium">{change.key || t('auditLog.wholeValue')}</dt>
            <dd className="text-red-700">
              <span className="sr-only">{t('auditLog.before')}: </span>− {change.before ?? '∅'}
            </dd>
            <dd className="text-green-800">
              <span className="sr-only">{t('auditLog.after')}: </span>+ {change.after ?? '∅'}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

export default function AuditLogPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { actions, page, filters } = useLoaderData<typeof loader>()
  const location = useLocation()
  const exportQuery = new URLSearchParams(location.search)
  for (const key of ['page', 'pageSize', 'sort', 'direction']) exportQuery.delete(key)
  const exportHref = `/security/audit-log/export${exportQuery.size ? `?${exportQuery}` : ''}`
  const columns: AdminColumn<Row>[] = [
    {
      id: 'createdAt',
      header: t('auditLog.fields.when'),
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt, language)}</span>,
    },
    {
      id: 'actor',
      header: t('auditLog.fields.who'),
      cell: (row) => <span className="break-all">{row.actorEmail}</span>,
    },
    {
      id: 'what',
      header: t('auditLog.fields.what'),
      cell: (row) =>
        `${t(`auditLog.actions.${row.action}`, { defaultValue: row.action })} · ${row.entityType} #${row.entityId}`,
    },
    { id: 'clientAddress', header: t('auditLog.fields.clientAddress'), cell: (row) => row.clientAddress ?? '—' },
    { id: 'changes', header: t('auditLog.fields.changes'), cell: (row) => <ChangeDetails row={row} /> },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('auditLog.title')}</h1>
        <a href={exportHref} className={primaryButtonClass} download data-testid="audit-export">
          {t('auditLog.export')}
        </a>
      </div>
      <Form
        method="get"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="text-sm lg:col-span-2">
          <span className="mb-1 block font-medium">{t('auditLog.fields.actorEmail')}</span>
          <input name="actor" type="search" defaultValue={filters.actor} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('auditLog.fields.action')}</span>
          <select name="action" defaultValue={filters.action} className={inputClass}>
            <option value="">{t('auditLog.any')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {t(`auditLog.actions.${action}`, { defaultValue: action })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('auditLog.fields.entityType')}</span>
          <input name="entityType" defaultValue={filters.entityType} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('auditLog.fields.from')}</span>
          <input name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('auditLog.fields.to')}</span>
          <input name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </label>
        <div className="flex items-end lg:col-span-6">
          <button type="submit" className={primaryButtonClass}>
            {t('auditLog.search')}
          </button>
        </div>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('auditLog.empty')}
          caption={t('auditLog.title')}
        />
        <AdminPager page={page} />
      </div>
    </div>
  )
}
